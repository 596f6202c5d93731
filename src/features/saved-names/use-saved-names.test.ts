import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_NAMES_LIMIT,
  SAVED_NAMES_STORAGE_KEY,
  parseSavedNames,
  serializeSavedNames,
  type SavedName,
} from './saved-names';

// The store is module state; a fresh copy per test keeps cases independent.
let store: typeof import('./use-saved-names');

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  store = await import('./use-saved-names');
});

const yoga = { id: 'a1', name: '#YogaQuest', type: 'fitness', platform: 'instagram' } as const;
const cats = { id: 'b2', name: '#CatLoop', type: 'pet', platform: 'youtube' } as const;
const entry = ({ name, type, platform }: SavedName) => ({ name, type, platform });

function stored(): SavedName[] {
  return parseSavedNames(window.localStorage.getItem(SAVED_NAMES_STORAGE_KEY));
}

function setup() {
  return renderHook(() => store.useSavedNames());
}

describe('useSavedNames', () => {
  it('reads what this device saved, saves to the end, removes, and stores each change', () => {
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, serializeSavedNames([entry(cats)]));
    const { result } = setup();
    expect(result.current).toEqual({ list: [entry(cats)], onDevice: true });

    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: true });
    });
    expect(result.current.list).toEqual([entry(cats), entry(yoga)]);
    expect(stored()).toEqual([entry(cats), entry(yoga)]);

    act(() => {
      expect(store.saveName({ ...yoga, type: 'dance' })).toEqual({
        ok: false,
        reason: 'duplicate',
      });
    });
    expect(stored()).toEqual([entry(cats), entry(yoga)]);

    act(() => {
      expect(store.removeName(cats.name)).toBe(true);
    });
    expect(result.current.list).toEqual([entry(yoga)]);
    expect(stored()).toEqual([entry(yoga)]);
  });

  it('gives the same snapshot while nothing changes', () => {
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, serializeSavedNames([entry(cats)]));
    const { result, rerender } = setup();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it(`refuses the name after ${SAVED_NAMES_LIMIT}, storing nothing new`, () => {
    const full = Array.from({ length: SAVED_NAMES_LIMIT }, (_, i) => ({
      name: `#Name${i}`,
      type: 'art' as const,
      platform: 'facebook' as const,
    }));
    const raw = serializeSavedNames(full);
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, raw);
    const { result } = setup();
    expect(result.current.list).toHaveLength(SAVED_NAMES_LIMIT);

    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: false, reason: 'limit' });
    });
    expect(window.localStorage.getItem(SAVED_NAMES_STORAGE_KEY)).toBe(raw);

    act(() => {
      store.removeName('#Name0');
    });
    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: true });
    });
    expect(result.current.list.at(-1)).toEqual(entry(yoga));
    expect(result.current.list).toHaveLength(SAVED_NAMES_LIMIT);
  });

  it('keeps names for this visit when storage is full, and stores them once there is room', () => {
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, serializeSavedNames([entry(cats)]));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = setup();

    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: false });
    });
    expect(result.current).toEqual({ list: [entry(cats), entry(yoga)], onDevice: false });
    expect(stored()).toEqual([entry(cats)]);

    setItem.mockRestore();
    act(() => {
      expect(store.removeName(cats.name)).toBe(true);
    });
    expect(result.current).toEqual({ list: [entry(yoga)], onDevice: true });
    expect(stored()).toEqual([entry(yoga)]);
  });

  it('works for this visit when every touch of localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = setup();
    expect(result.current).toEqual({ list: [], onDevice: true });

    act(() => {
      expect(store.saveName(yoga)).toEqual({ ok: true, stored: false });
      expect(store.saveName(cats)).toEqual({ ok: true, stored: false });
    });
    expect(result.current).toEqual({ list: [entry(yoga), entry(cats)], onDevice: false });

    act(() => {
      expect(store.removeName(yoga.name)).toBe(false);
    });
    expect(result.current.list).toEqual([entry(cats)]);
  });

  it('follows changes made in another tab', () => {
    const { result } = setup();
    act(() => {
      store.saveName(yoga);
    });

    // Another tab wrote the list; the browser tells this one with a storage event.
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, serializeSavedNames([entry(cats)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_NAMES_STORAGE_KEY }));
    });
    expect(result.current.list).toEqual([entry(cats)]);

    window.localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.list).toEqual([]);
  });

  it('prerenders an empty list, whatever this device saved', () => {
    window.localStorage.setItem(SAVED_NAMES_STORAGE_KEY, serializeSavedNames([entry(cats)]));
    function Probe() {
      return createElement('p', null, store.useSavedNames().list.length);
    }
    expect(renderToString(createElement(Probe))).toBe('<p>0</p>');
  });
});
