import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKeyword } from '../clean-keyword';
import { buildPairShards, buildShards } from './build-shards';
import type { ChallengeType } from '../types';
import type { KeywordEntry } from './data-types';
import { KEYWORDS_BY_TYPE } from './en/keywords';
import {
  SHARD_COUNT,
  findKnown,
  knownFor,
  lookUp,
  lookupKeys,
  pairNamesFor,
  pairShardFrom,
  shardFrom,
  shardOf,
  shardsFor,
} from './knowledge';

const entry = (things: string): KeywordEntry => ({ things, moves: 'Move', verbs: 'Do' });
const shards = buildShards({
  fitness: {
    cat: { ...entry('Whisker'), also: 'kitty kitten' },
    cookie: entry('Crumb'),
    potato: entry('Mash'),
    puppy: entry('Leash'),
    box: entry('Lid'),
    knife: entry('Blade'),
    glass: entry('Rim'),
    sourdough: entry('Starter'),
    yoga: entry('Mat'),
    'ice cream': entry('Cone'),
  },
});

function knownAs(typed: string): string | null {
  const cleaned = cleanKeyword(typed);
  if (!cleaned.ok) return null;
  return findKnown(cleaned.keyword, shards)?.key ?? null;
}

describe('finding what we know of a keyword', () => {
  it.each([
    ['cat', 'cat'],
    ['Cats', 'cat'],
    ['kitty', 'cat'],
    ['kittens', 'cat'],
    ['cookies', 'cookie'],
    ['potatoes', 'potato'],
    ['puppies', 'puppy'],
    ['boxes', 'box'],
    ['knives', 'knife'],
    ['glasses', 'glass'],
    ['Sour Dough', 'sourdough'],
    ['SOURDOUGH', 'sourdough'],
    ['morning yoga', 'yoga'],
    ['yoga for beginners', 'yoga'],
    ['ice-cream', 'icecream'],
    ['my cat videos', 'cat'],
    ['zebrafish', null],
    ['योग', null],
  ])('%s → %s', (typed, key) => {
    expect(knownAs(typed)).toBe(key);
  });

  it('says when it found a keyword under one of its words, not the whole of it', () => {
    const underAWord = (typed: string) => {
      const cleaned = cleanKeyword(typed);
      return cleaned.ok ? findKnown(cleaned.keyword, shards)?.underAWord === true : null;
    };
    expect(['yoga', 'Cats', 'kitty', 'Sour Dough'].map(underAWord)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['morning yoga', 'my cat videos', 'yoga for beginners'].map(underAWord)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("takes another type's entry found under a word that only modifies the keyword for none", () => {
    const keyFor = (typed: string, type: ChallengeType) => {
      const cleaned = cleanKeyword(typed);
      return cleaned.ok ? (knownFor(findKnown(cleaned.keyword, shards), type)?.key ?? null) : null;
    };
    // The entries here are fitness's. Under its head a keyword keeps its entry in any draw …
    expect(keyFor('morning yoga', 'dance')).toBe('yoga');
    expect(keyFor('cats', 'gaming')).toBe('cat');
    // … under a modifier only in a draw of the entry's type (a bear crawl is no bear).
    expect(keyFor('yoga for beginners', 'fitness')).toBe('yoga');
    expect(keyFor('yoga for beginners', 'dance')).toBeNull();
    expect(keyFor('my cat videos', 'fitness')).toBe('cat');
    expect(keyFor('my cat videos', 'pet')).toBeNull();
  });

  it('files a word and its plural in one shard, so one load finds either', () => {
    for (const [word, plural] of [
      ['cookie', 'cookies'],
      ['potato', 'potatoes'],
      ['puppy', 'puppies'],
      ['knife', 'knives'],
      ['box', 'boxes'],
    ]) {
      expect(shardOf(plural ?? '')).toBe(shardOf(word ?? ''));
    }
  });

  it('asks for a few shards at most, whatever the keyword', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const cleaned = cleanKeyword(raw);
        if (!cleaned.ok) return;
        const wanted = shardsFor(cleaned.keyword);
        expect(wanted.length).toBeLessThanOrEqual(lookupKeys(cleaned.keyword).length);
        expect(wanted.length).toBeLessThanOrEqual(6);
        for (const index of wanted) expect(index >= 0 && index < SHARD_COUNT).toBe(true);
      }),
    );
  });

  it('finds every keyword of the data, as written and as a plural, in the shard it asks for', () => {
    const real = buildShards(KEYWORDS_BY_TYPE);
    const missed: string[] = [];
    for (const entries of Object.values(KEYWORDS_BY_TYPE)) {
      for (const keyword of Object.keys(entries)) {
        const cleaned = cleanKeyword(keyword);
        if (!cleaned.ok) throw new Error(keyword);
        const key = keyword.replace(/ /g, '');
        const found = findKnown(cleaned.keyword, real);
        if (found?.key !== key) missed.push(`${keyword} → ${found?.key ?? 'nothing'}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('reads a chunk it does not understand as an empty shard, and keeps the entries it does', () => {
    expect(shardFrom(null)).toEqual({});
    expect(shardFrom('yoga')).toEqual({});
    expect(
      shardFrom({ yoga: { things: 'Mat', verb: true }, kitty: 'cat', bad: 42, odd: { things: 7 } }),
    ).toEqual({ yoga: { things: 'Mat', verb: true }, kitty: 'cat' });
    expect(shardFrom({ hiking: { things: 'Trail', also: 'hike' } })).toEqual({
      hiking: { things: 'Trail', also: 'hike' },
    });
  });

  it('keeps every entry the build files when the page reads its shards', () => {
    const real = buildShards(KEYWORDS_BY_TYPE);
    const dropped = real.flatMap((shard) =>
      Object.keys(shard).filter((key) => !(key in shardFrom(JSON.parse(JSON.stringify(shard))))),
    );
    expect(real.length).toBeGreaterThan(0);
    expect(dropped).toEqual([]);
  });

  it('follows an alias into the shard of its entry, asking for that shard when it is not loaded', () => {
    const aliasShard = shardOf('kitty');
    const lookup = lookUp('Kitty', (index) => (index === aliasShard ? shards[index] : undefined));
    if (aliasShard === shardOf('cat')) expect(lookup).toMatchObject({ known: { key: 'cat' } });
    else expect(lookup).toEqual({ load: shardOf('cat') });
    expect(lookUp('Kitty', (index) => shards[index])).toMatchObject({ known: { key: 'cat' } });
  });
});

describe('pair names', () => {
  const pairs = buildPairShards({ mop: { dance: 'MopAndPop SweepTheBeat' } });
  const mop: KeywordEntry = { ...entry('Bucket'), type: 'funny' };

  it("finds the names a type has for another type's keyword in that type's shards", () => {
    const inDance = (index: number) => pairs.dance[index];
    expect(pairNamesFor({ key: 'mop', entry: mop }, 'dance', inDance)).toBe(
      'MopAndPop SweepTheBeat',
    );
    expect(pairNamesFor({ key: 'mop', entry: mop }, 'music', (i) => pairs.music[i])).toBe(
      undefined,
    );
    // None for its own type, a keyword found under one of its words, or one we do not know.
    expect(pairNamesFor({ key: 'mop', entry: { ...mop, type: 'dance' } }, 'dance', inDance)).toBe(
      undefined,
    );
    expect(pairNamesFor({ key: 'mop', entry: mop, underAWord: true }, 'dance', inDance)).toBe(
      undefined,
    );
    expect(pairNamesFor(null, 'dance', inDance)).toBe(undefined);
  });

  it('keeps only the names of a loaded pair chunk', () => {
    expect(pairShardFrom({ mop: 'MopAndPop', bad: 42, worse: { a: 1 } })).toEqual({
      mop: 'MopAndPop',
    });
    expect(pairShardFrom('nonsense')).toEqual({});
    expect(pairShardFrom(null)).toEqual({});
  });
});
