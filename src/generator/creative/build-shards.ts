/**
 * Files every keyword entry of a language under its lookup keys (the keyword without spaces, and
 * each `also`) in the shard each key belongs to. The build runs it to write one chunk per shard;
 * tests and the preview run it to read the data as the page will.
 */
import type { KeywordEntries, KeywordEntry } from './data-types';
import { keyOf } from './data-rules';
import { SHARD_COUNT, shardOf, type Shard } from './knowledge';

/** The entry as a page needs it: without `also`, which only the build reads. */
function forPage(entry: KeywordEntry): KeywordEntry {
  return Object.fromEntries(Object.entries(entry).filter(([field]) => field !== 'also'));
}

/**
 * @example
 * const shards = buildShards([{ yoga: { things: 'Mat …', … } }]);
 * shards[shardOf('yoga')].yoga; // { things: 'Mat …', … }
 */
export function buildShards(files: readonly KeywordEntries[]): Shard[] {
  const shards: Record<string, KeywordEntry>[] = Array.from({ length: SHARD_COUNT }, () => ({}));
  for (const entries of files) {
    for (const [keyword, entry] of Object.entries(entries)) {
      const aliases = (entry.also ?? '').split(' ').filter((alias) => alias !== '');
      for (const key of [keyOf(keyword), ...aliases]) {
        const shard = shards[shardOf(key)] as Record<string, KeywordEntry>;
        // The data tests refuse a key filed twice; the first one stands if it ever slips by.
        shard[key] ??= forPage(entry);
      }
    }
  }
  return shards;
}
