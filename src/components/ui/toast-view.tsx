/**
 * Draws the toast with Radix Toast, which gives swipe to dismiss, a close button, pause on hover
 * and focus, the auto-dismiss timer and the screen-reader announcement. Loaded lazily by `Toaster`.
 */
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '../../config/timing';
import { dismissToast, type ToastState, type ToastVariant } from '../../lib/toast';
import { Icon } from './icon';

const VARIANT_CLASSES: Readonly<Record<ToastVariant, string>> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
};

const CLOSE_CLASSES: Readonly<Record<ToastVariant, string>> = {
  default: 'text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-brand',
  destructive: 'text-white hover:bg-white/15 focus-visible:outline-white',
};

export function ToastView({ toast: item }: { readonly toast: ToastState }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label="Notification" swipeDirection="right">
      {item ? (
        // A new key for each toast: a replacing toast gets its own timer and announcement.
        <RadixToast.Root
          key={item.id}
          // Errors interrupt a screen reader; confirmations wait their turn.
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg transition-[translate,opacity] duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none ${VARIANT_CLASSES[item.variant]}`}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {/* Radix announces the toast's text nodes joined as they are: without this space a
                screen reader would hear "Keyword RequiredPlease enter…" as one word. */}
            {item.description ? ' ' : null}
            {item.description ? (
              <RadixToast.Description className="mt-1 text-sm break-words">
                {item.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Close notification"
            className={`absolute top-2 right-2 grid size-9 place-items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 ${CLOSE_CLASSES[item.variant]}`}
          >
            <Icon path="M6 6l12 12M18 6L6 18" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-md" />
    </RadixToast.Provider>
  );
}
