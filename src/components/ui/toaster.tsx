import { Suspense, lazy, useEffect } from 'react';
import type { ToastItem } from './toast-state';
import { dismissToast, useToastRaised, useToasts } from './use-toast';

const loadToastView = () => import('./toast-view');

const LazyToastView = lazy(() =>
  loadToastView().then(
    (module) => ({ default: module.ToastView }),
    // A chunk that cannot load (a deploy replaced it, the network dropped) must not take the page
    // down with it: show the message plainly instead.
    () => ({ default: PlainToastView }),
  ),
);

/**
 * Mounted once by the layout. Draws nothing until a toast is raised; then loads the Radix toaster
 * (a separate chunk) and keeps it mounted. The first key or pointer press on the page starts that
 * download early, so the first toast rarely waits for it; a visit without interaction never pays.
 */
export function Toaster() {
  const raised = useToastRaised();
  const toasts = useToasts();

  useEffect(() => {
    if (raised) return;
    const preload = () => {
      void loadToastView().catch(() => undefined);
    };
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', preload, options);
    window.addEventListener('keydown', preload, options);
    return () => {
      window.removeEventListener('pointerdown', preload, options);
      window.removeEventListener('keydown', preload, options);
    };
  }, [raised]);

  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastView toasts={toasts} />
    </Suspense>
  );
}

function PlainToastView({ toasts }: { readonly toasts: readonly ToastItem[] }) {
  const current = toasts.find((t) => t.open);
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 sm:left-auto sm:max-w-md">
      {current ? (
        <div className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4 text-ink shadow-lg">
          <p className="min-w-0 flex-1">
            <strong>{current.title}</strong> {current.description}
          </p>
          <button
            type="button"
            className="text-sm font-semibold text-link underline"
            onClick={() => {
              dismissToast(current.id);
            }}
          >
            Close notification
          </button>
        </div>
      ) : null}
    </div>
  );
}
