import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKeyword, type CleanKeywordResult } from './clean-keyword';
import {
  NAMES_PER_GENERATION,
  NAME_PATTERNS,
  describeNamePattern,
  generateNames,
  type GenerateOptions,
} from './generate-names';
import { createRandom, type Random } from './random';
import {
  CHALLENGE_TYPES,
  PLATFORMS,
  isChallengeType,
  isPlatform,
  type ChallengeType,
} from './types';
import { ACTION_WORDS, WORD_LISTS, type WordList } from './word-lists';

const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;

/** A Random that returns the given numbers in order and fails loudly if asked for more. */
function scripted(values: readonly number[]): Random {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('scripted random ran out of numbers');
    return next;
  };
}

/** The draw that lands in the middle of slot `index` of `size`, away from rounding edges. */
const slot = (index: number, size: number): number => (index + 0.5) / size;

type Slot = 'prefixes' | 'suffixes' | 'actions';

/** The spec's seven shapes, written out independently of the code under test. */
const SHAPES: Record<number, { slot: Slot; shape: (keyword: string, word: string) => string }> = {
  1: { slot: 'suffixes', shape: (k, w) => `#${k}${w}Challenge` },
  2: { slot: 'prefixes', shape: (k, w) => `#${w}${k}Quest` },
  3: { slot: 'actions', shape: (k, w) => `#${k}${w}` },
  4: { slot: 'prefixes', shape: (k, w) => `#${w}${k}` },
  5: { slot: 'suffixes', shape: (k, w) => `#${k}${w}` },
  6: { slot: 'actions', shape: (k, w) => `#The${k}${w}` },
  7: { slot: 'prefixes', shape: (k, w) => `#${w}And${k}` },
};
const PATTERN_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

function listFor(slotName: Slot, type: ChallengeType): readonly string[] {
  return slotName === 'actions' ? ACTION_WORDS : WORD_LISTS[type][slotName];
}

/** Every (pattern, word) a name can come from, keyed by the name. */
function expectedNames(keyword: string, type: ChallengeType): Map<string, [number, string]> {
  const names = new Map<string, [number, string]>();
  for (const pattern of PATTERN_NUMBERS) {
    const { slot: slotName, shape } = SHAPES[pattern] ?? SHAPES[1]!;
    for (const word of listFor(slotName, type)) {
      if (!names.has(shape(keyword, word))) names.set(shape(keyword, word), [pattern, word]);
    }
  }
  return names;
}

const cleanKeywords = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 50 })
  .map((raw) => cleanKeyword(raw))
  .filter((result): result is Extract<CleanKeywordResult, { ok: true }> => result.ok)
  .map((result) => result.keyword);

const keywords = fc.oneof(cleanKeywords, fc.stringMatching(/^[A-Z][a-z]{1,12}$/));

describe('NAME_PATTERNS', () => {
  it('lists the seven patterns of the spec in order', () => {
    expect(NAME_PATTERNS.map((pattern) => pattern.id)).toEqual([...PATTERN_NUMBERS]);
    for (const pattern of NAME_PATTERNS) expect(pattern.description).not.toBe('');
  });

  const cases = PATTERN_NUMBERS.flatMap((pattern) =>
    listFor(SHAPES[pattern]?.slot ?? 'actions', 'fitness').map(
      (_, index) => [pattern, index] as const,
    ),
  );

  it.each(cases)(
    'pattern %d builds its shape from word %d of the fitness lists',
    (pattern, index) => {
      const { slot: slotName, shape } = SHAPES[pattern]!;
      const list = listFor(slotName, 'fitness');
      const built = NAME_PATTERNS[pattern - 1]?.build(
        'Yoga',
        WORD_LISTS.fitness,
        scripted([slot(index, list.length)]),
      );
      expect(built).toBe(shape('Yoga', list[index]!));
    },
  );
});

describe('generateNames with a scripted random source', () => {
  const cases = (['fitness', 'pet'] as const).flatMap((type) =>
    PATTERN_NUMBERS.flatMap((pattern) =>
      listFor(SHAPES[pattern]!.slot, type).map((_, index) => [type, pattern, index] as const),
    ),
  );

  it.each(cases)('%s: pattern %d with word %d', (type, pattern, index) => {
    const { slot: slotName, shape } = SHAPES[pattern]!;
    const list = listFor(slotName, type);
    // One draw picks the pattern, one the word, one the id.
    const random = scripted([slot(pattern - 1, 7), slot(index, list.length), 0]);
    const names = generateNames({
      keyword: 'MorningRun',
      type,
      platform: 'youtube',
      random,
      count: 1,
    });
    expect(names).toEqual([
      { id: '000000', name: shape('MorningRun', list[index]!), type, platform: 'youtube' },
    ]);
  });

  it('picks the first pattern and word at 0 and the last just below 1', () => {
    const low = generateNames({
      keyword: 'Yoga',
      type: 'art',
      platform: 'tiktok',
      random: scripted([0, 0, 0]),
      count: 1,
    });
    expect(low[0]?.name).toBe(`#Yoga${WORD_LISTS.art.suffixes[0]}Challenge`);
    const high = generateNames({
      keyword: 'Yoga',
      type: 'art',
      platform: 'tiktok',
      random: scripted([0.999999, 0.999999, 0]),
      count: 1,
    });
    expect(high[0]?.name).toBe(`#${WORD_LISTS.art.prefixes[4]}AndYoga`);
  });

  it('rejects a duplicate and keeps drawing', () => {
    const twice = [slot(2, 7), slot(4, 9)]; // pattern 3 with 'Showdown'
    const then = [slot(5, 7), slot(0, 9)]; // pattern 6 with 'Challenge'
    const names = generateNames({
      keyword: 'Guitar',
      type: 'music',
      platform: 'tiktok',
      random: scripted([...twice, ...twice, ...then, 0.1, 0.2]),
      count: 2,
    });
    expect(names.map((n) => n.name)).toEqual(['#GuitarShowdown', '#TheGuitarChallenge']);
  });
});

describe('generateNames properties', () => {
  it('gives 8 unique names with unique ids, each containing the keyword in one of the 7 shapes', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.string(),
        (keyword, type, platform, seed) => {
          const names = generateNames({ keyword, type, platform, random: createRandom(seed) });
          const possible = expectedNames(keyword, type);
          return (
            names.length === NAMES_PER_GENERATION &&
            new Set(names.map((n) => n.name)).size === names.length &&
            new Set(names.map((n) => n.id)).size === names.length &&
            names.every(
              (n) =>
                HASHTAG.test(n.name) &&
                n.name.includes(keyword) &&
                possible.has(n.name) &&
                describeNamePattern(n.name, keyword, type) === possible.get(n.name)?.[0] &&
                /^[0-9a-z]{6}$/.test(n.id) &&
                n.type === type &&
                n.platform === platform,
            )
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives the same names and ids for the same seed, keyword, type and platform', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.string(),
        (keyword, type, platform, seed) => {
          const options = (): GenerateOptions => ({
            keyword,
            type,
            platform,
            random: createRandom(seed),
          });
          expect(generateNames(options())).toEqual(generateNames(options()));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('treats an unknown type exactly like dance, and an unknown platform like tiktok', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null), fc.integer()),
        fc.string(),
        (keyword, type, seed) => {
          fc.pre(!isChallengeType(type) && !isPlatform(type));
          const unknown = generateNames({
            keyword,
            type,
            platform: type,
            random: createRandom(seed),
          });
          const dance = generateNames({
            keyword,
            type: 'dance',
            platform: 'tiktok',
            random: createRandom(seed),
          });
          expect(unknown).toEqual(dance);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('differs between seeds', () => {
    const draw = (seed: string) =>
      generateNames({
        keyword: 'Yoga',
        type: 'dance',
        platform: 'tiktok',
        random: createRandom(seed),
      });
    expect(draw('a').map((n) => n.name)).not.toEqual(draw('b').map((n) => n.name));
  });
});

describe('generateNames over many seeded draws', () => {
  it.each(CHALLENGE_TYPES)('%s: every pattern, prefix, suffix and action word appears', (type) => {
    const possible = expectedNames('Yoga', type);
    const patterns = new Set<number>();
    const words = new Set<string>();
    for (let run = 0; run < 300; run++) {
      const names = generateNames({
        keyword: 'Yoga',
        type,
        platform: 'tiktok',
        random: createRandom(`coverage-${type}-${run}`),
      });
      for (const { name } of names) {
        const [pattern, word] = possible.get(name) ?? [0, ''];
        patterns.add(pattern);
        words.add(`${SHAPES[pattern]?.slot ?? 'none'}:${word}`);
      }
    }
    expect([...patterns].sort()).toEqual([...PATTERN_NUMBERS]);
    const { prefixes, suffixes } = WORD_LISTS[type];
    for (const prefix of prefixes) expect(words).toContain(`prefixes:${prefix}`);
    for (const suffix of suffixes) expect(words).toContain(`suffixes:${suffix}`);
    for (const action of ACTION_WORDS) expect(words).toContain(`actions:${action}`);
  });

  it('chooses each pattern about equally often', () => {
    const counts = new Map<number, number>();
    const random = createRandom('pattern-balance');
    const possible = expectedNames('Yoga', 'travel');
    for (let run = 0; run < 2000; run++) {
      for (const { name } of generateNames({
        keyword: 'Yoga',
        type: 'travel',
        platform: 'tiktok',
        random,
      })) {
        const pattern = possible.get(name)?.[0] ?? 0;
        counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
      }
    }
    // 16,000 names: rejecting duplicates favours the 9-word action patterns a little, but every
    // pattern stays near its 1/7 share (2,286).
    for (const pattern of PATTERN_NUMBERS) {
      expect(counts.get(pattern)).toBeGreaterThan(1700);
      expect(counts.get(pattern)).toBeLessThan(2900);
    }
  });
});

describe('generateNames always terminates', () => {
  const tags = ['#a', '#b'] as const;
  const SEEDS = ['', '0', 'one', 'two', 'three'];

  it.each(SEEDS)('returns the 6 distinct names of lists that collide (seed %j)', (seed) => {
    // 'The' as a prefix makes pattern 2 equal pattern 6, and 'Challenge' as a suffix gives
    // pattern 5 the same name pattern 3 would; every list holds one word repeated.
    const words: WordList = {
      prefixes: ['The', 'The', 'The', 'The', 'The'],
      suffixes: ['Challenge', 'Challenge', 'Challenge', 'Challenge', 'Challenge'],
      hashtags: tags,
    };
    const names = generateNames({
      keyword: 'K',
      type: 'dance',
      platform: 'tiktok',
      random: createRandom(seed),
      words,
      actions: ['Quest'],
    });
    expect(names.map((n) => n.name).sort()).toEqual(
      ['#KChallengeChallenge', '#TheKQuest', '#KQuest', '#TheK', '#KChallenge', '#TheAndK'].sort(),
    );
    expect(new Set(names.map((n) => n.id)).size).toBe(6);
  });

  it.each(SEEDS)('returns the 5 names of lists without action words (seed %j)', (seed) => {
    const words: WordList = {
      prefixes: ['Go', 'Go', 'Go', 'Go', 'Go'],
      suffixes: ['Go', 'Go', 'Go', 'Go', 'Go'],
      hashtags: tags,
    };
    const names = generateNames({
      keyword: 'K',
      type: 'gaming',
      platform: 'facebook',
      random: createRandom(seed),
      words,
      actions: [],
    });
    expect(names.map((n) => n.name).sort()).toEqual(
      ['#KGoChallenge', '#GoKQuest', '#GoK', '#KGo', '#GoAndK'].sort(),
    );
  });

  it.each(CHALLENGE_TYPES)('%s: asking for more than exist returns all 43 names', (type) => {
    for (const count of [43, 100, Number.POSITIVE_INFINITY]) {
      const names = generateNames({
        keyword: 'Yoga',
        type,
        platform: 'tiktok',
        random: createRandom(`all-${count}`),
        count,
      });
      expect(names.map((n) => n.name).sort()).toEqual(
        [...expectedNames('Yoga', type).keys()].sort(),
      );
    }
  });

  it.each([
    ['always 0', () => 0],
    ['always just below 1', () => 0.9999999],
    ['always 1 (out of contract)', () => 1],
    ['always NaN (out of contract)', () => Number.NaN],
  ])('gives 8 unique names and ids from a random source that is %s', (_, random: Random) => {
    const names = generateNames({ keyword: 'Yoga', type: 'speed', platform: 'tiktok', random });
    expect(names).toHaveLength(8);
    expect(new Set(names.map((n) => n.name)).size).toBe(8);
    expect(new Set(names.map((n) => n.id)).size).toBe(8);
    const possible = expectedNames('Yoga', 'speed');
    for (const { name } of names) expect(possible.has(name)).toBe(true);
  });

  it.each([
    [0, 0],
    [-3, 0],
    [1, 1],
    [3, 3],
    [2.7, 2],
    [Number.NaN, 8],
  ])('count %d gives %d names', (count, length) => {
    const names = generateNames({
      keyword: 'Yoga',
      type: 'pet',
      platform: 'tiktok',
      random: createRandom('count'),
      count,
    });
    expect(names).toHaveLength(length);
  });
});

describe('describeNamePattern', () => {
  it.each(CHALLENGE_TYPES)('%s: finds the pattern of every name the lists can make', (type) => {
    for (const [name, [pattern]] of expectedNames('Yoga', type)) {
      expect(describeNamePattern(name, 'Yoga', type)).toBe(pattern);
    }
  });

  it.each([
    ['#Yoga', 'Yoga', 'wellness'],
    ['YogaFlowChallenge', 'Yoga', 'wellness'],
    ['#YogaFlowChallenge', 'Pilates', 'wellness'],
    ['#YogaBurnChallenge', 'Yoga', 'wellness'],
    ['#yogaflowchallenge', 'Yoga', 'wellness'],
    ['#TheYogaShowdown ', 'Yoga', 'wellness'],
  ])('gives null for %j with keyword %j and type %s', (name, keyword, type) => {
    expect(describeNamePattern(name, keyword, type)).toBeNull();
  });

  it('reads an unknown type with the dance lists', () => {
    const dancePrefix = WORD_LISTS.dance.prefixes[0];
    expect(describeNamePattern(`#${dancePrefix}AndYoga`, 'Yoga', 'knitting')).toBe(7);
    expect(
      describeNamePattern(`#${WORD_LISTS.fitness.prefixes[0]}AndYoga`, 'Yoga', 'knitting'),
    ).toBeNull();
  });
});
