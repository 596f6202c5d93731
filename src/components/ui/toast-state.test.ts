import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '../../config/timing';
import { INITIAL_TOAST_STATE, toastReducer, type ToastItem, type ToastState } from './toast-state';

function item(id: string, overrides: Partial<ToastItem> = {}): ToastItem {
  return { id, title: `Toast ${id}`, variant: 'default', duration: 5000, open: true, ...overrides };
}

function stateOf(...toasts: ToastItem[]): ToastState {
  return { toasts };
}

describe('toastReducer', () => {
  it('keeps the spec limit of one toast', () => {
    expect(TOAST_LIMIT).toBe(1);
  });

  it('adds a toast to an empty state', () => {
    const next = toastReducer(INITIAL_TOAST_STATE, { type: 'add', toast: item('a') });
    expect(next.toasts).toEqual([item('a')]);
    expect(INITIAL_TOAST_STATE.toasts).toEqual([]);
  });

  it('replaces the showing toast with a new one (limit 1)', () => {
    const next = toastReducer(stateOf(item('a')), { type: 'add', toast: item('b') });
    expect(next.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('replaces a closing toast too, so two quick toasts leave one', () => {
    let state = toastReducer(INITIAL_TOAST_STATE, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    state = toastReducer(state, { type: 'add', toast: item('b') });
    expect(state.toasts).toEqual([item('b')]);
  });

  it('dismisses by id: the toast stays but is closed', () => {
    const next = toastReducer(stateOf(item('a')), { type: 'dismiss', id: 'a' });
    expect(next.toasts).toEqual([item('a', { open: false })]);
  });

  it('dismisses every toast without an id', () => {
    const next = toastReducer(stateOf(item('a'), item('b')), { type: 'dismiss' });
    expect(next.toasts.every((t) => !t.open)).toBe(true);
    expect(next.toasts).toHaveLength(2);
  });

  it.each([
    ['an unknown id', stateOf(item('a')), 'zzz'],
    ['an already closed toast', stateOf(item('a', { open: false })), 'a'],
  ])('returns the same state when dismissing %s', (_, state, id) => {
    expect(toastReducer(state, { type: 'dismiss', id })).toBe(state);
  });

  it('removes a toast by id', () => {
    const next = toastReducer(stateOf(item('a', { open: false }), item('b')), {
      type: 'remove',
      id: 'a',
    });
    expect(next.toasts).toEqual([item('b')]);
  });

  it('removes every toast without an id', () => {
    expect(toastReducer(stateOf(item('a'), item('b')), { type: 'remove' }).toasts).toEqual([]);
  });

  it('returns the same state when removing an unknown id (a late timer)', () => {
    const state = stateOf(item('b'));
    expect(toastReducer(state, { type: 'remove', id: 'a' })).toBe(state);
  });

  it('does not mutate the state it is given', () => {
    const state = stateOf(item('a'));
    const frozen = JSON.stringify(state);
    toastReducer(state, { type: 'add', toast: item('b') });
    toastReducer(state, { type: 'dismiss', id: 'a' });
    toastReducer(state, { type: 'remove', id: 'a' });
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
