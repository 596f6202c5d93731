/**
 * What the spec says a generated name is, written out apart from the generator so that tests
 * (unit and browser) check the generator against it rather than against itself. Test code only:
 * nothing in src/ imports this file.
 */
import { generateNames } from '../src/generator/draw';
import {
  ACTION_WORDS,
  WORD_LISTS,
  createRandom,
  toChallengeType,
  type ChallengeType,
} from '../src/generator';

type Slot = 'prefixes' | 'suffixes' | 'actions';

/** The spec's seven patterns (docs/spec.md, section 9), as the parts of the name after '#'. */
export const SHAPES: Readonly<
  Record<
    number,
    { readonly slot: Slot; readonly parts: (keyword: string, word: string) => string[] }
  >
> = {
  1: { slot: 'suffixes', parts: (k, w) => [k, w, 'Challenge'] },
  2: { slot: 'prefixes', parts: (k, w) => [w, k, 'Quest'] },
  3: { slot: 'actions', parts: (k, w) => [k, w] },
  4: { slot: 'prefixes', parts: (k, w) => [w, k] },
  5: { slot: 'suffixes', parts: (k, w) => [k, w] },
  6: { slot: 'actions', parts: (k, w) => ['The', k, w] },
  7: { slot: 'prefixes', parts: (k, w) => [w, 'And', k] },
};
export const PATTERN_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The list a pattern's word comes from, for a type. */
export function listFor(slot: Slot, type: ChallengeType): readonly string[] {
  return slot === 'actions' ? ACTION_WORDS : WORD_LISTS[type][slot];
}

export interface NameAnatomy {
  /** The pattern's number in the spec, 1 to 7. */
  readonly pattern: number;
  readonly word: string;
  /** The parts the name was joined from, without the '#'. */
  readonly parts: readonly string[];
}

/**
 * Every name the patterns can make from a keyword and a type's lists (before any rule of the
 * draw), with how each was made. An unknown type uses the dance lists. Where two patterns give
 * the same text, the lower number wins.
 */
export function possibleNames(keyword: string, type: unknown): Map<string, NameAnatomy> {
  const resolved = toChallengeType(type);
  const names = new Map<string, NameAnatomy>();
  for (const pattern of PATTERN_NUMBERS) {
    const { slot, parts } = SHAPES[pattern]!;
    for (const word of listFor(slot, resolved)) {
      const made = parts(keyword, word);
      const name = `#${made.join('')}`;
      if (!names.has(name)) names.set(name, { pattern, word, parts: made });
    }
  }
  return names;
}

/**
 * Which of the seven patterns a name has for a keyword and type: its number, or null if none.
 *
 * @example
 * describeNamePattern('#YogaFlowChallenge', 'Yoga', 'wellness'); // 1
 * describeNamePattern('#Yoga', 'Yoga', 'wellness'); // null
 */
export function describeNamePattern(name: string, keyword: string, type: unknown): number | null {
  return possibleNames(keyword, type).get(name)?.pattern ?? null;
}

/**
 * Every name the generator will ever show for a keyword and type, as a visitor finds them: draws
 * that exclude what came before, until one gives nothing new.
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
