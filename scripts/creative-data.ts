/**
 * Writes the Creative style's keyword data as one small file per shard: the page loads only the
 * shards its keyword can be in (src/generator/creative/knowledge.ts says which). The data is read
 * from the typed files under src/generator/creative/en/keywords/ and indexed here at build time.
 *
 * The files are `assets/keywords/<hash of all the data>-<shard>.js`, so the page needs one hash to
 * find any shard (a table of 1024 hashed chunk names cost more than a shard), and a change to the
 * data gives every file a new name. The dev server serves each shard as a module of its own.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildPairShards, buildShards } from '../src/generator/creative/build-shards';
import { KEYWORDS_BY_TYPE } from '../src/generator/creative/en/keywords';
import { PAIR_NAMES } from '../src/generator/creative/en/pairs';
import { CHALLENGE_TYPES } from '../src/generator/types';

/** Where the shards are in the build, for the service worker (kept once used, not up front). */
export const SHARD_FILES = 'assets/keywords/**';

const MODULE = 'virtual:creative-shards';
const SUMMARY = 'virtual:creative-summary';
const DEV_SHARD = 'virtual:creative-shard/';
const DEV_PAIR_SHARD = 'virtual:creative-pair-shard/';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** A line on a set of files' gzip sizes: how many, in all, the largest and the median. */
function sizeSummary(what: string, sizes: readonly number[]): string {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const median = [...sizes].sort((a, b) => a - b)[sizes.length >> 1] ?? 0;
  return `${what}: ${sizes.length} shards, ${kb(total)} gzip in all, largest ${kb(Math.max(...sizes))}, median ${kb(median)}`;
}

/** A shard as a module: JSON.parse of a string literal is parsed faster than the same object. */
const moduleOf = (shard: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(shard))});`;

export function creativeData(): Plugin {
  const shards = buildShards(KEYWORDS_BY_TYPE);
  const keywordCount = Object.values(KEYWORDS_BY_TYPE).reduce(
    (count, entries) => count + Object.keys(entries).length,
    0,
  );
  const sources = shards.map(moduleOf);
  // Each type's pair shards, as files named <type>-<index>.
  const pairShards = buildPairShards(PAIR_NAMES);
  const pairSources = new Map<string, string>(
    CHALLENGE_TYPES.flatMap((type) =>
      pairShards[type].map((shard, index) => [`${type}-${index}`, moduleOf(shard)] as const),
    ),
  );
  const hash = createHash('sha256')
    .update([...sources, ...pairSources.values()].join('\n'))
    .digest('hex')
    .slice(0, 10);
  let serving = false;
  return {
    name: 'creative-data',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE ||
        id === SUMMARY ||
        id.startsWith(DEV_SHARD) ||
        id.startsWith(DEV_PAIR_SHARD)
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      // A module of its own, so that a page stating the count loads nothing else.
      if (id === `\0${SUMMARY}`) return `export const KEYWORD_COUNT = ${keywordCount};`;
      if (id === `\0${MODULE}`) {
        if (serving) {
          const loaders = shards.map((_, index) => `() => import('${DEV_SHARD}${index}')`);
          const pairLoaders = [...pairSources.keys()].map(
            (name) => `'${name}': () => import('${DEV_PAIR_SHARD}${name}')`,
          );
          return `const loaders = [${loaders.join(',')}];
const pairLoaders = {${pairLoaders.join(',')}};
export const loadShard = (index) => loaders[index]().then((module) => module.default);
export const loadPairShard = (type, index) =>
  pairLoaders[type + '-' + index]().then((module) => module.default);`;
        }
        // Beside this chunk in assets/; not a `new URL(…, import.meta.url)` Vite would rewrite.
        return `const here = import.meta.url;
const load = (name) =>
  import(/* @vite-ignore */ new URL('./keywords/${hash}-' + name + '.js', here).href).then(
    (module) => module.default,
  );
export const loadShard = (index) => load(index);
export const loadPairShard = (type, index) => load(type + '-' + index);`;
      }
      if (id.startsWith(`\0${DEV_PAIR_SHARD}`)) {
        return pairSources.get(id.slice(DEV_PAIR_SHARD.length + 1)) ?? moduleOf({});
      }
      if (!id.startsWith(`\0${DEV_SHARD}`)) return undefined;
      return sources[Number(id.slice(DEV_SHARD.length + 1))] ?? moduleOf({});
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      /** Writes one shard's file; its gzip size. */
      const emit = (name: string, source: string) => {
        this.emitFile({ type: 'asset', fileName: `assets/keywords/${hash}-${name}.js`, source });
        return gzipSync(source, { level: 9 }).length;
      };
      const sizes = sources.map((source, index) => emit(String(index), source));
      const pairSizes = [...pairSources].map(([name, source]) => emit(name, source));
      console.log(`\n${sizeSummary('Creative keyword data', sizes)}`);
      console.log(sizeSummary('Creative pair names', pairSizes));
    },
  };
}
