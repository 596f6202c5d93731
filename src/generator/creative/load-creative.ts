/**
 * Loads what a Creative draw needs for a keyword and type: the type's formats and the one or two
 * shards the keyword can be filed in, each a small chunk of its own. The site loads this module
 * only when a visitor first asks for Creative names, so Classic never pays for it.
 */
import {
  loadPairShard as loadPairShardFile,
  loadShard as loadShardFile,
} from 'virtual:creative-shards';
import type { ChallengeType } from '../types';
import type { CreativeData } from './creative-data';
import type { TypeFormats } from './data-types';
import { ENGLISH } from './en/language';
import { RESERVE_FORMATS, SHARED_FORMATS } from './en/formats/shared';
import {
  knownFor,
  lookUp,
  pairNamesFor,
  pairShardFor,
  pairShardFrom,
  shardFrom,
  shardsFor,
  type PairShard,
  type Shard,
} from './knowledge';

const FORMAT_LOADERS: Readonly<Record<ChallengeType, () => Promise<TypeFormats>>> = {
  dance: () => import('./en/formats/dance').then((m) => m.DANCE_FORMATS),
  fitness: () => import('./en/formats/fitness').then((m) => m.FITNESS_FORMATS),
  funny: () => import('./en/formats/funny').then((m) => m.FUNNY_FORMATS),
  prank: () => import('./en/formats/prank').then((m) => m.PRANK_FORMATS),
  educational: () => import('./en/formats/educational').then((m) => m.EDUCATIONAL_FORMATS),
  cooking: () => import('./en/formats/cooking').then((m) => m.COOKING_FORMATS),
  travel: () => import('./en/formats/travel').then((m) => m.TRAVEL_FORMATS),
  fashion: () => import('./en/formats/fashion').then((m) => m.FASHION_FORMATS),
  wellness: () => import('./en/formats/wellness').then((m) => m.WELLNESS_FORMATS),
  speed: () => import('./en/formats/speed').then((m) => m.SPEED_FORMATS),
  music: () => import('./en/formats/music').then((m) => m.MUSIC_FORMATS),
  art: () => import('./en/formats/art').then((m) => m.ART_FORMATS),
  tech: () => import('./en/formats/tech').then((m) => m.TECH_FORMATS),
  pet: () => import('./en/formats/pet').then((m) => m.PET_FORMATS),
  gaming: () => import('./en/formats/gaming').then((m) => m.GAMING_FORMATS),
};

/** Shards loaded this visit: a keyword met again needs no new load. */
const loaded = new Map<number, Shard>();
/** Each type's pair shards loaded this visit, by `<type>-<index>`. */
const loadedPairs = new Map<string, PairShard>();
const pairId = (type: ChallengeType, index: number) => `${type}-${index}`;

/**
 * Loads a chunk into `into` once. One that cannot load (offline before the site was kept) only
 * leaves the keyword unknown, or without its pair names: the formats alone still make eight good
 * names for any keyword.
 */
async function loadOnce<Id, Chunk>(
  into: Map<Id, Chunk>,
  id: Id,
  load: () => Promise<unknown>,
  read: (value: unknown) => Chunk,
): Promise<void> {
  if (into.has(id)) return;
  try {
    into.set(id, read(await load()));
  } catch {
    // Left out, as above.
  }
}

const loadShard = (index: number) => loadOnce(loaded, index, () => loadShardFile(index), shardFrom);

/**
 * Everything a Creative draw for this cleaned keyword and type needs. Rejects when the formats
 * cannot be loaded (offline, a deploy took them away); the caller says so.
 *
 * @example
 * const creative = await loadCreativeData('Yoga', 'fitness');
 * generateNames({ style: 'creative', creative, keyword: 'Yoga', type: 'fitness', … });
 */
export async function loadCreativeData(
  keyword: string,
  type: ChallengeType,
): Promise<CreativeData> {
  const [formats] = await Promise.all([
    FORMAT_LOADERS[type](),
    ...shardsFor(keyword).map(loadShard),
  ]);
  let lookup = lookUp(keyword, (index) => loaded.get(index));
  // An alias points to its entry's shard: one more load at most.
  if ('load' in lookup) {
    await loadShard(lookup.load);
    lookup = lookUp(keyword, (index) => loaded.get(index));
  }
  const known = knownFor('known' in lookup ? lookup.known : null, type);
  // Another type's keyword has names written for this type's draws: one more small load.
  const pairShard = pairShardFor(known, type);
  if (pairShard !== undefined) {
    const load = () => loadPairShardFile(type, pairShard);
    await loadOnce(loadedPairs, pairId(type, pairShard), load, pairShardFrom);
  }
  const pairNames = pairNamesFor(known, type, (index) => loadedPairs.get(pairId(type, index)));
  const shared = { shared: SHARED_FORMATS, reserve: RESERVE_FORMATS };
  return {
    type,
    formats,
    ...shared,
    language: ENGLISH,
    known,
    ...(pairNames === undefined ? {} : { pairNames }),
  };
}
