import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToToast } from '../../lib/toast';
import type { ToastView } from './toast-view';

/**
 * Mounted once by the layout. Draws nothing until the first toast; that toast loads the Radix
 * toaster (a separate chunk, about 12 KB gzip, kept out of the first visit's budget), which then
 * stays mounted. Should the chunk fail to load (a deploy replaced it, the network dropped), toasts
 * go undrawn and the page keeps working; the next toast asks for the chunk again.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToast, currentToast, () => null);
  const [View, setView] = useState<typeof ToastView | null>(null);

  useEffect(() => {
    if (toast === null || View !== null) return;
    let current = true;
    import('./toast-view').then(
      (module) => {
        if (current) setView(() => module.ToastView);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [toast, View]);

  return View ? <View toast={toast} /> : null;
}
