import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, type ConsentChoice } from './consent';

// A choice the browser refused to store still holds for the rest of this visit.
let unsaved: string | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed (or cleared) the choice: what is stored now wins.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return;
    unsaved = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): string | null {
  return unsaved ?? readStored(CONSENT_STORAGE_KEY);
}

// The prerendered page cannot know the visitor's answer: it always shows the question, and the
// stored answer replaces it right after hydration (without a hydration mismatch).
function getServerSnapshot(): null {
  return null;
}

/**
 * The visitor's cookie choice on this device, and a way to change it. `save` returns whether the
 * browser stored it; when it did not, the choice still holds until the page is left.
 */
export function useCookieConsent() {
  const raw = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const choice = parseConsent(raw);

  const save = useCallback((next: ConsentChoice): boolean => {
    const value = serializeConsent(next);
    const stored = writeStored(CONSENT_STORAGE_KEY, value);
    unsaved = stored ? undefined : value;
    for (const listener of listeners) listener();
    return stored;
  }, []);

  return { choice, save };
}
