/**
 * Writes the Creative style's keyword data as one chunk per shard: the page loads only the shard
 * its keyword can be in (src/generator/creative/knowledge.ts says which). The data is read from
 * the typed files under src/generator/creative/en/keywords/, indexed here at build time.
 */
export const SHARD_CHUNK_PATTERN = 'assets/keywords-*.js';
import type { Plugin } from 'vite';
import { buildShards } from '../src/generator/creative/build-shards';
import { KEYWORDS_BY_TYPE } from '../src/generator/creative/en/keywords';

const TABLE = 'virtual:creative-shards';
// Each shard's chunk is named after this (assets/keywords-17-….js): the service worker keeps
// those once used rather than up front (scripts/service-worker.ts).
const SHARD = 'virtual:creative-shard/keywords-';

export function creativeData(): Plugin {
  const shards = buildShards(Object.values(KEYWORDS_BY_TYPE));
  return {
    name: 'creative-data',
    resolveId(id) {
      return id === TABLE || id.startsWith(SHARD) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${TABLE}`) {
        const loaders = shards.map((_, index) => `() => import('${SHARD}${index}')`);
        return `export const shardLoaders = [${loaders.join(',')}];`;
      }
      if (!id.startsWith(`\0${SHARD}`)) return undefined;
      const shard = shards[Number(id.slice(SHARD.length + 1))] ?? {};
      // JSON.parse of a string literal is parsed faster than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(shard))});`;
    },
  };
}
