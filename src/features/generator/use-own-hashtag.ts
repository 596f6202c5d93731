import { useCallback, useSyncExternalStore } from 'react';
import { cleanOwnHashtag, type OwnHashtagResult } from '../../generator';
import { readStored, writeStored } from '../../lib/storage';

/** Where the device keeps what the visitor typed as their own hashtag (as typed, not cleaned). */
export const OWN_HASHTAG_STORAGE_KEY = 'cng:own-hashtag';

/** Far beyond any usable hashtag; a huge paste is not worth keeping on the device. */
const MAX_STORED_LENGTH = 200;

// What the visitor typed this visit when the browser refused to store it.
let unsaved: string | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: what is stored now wins.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== OWN_HASHTAG_STORAGE_KEY) return;
    unsaved = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): string {
  return unsaved ?? readStored(OWN_HASHTAG_STORAGE_KEY) ?? '';
}

// The prerendered page cannot know it: the field starts empty and fills in after hydration.
function getServerSnapshot(): string {
  return '';
}

/**
 * The visitor's own hashtag, remembered on this device: what they typed, its cleaned form
 * (`result`), and a way to change it. Storage that is refused keeps it for this visit.
 */
export function useOwnHashtag(): {
  readonly text: string;
  readonly result: OwnHashtagResult;
  /** The cleaned tag to add to sets and captions, or null when there is none (or it is refused). */
  readonly tag: string | null;
  readonly setText: (text: string) => void;
} {
  const text = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const result = cleanOwnHashtag(text);
  const setText = useCallback((next: string) => {
    const value = next.slice(0, MAX_STORED_LENGTH);
    unsaved = writeStored(OWN_HASHTAG_STORAGE_KEY, value) ? undefined : value;
    for (const listener of listeners) listener();
  }, []);
  return { text, result, tag: result.ok ? result.tag : null, setText };
}
