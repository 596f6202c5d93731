import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES } from '../types';
import {
  TYPE_MINIMUMS,
  entryProblems,
  formatProblems,
  keyOf,
  typeFormatsProblems,
} from './data-rules';
import type { KeywordEntry } from './data-types';
import { FORMATS_BY_TYPE, SHARED_FORMATS } from './en/formats';
import { KEYWORDS_BY_TYPE } from './en/keywords';

describe.each(CHALLENGE_TYPES)('the %s data', (type) => {
  const keywords = KEYWORDS_BY_TYPE[type];

  it(`knows at least ${TYPE_MINIMUMS.keywords} keywords, each with enough words of its own`, () => {
    const problems = Object.entries(keywords).flatMap(([key, entry]) => entryProblems(key, entry));
    expect(problems).toEqual([]);
    expect(Object.keys(keywords).length).toBeGreaterThanOrEqual(TYPE_MINIMUMS.keywords);
  });

  it('has its formats and words in order', () => {
    expect(typeFormatsProblems(FORMATS_BY_TYPE[type])).toEqual([]);
  });

  it('repeats no shared format', () => {
    const shared = new Set(Object.values(SHARED_FORMATS).flat());
    const repeated = Object.values(FORMATS_BY_TYPE[type].families)
      .flat()
      .filter((format) => shared.has(format));
    expect(repeated).toEqual([]);
  });
});

describe('the shared data', () => {
  it('has its formats in order', () => {
    expect(Object.values(SHARED_FORMATS).flat().flatMap(formatProblems)).toEqual([]);
  });

  it('gives each keyword and alias one entry across all types', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const type of CHALLENGE_TYPES) {
      const entries: Readonly<Record<string, KeywordEntry>> = KEYWORDS_BY_TYPE[type];
      for (const [keyword, entry] of Object.entries(entries)) {
        const aliases = (entry.also ?? '').split(' ').filter((alias) => alias !== '');
        for (const key of [keyOf(keyword), ...aliases]) {
          const first = owner.get(key);
          if (first !== undefined) clashes.push(`${key}: ${first} and ${type}/${keyword}`);
          else owner.set(key, `${type}/${keyword}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
