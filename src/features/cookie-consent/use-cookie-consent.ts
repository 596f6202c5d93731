import { useCallback, useSyncExternalStore } from 'react';
import { readValue, subscribeToDevice, writeValue } from '../../lib/device-store';
import { CONSENT, type ConsentChoice } from './consent';

const getSnapshot = () => readValue(CONSENT);

// The prerendered page cannot know the visitor's answer: it always shows the question, and the
// stored answer replaces it right after hydration (without a hydration mismatch).
const getServerSnapshot = () => null;

/**
 * The visitor's cookie choice on this device, and a way to change it. `save` returns whether the
 * browser stored it; when it did not, the choice still holds until the page is left.
 */
export function useCookieConsent() {
  const choice = useSyncExternalStore(subscribeToDevice, getSnapshot, getServerSnapshot);
  const save = useCallback((next: ConsentChoice): boolean => writeValue(CONSENT, next), []);
  return { choice, save };
}
