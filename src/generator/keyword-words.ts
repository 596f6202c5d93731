/**
 * What a keyword already says, so that a name never says a word twice: the keyword's words, lower
 * case and folded (plural endings off), and the test of whether a word of ours repeats it.
 */

/** Where a word of ours sits relative to the keyword in a name. */
export type Placement = 'before' | 'after' | 'apart';

// Below this length a word counts as said by the keyword only as a whole word or right beside it
// (Lab stays beside Labrador); from it on, anywhere inside (Flow beside Workflow).
const CONTAINED_WORD_LENGTH = 4;

/**
 * Lower case without a plural ending, so Laugh and Laughs, Game and Games, Diary and Diaries count
 * as one word.
 *
 * @example
 * foldWord('diaries'); // 'diary'
 * foldWord('cookies') === foldWord('cookie'); // true
 * foldWord('boxes'); // 'box'
 */
export function foldWord(lower: string): string {
  if (lower.length > 4 && lower.endsWith('ies')) return lower.slice(0, -3) + 'y';
  // Cookie and Cookies fold alike: -ies is also the plural of -ie (#FortuneCookieCookies).
  if (lower.length > 4 && lower.endsWith('ie')) return lower.slice(0, -2) + 'y';
  if (/(?:ss|sh|ch|x|z)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

// A cleaned keyword marks its words with capitals (MorningYoga, LOLLoop, IPhone) or with a change
// between letters and digits; scripts without case make one word.
const WORD_IN_NAME =
  /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}[\p{Ll}\p{M}]*|\p{Lu}[\p{Lu}\p{M}]*|\p{N}+|[^\p{Lu}\p{Ll}\p{N}_]+/gu;

/**
 * The words of a cleaned keyword or of a PascalCase part of a name, as written.
 *
 * @example
 * wordsOfName('MorningYoga'); // ['Morning', 'Yoga']
 * wordsOfName('LOLLoop30'); // ['LOL', 'Loop', '30']
 */
export function wordsOfName(text: string): string[] {
  return Array.from(text.matchAll(WORD_IN_NAME), ([word]) => word);
}

/** The words of a keyword, lower case and folded. */
export function keywordWordsOf(keyword: string): string[] {
  return wordsOfName(keyword).map((word) => foldWord(word.toLowerCase()));
}

/** A keyword ready to be compared with words: its lower case and its folded words. */
export interface KeywordSays {
  readonly keyword: string;
  readonly lower: string;
  readonly words: readonly string[];
}

/** @example saysOf('MorningYoga').words; // ['morning', 'yoga'] */
export function saysOf(keyword: string): KeywordSays {
  return { keyword, lower: keyword.toLowerCase(), words: keywordWordsOf(keyword) };
}

/**
 * Tells whether a word of ours (lower case, and folded) would say again what the keyword says.
 *
 * @example
 * saysAgain(saysOf('Labrador'), 'lab', 'lab', 'apart'); // false: only beside it
 * saysAgain(saysOf('Workflow'), 'flow', 'flow', 'apart'); // true
 */
export function saysAgain(
  says: KeywordSays,
  lower: string,
  folded: string,
  placement: Placement,
): boolean {
  return (
    says.words.includes(folded) ||
    (folded.length >= CONTAINED_WORD_LENGTH && says.lower.includes(folded)) ||
    (placement === 'before' && says.lower.startsWith(lower)) ||
    (placement === 'after' && says.lower.endsWith(lower))
  );
}
