/**
 * Turns whatever a visitor typed into a keyword that works inside a hashtag on every platform, or
 * says why it cannot. Refusals are values, never exceptions: this runs on raw input.
 */

/** Longest keyword accepted, counted in code points after cleaning. */
export const MAX_KEYWORD_LENGTH = 40;

export type KeywordRefusal = 'empty' | 'no-usable-characters' | 'too-long';

export type CleanKeywordResult =
  { ok: true; keyword: string } | { ok: false; reason: KeywordRefusal; length?: number };

// Word breaks: white space (the set String.prototype.trim uses), zero-width spaces, and punctuation
// or symbols (hyphens, slashes, emoji…) except the underscore, which hashtags keep.
const WORD_BREAK = /[\s\u200b\u2060\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{S}]+/u;
// An apostrophe inside a word joins it (don't → Dont) rather than breaking it.
const INNER_APOSTROPHE = /(?<=\p{L})['\u2019](?=\p{L})/gu;
// Emoji parts (variation selectors, the keycap mark, joiners) and numbers that are not decimal
// digits (½, ², ①) end a hashtag on every platform. They go before NFKC, which would turn ² into 2.
const DROPPED_BEFORE_FOLDING = /[\ufe00-\ufe0f\u20e3\u200c\u200d\p{No}\p{Nl}\u{e0100}-\u{e01ef}]/gu;
// Platforms end a hashtag at the first character outside letters, digits and underscore, and the
// combining marks that belong to them. Marks must stay: Devanagari, Thai, Tamil and Arabic write
// vowels with them ('योग' without its marks is 'यग', another word). NFC has already merged the marks
// that have a precomposed form (e + ◌́ → é). A mark with no letter before it has nothing to belong to.
const NOT_HASHTAG_CHARACTER = /[^\p{L}\p{M}\p{N}_]+/gu;
const LEADING_MARKS = /^\p{M}+/u;

/**
 * Capitalises the first code point of a word the way a title would.
 *
 * Only single-code-point results are used: 'ß' would become 'SS' and 'ﬁ' 'FI', which changes the
 * word and its length behind the visitor's back, so those stay as typed. Georgian Mkhedruli has no
 * titlecase (Unicode maps it to itself); toUpperCase would give Mtavruli capitals, which Georgian
 * does not use at the start of a word.
 */
function capitaliseFirst(word: string): string {
  const first = word.codePointAt(0);
  if (first === undefined) return word;
  const firstChar = String.fromCodePoint(first);
  const rest = word.slice(firstChar.length);
  if (first >= 0x10d0 && first <= 0x10ff) return word;
  const upper = firstChar.toUpperCase();
  const upperCode = upper.codePointAt(0);
  if (upperCode === undefined || String.fromCodePoint(upperCode).length !== upper.length) {
    return word;
  }
  return upper + rest;
}

function countCodePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A low surrogate right after a high one is the second half of one code point.
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const previous = text.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) count--;
    }
  }
  return count;
}

/**
 * Cleans a typed keyword for use in hashtags: folds compatibility forms (NFKC) and trims it, drops
 * emoji parts and numbers that are not decimal digits, joins the words (split at white space,
 * zero-width spaces, punctuation and symbols) with each word's first letter capitalised, and drops
 * every other character that is not a letter, digit or underscore in any script (keeping the
 * combining marks that letters carry). Later letters keep their case. Refuses empty input,
 * input with nothing usable, and keywords over {@link MAX_KEYWORD_LENGTH} code points (never cuts
 * them short, which could silently make a different word).
 *
 * @example
 * cleanKeyword('morning yoga'); // { ok: true, keyword: 'MorningYoga' }
 * cleanKeyword('rock & roll'); // { ok: true, keyword: 'RockRoll' }
 * cleanKeyword('self-care'); // { ok: true, keyword: 'SelfCare' }
 * cleanKeyword('   '); // { ok: false, reason: 'empty' }
 * cleanKeyword('🎉🎉'); // { ok: false, reason: 'no-usable-characters' }
 */
export function cleanKeyword(raw: string): CleanKeywordResult {
  // Typed as string, but values also come from URLs and storage through untyped code.
  // NFKC folds compatibility forms (full-width ｙｏｇａ, styled 𝐲𝐨𝐠𝐚, the ligature ﬁ) into the
  // letters platforms index; symbols break words first, so ™ does not fold into TM.
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty' };
  const text =
    typeof raw === 'string'
      ? raw
          .replace(DROPPED_BEFORE_FOLDING, '')
          .replace(/\p{S}/gu, ' ')
          .normalize('NFKC')
          .replace(INNER_APOSTROPHE, '')
          .trim()
      : '';

  let joined = '';
  for (const word of text.split(WORD_BREAK)) {
    const usable = word.replace(NOT_HASHTAG_CHARACTER, '').replace(LEADING_MARKS, '');
    if (usable !== '') joined += capitaliseFirst(usable);
  }
  if (joined === '') return { ok: false, reason: 'no-usable-characters' };

  // Dropping a symbol can bring Hangul jamo together that NFC joins into a syllable; normalising
  // again keeps equal-looking keywords equal strings (they seed share links).
  const keyword = joined.normalize('NFC');
  const length = countCodePoints(keyword);
  if (length > MAX_KEYWORD_LENGTH) return { ok: false, reason: 'too-long', length };
  return { ok: true, keyword };
}
