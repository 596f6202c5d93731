/**
 * The Classic style: the spec's seven patterns, each joining the keyword to one word of the type's
 * lists. A name is a candidate when neither its list word nor the pattern's own words say the
 * keyword again, and no join spells a misreading.
 */
import { foldWord, saysAgain, saysOf, type KeywordSays, type Placement } from './keyword-words';
import { misreadsAcrossJoins } from './misreadings';
import type { Candidate, NameSource } from './name-draw';
import { pickIndex, type Random } from './random';
import type { ChallengeType } from './types';
import { ACTION_WORDS, WORD_LISTS } from './word-lists';

/** Which list a pattern takes its one word from. */
type PatternSlot = 'prefix' | 'suffix' | 'action';

/** Stands for the keyword, and for the list word, in a pattern's parts. */
const KEYWORD = 0;
const WORD = 1;

interface NamePattern {
  readonly slot: PatternSlot;
  /** The name's parts in order after '#': the keyword, the list word, or fixed text. */
  readonly parts: readonly (typeof KEYWORD | typeof WORD | string)[];
}

/** The spec's patterns 1 to 7, in its order. */
const NAME_PATTERNS: readonly NamePattern[] = [
  { slot: 'suffix', parts: [KEYWORD, WORD, 'Challenge'] },
  { slot: 'prefix', parts: [WORD, KEYWORD, 'Quest'] },
  { slot: 'action', parts: [KEYWORD, WORD] },
  { slot: 'prefix', parts: [WORD, KEYWORD] },
  { slot: 'suffix', parts: [KEYWORD, WORD] },
  { slot: 'action', parts: ['The', KEYWORD, WORD] },
  { slot: 'prefix', parts: [WORD, 'And', KEYWORD] },
];

/** Where a pattern's part at `index` sits relative to the keyword. */
function placementOf(pattern: NamePattern, index: number): Placement {
  const keywordAt = pattern.parts.indexOf(KEYWORD);
  if (index === keywordAt - 1) return 'before';
  if (index === keywordAt + 1) return 'after';
  return 'apart';
}

/** Whether any of the pattern's own words ('Challenge', 'Quest', 'The', 'And') says the keyword again. */
function patternSaysAgain(says: KeywordSays, pattern: NamePattern): boolean {
  return pattern.parts.some((part, index) => {
    if (typeof part !== 'string') return false;
    const lower = part.toLowerCase();
    return saysAgain(says, lower, foldWord(lower), placementOf(pattern, index));
  });
}

/**
 * The Classic candidates for a keyword and type.
 *
 * @example
 * classicSource('Sushi', 'prank').all().some((c) => c.name === '#SushiTwist'); // false: "shit"
 */
export function classicSource(keyword: string, type: ChallengeType): NameSource {
  const words = WORD_LISTS[type];
  const lists: Record<PatternSlot, readonly string[]> = {
    prefix: words.prefixes,
    suffix: words.suffixes,
    action: ACTION_WORDS,
  };
  const says = saysOf(keyword);

  const candidate = (pattern: NamePattern, word: string): Candidate | null => {
    if (patternSaysAgain(says, pattern)) return null;
    const lower = word.toLowerCase();
    if (saysAgain(says, lower, foldWord(lower), pattern.slot === 'prefix' ? 'before' : 'after')) {
      return null;
    }
    const parts = pattern.parts.map((part) =>
      part === KEYWORD ? keyword : part === WORD ? word : part,
    );
    if (misreadsAcrossJoins(parts)) return null;
    // A list word is one part of the variety rules wherever it appears (Dare in two patterns).
    return { name: `#${parts.join('')}`, parts: [`${pattern.slot}:${word}`] };
  };

  let all: Candidate[] | undefined;
  return {
    pick(random: Random) {
      const pattern = NAME_PATTERNS[pickIndex(random(), NAME_PATTERNS.length)] as NamePattern;
      const list = lists[pattern.slot];
      return candidate(pattern, list[pickIndex(random(), list.length)] as string);
    },
    all() {
      if (all === undefined) {
        const seen = new Set<string>();
        all = [];
        for (const pattern of NAME_PATTERNS) {
          for (const word of lists[pattern.slot]) {
            const found = candidate(pattern, word);
            if (found === null || seen.has(found.name)) continue;
            seen.add(found.name);
            all.push(found);
          }
        }
      }
      return all;
    },
  };
}
