import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_NAMES_LIMIT, SAVED_NAMES_STORAGE_KEY, type SavedName } from './saved-names';

// The stores are module state; fresh copies per test keep cases independent.
let store: typeof import('./use-saved-names');

beforeEach(async () => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
  store = await import('./use-saved-names');
});

const yoga = { name: '#YogaQuest', type: 'fitness', platform: 'instagram' } as const;
const cats = { name: '#CatLoop', type: 'pet', platform: 'youtube' } as const;
/** Written by a later version: a type and platform this one does not know. */
const later = { name: '#YarnNight', type: 'knitting', platform: 'threads' } as const;
const entry = ({ name, type, platform }: SavedName) => ({ name, type, platform });
const keyOf = (name: string) => `${SAVED_NAMES_STORAGE_KEY}/${name}`;

/** Plants an entry as a tab (this version or a later one) stores it. */
function plant({ name, ...rest }: { name: string; type: string; platform: string }, at: number) {
  window.localStorage.setItem(keyOf(name), JSON.stringify({ v: 2, value: { ...rest, at } }));
}

function setup() {
  return renderHook(() => store.useSavedNames());
}

describe('useSavedNames', () => {
  it('reads what this device saved, saves to the end, removes, and stores each change', () => {
    plant(cats, 1);
    const { result } = setup();
    expect(result.current).toEqual({ list: [entry(cats)], onDevice: true });

    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: true });
    });
    expect(result.current.list).toEqual([entry(cats), entry(yoga)]);
    expect(window.localStorage.getItem(keyOf(yoga.name))).not.toBeNull();
    act(() => {
      expect(store.saveName({ ...yoga, type: 'dance' })).toEqual({
        ok: false,
        reason: 'duplicate',
      });
    });
    act(() => {
      expect(store.removeName(cats.name)).toBe(true);
    });
    expect(result.current.list).toEqual([entry(yoga)]);
    expect(window.localStorage.getItem(keyOf(cats.name))).toBeNull();
  });

  it('moves a list stored by the previous version, keeping entries it does not understand', () => {
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, JSON.stringify([cats, later, yoga, 42]));
    const { result } = setup();
    expect(result.current.list).toEqual([entry(cats), entry(yoga)]);
    expect(window.localStorage.getItem(SAVED_NAMES_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(keyOf(later.name))!)).toEqual({
      v: 2,
      value: { type: later.type, platform: later.platform, at: 1 },
    });
  });

  it('moves a list that a tab of the previous version, still open, stores later', () => {
    plant(cats, 1);
    const { result } = setup();
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, JSON.stringify([yoga]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_NAMES_STORAGE_KEY }));
    });
    expect(result.current.list.map((saved) => saved.name).sort()).toEqual(
      [cats.name, yoga.name].sort(),
    );
    expect(window.localStorage.getItem(SAVED_NAMES_STORAGE_KEY)).toBeNull();
  });

  it('leaves an entry of a later version exactly as it was through saves and removes', () => {
    plant(later, 5);
    const before = window.localStorage.getItem(keyOf(later.name));
    const { result } = setup();
    act(() => {
      store.saveName(yoga);
      store.saveName(cats);
      store.removeName(yoga.name);
    });
    expect(result.current.list).toEqual([entry(cats)]);
    expect(window.localStorage.getItem(keyOf(later.name))).toBe(before);
    // Its name is taken: saving it here would overwrite the later version's entry.
    expect(store.saveName({ ...later, type: 'dance', platform: 'tiktok' })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('keeps a list over the limit whole: one remove takes exactly one name', () => {
    const over = SAVED_NAMES_LIMIT + 2;
    for (let i = 0; i < over; i++)
      plant({ name: `#Saved${i}`, type: 'art', platform: 'tiktok' }, i);
    const { result } = setup();
    expect(result.current.list).toHaveLength(over);
    expect(store.saveName(yoga)).toEqual({ ok: false, reason: 'limit' });
    act(() => {
      store.removeName('#Saved0');
    });
    expect(result.current.list).toHaveLength(over - 1);
    expect(result.current.list[0]?.name).toBe('#Saved1');
  });

  it('loses nothing when another tab saves between this tab reading and saving', () => {
    const { result } = setup();
    expect(result.current.list).toEqual([]);
    plant(cats, 1); // another tab, no storage event yet
    act(() => {
      store.saveName(yoga);
    });
    expect(result.current.list.map((saved) => saved.name).sort()).toEqual(
      [cats.name, yoga.name].sort(),
    );
  });

  it('keeps names for this visit when storage is full, through another tab’s change', () => {
    const { result } = setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: false });
    });
    expect(result.current).toEqual({ list: [entry(yoga)], onDevice: false });
    setItem.mockRestore();

    act(() => {
      plant(cats, Date.now() + 1);
      window.dispatchEvent(new StorageEvent('storage', { key: keyOf(cats.name) }));
    });
    expect(result.current).toEqual({ list: [entry(yoga), entry(cats)], onDevice: false });
  });

  it('works for this visit when every touch of localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = setup();
    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: false });
    });
    expect(result.current).toEqual({ list: [entry(yoga)], onDevice: false });
  });

  it('follows changes made in another tab', () => {
    const { result } = setup();
    act(() => {
      plant(cats, 1);
      window.dispatchEvent(new StorageEvent('storage', { key: keyOf(cats.name) }));
    });
    expect(result.current.list).toEqual([entry(cats)]);
  });

  it('gives the same snapshot while nothing changes', () => {
    plant(cats, 1);
    const { result, rerender } = setup();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('prerenders an empty list, whatever this device saved', () => {
    plant(cats, 1);
    function Probe() {
      return createElement('p', null, store.useSavedNames().list.length);
    }
    expect(renderToString(createElement(Probe))).toBe('<p>0</p>');
  });
});
