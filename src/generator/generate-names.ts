/**
 * Draws unique hashtag challenge names from a keyword and the word lists, using the seven patterns
 * of the spec, under rules that make a draw one a creator can post as it is:
 *
 * - a name never spells a strong misreading across the join of its parts (see `misreadings.ts`);
 * - a name never says a word twice: list words (and the patterns' own words: The, And, Quest,
 *   Challenge) that the keyword already says, plurals folded, are left out;
 * - the names on screen together use each list word once, and none is the start of another.
 *
 * The draw always terminates: random draws are capped, and any shortfall is filled from every
 * possible name in a seeded random order. That fill gives up the variety rules only when nothing
 * else is left (a long series of "more names"), never the first two rules.
 */
import { edgesOf, mayCrossJoin, spellsAcrossJoin, type PartEdges } from './misreadings';
import { pickIndex, randomId, type Random } from './random';
import {
  NAMES_PER_GENERATION,
  toChallengeType,
  toPlatform,
  type ChallengeType,
  type GeneratedName,
} from './types';

import { ACTION_WORDS, WORD_LISTS, type WordList } from './word-lists';

export { NAMES_PER_GENERATION, type GeneratedName };

/** Which list a pattern takes its one word from. */
type PatternSlot = 'prefix' | 'suffix' | 'action';

/** Stands for the keyword, or for the list word, in a pattern's parts. */
const KEYWORD = 0;
const WORD = 1;

interface NamePattern {
  /** The pattern's number in the spec, 1 to 7. */
  readonly id: number;
  readonly slot: PatternSlot;
  /** The name's parts in order after '#': the keyword, the list word, or fixed text. */
  readonly parts: readonly (typeof KEYWORD | typeof WORD | string)[];
}

const NAME_PATTERNS: readonly NamePattern[] = [
  { id: 1, slot: 'suffix', parts: [KEYWORD, WORD, 'Challenge'] },
  { id: 2, slot: 'prefix', parts: [WORD, KEYWORD, 'Quest'] },
  { id: 3, slot: 'action', parts: [KEYWORD, WORD] },
  { id: 4, slot: 'prefix', parts: [WORD, KEYWORD] },
  { id: 5, slot: 'suffix', parts: [KEYWORD, WORD] },
  { id: 6, slot: 'action', parts: ['The', KEYWORD, WORD] },
  { id: 7, slot: 'prefix', parts: [WORD, 'And', KEYWORD] },
];

/**
 * The parts of the name a pattern makes from a keyword and a word, in order, without the '#'.
 *
 * @example
 * namePartsOf(NAME_PATTERNS[1], 'Yoga', 'Zen'); // ['Zen', 'Yoga', 'Quest']
 */
function namePartsOf(pattern: NamePattern, keyword: string, word: string): string[] {
  const parts: string[] = [];
  for (const part of pattern.parts)
    parts.push(part === KEYWORD ? keyword : part === WORD ? word : part);
  return parts;
}

/**
 * The name a pattern makes from a keyword and a word.
 *
 * @example
 * nameOf(NAME_PATTERNS[6], 'Yoga', 'Zen'); // '#ZenAndYoga'
 */
function nameOf(pattern: NamePattern, keyword: string, word: string): string {
  let name = '#';
  for (const part of pattern.parts)
    name += part === KEYWORD ? keyword : part === WORD ? word : part;
  return name;
}

export interface GenerateOptions {
  /** A keyword already passed through `cleanKeyword`. */
  keyword: string;
  /** Resolved with `toChallengeType`: unknown values use dance. */
  type: unknown;
  /** Resolved with `toPlatform`: unknown values use tiktok. */
  platform: unknown;
  random: Random;
  /**
   * Names already shown earlier in a series of draws for the same keyword and type: never
   * returned again.
   */
  exclude?: Iterable<string>;
  /**
   * Names that stay on screen beside the new ones. They are never returned again, count for the
   * variety rules (their list words are not used again, no new name starts one or is started by
   * one), and take places among the eight: `keep.length` of 3 gives 5 new names.
   */
  keep?: readonly string[];
}

// Generous for 8 names out of 43 (a shortfall after this many draws is vanishingly rare with our
// lists) yet small enough that a degenerate case reaches the fallback quickly.
const DRAWS_PER_NAME = 8;
// Below this length a list word counts as said by the keyword only as a whole word or right
// beside it (Lab stays beside Labrador); from it on, anywhere inside (Flow beside Workflow).
const CONTAINED_WORD_LENGTH = 4;

interface ListWord {
  readonly word: string;
  /** The word's place among all of a type's words (prefixes, suffixes, then action words). */
  readonly index: number;
  /** One bit per word of a type's lists, so a set of used words is one number. */
  readonly bit: number;
  readonly lower: string;
  readonly folded: string;
  readonly edges: PartEdges;
}

interface Lists {
  readonly prefix: readonly ListWord[];
  readonly suffix: readonly ListWord[];
  readonly action: readonly ListWord[];
  /**
   * What the last keyword drawn with these lists rules out: a visitor draws again and again with
   * one keyword (Generate, More names, a share link), and each draw starts from what is known.
   */
  lastRules?: KeywordRules;
}

/**
 * Lower case without a plural ending, so Laugh and Laughs, Game and Games, Diary and Diaries count
 * as one word.
 */
function foldWord(lower: string): string {
  if (lower.length > 4 && lower.endsWith('ies')) return lower.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

function listsOf(words: WordList): Lists {
  let index = 0;
  const entries = (list: readonly string[]): ListWord[] =>
    list.map((word) => {
      const lower = word.toLowerCase();
      const bit = 2 ** index;
      return { word, index: index++, bit, lower, folded: foldWord(lower), edges: edgesOf(word) };
    });
  return {
    prefix: entries(words.prefixes),
    suffix: entries(words.suffixes),
    action: entries(ACTION_WORDS),
  };
}

/** Every word of a type's lists (5 prefixes, 5 suffixes, the action words), by one index. */
const WORDS_PER_PATTERN = 5 + 5 + ACTION_WORDS.length;

const LISTS = new Map<ChallengeType, Lists>();
function listsFor(type: ChallengeType): Lists {
  let lists = LISTS.get(type);
  if (lists === undefined) {
    lists = listsOf(WORD_LISTS[type]);
    LISTS.set(type, lists);
  }
  return lists;
}

// A cleaned keyword marks its words with capitals (MorningYoga, LOLLoop, IPhone) or with a change
// between letters and digits; scripts without case make one word.
const KEYWORD_WORD =
  /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}[\p{Ll}\p{M}]*|\p{Lu}[\p{Lu}\p{M}]*|\p{N}+|[^\p{Lu}\p{Ll}\p{N}_]+/gu;
const ASCII_ONLY = /^[\x20-\x7e]*$/;

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The keyword's words, lower case and folded. Most keywords are ASCII and split by a plain scan;
 * the Unicode pattern, which reads the same marks in any script, is several times slower.
 */
function keywordWordsOf(keyword: string): string[] {
  const words: string[] = [];
  if (!ASCII_ONLY.test(keyword)) {
    for (const [word] of keyword.matchAll(KEYWORD_WORD)) words.push(foldWord(word.toLowerCase()));
    return words;
  }
  let start = 0;
  for (let i = 1; i <= keyword.length; i++) {
    const code = keyword.charCodeAt(i);
    const previous = keyword.charCodeAt(i - 1);
    const breaks =
      i === keyword.length ||
      code === 95 ||
      previous === 95 ||
      (isUpper(code) &&
        (isLower(previous) ||
          isDigit(previous) ||
          (isUpper(previous) && isLower(keyword.charCodeAt(i + 1))))) ||
      (isDigit(code) !== isDigit(previous) && !(isUpper(previous) && isLower(code)));
    if (!breaks) continue;
    const word = keyword.slice(start, i);
    if (word !== '' && word !== '_') words.push(foldWord(word.toLowerCase()));
    start = i;
  }
  return words;
}

type Placement = 'before' | 'after' | 'apart';

/** Tells whether a word would say again what the keyword (lower case, and its words) says. */
function saysAgain(
  keywordLower: string,
  keywordWords: readonly string[],
  lower: string,
  folded: string,
  placement: Placement,
): boolean {
  return (
    keywordWords.includes(folded) ||
    (folded.length >= CONTAINED_WORD_LENGTH && keywordLower.includes(folded)) ||
    (placement === 'before' && keywordLower.startsWith(lower)) ||
    (placement === 'after' && keywordLower.endsWith(lower))
  );
}

/** Where a pattern's fixed text sits relative to the keyword. */
function placementOf(pattern: NamePattern, index: number): Placement {
  const keywordAt = pattern.parts.indexOf(KEYWORD);
  if (index === keywordAt - 1) return 'before';
  if (index === keywordAt + 1) return 'after';
  return 'apart';
}

/** Each pattern's fixed text ('Challenge', 'Quest', 'The', 'And'), ready for `saysAgain`. */
const FIXED_WORDS = new Map(
  NAME_PATTERNS.map((pattern) => [
    pattern,
    pattern.parts.flatMap((part, index) => {
      if (typeof part !== 'string') return [];
      const lower = part.toLowerCase();
      return [{ lower, folded: foldWord(lower), placement: placementOf(pattern, index) }];
    }),
  ]),
);

/** The edges of each pattern's parts that are fixed text, by position (null for the others). */
const FIXED_EDGES = new Map(
  NAME_PATTERNS.map((pattern) => [
    pattern,
    pattern.parts.map((part) => (typeof part === 'string' ? edgesOf(part) : null)),
  ]),
);

/**
 * Whether the name a pattern makes from the keyword and a word spells a misreading across a join.
 * The ends of every part are known beforehand, so the name is built only in the rare case where
 * a join may carry a term.
 */
function readsBadly(
  pattern: NamePattern,
  keyword: string,
  keywordEdges: PartEdges,
  word: ListWord,
): boolean {
  const fixed = FIXED_EDGES.get(pattern) ?? [];
  let left: PartEdges | undefined;
  for (let i = 0; i < pattern.parts.length; i++) {
    const part = pattern.parts[i];
    const right = part === KEYWORD ? keywordEdges : part === WORD ? word.edges : fixed[i];
    if (right == null) continue;
    if (left !== undefined && (left.short || right.short || mayCrossJoin(left, right))) {
      return spellsAcrossJoin(namePartsOf(pattern, keyword, word.word));
    }
    left = right;
  }
  return false;
}

/** One possible name, with the pattern and list word it comes from. */
interface Candidate {
  readonly pattern: NamePattern;
  readonly word: ListWord;
  readonly name: string;
}

/** Whether two names start one another (or are the same). */
function startsOneAnother(a: string, b: string): boolean {
  const length = Math.min(a.length, b.length);
  // Names that start one another agree up to the shorter one's end; almost every other pair
  // already differs in that last character, which settles it without comparing the rest.
  if (a.charCodeAt(length - 1) !== b.charCodeAt(length - 1)) return false;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
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

/** How much of the variety rules a name must keep; the fill steps down only when it must. */
const Variety = {
  /** No list word used twice on screen, no name the start of another. */
  Full: 0,
  /** A list word may come back; still no name the start of another. */
  NoStarts: 1,
  /** Only distinct names. */
  None: 2,
} as const;
type Variety = (typeof Variety)[keyof typeof Variety];

/**
 * Generates eight unique hashtag challenge names (fewer only when `keep` takes places, or when a
 * long series has used up what the lists can make). Each draw picks one of the seven patterns at
 * random, then a word from the list that pattern uses; a name that breaks a rule above is set
 * aside and the draw goes on. The same seeded `random` always gives the same names and ids.
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
  const { keyword, random } = options;
  const type = toChallengeType(options.type);
  const platform = toPlatform(options.platform);
  const lists = listsFor(type);
  const keep = options.keep ?? [];
  const draw = new Draw(keyword, lists, options.exclude);
  const count = Math.max(0, NAMES_PER_GENERATION - keep.length);
  if (keep.length > 0) draw.keep(keep);

  for (let attempt = count * DRAWS_PER_NAME; draw.names.length < count && attempt > 0; attempt--) {
    const pattern = NAME_PATTERNS[pickIndex(random(), NAME_PATTERNS.length)] as NamePattern;
    const list = lists[pattern.slot];
    const word = list[pickIndex(random(), list.length)] as ListWord;
    if (!draw.usable(pattern, word, Variety.Full)) continue;
    const name = draw.rules.nameOf(pattern, word);
    if (draw.fits(pattern, word, name, Variety.Full)) draw.take({ pattern, word, name });
  }

  if (draw.names.length < count) {
    const remaining = everyCandidate(keyword, lists).filter(({ pattern, word }) =>
      draw.usable(pattern, word, Variety.None),
    );
    // Fisher–Yates keeps the fill random yet replayable from the same seed.
    for (let i = remaining.length - 1; i > 0; i--) {
      const j = pickIndex(random(), i + 1);
      const swap = remaining[i] as Candidate;
      remaining[i] = remaining[j] as Candidate;
      remaining[j] = swap;
    }
    for (const variety of [Variety.Full, Variety.NoStarts, Variety.None]) {
      for (const candidate of remaining) {
        if (draw.names.length >= count) break;
        const { pattern, word, name } = candidate;
        if (draw.fits(pattern, word, name, variety)) draw.take(candidate);
      }
    }
  }

  const ids: string[] = [];
  const result: GeneratedName[] = [];
  for (const name of draw.names) {
    let id = randomId(random);
    while (ids.includes(id)) id = nextId(id);
    ids.push(id);
    result.push({ id, name, type, platform });
  }
  return result;
}

/**
 * Every name a series of draws for this keyword and type can ever show, in pattern order: what
 * the patterns make from the lists, less the names the first two rules above never allow.
 *
 * @example
 * usableNames('Sushi', 'prank').includes('#SushiTwist'); // false: it reads "shit" across a join
 */
export function usableNames(keyword: string, type: unknown): string[] {
  const lists = listsFor(toChallengeType(type));
  const rules = KeywordRules.for(keyword, lists);
  return everyCandidate(keyword, lists)
    .filter(({ pattern, word }) => rules.usable(pattern, word))
    .map(({ name }) => name);
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * What one keyword rules out with one type's lists, none of which depends on the names on screen:
 * list words and patterns that would say the keyword again, and (pattern, word) pairs whose joins
 * spell a misreading. Each is worked out the first time a draw needs it and kept for later draws.
 */
class KeywordRules {
  private readonly keywordLower: string;
  private readonly keywordWords: readonly string[];
  private readonly keywordEdges: PartEdges;
  /** Bits of list words and patterns checked or ruled out. */
  private checkedWords = 0;
  private unusableWords = 0;
  private checkedPatterns = 0;
  private unusablePatterns = 0;
  /** Per pattern, bits of the list words whose name was checked for misreadings, or misreads. */
  private readonly checkedReads = [0, 0, 0, 0, 0, 0, 0, 0];
  private readonly misreads = [0, 0, 0, 0, 0, 0, 0, 0];
  /** Each name once built, at `(pattern.id - 1) * WORDS_PER_PATTERN + word.index`; '' until then. */
  private readonly names = new Array<string>(NAME_PATTERNS.length * WORDS_PER_PATTERN).fill('');

  constructor(readonly keyword: string) {
    this.keywordLower = keyword.toLowerCase();
    this.keywordWords = keywordWordsOf(keyword);
    this.keywordEdges = edgesOf(keyword);
  }

  /** The name a pattern makes from this keyword and a list word. */
  nameOf(pattern: NamePattern, word: ListWord): string {
    const at = (pattern.id - 1) * WORDS_PER_PATTERN + word.index;
    let name = this.names[at] as string;
    if (name === '') {
      name = nameOf(pattern, this.keyword, word.word);
      this.names[at] = name;
    }
    return name;
  }

  static for(keyword: string, lists: Lists): KeywordRules {
    let rules = lists.lastRules;
    if (rules?.keyword !== keyword) {
      rules = new KeywordRules(keyword);
      lists.lastRules = rules;
    }
    return rules;
  }

  /**
   * Neither the word nor the pattern's fixed text says the keyword again, and no join of the name
   * spells a misreading.
   */
  usable(pattern: NamePattern, word: ListWord): boolean {
    const patternBit = 1 << pattern.id;
    if ((this.checkedPatterns & patternBit) === 0) {
      this.checkedPatterns |= patternBit;
      const saysIt = (FIXED_WORDS.get(pattern) ?? []).some(({ lower, folded, placement }) =>
        this.saysAgain(lower, folded, placement),
      );
      if (saysIt) this.unusablePatterns |= patternBit;
    }
    if ((this.unusablePatterns & patternBit) !== 0) return false;
    if ((this.checkedWords & word.bit) === 0) {
      this.checkedWords |= word.bit;
      const placement = pattern.slot === 'prefix' ? 'before' : 'after';
      if (this.saysAgain(word.lower, word.folded, placement)) this.unusableWords |= word.bit;
    }
    if ((this.unusableWords & word.bit) !== 0) return false;
    const checked = this.checkedReads[pattern.id] as number;
    if ((checked & word.bit) === 0) {
      this.checkedReads[pattern.id] = checked | word.bit;
      if (readsBadly(pattern, this.keyword, this.keywordEdges, word)) {
        this.misreads[pattern.id] = (this.misreads[pattern.id] as number) | word.bit;
      }
    }
    return ((this.misreads[pattern.id] as number) & word.bit) === 0;
  }

  private saysAgain(lower: string, folded: string, placement: Placement): boolean {
    return saysAgain(this.keywordLower, this.keywordWords, lower, folded, placement);
  }
}

/** The state of one draw: what is on screen beside what the keyword rules out. */
class Draw {
  readonly names: string[] = [];
  readonly rules: KeywordRules;
  private readonly onScreen: Candidate[] = [];
  /** Kept names that this keyword and type cannot make: compared as text only. */
  private readonly keptElsewhere: string[] = [];
  private readonly excluded: ReadonlySet<string>;
  /** Bits of list words used on screen. */
  private used = 0;

  constructor(
    private readonly keyword: string,
    private readonly lists: Lists,
    exclude: Iterable<string> | undefined,
  ) {
    this.excluded = exclude === undefined ? NOTHING : new Set(exclude);
    this.rules = KeywordRules.for(keyword, lists);
  }

  /** Puts kept names on screen; their list words are found among this keyword's names. */
  keep(names: readonly string[]): void {
    const all = everyCandidate(this.keyword, this.lists);
    for (const name of names) {
      const candidate = all.find((c) => c.name === name);
      if (candidate === undefined) this.keptElsewhere.push(name);
      else this.take(candidate, false);
    }
  }

  /** The rules that need no name text, and (at full variety) the word not used on screen. */
  usable(pattern: NamePattern, word: ListWord, variety: Variety): boolean {
    if (variety === Variety.Full && (this.used & word.bit) !== 0) return false;
    return this.rules.usable(pattern, word);
  }

  /** The rules that compare the name with the names on screen and the names excluded. */
  fits(pattern: NamePattern, word: ListWord, name: string, variety: Variety): boolean {
    if (this.excluded.size > 0 && this.excluded.has(name)) return false;
    if (variety === Variety.Full && (this.used & word.bit) !== 0) return false;
    for (const shown of this.onScreen) {
      if (variety === Variety.None) {
        if (shown.name === name) return false;
      } else if (startsOneAnother(shown.name, name)) return false;
    }
    for (const shown of this.keptElsewhere) {
      if (variety === Variety.None) {
        if (shown === name) return false;
      } else if (shown.startsWith(name) || name.startsWith(shown)) return false;
    }
    return true;
  }

  take(candidate: Candidate, isNew = true): void {
    if (isNew) this.names.push(candidate.name);
    this.onScreen.push(candidate);
    this.used |= candidate.word.bit;
  }
}

/** Every name the patterns can make, in pattern order, without duplicates. */
function everyCandidate(keyword: string, lists: Lists): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const pattern of NAME_PATTERNS) {
    for (const word of lists[pattern.slot]) {
      const name = nameOf(pattern, keyword, word.word);
      if (seen.has(name)) continue;
      seen.add(name);
      candidates.push({ pattern, word, name });
    }
  }
  return candidates;
}
