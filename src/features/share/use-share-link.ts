import { useEffect, useEffectEvent, useRef } from 'react';
import {
  decodeShareFragment,
  encodeShareFragment,
  type ShareableResult,
  type SharedGeneration,
} from './share-fragment';

/**
 * Keeps the address in step with the results, so that it can be shared or reloaded:
 * - after each generation it writes `#k=…&t=…&p=…&s=…` over the current history entry (no new
 *   entries, and React Router's own entry state is kept);
 * - once hydrated (the prerendered page cannot know the fragment), and whenever the fragment
 *   changes by hand, it hands a shared generation found there to `open`.
 *
 * The fragment is never sent to a server: a shared result stays between the people who share it.
 */
export function useShareLink(
  result: ShareableResult | null,
  open: (shared: SharedGeneration) => void,
): void {
  /** The fragment this page wrote last: seeing it again (Back, Forward) is not a new link. */
  const written = useRef<string | null>(null);
  const onShared = useEffectEvent(open);

  useEffect(() => {
    const read = () => {
      const { hash } = window.location;
      if (hash === written.current) return;
      const shared = decodeShareFragment(hash);
      if (shared) onShared(shared);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      window.removeEventListener('hashchange', read);
    };
  }, []);

  useEffect(() => {
    if (!result) return;
    const fragment = `#${encodeShareFragment(result)}`;
    written.current = fragment;
    if (window.location.hash === fragment) return;
    // replaceState fires no hashchange or popstate, so neither this hook nor the router reacts.
    window.history.replaceState(window.history.state, '', fragment);
  }, [result]);
}
