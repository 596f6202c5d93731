import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanKeyword } from './clean-keyword';
import { NAMES_PER_GENERATION, generateNames } from './generate-names';
import { moreNames, resumeSeries, startSeries, type NameSeries } from './name-series';
import { createRandom } from './random';
import { CHALLENGE_TYPES, PLATFORMS, type ChallengeType, type Platform } from './types';
import { namesEverShown, possibleNames } from '../../test/name-oracle';

function begin(keyword: string, type: ChallengeType, platform: Platform, seed: string): NameSeries {
  const names = generateNames({ keyword, type, platform, random: createRandom(seed) });
  return startSeries({ keyword, type, platform, names });
}

/** Every name the lists can make, as a set, whatever order a draw puts them in. */
function possible(keyword: string, type: ChallengeType): Set<string> {
  return namesEverShown(keyword, type);
}

/** Runs a series to its end, keeping the names `keepOf` picks each round; returns every round. */
function runToEnd(
  first: NameSeries,
  seed: string,
  keepOf: (series: NameSeries, round: number) => ReadonlySet<string>,
): NameSeries[] {
  const rounds = [first];
  let series = first;
  for (let round = 1; !series.exhausted; round++) {
    if (round > 100) throw new Error('the series did not end');
    series = moreNames(series, keepOf(series, round), createRandom(`${seed}:${round}`));
    rounds.push(series);
  }
  return rounds;
}

describe('a name series', () => {
  it('starts with the generation’s names, all shown', () => {
    const series = begin('Yoga', 'wellness', 'tiktok', 's');
    expect(series.names).toHaveLength(NAMES_PER_GENERATION);
    expect(series.shown).toEqual(series.names.map((name) => name.name));
    expect(series.exhausted).toBe(false);
  });

  it('keeps kept names in their places and replaces the others with names not shown before', () => {
    const first = begin('Yoga', 'wellness', 'instagram', 's');
    const keep = new Set([first.names[1]?.name ?? '', first.names[5]?.name ?? '']);
    const second = moreNames(first, keep, createRandom('s:1'));
    expect(second.names).toHaveLength(NAMES_PER_GENERATION);
    expect(second.names[1]).toBe(first.names[1]);
    expect(second.names[5]).toBe(first.names[5]);
    const fresh = second.names.filter((name) => !keep.has(name.name));
    expect(fresh).toHaveLength(6);
    for (const name of fresh) {
      expect(first.shown).not.toContain(name.name);
      expect(name.type).toBe('wellness');
      expect(name.platform).toBe('instagram');
    }
    expect(second.shown).toEqual([...first.shown, ...fresh.map((name) => name.name)]);
  });

  it('keeps the variety rules on screen with the kept names: no list word twice, no name the start of another', () => {
    for (const keyword of ['Yoga', 'Guitar', 'MorningRun']) {
      for (const type of CHALLENGE_TYPES) {
        const anatomy = possibleNames(keyword, type);
        for (const seed of ['a', 'b', 'c', 'd']) {
          let series = begin(keyword, type, 'tiktok', seed);
          const keep = new Set([series.names[0]?.name ?? '', series.names[3]?.name ?? '']);
          for (let round = 1; round <= 2; round++) {
            series = moreNames(series, keep, createRandom(`${seed}:${round}`));
            const onScreen = series.names.map((name) => name.name);
            const words = onScreen.map((name) => anatomy.get(name)?.word);
            expect(new Set(words).size, onScreen.join(' ')).toBe(words.length);
            const starts = onScreen.filter((a) => onScreen.some((b) => a !== b && b.startsWith(a)));
            expect(starts, onScreen.join(' ')).toEqual([]);
          }
        }
      }
    }
  });

  it('changes nothing when every name on screen is kept', () => {
    const first = begin('Yoga', 'wellness', 'tiktok', 's');
    const all = new Set(first.names.map((name) => name.name));
    expect(moreNames(first, all, createRandom('s:1'))).toBe(first);
  });

  it('shows every name the lists can make exactly once, then says it is done', () => {
    const rounds = runToEnd(begin('Yoga', 'dance', 'tiktok', 'x'), 'x', () => new Set());
    const last = rounds.at(-1) as NameSeries;
    expect(last.exhausted).toBe(true);
    expect(new Set(last.shown)).toEqual(possible('Yoga', 'dance'));
    expect(last.shown).toHaveLength(new Set(last.shown).size);
    // Once done, another round changes nothing rather than repeating a name.
    expect(moreNames(last, new Set(), createRandom('again'))).toBe(last);
  });

  it('drops the places it cannot fill instead of repeating a name', () => {
    const rounds = runToEnd(begin('Guitar', 'music', 'youtube', 'y'), 'y', () => new Set());
    const total = possible('Guitar', 'music').size;
    const last = rounds.at(-1) as NameSeries;
    expect(last.names).toHaveLength(total % NAMES_PER_GENERATION || NAMES_PER_GENERATION);
  });

  it('never repeats, always ends and replays from the same seeds (any keyword, type and keeps)', () => {
    const keyword = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .map((typed) => {
        const cleaned = cleanKeyword(typed);
        return cleaned.ok ? cleaned.keyword : '';
      })
      .filter((cleaned) => cleaned !== '');
    fc.assert(
      fc.property(
        keyword,
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.constantFrom(...PLATFORMS),
        fc.string({ maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 7 }),
        (word, type, platform, seed, keptPlaces) => {
          // Keep the names in the chosen places of the first round for the whole series.
          const first = begin(word, type, platform, seed);
          const keep = new Set(keptPlaces.map((i) => first.names[i]?.name ?? ''));
          const rounds = runToEnd(first, seed, () => keep);
          const last = rounds.at(-1) as NameSeries;

          expect(new Set(last.shown).size).toBe(last.shown.length);
          expect(new Set(last.shown)).toEqual(possible(word, type));
          for (const series of rounds) {
            const onScreen = series.names.map((name) => name.name);
            expect(new Set(onScreen).size).toBe(onScreen.length);
            for (const kept of keep) expect(onScreen).toContain(kept);
          }
          const replay = runToEnd(begin(word, type, platform, seed), seed, () => keep);
          expect(replay).toEqual(rounds);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('resumeSeries', () => {
  const start = { keyword: 'Yoga', type: 'wellness', platform: 'youtube' } as const;

  it('takes the names a link carried, in its order, when the lists can make them', () => {
    const first = begin('Yoga', 'wellness', 'youtube', 'link');
    const later = moreNames(first, new Set(), createRandom('link:1'));
    const wanted = later.names.map((name) => name.name).reverse();
    const resumed = resumeSeries(start, wanted, createRandom('link'));
    expect(resumed?.names.map((name) => name.name)).toEqual(wanted);
    expect(resumed?.shown).toEqual(wanted);
    for (const name of resumed?.names ?? []) {
      expect(name.type).toBe('wellness');
      expect(name.platform).toBe('youtube');
    }
  });

  it('drops names the lists cannot make, repeats, and anything past eight', () => {
    const every = [...possible('Yoga', 'wellness')];
    const wanted = ['#Hacked', every[0] ?? '', every[0] ?? '', ...every.slice(1, 12)];
    const resumed = resumeSeries(start, wanted, createRandom('s'));
    expect(resumed?.names.map((name) => name.name)).toEqual(every.slice(0, NAMES_PER_GENERATION));
    expect(resumeSeries(start, ['#Hacked', '#YogaYoga'], createRandom('s'))).toBeNull();
    expect(resumeSeries(start, [], createRandom('s'))).toBeNull();
  });

  it('never gives a name twice or one the lists cannot make, for any list', () => {
    const every = [...possible('Yoga', 'wellness')];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...every), fc.string())), (wanted) => {
        const resumed = resumeSeries(start, wanted, createRandom('s'));
        if (resumed === null) {
          expect(wanted.some((name) => every.includes(name))).toBe(false);
          return;
        }
        const names = resumed.names.map((name) => name.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names.length).toBeLessThanOrEqual(NAMES_PER_GENERATION);
        for (const name of names) expect(every).toContain(name);
      }),
    );
  });
});
