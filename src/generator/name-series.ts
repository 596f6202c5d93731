/**
 * A series of draws for one keyword and type: the first eight names, then "more names" rounds that
 * replace every name the visitor did not keep with names this series has not shown yet, until the
 * lists have nothing new to give. Pure: each round takes its randomness as an argument.
 */
import type { CreativeData } from './creative/creative-data';
import {
  NAMES_PER_GENERATION,
  generateNames,
  usableNames,
  type GeneratedName,
  type StyleOptions,
} from './generate-names';
import { randomId, type Random } from './random';
import type { ChallengeType, NameStyle, Platform } from './types';

export interface NameSeries {
  /** The cleaned keyword every name is built from. */
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  readonly style: NameStyle;
  /** The data Creative names are drawn from (null for Classic). */
  readonly creative: CreativeData | null;
  /** The names on screen, in their places. */
  readonly names: readonly GeneratedName[];
  /** Every name this series has shown, on screen or replaced, in the order they came. */
  readonly shown: readonly string[];
  /** True once every name the lists can make for this keyword and type has been shown. */
  readonly exhausted: boolean;
}

/** What a series starts from; no style means Classic. */
type SeriesStart = Pick<NameSeries, 'keyword' | 'type' | 'platform'> &
  Partial<Pick<NameSeries, 'style' | 'creative'>>;

/** The style options a series draws with: Creative only with its data. */
export function styleOf(series: Partial<Pick<NameSeries, 'style' | 'creative'>>): StyleOptions {
  return series.style === 'creative' && series.creative != null
    ? { style: 'creative', creative: series.creative }
    : { style: 'classic' };
}

/**
 * Starts a series from a generation's names.
 *
 * @example
 * const names = generateNames({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok', random: createRandom('s') });
 * const series = startSeries({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok', names });
 * series.shown.length; // 8
 */
export function startSeries(start: SeriesStart & Pick<NameSeries, 'names'>): NameSeries {
  const shown = start.names.map((name) => name.name);
  return { ...withStyle(start), names: start.names, shown, exhausted: isExhausted(start, shown) };
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
  start: SeriesStart,
  wanted: readonly string[],
  random: Random,
): NameSeries | null {
  const possible = new Set(
    usableNames({ ...styleOf(start), keyword: start.keyword, type: start.type }),
  );
  const shown: string[] = [];
  for (const text of wanted) {
    if (!possible.has(text) || shown.includes(text)) continue;
    shown.push(text);
    if (shown.length === NAMES_PER_GENERATION) break;
  }
  if (shown.length === 0) return null;
  const names = shown.map((name) => ({
    id: randomId(random),
    name,
    type: start.type,
    platform: start.platform,
  }));
  return { ...withStyle(start), names, shown, exhausted: shown.length === possible.size };
}

function withStyle(start: SeriesStart): Omit<NameSeries, 'names' | 'shown' | 'exhausted'> {
  const { keyword, type, platform } = start;
  const style = styleOf(start);
  return style.style === 'creative'
    ? { keyword, type, platform, style: 'creative', creative: style.creative }
    : { keyword, type, platform, style: 'classic', creative: null };
}

function isExhausted(series: SeriesStart, shown: readonly string[]): boolean {
  const seen = new Set(shown.map((name) => name.toLowerCase()));
  return usableNames({ ...styleOf(series), keyword: series.keyword, type: series.type }).every(
    (name) => seen.has(name.toLowerCase()),
  );
}

/**
 * The next round: each name not in `keep` gives its place to a name this series has not shown,
 * drawn from `random` under the draw's rules with the kept names counted as on screen (no list
 * word twice, no name the start of another, while any other name is left); kept names stay where
 * they are. When fewer new names are left than places, the places that cannot be filled are
 * dropped rather than given a repeat, and `exhausted` says that the lists have nothing new left.
 * A series that is exhausted, or whose every name is kept, is returned unchanged.
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
  const kept = series.names.filter((name) => keep.has(name.name)).map((name) => name.name);
  if (series.exhausted || kept.length === series.names.length) return series;
  const fresh = generateNames({
    ...styleOf(series),
    keyword: series.keyword,
    type: series.type,
    platform: series.platform,
    random,
    exclude: series.shown,
    keep: kept,
  });
  let next = 0;
  const names: GeneratedName[] = [];
  for (const name of series.names) {
    const replacement = keep.has(name.name) ? name : fresh[next++];
    if (replacement !== undefined) names.push(replacement);
  }
  const shown = [...series.shown, ...fresh.map((name) => name.name)];
  return { ...series, names, shown, exhausted: isExhausted(series, shown) };
}
