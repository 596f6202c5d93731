import { useCallback, useSyncExternalStore } from 'react';
import { cleanOwnHashtag, type OwnHashtagResult } from '../../generator';
import { readValue, subscribeToDevice, writeValue, type DeviceValue } from '../../lib/device-store';

/** Where the device keeps what the visitor typed as their own hashtag (as typed, not cleaned). */
export const OWN_HASHTAG_STORAGE_KEY = 'cng:own-hashtag';

/** Kept as typed; before the device store (format 1) it was the bare text. */
const OWN_HASHTAG: DeviceValue<string> = {
  key: OWN_HASHTAG_STORAGE_KEY,
  parse: (value) => (typeof value === 'string' ? value : null),
  legacy: (raw) => raw,
};

function getSnapshot(): string {
  return readValue(OWN_HASHTAG) ?? '';
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
  const text = useSyncExternalStore(subscribeToDevice, getSnapshot, getServerSnapshot);
  const result = cleanOwnHashtag(text);
  const setText = useCallback((next: string) => {
    // The field refuses a paste far over the limit, so what is typed is kept whole.
    writeValue(OWN_HASHTAG, next);
  }, []);
  return { text, result, tag: result.ok ? result.tag : null, setText };
}
