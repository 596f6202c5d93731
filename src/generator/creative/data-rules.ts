/**
 * The rules every entry of the Creative data keeps, as functions that list what is wrong (an empty
 * list: nothing). The data tests run them over every file; so can a writer while writing.
 */
import { foldWord, wordsOfName } from '../keyword-words';
import { MISREADINGS, spellsAcrossJoin } from '../misreadings';
import type { FormatFamilies, KeywordEntry, PairNames, TypeFormats } from './data-types';
import { CHALLENGE_TYPES, type ChallengeType } from '../types';
import { singularsOf } from './knowledge';

/** A format's slots, in the order they appear. */
export const SLOT = /\{(K|T|M|V|Day|Allit)\}/g;
export type Slot = 'K' | 'T' | 'M' | 'V' | 'Day' | 'Allit';
/** The slots filled with a word that alliterates with the word before them. */
const ALLITERATING_SLOTS: readonly Slot[] = ['Day', 'Allit'];
export const alliterates = (slot: Slot | undefined): boolean =>
  slot !== undefined && ALLITERATING_SLOTS.includes(slot);

/** A word as it appears in a hashtag: starts with a capital or a digit, letters and digits only. */
const WORD = /^[A-Z0-9][A-Za-z0-9]*$/;
const ALL_DIGITS = /^[0-9]+$/;
/** A keyword as written in a file: lower case, single spaces between its words. */
const KEY = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** Longest word a slot takes, and longest whole name (the Creative style's cap after '#'). */
export const MAX_WORD_LENGTH = 18;
export const MAX_NAME_LENGTH = 25;

export const ENTRY_MINIMUMS = {
  things: 4,
  moves: 3,
  verbs: 2,
  names: 8,
  core: 2,
  thingsAndMoves: 10,
};
/** At most this many scenes an entry, each at most this long: a short setting beside a type word. */
export const MAX_SCENES = 4;
export const MAX_SCENE_LENGTH = 14;
export const TYPE_MINIMUMS = {
  keywords: 135,
  families: 5,
  // 40 until the word formats that read as filler with most entries' words were cut (#SortSlowly,
  // #EpicCheckFail, #RateMyGulp; blind judges had called #DreamOnPurpose vague).
  formats: 35,
  keywordOnlyFormats: 20,
  ownKeywordFamilies: 8,
  ownKeywordFormats: 24,
  // Another type's keyword reaches for them about three times a draw, among its keyword formats:
  // a few that read with any keyword's words beat many that don't (#HideToTheBeat, #IceCurls).
  crossFamilies: 5,
  crossFormats: 7,
  things: 10,
  moves: 10,
  verbs: 6,
  // Enough that most keywords find one that begins like them (#MailboxMural, #BlenderBoogie).
  alliterations: 30,
  alliterationSounds: 14,
};

/** The words of a space-separated list (an empty or missing list has none). */
export function wordsOf(list: string | undefined): string[] {
  return (list ?? '').split(' ').filter((word) => word !== '');
}

/** The lookup form of a keyword or alias: lower case, no spaces. */
export function keyOf(text: string): string {
  return text.toLowerCase().replace(/ /g, '');
}

const TERMS: ReadonlySet<string> = new Set(MISREADINGS);

/**
 * A strong term our own text says: one of its words is a term, or a term reads across the join of
 * two of its words (`BeatIts`). A term inside a real word (`Cocktail`, `Grape`) is that word.
 */
function strongTermIn(text: string): string | undefined {
  const words = wordsOfName(text);
  const said = words.find((word) => TERMS.has(foldWord(word.toLowerCase())));
  if (said !== undefined) return said;
  return spellsAcrossJoin(words) ? words.join(' ') : undefined;
}

function wordProblems(word: string, maxLength: number, what: string): string[] {
  const problems: string[] = [];
  if (!WORD.test(word)) problems.push(`${what} "${word}" is not one PascalCase word`);
  if (ALL_DIGITS.test(word)) problems.push(`${what} "${word}" is only digits`);
  if (word.length > maxLength) problems.push(`${what} "${word}" is over ${maxLength} characters`);
  const term = strongTermIn(word);
  if (term) problems.push(`${what} "${word}" says a strong term ("${term}")`);
  return problems;
}

/** The slots of a format, in order. */
export function slotsOf(format: string): Slot[] {
  return [...format.matchAll(SLOT)].map((match) => match[1] as Slot);
}

/**
 * What is wrong with a format.
 *
 * @example
 * formatProblems('{T}{Day}'); // []
 * formatProblems('{T}And{M}'); // ['"{T}And{M}" has more than one of {T}, {M}, {V}']
 */
export function formatProblems(format: string): string[] {
  const problems: string[] = [];
  const slots = slotsOf(format);
  const fixed = format.split(SLOT).filter((_, index) => index % 2 === 0);
  for (const text of fixed) {
    if (text !== '' && !WORD.test(text)) problems.push(`"${format}": "${text}" is not PascalCase`);
  }
  if (/[{}]/.test(format.replace(SLOT, ''))) problems.push(`"${format}" has an unknown slot`);
  if (slots.filter((slot) => slot === 'T' || slot === 'M' || slot === 'V').length > 1) {
    problems.push(`"${format}" has more than one of {T}, {M}, {V}`);
  }
  if (slots.filter((slot) => slot === 'K').length > 1) problems.push(`"${format}" has {K} twice`);
  if (slots.every(alliterates)) problems.push(`"${format}" has no {K}, {T}, {M} or {V}`);
  for (const slot of ALLITERATING_SLOTS) {
    const at = format.indexOf(`{${slot}}`);
    if (at !== -1 && !format.slice(0, at).endsWith('}')) {
      problems.push(`"${format}": {${slot}} must come right after a slot`);
    }
  }
  if (slots.filter(alliterates).length > 1) {
    problems.push(`"${format}" has more than one of {Day}, {Allit}`);
  }
  const text = fixed.join('');
  if (text.length > MAX_NAME_LENGTH - 4) problems.push(`"${format}": its own text is too long`);
  const term = fixed.map(strongTermIn).find((found) => found !== undefined);
  if (term) problems.push(`"${format}" says a strong term ("${term}")`);
  return problems;
}

/**
 * Blind judges named every written …Roulette the weakest of its draw, "unclear what to do"
 * (#TShirtRoulette, #SkirtRoulette: six of six shown, rounds 31–32), and helpers kept writing new
 * ones, for a keyword's own type and for the others alike.
 */
function rouletteProblems(name: string, where: string): string[] {
  return /Roulette$/.test(name)
    ? [`${where}: "${name}" is a roulette, which says no challenge`]
    : [];
}

/**
 * What is wrong with one keyword's entry.
 *
 * @example
 * entryProblems('cat', { things: 'Whisker' }); // ['cat: 1 things, at least 4', …]
 */
export function entryProblems(keyword: string, entry: KeywordEntry): string[] {
  const problems: string[] = [];
  if (!KEY.test(keyword)) problems.push(`"${keyword}" is not a lower-case keyword`);
  const key = keyOf(keyword);
  const lists = {
    things: wordsOf(entry.things),
    moves: wordsOf(entry.moves),
    verbs: wordsOf(entry.verbs),
    names: wordsOf(entry.names),
    core: wordsOf(entry.core),
  };
  for (const [field, words] of Object.entries(lists)) {
    const minimum = ENTRY_MINIMUMS[field as keyof typeof lists];
    if (words.length < minimum) {
      problems.push(`${keyword}: ${words.length} ${field}, at least ${minimum}`);
    }
    const seen = new Set<string>();
    for (const word of words) {
      const lower = word.toLowerCase();
      if (seen.has(lower)) problems.push(`${keyword}: ${field} has "${word}" twice`);
      seen.add(lower);
      const isName = field === 'names';
      problems.push(
        ...wordProblems(word, isName ? MAX_NAME_LENGTH : MAX_WORD_LENGTH, `${keyword} ${field}`),
      );
      if (!isName && key.length >= 3 && lower.includes(key)) {
        problems.push(`${keyword}: ${field} "${word}" says the keyword again`);
      }
      if (isName) problems.push(...rouletteProblems(word, keyword));
    }
  }
  const ownWords = new Set([...lists.things, ...lists.moves, ...lists.verbs]);
  for (const word of lists.core) {
    if (!ownWords.has(word)) problems.push(`${keyword}: core "${word}" is not one of its words`);
  }
  const scenes = wordsOf(entry.scenes);
  if (scenes.length > MAX_SCENES)
    problems.push(`${keyword}: ${scenes.length} scenes, at most ${MAX_SCENES}`);
  const seenScenes = new Set<string>();
  for (const scene of scenes) {
    problems.push(...wordProblems(scene, MAX_SCENE_LENGTH, `${keyword} scenes`));
    if (seenScenes.has(keyOf(scene))) problems.push(`${keyword}: scenes has "${scene}" twice`);
    seenScenes.add(keyOf(scene));
    // The keyword alone is no scene: a scene takes the keyword's place.
    if (singularsOf(keyOf(scene)).includes(key)) {
      problems.push(`${keyword}: scene "${scene}" is the keyword`);
    }
  }
  // One word in two spellings (Lockscreen, LockScreen) makes one name twice, each its own.
  const spellings = new Map<string, string>();
  for (const word of [...lists.things, ...lists.moves, ...lists.verbs, ...scenes]) {
    const other = spellings.get(word.toLowerCase());
    if (other !== undefined && other !== word) {
      problems.push(`${keyword}: "${other}" and "${word}" are one word`);
    }
    spellings.set(word.toLowerCase(), word);
  }
  const thingsAndMoves = new Set([...lists.things, ...lists.moves]).size;
  if (thingsAndMoves < ENTRY_MINIMUMS.thingsAndMoves) {
    problems.push(
      `${keyword}: ${thingsAndMoves} things and moves, at least ${ENTRY_MINIMUMS.thingsAndMoves}`,
    );
  }
  if (entry.spelled !== undefined) {
    if (!/^[A-Za-z0-9]+$/.test(entry.spelled) || entry.spelled.toLowerCase() !== key) {
      problems.push(`${keyword}: spelled "${entry.spelled}" is not the keyword's letters`);
    }
  }
  for (const alias of (entry.also ?? '').split(' ').filter((a) => a !== '')) {
    if (!/^[a-z0-9]+$/.test(alias)) problems.push(`${keyword}: alias "${alias}" is not lower case`);
  }
  return problems;
}

/** Too few families, or too few formats in them (`what` says which: " for its own keywords"). */
function sizeProblems(
  families: FormatFamilies,
  minimumFamilies: number,
  minimumFormats: number,
  what = '',
): string[] {
  const familyCount = Object.keys(families).length;
  const formatCount = Object.values(families).flat().length;
  const problems: string[] = [];
  if (familyCount < minimumFamilies) {
    problems.push(`${familyCount} families${what}, at least ${minimumFamilies}`);
  }
  if (formatCount < minimumFormats) {
    problems.push(`${formatCount} formats${what}, at least ${minimumFormats}`);
  }
  return problems;
}

/** What is wrong with one type's formats and words (`shared`: the names of the shared families). */
export function typeFormatsProblems(
  formats: TypeFormats,
  shared: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const family of formats.skipShared ?? []) {
    if (!shared.includes(family)) problems.push(`skipShared "${family}" is no shared family`);
  }
  for (const [keywordType, families] of Object.entries(formats.onlyFamiliesFor ?? {})) {
    for (const family of families) {
      if (!(family in formats.families) && !(family in formats.crossFamilies)) {
        problems.push(`onlyFamiliesFor ${keywordType}: "${family}" is no family of the type`);
      }
    }
  }
  const all = Object.values(formats.families).flat();
  problems.push(...sizeProblems(formats.families, TYPE_MINIMUMS.families, TYPE_MINIMUMS.formats));
  const keywordOnly = all.filter((format) =>
    slotsOf(format).every((s) => s === 'K' || alliterates(s)),
  );
  if (keywordOnly.length < TYPE_MINIMUMS.keywordOnlyFormats) {
    problems.push(
      `${keywordOnly.length} formats with only {K}, at least ${TYPE_MINIMUMS.keywordOnlyFormats}`,
    );
  }
  const ownKeyword = Object.values(formats.ownKeywordFamilies).flat();
  problems.push(
    ...sizeProblems(
      formats.ownKeywordFamilies,
      TYPE_MINIMUMS.ownKeywordFamilies,
      TYPE_MINIMUMS.ownKeywordFormats,
      ' for its own keywords',
    ),
  );
  for (const format of ownKeyword) {
    if (
      !slotsOf(format).includes('K') ||
      slotsOf(format).some((s) => s !== 'K' && !alliterates(s))
    ) {
      problems.push(`"${format}": a format for the type's own keywords takes {K} and no word`);
    }
  }
  const cross = Object.values(formats.crossFamilies).flat();
  problems.push(
    ...sizeProblems(
      formats.crossFamilies,
      TYPE_MINIMUMS.crossFamilies,
      TYPE_MINIMUMS.crossFormats,
      " for another type's keywords",
    ),
  );
  for (const format of cross) {
    if (!slotsOf(format).some((s) => s === 'T' || s === 'M' || s === 'V')) {
      problems.push(`"${format}": a format for another type's keywords takes one of its words`);
    }
  }
  problems.push(...[...all, ...ownKeyword, ...cross].flatMap(formatProblems));
  // A format for any keyword may serve another type's keyword too (#WhoMovedMySocks in prank).
  for (const list of [[...all, ...ownKeyword], cross]) {
    const seen = new Set<string>();
    for (const format of list) {
      if (seen.has(format)) problems.push(`"${format}" twice`);
      seen.add(format);
    }
  }
  problems.push(...alliterationProblems(formats, [...all, ...ownKeyword, ...cross]));
  // {K}SingAlong beside the alliteration Singalong makes one name in two spellings, each its own
  // candidate: a draw could show the one a share link's list does not hold.
  const allits = new Map(wordsOf(formats.alliterations).map((word) => [word.toLowerCase(), word]));
  for (const format of [...all, ...ownKeyword]) {
    const tail = /^\{K\}([A-Za-z0-9]+)$/.exec(format)?.[1];
    const allit = tail === undefined ? undefined : allits.get(tail.toLowerCase());
    if (tail !== undefined && allit !== undefined && allit !== tail) {
      problems.push(`"${format}" and the alliteration "${allit}" are one word`);
    }
  }
  for (const field of ['things', 'moves', 'verbs'] as const) {
    const words = wordsOf(formats.words[field]);
    if (words.length < TYPE_MINIMUMS[field]) {
      problems.push(`${words.length} type ${field}, at least ${TYPE_MINIMUMS[field]}`);
    }
    for (const word of words) problems.push(...wordProblems(word, MAX_WORD_LENGTH, field));
  }
  return problems;
}

/**
 * The sound a word begins with, near enough for alliteration: Ph as F, a soft C as S, Kn as N,
 * and Ch, Sh, Th their own (#CupcakeChemistry would pass a first letter, #ShoppingCartSafari
 * would not; neither reads alliterated).
 *
 * @example
 * soundOf('Phone') === soundOf('Funk'); // true
 * soundOf('Ceiling') === soundOf('Cat'); // false
 */
export function soundOf(word: string): string {
  const lower = word.toLowerCase();
  if (/^ch(?:r|or|em|ao|ar[ai])/.test(lower)) return 'k';
  if (/^(?:ch|sh|th)/.test(lower)) return lower.slice(0, 2);
  if (lower.startsWith('ph')) return 'f';
  if (lower.startsWith('wh')) return 'w';
  if (lower.startsWith('kn')) return 'n';
  if (/^c[eiy]/.test(lower)) return 's';
  if (/^[ckq]/.test(lower)) return 'k';
  return lower.charAt(0);
}

/** A type whose formats say {Allit} has enough words for it, beginning with enough sounds. */
function alliterationProblems(formats: TypeFormats, every: readonly string[]): string[] {
  const words = wordsOf(formats.alliterations);
  const problems = words.flatMap((word) => wordProblems(word, MAX_WORD_LENGTH, 'alliteration'));
  if (!every.some((format) => slotsOf(format).includes('Allit'))) return problems;
  if (words.length < TYPE_MINIMUMS.alliterations) {
    problems.push(`${words.length} alliterations, at least ${TYPE_MINIMUMS.alliterations}`);
  }
  const sounds = new Set(words.map(soundOf)).size;
  if (sounds < TYPE_MINIMUMS.alliterationSounds) {
    problems.push(
      `alliterations begin ${sounds} ways, at least ${TYPE_MINIMUMS.alliterationSounds}`,
    );
  }
  return problems;
}

/**
 * How many names a keyword has for each other type: three, or six for the keywords most often
 * typed for another type (a second wave of three), and for the most everyday of those one or two
 * more that say the keyword (`saysKeyword`). Every type of a keyword has three, or every type six
 * to eight.
 */
export const PAIR_NAME_COUNTS: readonly number[] = [3, 6, 7, 8];

/**
 * Whether a name says the keyword or one of its aliases: from the start of one of its words, the
 * singular enough (#WaffleFaceOff, #FiveMinuteWaffles, #FrenchFriesFaceOff; not "art" in
 * #PartyTime, nor #FriesVsOnionRings for french fries).
 *
 * @example
 * saysKeyword('waffle', [], 'BeatTheWaffleBeep'); // true
 * saysKeyword('waffle', [], 'BerryTopperBlitz'); // false
 */
export function saysKeyword(keyword: string, aliases: readonly string[], name: string): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const words = wordsOfName(name).map(squash);
  const starts = words.map((_, i) => words.slice(i).join(''));
  return [keyword, ...aliases].some((form) => {
    // Its stem: candies and puppies say candy and puppy, french fries french fry.
    const said = foldWord(squash(form));
    const stem = said.length > 3 ? said.replace(/[eys]$/, '') : said;
    return starts.some((rest) => rest.startsWith(stem));
  });
}

/** The words of a name without the keyword's, where it says the keyword as they run. */
function withoutKeyword(words: readonly string[], keywordWords: readonly string[]): string[] {
  for (let at = 0; at + keywordWords.length <= words.length; at++) {
    if (keywordWords.every((word, i) => words[at + i] === word)) {
      return [...words.slice(0, at), ...words.slice(at + keywordWords.length)];
    }
  }
  return [...words];
}

/**
 * What is wrong with the names written for a keyword in the other types' draws: each type but its
 * own, three names each or six to eight, each one hashtag that says no word twice and no strong
 * term, and none a roulette.
 *
 * @example
 * pairProblems('mop', 'funny', { funny: 'MopJoke' }); // ['mop: names for its own type funny', …]
 */
export function pairProblems(
  keyword: string,
  own: ChallengeType,
  byType: PairNames[string],
): string[] {
  const problems: string[] = [];
  // A keyword may say a word twice (red light green light): a name may say it whole.
  const keywordWords = keyword.split(/[\s-]+/).map((word) => foldWord(word.toLowerCase()));
  const saysTwice = new Set(keywordWords).size < keywordWords.length;
  let count: number | undefined;
  for (const type of CHALLENGE_TYPES) {
    const names = wordsOf(byType[type]);
    if (type === own) {
      if (names.length > 0) problems.push(`${keyword}: names for its own type ${type}`);
      continue;
    }
    if (!PAIR_NAME_COUNTS.includes(names.length)) {
      problems.push(
        `${keyword} ${type}: ${names.length} names, not ${PAIR_NAME_COUNTS.join(', ').replace(/, (?=\d+$)/, ' or ')}`,
      );
    } else if (count === undefined) {
      count = names.length;
    } else if ((names.length === 3) !== (count === 3)) {
      problems.push(`${keyword} ${type}: ${names.length} names, where another type has ${count}`);
    }
    const seen = new Set<string>();
    for (const name of names) {
      problems.push(...wordProblems(name, MAX_NAME_LENGTH, `${keyword} ${type}`));
      problems.push(...rouletteProblems(name, `${keyword} ${type}`));
      if (seen.has(name.toLowerCase())) problems.push(`${keyword} ${type}: "${name}" twice`);
      seen.add(name.toLowerCase());
      const said = wordsOfName(name).map((word) => foldWord(word.toLowerCase()));
      const words = saysTwice ? withoutKeyword(said, keywordWords) : said;
      const twice = words.find((word, i) => word.length > 2 && words.indexOf(word) !== i);
      if (twice !== undefined) problems.push(`${keyword} ${type}: "${name}" says "${twice}" twice`);
    }
  }
  for (const type of Object.keys(byType)) {
    if (!(CHALLENGE_TYPES as readonly string[]).includes(type)) {
      problems.push(`${keyword}: "${type}" is no type`);
    }
  }
  return problems;
}
