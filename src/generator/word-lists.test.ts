import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES } from './types';
import { ACTION_WORDS, BASE_HASHTAGS, WORD_LISTS, wordListFor } from './word-lists';

const WORD = /^[A-Z][A-Za-z0-9]*$/;
const TAG = /^#[a-z0-9]+$/;

describe('word lists', () => {
  it('cover exactly the 15 challenge types', () => {
    expect(Object.keys(WORD_LISTS).sort()).toEqual([...CHALLENGE_TYPES].sort());
  });

  it.each(CHALLENGE_TYPES)(
    '%s has 5 prefixes, 5 suffixes and 2 tags of the right shape',
    (type) => {
      const { prefixes, suffixes, hashtags } = WORD_LISTS[type];
      expect(prefixes).toHaveLength(5);
      expect(suffixes).toHaveLength(5);
      expect(hashtags).toHaveLength(2);
      for (const word of [...prefixes, ...suffixes]) expect(word).toMatch(WORD);
      for (const tag of hashtags) expect(tag).toMatch(TAG);
    },
  );

  it.each(CHALLENGE_TYPES)('%s has no duplicate within a list', (type) => {
    const { prefixes, suffixes, hashtags } = WORD_LISTS[type];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(new Set(suffixes).size).toBe(suffixes.length);
    expect(new Set(hashtags).size).toBe(hashtags.length);
  });

  // Adjectives and interjections read badly before "And" (#MindfulAndYoga, #GotchaAndYoga).
  it.each(['Gotcha', 'Mindful', 'Chic', 'Quickfire', 'Cyber', 'Wander', 'Respawn', 'Rapid'])(
    'no longer uses %s, which reads badly in a pattern',
    (word) => {
      for (const type of CHALLENGE_TYPES) {
        const { prefixes, suffixes } = WORD_LISTS[type];
        expect([...prefixes, ...suffixes]).not.toContain(word);
      }
    },
  );

  // Guards the seven patterns against each other: a suffix equal to an action word would make
  // pattern 5 repeat pattern 3, and a prefix 'The' would make pattern 2 repeat pattern 6.
  it.each(CHALLENGE_TYPES)('%s words cannot make two patterns give the same name', (type) => {
    const { prefixes, suffixes } = WORD_LISTS[type];
    for (const suffix of suffixes) expect(ACTION_WORDS).not.toContain(suffix);
    expect(prefixes).not.toContain('The');
  });

  it('gives every type its own pair of tags, none repeating a base tag of the hashtag set', () => {
    const pairs = CHALLENGE_TYPES.map((type) => [...WORD_LISTS[type].hashtags].sort().join(' '));
    expect(new Set(pairs).size).toBe(CHALLENGE_TYPES.length);
    for (const type of CHALLENGE_TYPES) {
      for (const tag of WORD_LISTS[type].hashtags) expect(BASE_HASHTAGS).not.toContain(tag);
    }
  });

  it('has the 9 action words and the 4 base hashtags a set uses, in the spec order', () => {
    expect(ACTION_WORDS).toEqual([
      'Challenge',
      'Quest',
      'Dare',
      'Sprint',
      'Showdown',
      'Jam',
      'Loop',
      'Games',
      'Trials',
    ]);
    expect(BASE_HASHTAGS).toEqual(['#viral', '#trending', '#challenge', '#fyp']);
  });
});

describe('wordListFor', () => {
  it.each(CHALLENGE_TYPES)('gives %s its own lists', (type) => {
    expect(wordListFor(type)).toBe(WORD_LISTS[type]);
  });

  it.each([undefined, null, '', 'Dance', 'knitting', '__proto__', 42])(
    'gives the dance lists for unknown type %o',
    (type) => {
      expect(wordListFor(type)).toBe(WORD_LISTS.dance);
    },
  );
});
