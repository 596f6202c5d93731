/**
 * Files every keyword entry of a language under its key (the keyword without spaces) in the shard
 * that key belongs to, and each `also` as a pointer to that key in its own shard (an entry is
 * kept once: a copy under every alias doubled the data). The build runs it to write one chunk per
 * shard; tests and the preview run it to read the data as the page will.
 */
import { CHALLENGE_TYPES, type ChallengeType } from '../types';
import type { KeywordEntries, KeywordEntry, PairNames } from './data-types';
import { keyOf } from './data-rules';
import {
  PAIR_SHARD_COUNT,
  pairShardOf,
  SHARD_COUNT,
  shardOf,
  type PairShard,
  type Shard,
} from './knowledge';

/**
 * The entry as a page needs it, with the type it was written for (its own names fit that type: a
 * draw of another type leaves them out). It keeps `also`: a written name that says the keyword by
 * another of its names (#HikeYourAge for hiking) says the keyword, not a word of ours.
 */
function forPage(entry: KeywordEntry, type: ChallengeType): KeywordEntry {
  return { ...entry, type };
}

/**
 * @example
 * const shards = buildShards({ fitness: { yoga: { things: 'Mat …', … } } });
 * shards[shardOf('yoga')].yoga; // { things: 'Mat …', …, type: 'fitness' }
 * shards[shardOf('kitty')].kitty; // 'cat', with `also: 'kitty'` on cat
 */
export function buildShards(files: Partial<Record<ChallengeType, KeywordEntries>>): Shard[] {
  const shards: Record<string, KeywordEntry | string>[] = Array.from(
    { length: SHARD_COUNT },
    () => ({}),
  );
  // The data tests refuse a key filed twice; the first one stands if it ever slips by.
  const file = (key: string, value: KeywordEntry | string) => {
    (shards[shardOf(key)] as Record<string, KeywordEntry | string>)[key] ??= value;
  };
  for (const [type, entries] of Object.entries(files) as [ChallengeType, KeywordEntries][]) {
    for (const [keyword, entry] of Object.entries(entries)) {
      const key = keyOf(keyword);
      file(key, forPage(entry, type));
      for (const alias of (entry.also ?? '').split(' ')) if (alias !== '') file(alias, key);
    }
  }
  return shards;
}

/**
 * Files the names written for each keyword in other types' draws by type, then by the pair shard
 * of the keyword's key: a draw loads only its type's shard for the keyword it knows.
 *
 * @example
 * const shards = buildPairShards({ mop: { dance: 'MopAndPop …' } });
 * shards.dance[pairShardOf('mop')].mop; // 'MopAndPop …'
 */
export function buildPairShards(pairs: PairNames): Record<ChallengeType, PairShard[]> {
  const byType = Object.fromEntries(
    CHALLENGE_TYPES.map((type) => [type, Array.from({ length: PAIR_SHARD_COUNT }, () => ({}))]),
  ) as Record<ChallengeType, Record<string, string>[]>;
  for (const [keyword, names] of Object.entries(pairs)) {
    const key = keyOf(keyword);
    for (const [type, text] of Object.entries(names) as [ChallengeType, string][]) {
      (byType[type][pairShardOf(key)] as Record<string, string>)[key] = text;
    }
  }
  return byType;
}
