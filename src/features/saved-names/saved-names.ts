import type { DeviceEntry } from '../../lib/device-store';
import {
  CHALLENGE_TYPE_LABELS,
  PLATFORM_LABELS,
  isChallengeType,
  isPlatform,
  type ChallengeType,
  type Platform,
} from '../../generator';

/**
 * The list of names a visitor saved on this device. Pure functions over plain data, so the
 * rules (order, tolerant reading of whatever storage holds) are tested alone; the hook next to
 * this file keeps the list in the device store, one entry a name. A list over the limit (two tabs
 * saving at once can pass it) is kept and shown whole; only saving waits until it is under.
 */
export const SAVED_NAMES_LIMIT = 500;
export const SAVED_NAMES_STORAGE_KEY = 'cng:saved-names';
/** What the downloaded list is called on the visitor's device. */
export const SAVED_NAMES_FILE_NAME = 'challenge-names.txt';

export interface SavedName {
  readonly name: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
}

/** A saved name is a hashtag of letters, digits and underscores, as the generator makes them. */
const SAVED_NAME_PATTERN = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]{0,200}$/u;

/**
 * The saved names this version understands, oldest first, from the store's entries (one a name,
 * `{ type, platform, at }`). Entries with a type or platform this version does not know (written
 * by a later one) are left out here and left alone in storage. Never throws.
 *
 * @example
 * savedNamesFrom([{ id: '#YogaQuest', value: { type: 'fitness', platform: 'tiktok', at: 1 } }]);
 * // [{ name: '#YogaQuest', type: 'fitness', platform: 'tiktok' }]
 */
export function savedNamesFrom(entries: readonly DeviceEntry[]): SavedName[] {
  const list: (SavedName & { readonly at: number })[] = [];
  for (const { id, value } of entries) {
    if (typeof value !== 'object' || value === null || !SAVED_NAME_PATTERN.test(id)) continue;
    const { type, platform, at } = value as Record<string, unknown>;
    if (!isChallengeType(type) || !isPlatform(platform)) continue;
    list.push({ name: id, type, platform, at: typeof at === 'number' ? at : 0 });
  }
  list.sort((a, b) => a.at - b.at);
  return list.map(({ name, type, platform }) => ({ name, type, platform }));
}

type LegacyEntry = { readonly name: string } & Readonly<Record<string, unknown>>;

/**
 * The entries of a list stored by an earlier version (one JSON array): every object with a
 * string name, with all its fields as they were (the first of a name is the one moved). Never
 * throws.
 *
 * @example
 * legacySavedNames('[{"name":"#YogaQuest","type":"cooking","platform":"threads"}, 42]');
 * // [{ name: '#YogaQuest', type: 'cooking', platform: 'threads' }]
 */
export function legacySavedNames(raw: string): LegacyEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: LegacyEntry[] = [];
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name } = entry as Record<string, unknown>;
    if (typeof name !== 'string') continue;
    entries.push({ ...(entry as Record<string, unknown>), name });
  }
  return entries;
}

export function isSaved(list: readonly SavedName[], name: string): boolean {
  return list.some((entry) => entry.name === name);
}

/**
 * The list as a plain-text file: one name a line with its type and platform, readable anywhere.
 *
 * @example
 * savedNamesText([{ name: '#YogaQuest', type: 'fitness', platform: 'tiktok' }]);
 * // '#YogaQuest\tFitness\tTikTok\n'
 */
export function savedNamesText(list: readonly SavedName[]): string {
  return list
    .map((entry) =>
      [entry.name, CHALLENGE_TYPE_LABELS[entry.type], PLATFORM_LABELS[entry.platform]].join('\t'),
    )
    .map((line) => `${line}\n`)
    .join('');
}
