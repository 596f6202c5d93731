/**
 * The one store for what the site keeps on the device (cookie choice, theme, saved names …), over
 * localStorage that may be missing, refused or full.
 *
 * - Reading never throws: whatever storage holds that a reader does not understand reads as
 *   nothing, and is never rewritten.
 * - Format 2: every value is the JSON of `{ "v": 2, "value": … }`. Format 1 (each feature's own
 *   shape, before this store) is still read through each value's `legacy` reader.
 * - A list keeps one key per entry (`<list>/<id>`), so two tabs saving at once write different
 *   keys and lose nothing, without locks (Web Locks would serialise the writes, but another tab's
 *   localStorage copy is only updated asynchronously, so a locked read could still miss the write
 *   just made). A remove deletes exactly its entry; nothing else is rewritten or cut.
 * - A write the browser refuses is kept in memory for this visit, per key, so it survives another
 *   tab's change to other keys.
 */
import { readStored, removeStored, storedKeys, writeStored } from './storage';

const FORMAT_VERSION = 2;

export interface DeviceValue<T> {
  readonly key: string;
  /** The value from a format-2 record, or null when this version does not understand it. */
  readonly parse: (value: unknown) => T | null;
  /** Format 1: what was stored under `key` before this store. */
  readonly legacy?: (raw: string) => T | null;
}

/** One entry of a list as stored: `id` is its key's ending, `value` as the writer gave it. */
export interface DeviceEntry {
  readonly id: string;
  readonly value: unknown;
}

// Keys whose write the browser refused: what this visit holds instead (null: removed).
const visitOnly = new Map<string, string | null>();
const listeners = new Set<() => void>();
/** Goes up by one on every change: readers know when to read again (a live binding). */
export let deviceRevision = 0;

function changed(): void {
  deviceRevision += 1;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab's write to a key wins over what this visit held for that key only.
  if (event.key !== null) visitOnly.delete(event.key);
  changed();
}

/** Calls `listener` on every change, here or in another tab; returns the unsubscribe. */
export function subscribeToDevice(listener: () => void): () => void {
  // The same function is added once, however many subscribe.
  window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function rawAt(key: string): string | null {
  return visitOnly.has(key) ? (visitOnly.get(key) ?? null) : readStored(key);
}

/** The format-2 record in `raw`, or undefined when it is not one. */
function unwrap(raw: string | null): { value: unknown } | undefined {
  try {
    const record = JSON.parse(raw ?? '0') as { v?: unknown; value: unknown } | null;
    return record?.v === FORMAT_VERSION && 'value' in record ? record : undefined;
  } catch {
    return undefined;
  }
}

function put(key: string, raw: string | null): boolean {
  const stored = raw === null ? removeStored(key) : writeStored(key, raw);
  if (stored) visitOnly.delete(key);
  else visitOnly.set(key, raw);
  changed();
  return stored;
}

const wrap = (value: unknown) => JSON.stringify({ v: FORMAT_VERSION, value });

/** The value kept for `value.key`, or null when there is none this version understands. */
export function readValue<T>(value: DeviceValue<T>): T | null {
  const raw = rawAt(value.key);
  if (raw === null) return null;
  const record = unwrap(raw);
  if (record) return value.parse(record.value);
  return value.legacy?.(raw) ?? null;
}

/** Keeps `next`; returns whether it is stored on the device (else it lasts this visit). */
export function writeValue<T>(value: DeviceValue<T>, next: T): boolean {
  return put(value.key, wrap(next));
}

/** Whether this visit holds `key` (or any entry of list `key`) only in memory. */
export function isVisitOnly(key: string): boolean {
  return [...visitOnly.keys()].some((held) => held === key || held.startsWith(`${key}/`));
}

/**
 * What an earlier version kept under `key` in a shape of its own (format 1), for a feature that
 * moves it into this store; null when there is none.
 */
export function readLegacy(key: string): string | null {
  const raw = readStored(key);
  return raw === null || unwrap(raw) !== undefined ? null : raw;
}

/** Drops what an earlier version kept under `key`, once it has been moved. */
export function removeLegacy(key: string): boolean {
  return removeStored(key);
}

/** Every entry of `list` in format 2, as stored (entries of later formats are left out). */
export function readEntries(list: string): DeviceEntry[] {
  const prefix = `${list}/`;
  const keys = new Set([...storedKeys(), ...visitOnly.keys()]);
  const entries: DeviceEntry[] = [];
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const record = unwrap(rawAt(key));
    if (record) entries.push({ id: key.slice(prefix.length), value: record.value });
  }
  return entries;
}

/** Whether anything (understood or not) is kept under entry `id` of `list`. */
export function hasEntry(list: string, id: string): boolean {
  return rawAt(`${list}/${id}`) !== null;
}

/** Adds or replaces entry `id`; returns whether it is stored on the device. */
export function writeEntry(list: string, id: string, value: unknown): boolean {
  return put(`${list}/${id}`, wrap(value));
}

/** Removes entry `id` and nothing else; returns whether storage took the change. */
export function removeEntry(list: string, id: string): boolean {
  return put(`${list}/${id}`, null);
}
