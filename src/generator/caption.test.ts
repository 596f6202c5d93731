import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CAPTION_LENGTH, buildCaption, captionParts } from './caption';
import { createRandom } from './random';
import { CHALLENGE_TYPES, PLATFORMS, type ChallengeType, type Platform } from './types';
import { WORD_LISTS } from './word-lists';

// The four platforms' published limits, written out here rather than imported: the generator
// takes caps as arguments and must hold whatever they are.
const CAPS = [5, 5, 60, null] as const;

const HASHTAG = /#[^\s#]+/gu;

function hashtagsIn(text: string): string[] {
  return text.match(HASHTAG) ?? [];
}

function captionFor(
  type: ChallengeType,
  platform: Platform,
  cap: number | null,
  seed: string,
  name = '#YogaFlowChallenge',
): string {
  return buildCaption({ name: { name, type, platform }, cap, random: createRandom(seed) });
}

describe('buildCaption', () => {
  it.each(CHALLENGE_TYPES)('names the %s challenge, lists steps and ends with its tags', (type) => {
    PLATFORMS.forEach((platform, i) => {
      const cap = CAPS[i] ?? null;
      for (const seed of ['a', 'b', 'c', 'd']) {
        const caption = captionFor(type, platform, cap, seed);
        const lines = caption.split('\n');
        expect(lines[0], 'the invitation comes first').toMatch(/^[^\d#]/u);
        expect(caption).toMatch(/^1\. \S/mu);
        expect(caption).toMatch(/^2\. \S/mu);
        expect(caption).not.toMatch(/^4\. /mu);
        expect(caption).toMatch(/\btag\b.*friend/iu);
        const last = lines.at(-1) ?? '';
        const tags = last.split(' ');
        expect(tags[0]).toBe('#YogaFlowChallenge');
        for (const tag of WORD_LISTS[type].hashtags) expect(tags).toContain(tag);
        expect(hashtagsIn(caption), 'hashtags only in the last line').toEqual(tags);
        if (cap !== null) expect(tags.length).toBeLessThanOrEqual(cap);
        expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION_LENGTH);
      }
    });
  });

  it('calls the post what each platform calls it', () => {
    const words = { tiktok: 'video', instagram: 'Reel', youtube: 'Short', facebook: 'video' };
    for (const platform of PLATFORMS) {
      expect(captionFor('dance', platform, null, 's')).toContain(
        `Post it as a ${words[platform]} with the hashtags below.`,
      );
    }
  });

  it('has several invitations for every type, and two or three steps', () => {
    for (const type of CHALLENGE_TYPES) {
      const openings = new Set<string>();
      const stepCounts = new Set<number>();
      for (let seed = 0; seed < 200; seed++) {
        const caption = captionFor(type, 'tiktok', 5, String(seed));
        openings.add(caption.split('\n')[0] ?? '');
        stepCounts.add((caption.match(/^\d\. /gmu) ?? []).length);
      }
      expect(openings.size, type).toBeGreaterThanOrEqual(3);
      expect([...stepCounts].sort()).toEqual([2, 3]);
    }
  });

  it('writes different openings for different types', () => {
    const dance = new Set<string>();
    const cooking = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      dance.add(captionFor('dance', 'tiktok', 5, String(seed)).split('\n')[0] ?? '');
      cooking.add(captionFor('cooking', 'tiktok', 5, String(seed)).split('\n')[0] ?? '');
    }
    expect([...dance].filter((line) => cooking.has(line))).toEqual([]);
  });

  it('falls back to the dance words and TikTok for values it does not know', () => {
    const unknown = buildCaption({
      name: { name: '#X', type: 'knitting' as ChallengeType, platform: 'myspace' as Platform },
      cap: 5,
      random: createRandom('s'),
    });
    expect(unknown).toBe(captionFor('dance', 'tiktok', 5, 's', '#X'));
  });

  it('stays within the cap and 2,200 characters, and replays from its seed, for any input', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', maxLength: 3000 })
          .map((text) => `#${text.replace(/[\s#]/gu, '')}`),
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.string(),
        fc.option(
          fc.string({ maxLength: 60 }).map((text) => `#${text.replace(/[\s#]/gu, '')}`),
          { nil: null },
        ),
        (name, type, platform, cap, seed, own) => {
          const caption = buildCaption({
            name: { name, type, platform },
            cap,
            own,
            random: createRandom(seed),
          });
          expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION_LENGTH);
          if (cap !== null) expect(hashtagsIn(caption).length).toBeLessThanOrEqual(cap);
          expect(
            buildCaption({ name: { name, type, platform }, cap, own, random: createRandom(seed) }),
          ).toBe(caption);
          if (name.length <= 200) expect(caption).toContain(`\n\n${name}`);
        },
      ),
    );
  });

  it('puts the visitor’s own hashtag right after the name, counted against the cap', () => {
    for (const type of CHALLENGE_TYPES) {
      for (const cap of [5, 60, null]) {
        const caption = buildCaption({
          name: { name: '#YogaFlowChallenge', type, platform: 'instagram' },
          cap,
          own: '#MyStudio',
          random: createRandom('own'),
        });
        const tags = hashtagsIn(caption);
        expect(tags.slice(0, 2)).toEqual(['#YogaFlowChallenge', '#MyStudio']);
        for (const tag of WORD_LISTS[type].hashtags) expect(tags).toContain(tag);
        if (cap !== null) expect(tags.length).toBeLessThanOrEqual(cap);
      }
    }
    const without = captionFor('dance', 'tiktok', 5, 'own');
    expect(without).not.toContain('#MyStudio');
    expect(
      buildCaption({
        name: { name: '#YogaFlowChallenge', type: 'dance', platform: 'tiktok' },
        cap: 5,
        own: null,
        random: createRandom('own'),
      }),
    ).toBe(without);
  });

  it('keeps the name when a long one leaves room for nothing else', () => {
    const long = `#${'Ab'.repeat(1000)}`;
    const caption = captionFor('dance', 'facebook', null, 's', long);
    expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION_LENGTH);
    expect(caption).toContain(long);
  });
});

describe('captionParts', () => {
  it('gives the words the caption shows, from the same random sequence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.string(),
        (type, platform, seed) => {
          const name = { name: '#YogaFlowChallenge', type, platform };
          const parts = captionParts(name, createRandom(seed));
          const caption = buildCaption({ name, cap: null, random: createRandom(seed) });
          expect(caption.startsWith(`${parts.invitation}\n\n`)).toBe(true);
          parts.steps.forEach((step, i) => {
            expect(caption).toContain(`\n${i + 1}. ${step}\n`);
          });
          expect(caption).toContain(`\n\n${parts.tagFriends}\n\n`);
          expect(parts.steps.length).toBeGreaterThanOrEqual(2);
          expect(parts.steps.length).toBeLessThanOrEqual(3);
        },
      ),
    );
  });

  it('matches its example', () => {
    expect(
      captionParts({ type: 'wellness', platform: 'instagram' }, createRandom('seed')).steps[1],
    ).toBe('Post it as a Reel with the hashtags below.');
  });
});
