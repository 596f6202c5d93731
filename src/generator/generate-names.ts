/**
 * Draws unique hashtag challenge names from a keyword and the word lists, using the seven patterns
 * of the spec. The draw always terminates: random draws are capped, and any shortfall is filled
 * from the full list of possible names in a random order.
 */
import { pickIndex, randomId, type Random } from './random';
import { toChallengeType, toPlatform, type ChallengeType, type Platform } from './types';
import { ACTION_WORDS, WORD_LISTS, wordListFor, type WordList } from './word-lists';

export interface GeneratedName {
  readonly id: string;
  readonly name: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
}

export const NAMES_PER_GENERATION = 8;

/** Which list a pattern takes its one word from. */
export type PatternSlot = 'prefix' | 'suffix' | 'action';

export interface NamePattern {
  /** The pattern's number in the spec, 1 to 7. */
  readonly id: number;
  readonly description: string;
  readonly slot: PatternSlot;
  /** Puts the keyword and one word from the slot's list together into a hashtag. */
  readonly compose: (keyword: string, word: string) => string;
  /** Draws one word from the slot's list (one call to `random`) and composes the name. */
  readonly build: (
    keyword: string,
    words: WordList,
    random: Random,
    actions?: readonly string[],
  ) => string;
}

function wordsFor(
  slot: PatternSlot,
  words: WordList,
  actions: readonly string[],
): readonly string[] {
  if (slot === 'prefix') return words.prefixes;
  if (slot === 'suffix') return words.suffixes;
  return actions;
}

function pattern(
  id: number,
  description: string,
  slot: PatternSlot,
  compose: (keyword: string, word: string) => string,
): NamePattern {
  return {
    id,
    description,
    slot,
    compose,
    build(keyword, words, random, actions = ACTION_WORDS) {
      const list = wordsFor(slot, words, actions);
      return compose(keyword, list[pickIndex(random(), list.length)] ?? '');
    },
  };
}

export const NAME_PATTERNS: readonly NamePattern[] = [
  pattern(1, "keyword + suffix + 'Challenge'", 'suffix', (k, w) => '#' + k + w + 'Challenge'),
  pattern(2, "prefix + keyword + 'Quest'", 'prefix', (k, w) => '#' + w + k + 'Quest'),
  pattern(3, 'keyword + action word', 'action', (k, w) => '#' + k + w),
  pattern(4, 'prefix + keyword', 'prefix', (k, w) => '#' + w + k),
  pattern(5, 'keyword + suffix', 'suffix', (k, w) => '#' + k + w),
  pattern(6, "'The' + keyword + action word", 'action', (k, w) => '#The' + k + w),
  pattern(7, "prefix + 'And' + keyword", 'prefix', (k, w) => '#' + w + 'And' + k),
];

export interface GenerateOptions {
  /** A keyword already passed through `cleanKeyword`. */
  keyword: string;
  /** Resolved with `toChallengeType`: unknown values use dance. */
  type: unknown;
  /** Resolved with `toPlatform`: unknown values use tiktok. */
  platform: unknown;
  random: Random;
  /** How many unique names to return; defaults to {@link NAMES_PER_GENERATION}. */
  count?: number;
  /** Replaces the type's word lists, so tests can use tiny lists. */
  words?: WordList;
  /** Replaces {@link ACTION_WORDS}, so tests can make lists that run out of names. */
  actions?: readonly string[];
}

// Generous for 8 names out of 43 (a shortfall after this many draws is vanishingly rare with our
// lists) yet small enough that a degenerate list reaches the fallback quickly.
const DRAWS_PER_NAME = 8;

/** Every name the lists can make, in pattern order, without duplicates. */
function possibleNames(keyword: string, words: WordList, actions: readonly string[]): string[] {
  const names: string[] = [];
  for (const { slot, compose } of NAME_PATTERNS) {
    for (const word of wordsFor(slot, words, actions)) {
      const name = compose(keyword, word);
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/**
 * Adds base36 one to an id, wrapping at its length, so resolving a collision takes a bounded
 * number of steps even when the random source keeps repeating itself.
 */
function nextId(id: string): string {
  let carry = true;
  let result = '';
  for (let i = id.length - 1; i >= 0; i--) {
    let digit = parseInt(id.charAt(i), 36);
    if (carry) {
      digit = (digit + 1) % 36;
      carry = digit === 0;
    }
    result = digit.toString(36) + result;
  }
  return result;
}

/**
 * Generates unique hashtag challenge names (8 by default). Each draw picks one of the seven patterns
 * at random, then a word from the list that pattern uses; duplicates are rejected. If the lists
 * cannot make `count` distinct names, every distinct name is returned instead. The same seeded
 * `random` always gives the same names and ids.
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
 */
export function generateNames(options: GenerateOptions): GeneratedName[] {
  const { keyword, random } = options;
  const type = toChallengeType(options.type);
  const platform = toPlatform(options.platform);
  const words = options.words ?? WORD_LISTS[type];
  const actions = options.actions ?? ACTION_WORDS;

  // No list can make more names than it has words per pattern; capping here also makes
  // `count: Infinity` mean "all of them" instead of a loop without end.
  const ceiling = 3 * words.prefixes.length + 2 * words.suffixes.length + 2 * actions.length;
  const requested = options.count ?? NAMES_PER_GENERATION;
  const count = Number.isNaN(requested)
    ? NAMES_PER_GENERATION
    : Math.min(ceiling, Math.max(0, Math.floor(requested)));

  const names: string[] = [];
  const patternCount = NAME_PATTERNS.length;
  for (let draw = count * DRAWS_PER_NAME; names.length < count && draw > 0; draw--) {
    const chosen = NAME_PATTERNS[pickIndex(random(), patternCount)];
    if (chosen === undefined) continue;
    const list = wordsFor(chosen.slot, words, actions);
    const word = list[pickIndex(random(), list.length)];
    if (word === undefined) continue;
    const name = chosen.compose(keyword, word);
    if (!names.includes(name)) names.push(name);
  }

  if (names.length < count) {
    const remaining = possibleNames(keyword, words, actions).filter((n) => !names.includes(n));
    // Fisher–Yates over the leftovers keeps the fill random yet replayable from the same seed.
    for (let i = remaining.length - 1; i > 0; i--) {
      const j = pickIndex(random(), i + 1);
      const swap = remaining[i] as string;
      remaining[i] = remaining[j] as string;
      remaining[j] = swap;
    }
    for (const name of remaining) {
      if (names.length >= count) break;
      names.push(name);
    }
  }

  const ids: string[] = [];
  const result: GeneratedName[] = [];
  for (const name of names) {
    let id = randomId(random);
    while (ids.includes(id)) id = nextId(id);
    ids.push(id);
    result.push({ id, name, type, platform });
  }
  return result;
}

/**
 * Tells which of the seven patterns a name has for a keyword and type: the 1-based pattern number,
 * or null if it matches none. Where two patterns could give the same text, the lower number wins.
 *
 * @example
 * describeNamePattern('#YogaFlowChallenge', 'Yoga', 'wellness'); // 1
 * describeNamePattern('#TheYogaShowdown', 'Yoga', 'wellness'); // 6
 * describeNamePattern('#Yoga', 'Yoga', 'wellness'); // null
 */
export function describeNamePattern(name: string, keyword: string, type: unknown): number | null {
  const words = wordListFor(type);
  for (const { id, slot, compose } of NAME_PATTERNS) {
    for (const word of wordsFor(slot, words, ACTION_WORDS)) {
      if (compose(keyword, word) === name) return id;
    }
  }
  return null;
}
