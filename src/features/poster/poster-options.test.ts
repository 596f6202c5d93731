import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../generator';
import { contrastRatio, hexToRgb } from './contrast';
import {
  PLATFORM_POSTER_SIZE,
  POSTER_DESIGNS,
  POSTER_DESIGN_IDS,
  POSTER_SIZES,
  posterFileName,
} from './poster-options';

describe('poster sizes', () => {
  it('offers the four sizes of the issue, and each platform starts at one of them', () => {
    expect(Object.values(POSTER_SIZES).map(({ width, height }) => `${width}x${height}`)).toEqual([
      '1080x1920',
      '1080x1350',
      '1080x1080',
      '1200x630',
    ]);
    expect(PLATFORMS.map((platform) => PLATFORM_POSTER_SIZE[platform])).toEqual([
      'story',
      'story',
      'story',
      'square',
    ]);
  });

  it('keeps clear of the bottom fifth and the right-hand buttons of a 9:16 picture', () => {
    const { safe, height, width } = POSTER_SIZES.story;
    expect(safe.bottom).toBeGreaterThanOrEqual(height / 5);
    expect(safe.right).toBeGreaterThanOrEqual(width * 0.14);
  });
});

describe('poster designs', () => {
  it('are at least four', () => {
    expect(POSTER_DESIGN_IDS.length).toBeGreaterThanOrEqual(4);
  });

  // The colours as chosen; the browser test measures the pixels as drawn.
  it.each(POSTER_DESIGN_IDS)(
    '%s: every text colour is 4.5:1 or more on what it is drawn on',
    (id) => {
      const design = POSTER_DESIGNS[id];
      const pairs: [string, string][] = [
        ...design.background.flatMap((ground) =>
          [design.ink, design.muted, design.accent].map((ink): [string, string] => [ink, ground]),
        ),
        [design.pillInk, design.pill],
        [design.cellInk, design.cell],
      ];
      for (const [ink, ground] of pairs) {
        expect(
          contrastRatio(hexToRgb(ink), hexToRgb(ground)),
          `${ink} on ${ground}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('posterFileName', () => {
  it.each([
    ['#MorningYogaChallenge', 'story', 'morning-yoga-challenge-poster-1080x1920.png'],
    ['#LOLLoopChallenge', 'link', 'lol-loop-challenge-poster-1200x630.png'],
    ['#योगQuest', 'square', 'योग-quest-poster-1080x1080.png'],
    ['#Café_Club', 'feed', 'café-club-poster-1080x1350.png'],
    ['#', 'feed', 'challenge-poster-1080x1350.png'],
  ] as const)('%s at %s is %s', (name, size, file) => {
    expect(posterFileName(name, POSTER_SIZES[size])).toBe(file);
  });

  it('is a safe, short file name for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const file = posterFileName(name, POSTER_SIZES.story);
        expect(file).toMatch(/^[\p{L}\p{M}\p{N}-]+-poster-1080x1920\.png$/u);
        expect(file).not.toMatch(/^-|--/u);
        expect(Array.from(file).length).toBeLessThanOrEqual(60 + '-poster-1080x1920.png'.length);
      }),
    );
  });
});
