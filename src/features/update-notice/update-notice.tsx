import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { UPDATE_READY_MESSAGE } from '../../config/messages';
import { applyUpdate, subscribeToUpdate, updateReady } from '../../lib/service-worker';

/**
 * A quiet line under the header once a newer version of the site is ready, with a Reload button.
 * The page is never switched under the visitor's feet; the live region is always there, so the
 * line is announced when it appears.
 */
export function UpdateNotice() {
  const ready = useSyncExternalStore(subscribeToUpdate, updateReady, () => false);
  return (
    <div role="status">
      {ready ? (
        <div className="border-b border-line bg-surface-muted">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm text-ink">
            <p>{UPDATE_READY_MESSAGE}</p>
            <Button variant="outline" size="sm" onClick={applyUpdate}>
              Reload
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
