/**
 * The site's one notification: any code raises it with `toast(...)`, and the toaster draws it. It
 * holds one toast at most, so a new toast replaces the one showing. React-free, so that `lib/` and
 * every feature can raise a toast; the auto-dismiss timer, swipe and announcement belong to the
 * toaster (Radix Toast), never to this state.
 */

/** The one declaration of toast variants; the toaster styles each of them once. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  /** New for every toast, so that the toaster starts a new timer and announcement for it. */
  readonly id: number;
  readonly variant: ToastVariant;
}

/** The toast showing, or null. */
export type ToastState = Toast | null;

export type ToastAction =
  | { readonly type: 'show'; readonly toast: Toast }
  | { readonly type: 'dismiss'; readonly id: number };

/** Showing replaces whatever is showing; dismissing closes only the toast it names (a late close
 * of a replaced toast must not close its successor). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      return action.toast;
    case 'dismiss':
      return state?.id === action.id ? null : state;
  }
}

let state: ToastState = null;
let lastId = 0;
const listeners = new Set<() => void>();

function dispatch(action: ToastAction): void {
  const next = toastReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast in place of the one showing.
 *
 * @example
 * toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.', variant: 'destructive' });
 */
export function toast({ title, description, variant = 'default' }: ToastInput): void {
  lastId += 1;
  dispatch({ type: 'show', toast: { id: lastId, title, description, variant } });
}

/** Closes the toast with this id, if it is still the one showing. */
export function dismissToast(id: number): void {
  dispatch({ type: 'dismiss', id });
}

/** For `useSyncExternalStore`: calls `listener` whenever the toast showing changes. */
export function subscribeToToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToast(): ToastState {
  return state;
}
