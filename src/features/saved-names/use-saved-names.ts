import { useSyncExternalStore } from 'react';
import type { GeneratedName } from '../../generator';
import {
  deviceRevision,
  hasEntry,
  isVisitOnly,
  readEntries,
  readLegacy,
  removeEntry,
  removeLegacy,
  subscribeToDevice,
  writeEntry,
} from '../../lib/device-store';
import {
  SAVED_NAMES_LIMIT,
  SAVED_NAMES_STORAGE_KEY,
  legacySavedNames,
  savedNamesFrom,
  type SavedName,
} from './saved-names';

export interface SavedNamesSnapshot {
  readonly list: readonly SavedName[];
  /** False once the browser refused to store a change: the list then lasts for this visit only. */
  readonly onDevice: boolean;
}

export type SaveOutcome =
  /** Saved; `stored` says whether it will outlive this visit. */
  | { readonly ok: true; readonly stored: boolean }
  | { readonly ok: false; readonly reason: 'limit' | 'duplicate' };

const NOTHING_SAVED: SavedNamesSnapshot = { list: [], onDevice: true };

let migrating = false;

/**
 * Moves a list stored by an earlier version (one array under the list's own key) to one entry a
 * name, keeping every field of every entry, then drops the array once all of it has moved.
 */
function migrate(): void {
  // Each entry it writes is a change that calls back here; one pass is enough.
  if (migrating) return;
  const raw = readLegacy(SAVED_NAMES_STORAGE_KEY);
  if (raw === null) return;
  migrating = true;
  try {
    let allStored = true;
    for (const [index, { name, ...rest }] of legacySavedNames(raw).entries()) {
      if (hasEntry(SAVED_NAMES_STORAGE_KEY, name)) continue;
      allStored = writeEntry(SAVED_NAMES_STORAGE_KEY, name, { ...rest, at: index }) && allStored;
    }
    if (allStored) removeLegacy(SAVED_NAMES_STORAGE_KEY);
  } finally {
    migrating = false;
  }
}

/**
 * Migrates when the list is first watched, not while rendering, and again on every change, so
 * that a tab of an earlier version still open that writes its array is moved too.
 */
function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeToDevice(() => {
    migrate();
    listener();
  });
  // After subscribing, so that each entry it moves reaches the listener, whenever the renderer
  // compares snapshots.
  migrate();
  return unsubscribe;
}

// useSyncExternalStore needs the same object back for as long as nothing changed.
let lastRevision = -1;
let last: SavedNamesSnapshot = NOTHING_SAVED;

function getSnapshot(): SavedNamesSnapshot {
  if (deviceRevision !== lastRevision) {
    lastRevision = deviceRevision;
    last = {
      list: savedNamesFrom(readEntries(SAVED_NAMES_STORAGE_KEY)),
      onDevice: !isVisitOnly(SAVED_NAMES_STORAGE_KEY),
    };
  }
  return last;
}

// The prerendered page cannot know what this device saved: it shows an empty list, and the
// stored one replaces it right after hydration (without a hydration mismatch).
function getServerSnapshot(): SavedNamesSnapshot {
  return NOTHING_SAVED;
}

/**
 * Saves a generated name at the end of the list: refused at the limit, or when the name is
 * already kept (also by a later version of the site, whose entry stays as it is).
 *
 * @example
 * const outcome = saveName(name);
 * if (outcome.ok && !outcome.stored) warnVisitOnly();
 */
export function saveName({
  name,
  type,
  platform,
}: Pick<GeneratedName, 'name' | 'type' | 'platform'>): SaveOutcome {
  if (hasEntry(SAVED_NAMES_STORAGE_KEY, name)) return { ok: false, reason: 'duplicate' };
  if (getSnapshot().list.length >= SAVED_NAMES_LIMIT) return { ok: false, reason: 'limit' };
  const stored = writeEntry(SAVED_NAMES_STORAGE_KEY, name, { type, platform, at: Date.now() });
  return { ok: true, stored };
}

/** Removes one saved name and nothing else. Returns whether the change was stored. */
export function removeName(name: string): boolean {
  return removeEntry(SAVED_NAMES_STORAGE_KEY, name);
}

/**
 * The names saved on this device, kept in step with storage and with other tabs. Empty while
 * prerendering. Change the list with {@link saveName} and {@link removeName}.
 */
export function useSavedNames(): SavedNamesSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
