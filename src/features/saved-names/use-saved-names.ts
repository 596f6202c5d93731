import { useSyncExternalStore } from 'react';
import type { GeneratedName } from '../../generator';
import { readStored, writeStored } from '../../lib/storage';
import {
  SAVED_NAMES_STORAGE_KEY,
  addSavedName,
  parseSavedNames,
  removeSavedName,
  serializeSavedNames,
  type SavedName,
} from './saved-names';

export interface SavedNamesSnapshot {
  readonly list: readonly SavedName[];
  /** False once the browser refused to store the list: it then lasts for this visit only. */
  readonly onDevice: boolean;
}

export type SaveOutcome =
  /** Saved; `stored` says whether it will outlive this visit. */
  | { readonly ok: true; readonly stored: boolean }
  | { readonly ok: false; readonly reason: 'limit' | 'duplicate' };

const NOTHING_SAVED: SavedNamesSnapshot = { list: [], onDevice: true };

// What storage held when last read, parsed once: useSyncExternalStore needs the same object back
// for as long as nothing changed, and reading 500 names anew on every render would be waste.
let lastRaw: string | null = null;
let lastStored: SavedNamesSnapshot = NOTHING_SAVED;
// The list as this visit knows it, when the browser refused (or had no room) to store it.
let unsaved: SavedNamesSnapshot | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storedSnapshot(): SavedNamesSnapshot {
  const raw = readStored(SAVED_NAMES_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastStored = { list: parseSavedNames(raw), onDevice: true };
  }
  return lastStored;
}

function getSnapshot(): SavedNamesSnapshot {
  return unsaved ?? storedSnapshot();
}

// The prerendered page cannot know what this device saved: it shows an empty list, and the
// stored one replaces it right after hydration (without a hydration mismatch).
function getServerSnapshot(): SavedNamesSnapshot {
  return NOTHING_SAVED;
}

// Another tab saved or removed a name (or cleared storage): what is stored now wins.
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== SAVED_NAMES_STORAGE_KEY) return;
  unsaved = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stores the list; when the browser refuses, keeps it for this visit. Returns whether stored. */
function commit(list: readonly SavedName[]): boolean {
  const stored = writeStored(SAVED_NAMES_STORAGE_KEY, serializeSavedNames(list));
  unsaved = stored ? null : { list, onDevice: false };
  notify();
  return stored;
}

/**
 * Saves a generated name at the end of the list: refused beyond the limit or when already saved.
 *
 * @example
 * const outcome = saveName(name);
 * if (outcome.ok && !outcome.stored) warnVisitOnly();
 */
export function saveName(name: Pick<GeneratedName, 'name' | 'type' | 'platform'>): SaveOutcome {
  const added = addSavedName(getSnapshot().list, name);
  if (!added.ok) return added;
  return { ok: true, stored: commit(added.list) };
}

/** Removes a saved name. Returns whether the change was stored (it holds for this visit anyway). */
export function removeName(name: string): boolean {
  return commit(removeSavedName(getSnapshot().list, name));
}

/**
 * The names saved on this device, kept in step with storage and with other tabs. Empty while
 * prerendering. Change the list with {@link saveName} and {@link removeName}.
 */
export function useSavedNames(): SavedNamesSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
