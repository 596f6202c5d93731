/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the contact address at build time (docs/product.md). */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/**
 * The keyword shards, one small file each, written by the build (scripts/creative-data.ts). What a
 * file holds is read as unknown and checked (src/generator/creative/knowledge.ts).
 */
declare module 'virtual:creative-shards' {
  /** Loads shard `index` (0 to SHARD_COUNT - 1): what its file holds. */
  export function loadShard(index: number): Promise<unknown>;
  /** Loads a type's pair shard `index` (0 to PAIR_SHARD_COUNT - 1): what its file holds. */
  export function loadPairShard(type: string, index: number): Promise<unknown>;
}

/** Figures of the Creative keyword data, counted by the build (scripts/creative-data.ts). */
declare module 'virtual:creative-summary' {
  /** How many keywords the data knows (not counting other spellings). */
  export const KEYWORD_COUNT: number;
}
