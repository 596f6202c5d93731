/**
 * Draws eight unique hashtag challenge names for a keyword, in either style: Classic (the spec's
 * seven patterns) or Creative (formats real challenges use, filled with what we know of the
 * keyword). Both share one draw (`name-draw.ts`) and its rules:
 *
 * - a name never spells a strong misreading across the join of its parts (see `misreadings.ts`);
 * - a name never says a word twice (words that the keyword already says are left out);
 * - the names on screen together use each word and format once, and none is the start of another.
 */
import { classicSource } from './classic-source';
import type { CreativeData } from './creative/creative-data';
import { creativeSource } from './creative/creative-source';
import type { NameSource } from './name-draw';
import { drawNames } from './name-draw';
import type { Random } from './random';
import {
  NAMES_PER_GENERATION,
  toChallengeType,
  toPlatform,
  type ChallengeType,
  type GeneratedName,
  type NameStyle,
} from './types';

export { NAMES_PER_GENERATION, type GeneratedName };

/** What a style needs besides the keyword and type: Creative needs its data, loaded beforehand. */
export type StyleOptions =
  { readonly style?: 'classic' } | { readonly style: 'creative'; readonly creative: CreativeData };

export type GenerateOptions = StyleOptions & {
  /** A keyword already passed through `cleanKeyword`. */
  readonly keyword: string;
  /** Resolved with `toChallengeType`: unknown values use dance. */
  readonly type: unknown;
  /** Resolved with `toPlatform`: unknown values use tiktok. */
  readonly platform: unknown;
  readonly random: Random;
  /**
   * Names already shown earlier in a series of draws for the same keyword and type: never
   * returned again.
   */
  readonly exclude?: Iterable<string>;
  /**
   * Names that stay on screen beside the new ones. They are never returned again, count for the
   * variety rules, and take places among the eight: `keep.length` of 3 gives 5 new names.
   */
  readonly keep?: readonly string[];
};

// The last few sources are kept for the next draws: a visitor draws again and again with one
// keyword (Generate, More names, a share link), and a source works out its candidates once.
const KEPT_SOURCES = 8;
const keptSources = new Map<string, { creative?: CreativeData; source: NameSource }>();

/** The candidates of a style for a keyword and type. */
export function sourceFor(options: StyleOptions & { keyword: string; type: unknown }): NameSource {
  const type: ChallengeType = toChallengeType(options.type);
  const style: NameStyle = options.style ?? 'classic';
  const creative = options.style === 'creative' ? options.creative : undefined;
  const key = `${style}\n${type}\n${options.keyword}`;
  const kept = keptSources.get(key);
  if (kept !== undefined && kept.creative === creative) return kept.source;
  const source =
    creative === undefined
      ? classicSource(options.keyword, type)
      : creativeSource(options.keyword, type, creative);
  keptSources.delete(key);
  keptSources.set(key, { creative, source });
  // A Map iterates in insertion order: the first key is the one used longest ago.
  if (keptSources.size > KEPT_SOURCES) keptSources.delete(keptSources.keys().next().value ?? '');
  return source;
}

/**
 * Generates eight unique hashtag challenge names (fewer only when `keep` takes places, or when a
 * long series has used up what a style can make). The same seeded `random` always gives the same
 * names and ids.
 *
 * @example
 * const names = generateNames({
 *   keyword: 'Yoga',
 *   type: 'wellness',
 *   platform: 'instagram',
 *   random: createRandom('seed'),
 * });
 * names.length; // 8
 * names[0]; // e.g. { id: 'x1c9qa', name: '#YogaFlowChallenge', type: 'wellness', platform: 'instagram' }
 *
 * // "More names": keep two, never show the first eight again.
 * generateNames({ keyword: 'Yoga', type: 'wellness', platform: 'instagram', random,
 *   keep: [names[0].name, names[3].name], exclude: names.map((n) => n.name) }).length; // 6
 */
export function generateNames(options: GenerateOptions): GeneratedName[] {
  const type = toChallengeType(options.type);
  const platform = toPlatform(options.platform);
  const keep = options.keep ?? [];
  const drawn = drawNames(sourceFor(options), {
    count: Math.max(0, NAMES_PER_GENERATION - keep.length),
    random: options.random,
    exclude: options.exclude,
    keep,
  });
  return drawn.map(({ id, name }) => ({ id, name, type, platform }));
}

/**
 * Every name a series of draws for this keyword, type and style can ever show.
 *
 * @example
 * usableNames({ keyword: 'Sushi', type: 'prank' }).includes('#SushiTwist'); // false: "shit"
 */
export function usableNames(options: StyleOptions & { keyword: string; type: unknown }): string[] {
  return sourceFor(options)
    .all()
    .map(({ name }) => name);
}
