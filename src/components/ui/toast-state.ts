/**
 * Toast state as a pure reducer, in the spirit of shadcn/ui's `use-toast`: adding puts the new
 * toast first and keeps at most {@link TOAST_LIMIT} (so with the spec's limit of 1 a new toast
 * replaces the old), dismissing closes a toast (it can still animate out), removing forgets it.
 * Timers live at the edge (the store and Radix Toast), never in here.
 */
import { TOAST_LIMIT } from '../../config/timing';

/** The one declaration of toast variants; the toaster styles each of them once. */
export const TOAST_VARIANTS = ['default', 'destructive'] as const;

export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastItem {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  readonly duration: number;
  /** False once dismissed; the toast stays in state until removed so it can animate out. */
  readonly open: boolean;
}

export interface ToastState {
  readonly toasts: readonly ToastItem[];
}

export type ToastAction =
  | { readonly type: 'add'; readonly toast: ToastItem }
  /** Without an id, every toast. */
  | { readonly type: 'dismiss'; readonly id?: string }
  /** Without an id, every toast. */
  | { readonly type: 'remove'; readonly id?: string };

export const INITIAL_TOAST_STATE: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return {
        toasts: [action.toast, ...state.toasts.filter((t) => t.id !== action.toast.id)].slice(
          0,
          TOAST_LIMIT,
        ),
      };
    case 'dismiss': {
      const { id } = action;
      if (!state.toasts.some((t) => t.open && (id === undefined || t.id === id))) return state;
      return {
        toasts: state.toasts.map((t) =>
          id === undefined || t.id === id ? { ...t, open: false } : t,
        ),
      };
    }
    case 'remove': {
      const { id } = action;
      if (id === undefined) return state.toasts.length === 0 ? state : INITIAL_TOAST_STATE;
      const toasts = state.toasts.filter((t) => t.id !== id);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
  }
}
