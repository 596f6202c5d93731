/**
 * Turns whatever a visitor typed into a keyword that works inside a hashtag on every platform, or
 * says why it cannot. Refusals are values, never exceptions: this runs on raw input.
 */

/** Longest keyword accepted, counted in code points after cleaning. */
export const MAX_KEYWORD_LENGTH = 40;

export type KeywordRefusal = 'empty' | 'no-usable-characters' | 'too-long';

export type CleanKeywordResult =
  { ok: true; keyword: string } | { ok: false; reason: KeywordRefusal; length?: number };

// Same white-space set as String.prototype.trim, so "words" and "trimmed" agree.
const WHITE_SPACE = /\s+/u;
// Platforms end a hashtag at the first character outside letters, digits and underscore, and the
// combining marks that belong to them. Marks must stay: Devanagari, Thai, Tamil and Arabic write
// vowels with them ('योग' without its marks is 'यग', another word). NFC has already merged the marks
// that have a precomposed form (e + ◌́ → é). A mark with no letter before it has nothing to belong to.
const NOT_HASHTAG_CHARACTER = /[^\p{L}\p{M}\p{N}_]+/gu;
const LEADING_MARKS = /^\p{M}+/u;

// Unicode titlecase differs from uppercase for these digraphs: 'ǆ' starts a word as 'ǅ', not 'Ǆ'.
// The titlecase forms map to themselves so that cleaning a cleaned keyword changes nothing.
const TITLECASE_DIGRAPHS: Readonly<Record<string, string>> = {
  ǆ: 'ǅ',
  ǅ: 'ǅ',
  ǉ: 'ǈ',
  ǈ: 'ǈ',
  ǌ: 'ǋ',
  ǋ: 'ǋ',
  ǳ: 'ǲ',
  ǲ: 'ǲ',
};

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
  const digraph = TITLECASE_DIGRAPHS[firstChar];
  if (digraph !== undefined) return digraph + rest;
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
 * Cleans a typed keyword for use in hashtags: NFC-normalises and trims it, joins white-space
 * separated words with each word's first letter capitalised, and drops every character that is not
 * a letter, digit or underscore in any script (keeping the combining marks that letters carry). Later letters keep their case. Refuses empty input,
 * input with nothing usable, and keywords over {@link MAX_KEYWORD_LENGTH} code points (never cuts
 * them short, which could silently make a different word).
 *
 * @example
 * cleanKeyword('morning yoga'); // { ok: true, keyword: 'MorningYoga' }
 * cleanKeyword('rock & roll'); // { ok: true, keyword: 'RockRoll' }
 * cleanKeyword('   '); // { ok: false, reason: 'empty' }
 * cleanKeyword('🎉🎉'); // { ok: false, reason: 'no-usable-characters' }
 */
export function cleanKeyword(raw: string): CleanKeywordResult {
  // Typed as string, but values also come from URLs and storage through untyped code.
  const text = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  if (text === '') return { ok: false, reason: 'empty' };

  let joined = '';
  for (const word of text.split(WHITE_SPACE)) {
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
