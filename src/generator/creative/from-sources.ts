/**
 * Creative data read straight from the typed files, the way the page reads it from its chunks:
 * for tests, the benchmark and the preview script. The page never imports this (it would load
 * every keyword); it uses `load-creative.ts`.
 */
import type { ChallengeType } from '../types';
import { buildPairShards, buildShards } from './build-shards';
import type { CreativeData } from './creative-data';
import { ENGLISH } from './en/language';
import { FORMATS_BY_TYPE, RESERVE_FORMATS, SHARED_FORMATS } from './en/formats';
import { KEYWORDS_BY_TYPE } from './en/keywords';
import { PAIR_NAMES } from './en/pairs';
import { findKnown, knownFor, pairNamesFor, type PairShard, type Shard } from './knowledge';

let shards: Shard[] | undefined;
let pairShards: Record<ChallengeType, PairShard[]> | undefined;

/**
 * @example
 * creativeDataFromSources('Cats', 'pet').known?.key; // 'cat'
 */
export function creativeDataFromSources(keyword: string, type: ChallengeType): CreativeData {
  shards ??= buildShards(KEYWORDS_BY_TYPE);
  pairShards ??= buildPairShards(PAIR_NAMES);
  const pairs = pairShards[type];
  const known = knownFor(findKnown(keyword, shards), type);
  const pairNames = pairNamesFor(known, type, (index) => pairs[index]);
  return {
    type,
    formats: FORMATS_BY_TYPE[type],
    shared: SHARED_FORMATS,
    reserve: RESERVE_FORMATS,
    language: ENGLISH,
    known,
    ...(pairNames === undefined ? {} : { pairNames }),
  };
}
