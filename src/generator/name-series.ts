/**
 * A series of draws for one keyword and type: the first eight names, then "more names" rounds that
 * replace every name the visitor did not keep with names this series has not shown yet, until the
 * lists have nothing new to give. Pure: each round takes its randomness as an argument.
 */
import { NAMES_PER_GENERATION, generateNames, type GeneratedName } from './generate-names';
import type { Random } from './random';
import type { ChallengeType, Platform } from './types';

export interface NameSeries {
  /** The cleaned keyword every name is built from. */
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  /** The names on screen, in their places. */
  readonly names: readonly GeneratedName[];
  /** Every name this series has shown, on screen or replaced, in the order they came. */
  readonly shown: readonly string[];
  /** True once every name the lists can make for this keyword and type has been shown. */
  readonly exhausted: boolean;
}

/**
 * Every name the generator will show for a keyword and type, in an order drawn from `random`:
 * draws that exclude what came before, until one gives nothing new (the lists make at most 43).
 */
function everyName(
  keyword: string,
  type: ChallengeType,
  platform: Platform,
  random: Random,
): GeneratedName[] {
  const names: GeneratedName[] = [];
  const shown = new Set<string>();
  for (;;) {
    const more = generateNames({ keyword, type, platform, random, exclude: shown });
    if (more.length === 0) return names;
    for (const name of more) {
      shown.add(name.name);
      names.push(name);
    }
  }
}

/**
 * Starts a series from a generation's names.
 *
 * @example
 * const names = generateNames({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok', random: createRandom('s') });
 * const series = startSeries({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok', names }, createRandom('s:0'));
 * series.shown.length; // 8
 */
export function startSeries(
  start: Pick<NameSeries, 'keyword' | 'type' | 'platform' | 'names'>,
  random: Random,
): NameSeries {
  const shown = start.names.map((name) => name.name);
  return {
    ...start,
    shown,
    exhausted: isExhausted(start, new Set(shown), random),
  };
}

/**
 * Picks up a series from the names a share link carried: only names the lists can make for this
 * keyword and type are taken (a hand-edited link cannot put other words on the page), each once,
 * in the link's order, at most {@link NAMES_PER_GENERATION}. Null when none of them is usable.
 *
 * @example
 * resumeSeries({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok' }, ['#YogaFlow', '#Nope'], createRandom('s'));
 * // { names: [{ name: '#YogaFlow', … }], shown: ['#YogaFlow'], exhausted: false, … }
 */
export function resumeSeries(
  start: Pick<NameSeries, 'keyword' | 'type' | 'platform'>,
  wanted: readonly string[],
  random: Random,
): NameSeries | null {
  const possible = new Map(
    everyName(start.keyword, start.type, start.platform, random).map((name) => [name.name, name]),
  );
  const names: GeneratedName[] = [];
  for (const text of wanted) {
    const name = possible.get(text);
    if (name === undefined || names.includes(name)) continue;
    names.push(name);
    if (names.length === NAMES_PER_GENERATION) break;
  }
  if (names.length === 0) return null;
  const shown = names.map((name) => name.name);
  return { ...start, names, shown, exhausted: shown.length === possible.size };
}

function isExhausted(
  series: Pick<NameSeries, 'keyword' | 'type' | 'platform'>,
  shown: ReadonlySet<string>,
  random: Random,
): boolean {
  return everyName(series.keyword, series.type, series.platform, random).every((name) =>
    shown.has(name.name),
  );
}

/**
 * The next round: each name not in `keep` gives its place to a name this series has not shown,
 * drawn from `random`; kept names stay where they are. When fewer new names are left than places,
 * the places that cannot be filled are dropped rather than given a repeat, and `exhausted` says
 * that the lists have nothing new left. An exhausted series is returned unchanged.
 *
 * @example
 * const next = moreNames(series, new Set([series.names[0].name]), createRandom('s:1'));
 * next.names[0] === series.names[0]; // true: kept
 * next.shown.length; // 15: the first eight and seven new ones
 */
export function moreNames(
  series: NameSeries,
  keep: ReadonlySet<string>,
  random: Random,
): NameSeries {
  if (series.exhausted) return series;
  const shown = new Set(series.shown);
  const fresh = everyName(series.keyword, series.type, series.platform, random).filter(
    (name) => !shown.has(name.name),
  );
  let next = 0;
  const names: GeneratedName[] = [];
  for (const name of series.names) {
    if (keep.has(name.name)) {
      names.push(name);
      continue;
    }
    const replacement = fresh[next++];
    if (replacement !== undefined) names.push(replacement);
  }
  const added = fresh.slice(0, next).map((name) => name.name);
  return {
    ...series,
    names,
    shown: [...series.shown, ...added],
    exhausted: next >= fresh.length,
  };
}
