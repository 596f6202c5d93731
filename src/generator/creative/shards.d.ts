/** The keyword shards, one chunk each, written by the build (scripts/creative-data.ts). */
declare module 'virtual:creative-shards' {
  import type { Shard } from './knowledge';

  /** Loads shard `index` (0 to SHARD_COUNT - 1). */
  export const shardLoaders: readonly (() => Promise<{ readonly default: Shard }>)[];
}
