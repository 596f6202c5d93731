/**
 * The rules every name keeps, checked from the outside (the name and the keyword only), written
 * apart from the generator: unit and browser tests check names against these, not against the
 * code that made them.
 */
import { MISREADINGS } from '../src/generator/misreadings';
import { ENGLISH } from '../src/generator/creative/en/language';

/** The Creative style's cap, after '#', for a keyword of at most this length. */
export const CREATIVE_MAX_LENGTH = 25;

const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;
const ONLY_DIGITS = /^#\p{Nd}+$/u;
const SMALL: ReadonlySet<string> = new Set(ENGLISH.smallWords);

const TERMS: ReadonlySet<string> = new Set(MISREADINGS);
const WORD = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/**
 * Where the keyword stands in a name as a word of its own: starting with no lower-case letter and
 * not followed by one (keyword O in #PetThoughtsOnO is the last O, not the O of On; M in
 * #LessonsFromM is the last M), in any case (a brand is written as
 * it is spelled: SAT in #SATSaturday). A cleaned keyword that still starts in lower case has a
 * first letter with no capital of its own (ɭ, ß), and is written so. -1 when it is not there.
 */
function keywordIndex(text: string, keyword: string): number {
  const lower = text.toLowerCase();
  const wanted = keyword.toLowerCase();
  const writtenLower = /^\p{Ll}/u.test(keyword);
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
    const startsWord = at === 0 || writtenLower || !/^\p{Ll}/u.test(text.slice(at));
    if (startsWord && !/^\p{Ll}/u.test(text.slice(at + keyword.length))) return at;
  }
  return -1;
}

/**
 * A strong term a name spells across the join of two of its words, or says as a word of its own,
 * outside the keyword (what the visitor typed is theirs, and counts as one word). A term inside a
 * real word is that word (Grapevine, Cocktail).
 */
export function termOutsideKeyword(name: string, keyword: string): string | undefined {
  const body = name.slice(1);
  const at = keywordIndex(body, keyword);
  const split = (text: string) => text.match(WORD) ?? [];
  const words =
    at === -1
      ? split(body)
      : [...split(body.slice(0, at)), keyword, ...split(body.slice(at + keyword.length))];
  const said = words.find(
    (word) => word !== keyword && TERMS.has(word.toLowerCase().replace(/s$/, '')),
  );
  if (said !== undefined) return said;
  const lower = words.map((word) => word.toLowerCase());
  const ends: number[] = [];
  let end = 0;
  for (const word of lower) ends.push((end += word.length));
  const joined = lower.join('');
  return MISREADINGS.find((term) => {
    for (let from = joined.indexOf(term); from !== -1; from = joined.indexOf(term, from + 1)) {
      if (ends.some((wordEnd) => from < wordEnd && from + term.length > wordEnd)) return true;
    }
    return false;
  });
}

/**
 * Words of ours a name says twice, or that the keyword in it already says (small words aside). The
 * keyword may be said as typed or by another of its names (`otherNames`: tung tung sahur, known
 * also as tungtung, says "tung" twice in #TungTungDrumBeat as the keyword, not as words of ours).
 */
export function wordsSaidTwice(
  name: string,
  keyword: string,
  otherNames: readonly string[] = [],
): string[] {
  const split = (text: string) =>
    (text.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+/gu) ?? [])
      .map((word) => word.toLowerCase())
      .filter((word) => !SMALL.has(word))
      .map((word) => word.replace(/(?<=[^s])s$/, ''));
  // Another name is written as a name writes it: each word from a capital (TungTungSahur).
  const written = otherNames.map((other) =>
    other.replace(/(?:^|\s+)(\p{Ll})/gu, (_, letter: string) => letter.toUpperCase()),
  );
  const said = [keyword, ...written]
    .map((form) => ({ form, at: keywordIndex(name, form) }))
    .find(({ at }) => at !== -1);
  if (said === undefined) return split(name).filter((word, i, ours) => ours.indexOf(word) !== i);
  const { form, at } = said;
  const ours = [...split(name.slice(0, at)), ...split(name.slice(at + form.length))];
  const keywordWords = split(form);
  return ours.filter((word, i) => ours.indexOf(word) !== i || keywordWords.includes(word));
}

/**
 * What is wrong with a draw of Creative names for a cleaned keyword: each name one whole hashtag,
 * within the cap unless the keyword alone is longer, no strong term outside the keyword, no word
 * said twice (the keyword said as typed or by one of `otherNames` is not words of ours); the eight
 * distinct (without case) and none the start of another.
 */
export function creativeDrawFaults(
  names: readonly string[],
  keyword: string,
  otherNames: readonly string[] = [],
): string[] {
  const faults: string[] = [];
  const longKeyword = Array.from(keyword).length > CREATIVE_MAX_LENGTH;
  const lower = names.map((name) => name.toLowerCase());
  for (const name of names) {
    if (!HASHTAG.test(name) || ONLY_DIGITS.test(name)) faults.push(`${name}: not one hashtag`);
    if (!longKeyword && Array.from(name).length - 1 > CREATIVE_MAX_LENGTH) {
      faults.push(`${name}: over ${CREATIVE_MAX_LENGTH} characters`);
    }
    const term = termOutsideKeyword(name, keyword);
    if (term !== undefined) faults.push(`${name}: reads "${term}"`);
    const twice = wordsSaidTwice(name, keyword, otherNames);
    if (twice.length > 0) faults.push(`${name}: says ${twice.join(', ')} twice`);
  }
  if (new Set(lower).size !== names.length) faults.push('a name twice');
  for (const a of lower) {
    for (const b of lower) if (a !== b && b.startsWith(a)) faults.push(`${a} starts ${b}`);
  }
  return faults;
}
