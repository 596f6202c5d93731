/**
 * Helpers for tests only (unit and browser tests): production code never imports this file. It
 * reads a generated name back into the pattern and list word it was made from.
 */
import { NAME_PATTERNS, generateNames, nameOf, namePartsOf } from './generate-names';
import { createRandom } from './random';
import type { ChallengeType } from './types';
import { ACTION_WORDS, wordListFor } from './word-lists';

export interface NameAnatomy {
  /** The pattern's number in the spec, 1 to 7. */
  readonly pattern: number;
  readonly word: string;
  /** The parts the name was joined from, without the '#'. */
  readonly parts: readonly string[];
}

/**
 * Every name the patterns can make from a keyword and a type's lists (before any rule of the
 * draw), with how each was made. Where two patterns give the same text, the lower number wins.
 */
export function possibleNames(keyword: string, type: unknown): Map<string, NameAnatomy> {
  const words = wordListFor(type);
  const names = new Map<string, NameAnatomy>();
  for (const pattern of NAME_PATTERNS) {
    const list =
      pattern.slot === 'prefix'
        ? words.prefixes
        : pattern.slot === 'suffix'
          ? words.suffixes
          : ACTION_WORDS;
    for (const word of list) {
      const name = nameOf(pattern, keyword, word);
      if (!names.has(name)) {
        names.set(name, { pattern: pattern.id, word, parts: namePartsOf(pattern, keyword, word) });
      }
    }
  }
  return names;
}

/**
 * Tells which of the seven patterns a name has for a keyword and type: the 1-based pattern number,
 * or null if it matches none.
 *
 * @example
 * describeNamePattern('#YogaFlowChallenge', 'Yoga', 'wellness'); // 1
 * describeNamePattern('#Yoga', 'Yoga', 'wellness'); // null
 */
export function describeNamePattern(name: string, keyword: string, type: unknown): number | null {
  return possibleNames(keyword, type).get(name)?.pattern ?? null;
}

/**
 * Every name the generator will ever show for a keyword and type: draws that exclude what came
 * before, until one gives nothing new.
 */
export function namesEverShown(keyword: string, type: ChallengeType): Set<string> {
  const shown = new Set<string>();
  const random = createRandom('every');
  for (;;) {
    const more = generateNames({ keyword, type, platform: 'tiktok', random, exclude: shown });
    if (more.length === 0) return shown;
    for (const { name } of more) shown.add(name);
  }
}
