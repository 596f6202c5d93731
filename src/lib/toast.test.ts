import { describe, expect, it, vi } from 'vitest';
import { toastReducer, type Toast } from './toast';

function item(id: number, overrides: Partial<Toast> = {}): Toast {
  return { id, title: `Toast ${id}`, variant: 'default', ...overrides };
}

describe('toastReducer', () => {
  it('shows a toast when none is showing', () => {
    expect(toastReducer(null, { type: 'show', toast: item(1) })).toEqual(item(1));
  });

  it('keeps one toast at most: a new one replaces the one showing', () => {
    const next = toastReducer(item(1), {
      type: 'show',
      toast: item(2, { variant: 'destructive' }),
    });
    expect(next).toEqual(item(2, { variant: 'destructive' }));
  });

  it('dismisses the toast showing by its id', () => {
    expect(toastReducer(item(1), { type: 'dismiss', id: 1 })).toBeNull();
  });

  it.each([
    ['a replaced toast (a late close must not close its successor)', item(2), 1],
    ['when nothing is showing', null, 1],
  ])('leaves the state as it is when dismissing %s', (_, state, id) => {
    expect(toastReducer(state, { type: 'dismiss', id })).toBe(state);
  });
});

describe('toast', () => {
  it('notifies subscribers, gives each toast a new id, and closes only the current one', async () => {
    vi.resetModules();
    const { toast, dismissToast, subscribeToToast, currentToast } = await import('./toast');
    const listener = vi.fn();
    const unsubscribe = subscribeToToast(listener);

    toast({ title: 'Copied!', description: '"#YogaFlow" has been copied to your clipboard.' });
    const first = currentToast();
    expect(first).toMatchObject({ title: 'Copied!', variant: 'default' });
    toast({ title: 'Copy Failed', variant: 'destructive' });
    const second = currentToast();
    expect(second).toMatchObject({ title: 'Copy Failed', variant: 'destructive' });
    expect(second?.id).not.toBe(first?.id);

    dismissToast(first?.id ?? -1);
    expect(currentToast()).toBe(second);
    expect(listener).toHaveBeenCalledTimes(2);
    dismissToast(second?.id ?? -1);
    expect(currentToast()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    toast({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
