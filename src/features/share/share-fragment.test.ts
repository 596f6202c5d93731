import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES, PLATFORMS, cleanKeyword } from '../../generator';
import { decodeShareFragment, encodeShareFragment, shareUrl } from './share-fragment';

describe('share fragment', () => {
  it('round-trips any keyword, type, platform and seed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        (keyword, type, platform, seed) => {
          const fragment = encodeShareFragment({ keyword, type, platform, seed });
          expect(decodeShareFragment(`#${fragment}`)).toEqual({ keyword, type, platform, seed });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['', null],
    ['#', null],
    ['#t=fitness&p=youtube', null],
    ['#k=yoga', { keyword: 'yoga', type: 'dance', platform: 'tiktok', seed: null }],
    [
      '#k=yoga&t=knitting&p=myspace&s=abc',
      { keyword: 'yoga', type: 'dance', platform: 'tiktok', seed: 'abc' },
    ],
    ['#k=&t=art', { keyword: '', type: 'art', platform: 'tiktok', seed: null }],
    // Broken percent-encoding decodes to U+FFFD; the keyword cleaner then drops it.
    [
      '#k=%E0%A4%A&s=bad seed!',
      { keyword: '\uFFFD%A', type: 'dance', platform: 'tiktok', seed: null },
    ],
    [
      'k=cats&t=pet&p=youtube&s=Zz_9',
      { keyword: 'cats', type: 'pet', platform: 'youtube', seed: 'Zz_9' },
    ],
    [`#k=${'a'.repeat(3000)}`, null],
  ])('decodes %.60s', (fragment, expected) => {
    expect(decodeShareFragment(fragment)).toEqual(expected);
  });

  it('never throws on any fragment, and always yields a known type and platform', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (fragment) => {
        const decoded = decodeShareFragment(fragment);
        if (decoded) {
          expect(CHALLENGE_TYPES).toContain(decoded.type);
          expect(PLATFORMS).toContain(decoded.platform);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('replays any usable keyword exactly: the cleaned keyword a link carries cleans to itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.constantFrom(...CHALLENGE_TYPES),
        (typed, type) => {
          const cleaned = cleanKeyword(typed);
          if (!cleaned.ok) return;
          const fragment = encodeShareFragment({
            keyword: cleaned.keyword,
            type,
            platform: 'tiktok',
            seed: 's',
          });
          const shared = decodeShareFragment(fragment);
          expect(cleanKeyword(shared?.keyword ?? '')).toEqual(cleaned);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('carries the names on screen after More names, and old links still open without them', () => {
    const names = ['#YogaJam', '#SpinYoga', '#योगQuest'];
    const fragment = encodeShareFragment({
      keyword: 'Yoga',
      type: 'dance',
      platform: 'tiktok',
      seed: 'k3x9',
      names,
    });
    expect(fragment).toBe(
      'k=Yoga&t=dance&p=tiktok&s=k3x9&n=YogaJam.SpinYoga.%E0%A4%AF%E0%A5%8B%E0%A4%97Quest',
    );
    expect(decodeShareFragment(fragment)).toEqual({
      keyword: 'Yoga',
      type: 'dance',
      platform: 'tiktok',
      seed: 'k3x9',
      names,
    });
    expect(
      encodeShareFragment({
        keyword: 'Yoga',
        type: 'dance',
        platform: 'tiktok',
        seed: 'k',
        names: [],
      }),
    ).toBe('k=Yoga&t=dance&p=tiktok&s=k');
    expect(decodeShareFragment('#k=Yoga&s=k&n=..')).toEqual({
      keyword: 'Yoga',
      type: 'dance',
      platform: 'tiktok',
      seed: 'k',
    });
  });

  it('reads at most eight names from a link', () => {
    const shared = decodeShareFragment(`#k=Yoga&n=${'A.'.repeat(50)}`);
    expect(shared?.names).toEqual(Array.from({ length: 8 }, () => '#A'));
  });

  it.each([
    ['https://challengenames.app/', 'https://challengenames.app/#k=Yoga&t=pet&p=youtube&s=k3x9'],
    [
      'http://127.0.0.1:4310/?utm=x#main',
      'http://127.0.0.1:4310/?utm=x#k=Yoga&t=pet&p=youtube&s=k3x9',
    ],
    [
      'https://challengenames.app/#k=Old&s=1',
      'https://challengenames.app/#k=Yoga&t=pet&p=youtube&s=k3x9',
    ],
  ])('puts a result into the address %s', (page, expected) => {
    expect(
      shareUrl(page, { keyword: 'Yoga', type: 'pet', platform: 'youtube', seed: 'k3x9' }),
    ).toBe(expected);
  });
});
