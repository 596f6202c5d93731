/**
 * localStorage that may be missing. Private modes, disabled cookies, sandboxed frames and full
 * quotas make `localStorage` throw on access, on read or on write; here each of those is a plain
 * "nothing stored" (`null` / `false`) so that no page breaks over a preference.
 */

function localStorageOrNull(): Storage | null {
  try {
    // Reading the property itself throws (SecurityError) when storage is disabled.
    return (globalThis as { localStorage?: Storage | null }).localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored value for `key`, or `null` when there is none or storage cannot be read.
 *
 * @example
 * readStored('cng:cookie-consent'); // '{"version":1,"choice":"accepted"}' or null
 */
export function readStored(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key`; `false` when storage is missing, disabled or full.
 *
 * @example
 * if (!writeStored('cng:cookie-consent', value)) keepForThisVisitOnly(value);
 */
export function writeStored(key: string, value: string): boolean {
  try {
    const storage = localStorageOrNull();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Every key storage holds now; none when it cannot be read. */
export function storedKeys(): string[] {
  try {
    // A Storage object's own enumerable properties are its keys.
    return Object.keys(localStorageOrNull() ?? {});
  } catch {
    return [];
  }
}

/**
 * Removes `key`; `false` when storage cannot be reached.
 *
 * @example
 * removeStored('cng:cookie-consent');
 */
export function removeStored(key: string): boolean {
  try {
    const storage = localStorageOrNull();
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
