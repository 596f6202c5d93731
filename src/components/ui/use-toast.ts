/**
 * The toast store: a module-level reducer state that any code can add to with `toast(...)` and
 * that the toaster reads with `useToasts()`. It is tiny on purpose and ships with the page; the
 * Radix-based toaster that draws toasts is loaded only when the first one is raised.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../../config/timing';
import {
  INITIAL_TOAST_STATE,
  toastReducer,
  type ToastAction,
  type ToastItem,
  type ToastState,
  type ToastVariant,
} from './toast-state';

/** How long a dismissed toast stays in state, so that it can finish animating out. */
const REMOVE_DELAY_MS = 1000;

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
}

let state: ToastState = INITIAL_TOAST_STATE;
let raised = false;
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function scheduleRemove(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, REMOVE_DELAY_MS),
  );
}

/**
 * Shows a toast; with the limit of one it replaces whatever toast is showing. Returns its id.
 *
 * @example
 * toast({ title: 'Copied!', description: '"#YogaFlowChallenge" has been copied to your clipboard.' });
 * toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.', variant: 'destructive' });
 */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${nextId}`;
  raised = true;
  dispatch({
    type: 'add',
    toast: { id, title, description, variant, duration: TOAST_DURATION_MS, open: true },
  });
  return id;
}

/** Closes one toast (or all); it is forgotten shortly after, once it has animated out. */
export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
  for (const t of state.toasts) if (!t.open) scheduleRemove(t.id);
}

const NO_TOASTS: readonly ToastItem[] = [];

/** The toasts to draw, newest first. Empty while prerendering. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => state.toasts,
    () => NO_TOASTS,
  );
}

/** True from the first `toast(...)` on: the moment the toaster is worth loading. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
