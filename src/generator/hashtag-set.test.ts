import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateNames } from './generate-names';
import { hashtagSet } from './hashtag-set';
import { createRandom } from './random';
import { CHALLENGE_TYPES, type ChallengeType } from './types';
import { WORD_LISTS } from './word-lists';

const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;

describe('hashtagSet', () => {
  it.each(CHALLENGE_TYPES)(
    'for %s: the name, the first four base tags, then the type tags',
    (type) => {
      const [first, second] = WORD_LISTS[type].hashtags;
      expect(hashtagSet({ name: '#YogaFlowChallenge', type })).toBe(
        `#YogaFlowChallenge #viral #trending #challenge #fyp ${first} ${second}`,
      );
    },
  );

  it('uses the dance tags for a type that is not known (old saved data)', () => {
    const saved = { name: '#OfficeJam', type: 'knitting' as ChallengeType };
    expect(hashtagSet(saved)).toBe(
      '#OfficeJam #viral #trending #challenge #fyp #dance #dancechallenge',
    );
  });

  it('gives seven distinct hashtags separated by single spaces for any generated name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.stringMatching(/^[\p{L}\p{N}_]{1,40}$/u),
        (seed, type, keyword) => {
          const names = generateNames({
            keyword,
            type,
            platform: 'tiktok',
            random: createRandom(seed),
          });
          return names.every((name) => {
            const tags = hashtagSet(name).split(' ');
            return (
              tags.length === 7 &&
              tags[0] === name.name &&
              new Set(tags).size === 7 &&
              tags.every((tag) => HASHTAG.test(tag))
            );
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('hashtagSet with the visitor’s own hashtag', () => {
  it('appends it after the seven, and leaves the seven as they are without one', () => {
    const name = { name: '#YogaFlowChallenge', type: 'wellness' } as const;
    expect(hashtagSet(name, '#MyStudio')).toBe(
      '#YogaFlowChallenge #viral #trending #challenge #fyp #wellness #selfcare #MyStudio',
    );
    expect(hashtagSet(name, null)).toBe(hashtagSet(name));
  });

  it('does not repeat a tag the set already has, whatever its case', () => {
    const name = { name: '#YogaFlowChallenge', type: 'wellness' } as const;
    expect(hashtagSet(name, '#Wellness')).toBe(hashtagSet(name));
    expect(hashtagSet(name, '#yogaflowchallenge')).toBe(hashtagSet(name));
  });
});
