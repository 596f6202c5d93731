import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashtagSet } from './hashtag-set';
import { FULL_HASHTAG_SET_SIZE, platformHashtagSet } from './platform-hashtag-set';
import { CHALLENGE_TYPES } from './types';
import { WORD_LISTS } from './word-lists';

const name = { name: '#GuitarRiffChallenge', type: 'music' } as const;
const [musicTag1, musicTag2] = WORD_LISTS.music.hashtags;

describe('platformHashtagSet', () => {
  it('puts the name first, then the type tags and #challenge, then the generic tags up to the cap', () => {
    expect(platformHashtagSet(name, null)).toEqual([
      name.name,
      musicTag1,
      musicTag2,
      '#challenge',
      '#viral',
      '#trending',
      '#fyp',
    ]);
    expect(platformHashtagSet(name, 5)).toEqual([
      name.name,
      musicTag1,
      musicTag2,
      '#challenge',
      '#viral',
    ]);
    expect(platformHashtagSet(name, 3)).toEqual([name.name, musicTag1, musicTag2]);
  });

  it('keeps every tag of the full set when the cap allows them or there is none', () => {
    for (const cap of [null, 15, FULL_HASHTAG_SET_SIZE]) {
      const tags = platformHashtagSet(name, cap);
      expect(tags).toHaveLength(FULL_HASHTAG_SET_SIZE);
      expect([...tags].sort()).toEqual(hashtagSet(name).split(' ').sort());
    }
  });

  it('uses the dance tags for an unknown type', () => {
    expect(platformHashtagSet({ name: '#X', type: 'nonsense' as 'dance' }, 3)).toEqual(
      platformHashtagSet({ name: '#X', type: 'dance' }, 3),
    );
  });

  it('never exceeds the cap, never repeats a tag and always keeps the name (any type, any cap)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.option(fc.integer({ min: -3, max: 30 }), { nil: null }),
        (type, cap) => {
          const tags = platformHashtagSet({ name: '#Probe', type }, cap);
          expect(tags[0]).toBe('#Probe');
          expect(new Set(tags).size).toBe(tags.length);
          if (cap !== null)
            expect(tags.length).toBe(Math.min(Math.max(1, cap), FULL_HASHTAG_SET_SIZE));
        },
      ),
    );
  });
});
