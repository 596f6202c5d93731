import {
  CHALLENGE_TYPE_LABELS,
  PLATFORM_LABELS,
  isChallengeType,
  isPlatform,
  type ChallengeType,
  type GeneratedName,
  type Platform,
} from '../../generator';

/**
 * The list of names a visitor saved on this device. Pure functions over plain data, so the
 * rules (limit, no duplicates, tolerant parsing of whatever storage holds) are tested alone;
 * the hook next to this file moves the list in and out of localStorage.
 */
export const SAVED_NAMES_LIMIT = 500;
export const SAVED_NAMES_STORAGE_KEY = 'cng:saved-names';

export interface SavedName {
  readonly name: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
}

export type AddResult =
  | { readonly ok: true; readonly list: readonly SavedName[] }
  | { readonly ok: false; readonly reason: 'limit' | 'duplicate' };

/** A saved name is a hashtag of letters, digits and underscores, as the generator makes them. */
const SAVED_NAME_PATTERN = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]{0,200}$/u;

function isSavedName(value: unknown): value is SavedName {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    SAVED_NAME_PATTERN.test(entry.name) &&
    isChallengeType(entry.type) &&
    isPlatform(entry.platform)
  );
}

/**
 * Reads what storage holds. Anything broken (not JSON, wrong shape, hand-edited entries) is
 * skipped rather than trusted, duplicates are dropped and the limit holds. Never throws.
 *
 * @example
 * parseSavedNames('[{"name":"#YogaQuest","type":"fitness","platform":"tiktok"}, 42]');
 * // [{ name: '#YogaQuest', type: 'fitness', platform: 'tiktok' }]
 */
export function parseSavedNames(raw: string | null): SavedName[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const list: SavedName[] = [];
  for (const entry of data) {
    if (list.length === SAVED_NAMES_LIMIT) break;
    if (!isSavedName(entry) || seen.has(entry.name)) continue;
    seen.add(entry.name);
    list.push({ name: entry.name, type: entry.type, platform: entry.platform });
  }
  return list;
}

export function serializeSavedNames(list: readonly SavedName[]): string {
  return JSON.stringify(list);
}

export function isSaved(list: readonly SavedName[], name: string): boolean {
  return list.some((entry) => entry.name === name);
}

/**
 * Adds a generated name at the end of the list, refusing duplicates and the 501st name.
 *
 * @example
 * addSavedName([], { id: 'a1', name: '#YogaQuest', type: 'fitness', platform: 'tiktok' });
 * // { ok: true, list: [{ name: '#YogaQuest', type: 'fitness', platform: 'tiktok' }] }
 */
export function addSavedName(
  list: readonly SavedName[],
  generated: Pick<GeneratedName, 'name' | 'type' | 'platform'>,
): AddResult {
  if (isSaved(list, generated.name)) return { ok: false, reason: 'duplicate' };
  if (list.length >= SAVED_NAMES_LIMIT) return { ok: false, reason: 'limit' };
  const entry = { name: generated.name, type: generated.type, platform: generated.platform };
  return { ok: true, list: [...list, entry] };
}

export function removeSavedName(list: readonly SavedName[], name: string): SavedName[] {
  return list.filter((entry) => entry.name !== name);
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
