/**
 * Finding what we know of a keyword: the keys it may be filed under (itself, its plural folded,
 * its words), and the shard each key lives in. The build files every entry by the same functions,
 * so a page loads only the one or two shards its keyword can be in.
 */
import { wordsOfName } from '../keyword-words';
import { hashText } from '../random';
import { isChallengeType, type ChallengeType } from '../types';
import type { KeywordEntry } from './data-types';

/**
 * How many shards the keyword data is split into: about 3.5 keywords, 0.75 KB gzip, each. At 512,
 * with 3,250 keywords, a two-word keyword's draw loaded 8.1 KB gzip (budget 8 KB); at 1024, 5.5 KB
 * (5.9 KB with 3,650 keywords and with 3,900).
 */
export const SHARD_COUNT = 1024;

/** One shard: lookup key (lower case, no spaces) → entry, or the key of the entry an alias means. */
export type Shard = Readonly<Record<string, KeywordEntry | string>>;

const ENTRY_FIELDS = new Set([
  'things',
  'moves',
  'verbs',
  'names',
  'core',
  'scenes',
  'verb',
  'spelled',
  'also',
  'type',
]);

/**
 * What a loaded chunk holds, as a shard: entries whose fields are what an entry's are; anything
 * else (a chunk from another version, a broken file) is left out.
 *
 * @example
 * shardFrom({ yoga: { things: 'Mat' }, kitty: 'cat', bad: 42 }); // { yoga: …, kitty: 'cat' }
 */
export function shardFrom(value: unknown): Shard {
  const shard: Record<string, KeywordEntry | string> = {};
  if (typeof value !== 'object' || value === null) return shard;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') shard[key] = entry;
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = Object.entries(entry as Record<string, unknown>);
    const valid = fields.every(
      ([field, text]) =>
        ENTRY_FIELDS.has(field) &&
        (field === 'verb'
          ? typeof text === 'boolean'
          : field === 'type'
            ? isChallengeType(text)
            : typeof text === 'string'),
    );
    if (valid) shard[key] = entry as KeywordEntry;
  }
  return shard;
}

/**
 * How many shards each type's pair names (names written for another type's keyword in its draws)
 * are split into: about 44 keywords, 1.4 KB gzip, each. A draw loads one, for its type, once it
 * knows the keyword is another type's.
 */
export const PAIR_SHARD_COUNT = 64;

/** One pair shard: an entry's key → the names its type has for it. */
export type PairShard = Readonly<Record<string, string>>;

/**
 * The pair shard an entry's key is in (the key of the entry itself: an alias has been followed).
 *
 * @example
 * pairShardOf('cat'); // a number in [0, 64)
 */
export function pairShardOf(key: string): number {
  return hashText(key) % PAIR_SHARD_COUNT;
}

/**
 * What a loaded pair chunk holds, as a pair shard: its string values; anything else is left out.
 *
 * @example
 * pairShardFrom({ mop: 'MopAndPop SweepTheBeat', bad: 42 }); // { mop: 'MopAndPop SweepTheBeat' }
 */
export function pairShardFrom(value: unknown): PairShard {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

/** What we know of a keyword, and the key it was found under. */
export interface Known {
  readonly key: string;
  readonly entry: KeywordEntry;
  /** Found under one of the keyword's words, not the whole of it (morning yoga under yoga). */
  readonly underAWord?: true;
  /**
   * Found under a word that only modifies the keyword, not under its head (the last word or two
   * of an English compound): yoga mat under yoga, monkey bars under monkey.
   */
  readonly underAModifier?: true;
}

// A long keyword's words are looked up too, but only so many: each may be another shard to load.
const MAX_LOOKUPS = 6;
const SHORTEST_WORD = 3;

/**
 * What a word and its English plural share, for filing: the plural's s, then an e, off, and a last
 * y or v as i or f (cookie, cookies → cooki; puppy, puppies → puppi; knife, knives → knif).
 */
function stemOf(key: string): string {
  let stem = key.length > 3 && key.endsWith('s') && !key.endsWith('ss') ? key.slice(0, -1) : key;
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.endsWith('y')) return `${stem.slice(0, -1)}i`;
  if (stem.endsWith('v')) return `${stem.slice(0, -1)}f`;
  return stem;
}

/**
 * The shard a key is filed in. A key and its plural share one (`cat`, `cats`).
 *
 * @example
 * shardOf('cookies') === shardOf('cookie'); // true
 */
export function shardOf(key: string): number {
  return hashText(stemOf(key)) % SHARD_COUNT;
}

/**
 * The forms a key may be filed under: as typed, then the singulars its ending allows.
 *
 * @example
 * singularsOf('potatoes'); // ['potatoes', 'potatoe', 'potato']
 * singularsOf('knives'); // ['knives', 'knive', 'knif', 'knife']
 */
export function singularsOf(key: string): string[] {
  const forms = [key];
  if (key.length <= 3 || !key.endsWith('s') || key.endsWith('ss')) return forms;
  forms.push(key.slice(0, -1));
  if (key.endsWith('es')) forms.push(key.slice(0, -2));
  if (key.endsWith('ies')) forms.push(`${key.slice(0, -3)}y`);
  if (key.endsWith('ves')) forms.push(`${key.slice(0, -3)}f`, `${key.slice(0, -3)}fe`);
  return forms;
}

/**
 * The keys a cleaned keyword may be filed under, best first: the whole keyword, its last two
 * words, then each word from the last (the head of an English compound: morning yoga → yoga), then
 * the other pairs of words.
 *
 * @example
 * lookupKeys('MorningYoga'); // ['morningyoga', 'yoga', 'morning']
 * lookupKeys('MyCatVideos'); // ['mycatvideos', 'catvideos', 'videos', 'cat', 'mycat']
 * lookupKeys('Cats'); // ['cats']
 */
export function lookupKeys(keyword: string): string[] {
  const words = wordsOfName(keyword).map((word) => word.toLowerCase());
  const keys = [words.join('')];
  const pairs: string[] = [];
  for (let i = words.length - 2; i >= 0 && words.length > 2; i--) {
    pairs.push(`${words[i] ?? ''}${words[i + 1] ?? ''}`);
  }
  keys.push(...pairs.slice(0, 1));
  for (let i = words.length - 1; i >= 0 && words.length > 1; i--) {
    const word = words[i] ?? '';
    if (word.length >= SHORTEST_WORD && !/^[0-9]+$/.test(word)) keys.push(word);
  }
  keys.push(...pairs.slice(1));
  return [...new Set(keys)].filter((key) => key !== '').slice(0, MAX_LOOKUPS);
}

/**
 * The shards to load for a keyword.
 *
 * @example
 * shardsFor('MorningYoga'); // e.g. [17, 88, 3]
 */
export function shardsFor(keyword: string): number[] {
  return [...new Set(lookupKeys(keyword).map(shardOf))];
}

/** What the loaded shards say of a keyword: what we know, or the shard an alias points into. */
export type Lookup =
  | { readonly known: Known | null }
  /** An alias's entry lives in a shard not loaded yet: load it and look again. */
  | { readonly load: number };

/**
 * What the loaded shards know of a keyword: the first of its keys found, as written or as one of
 * its singulars (an alias leads to its entry, which may need one more shard). Null when none is
 * known.
 *
 * @example
 * lookUp('Cats', (index) => shards[index]); // { known: { key: 'cat', entry: { … } } }
 * lookUp('Kitty', (index) => shards[index]); // { load: 17 } until cat's shard is loaded
 */
export function lookUp(keyword: string, shardAt: (index: number) => Shard | undefined): Lookup {
  const words = wordsOfName(keyword).map((word) => word.toLowerCase());
  const heads = new Set([words.at(-1) ?? '', words.slice(-2).join('')]);
  for (const [index, key] of lookupKeys(keyword).entries()) {
    const shard = shardAt(shardOf(key));
    if (shard === undefined) continue;
    const known = (entryKey: string, entry: KeywordEntry): Lookup => {
      if (index === 0) return { known: { key: entryKey, entry } };
      const modifier = heads.has(key) ? {} : { underAModifier: true as const };
      return { known: { key: entryKey, entry, underAWord: true, ...modifier } };
    };
    for (const form of singularsOf(key)) {
      const found = Object.hasOwn(shard, form) ? shard[form] : undefined;
      if (found === undefined) continue;
      if (typeof found !== 'string') return known(form, found);
      const target = shardAt(shardOf(found));
      if (target === undefined) return { load: shardOf(found) };
      const entry = Object.hasOwn(target, found) ? target[found] : undefined;
      if (entry !== undefined && typeof entry !== 'string') return known(found, entry);
    }
  }
  return { known: null };
}

/**
 * What shards that are all at hand know of a keyword (tests, scripts).
 *
 * @example
 * findKnown('Kitty', (index) => shards[index]); // { key: 'cat', entry: { … } }
 */
export function findKnown(keyword: string, shards: readonly Shard[]): Known | null {
  const lookup = lookUp(keyword, (index) => shards[index]);
  return 'known' in lookup ? lookup.known : null;
}

/**
 * What a draw of this type may take from what the lookup found: not an entry of another type
 * found under a word that only modifies the keyword. A bear crawl was no bear: found as the pet's,
 * it drew fitness's formats for any thing (#BearCrawlBicepCurls, round 27); unknown, fitness reads
 * it as one of its own (monkey bars). Yoga mat keeps yoga in a fitness draw.
 *
 * @example
 * knownFor(findKnown('MonkeyBars', shards), 'fitness'); // null
 * knownFor(findKnown('MonkeyBars', shards), 'pet')?.key; // 'monkey'
 */
export function knownFor(known: Known | null, type: ChallengeType): Known | null {
  return known?.underAModifier === true && known.entry.type !== type ? null : known;
}

/**
 * The pair shard a draw of this type needs for what it knows of the keyword: none for a keyword
 * no entry knows, one of the type's own, or one found under one of its words (a cheese grater is
 * no cheese).
 *
 * @example
 * pairShardFor({ key: 'mop', entry: { type: 'funny' } }, 'dance'); // pairShardOf('mop')
 * pairShardFor({ key: 'mop', entry: { type: 'funny' } }, 'funny'); // undefined
 */
export function pairShardFor(known: Known | null, type: ChallengeType): number | undefined {
  if (known === null || known.underAWord === true || known.entry.type === type) return undefined;
  return pairShardOf(known.key);
}

/**
 * The names a draw of this type has for what it knows of the keyword, from its loaded pair shard.
 *
 * @example
 * pairNamesFor(known, 'dance', (index) => shards.dance[index]); // 'MopAndPop …' for mop
 */
export function pairNamesFor(
  known: Known | null,
  type: ChallengeType,
  pairShardAt: (index: number) => PairShard | undefined,
): string | undefined {
  const index = pairShardFor(known, type);
  if (index === undefined || known === null) return undefined;
  const shard = pairShardAt(index);
  return shard !== undefined && Object.hasOwn(shard, known.key) ? shard[known.key] : undefined;
}
