/**
 * Creative data read straight from the typed files, the way the page reads it from its chunks:
 * for tests, the benchmark and the preview script. The page never imports this (it would load
 * every keyword); it uses `load-creative.ts`.
 */
import type { ChallengeType } from '../types';
import { buildShards } from './build-shards';
import type { CreativeData } from './creative-data';
import { ENGLISH } from './en/language';
import { FORMATS_BY_TYPE, RESERVE_FORMATS, SHARED_FORMATS } from './en/formats';
import { KEYWORDS_BY_TYPE } from './en/keywords';
import { findKnown, type Shard } from './knowledge';

let shards: Shard[] | undefined;

/**
 * @example
 * creativeDataFromSources('Cats', 'pet').known?.key; // 'cat'
 */
export function creativeDataFromSources(keyword: string, type: ChallengeType): CreativeData {
  shards ??= buildShards(KEYWORDS_BY_TYPE);
  const all = shards;
  return {
    type,
    formats: FORMATS_BY_TYPE[type],
    shared: SHARED_FORMATS,
    reserve: RESERVE_FORMATS,
    language: ENGLISH,
    known: findKnown(keyword, all),
  };
}
