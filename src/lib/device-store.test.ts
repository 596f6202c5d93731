import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceValue } from './device-store';

let store: typeof import('./device-store');

beforeEach(async () => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
  store = await import('./device-store');
});

const WORD: DeviceValue<string> = {
  key: 'test:word',
  parse: (value) => (typeof value === 'string' ? value : null),
  legacy: (raw) => (raw.startsWith('old:') ? raw.slice(4) : null),
};

describe('single values', () => {
  it('stores a versioned record and reads it back', () => {
    expect(store.writeValue(WORD, 'yoga')).toBe(true);
    expect(window.localStorage.getItem(WORD.key)).toBe('{"v":2,"value":"yoga"}');
    expect(store.readValue(WORD)).toBe('yoga');
  });

  it('reads the previous format through the legacy reader', () => {
    window.localStorage.setItem(WORD.key, 'old:dance');
    expect(store.readValue(WORD)).toBe('dance');
  });

  it('never throws, whatever storage holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        window.localStorage.setItem(WORD.key, raw);
        const read = store.readValue(WORD);
        expect(read === null || typeof read === 'string').toBe(true);
      }),
    );
  });

  it('round-trips any JSON value', () => {
    const ANY: DeviceValue<unknown> = { key: 'test:any', parse: (value) => value };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        store.writeValue(ANY, value);
        expect(store.readValue(ANY)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('keeps a refused write for this visit, until another tab writes that key', () => {
    const unsubscribe = store.subscribeToDevice(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(store.writeValue(WORD, 'kept')).toBe(false);
    expect(store.readValue(WORD)).toBe('kept');
    expect(store.isVisitOnly(WORD.key)).toBe(true);
    setItem.mockRestore();

    window.localStorage.setItem('test:other', 'x');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:other' }));
    expect(store.readValue(WORD)).toBe('kept');
    window.localStorage.setItem(WORD.key, '{"v":2,"value":"theirs"}');
    window.dispatchEvent(new StorageEvent('storage', { key: WORD.key }));
    expect(store.readValue(WORD)).toBe('theirs');
    unsubscribe();
  });
});

describe('what this visit holds only in memory', () => {
  it('is told apart per value and per list, never by a key that merely starts the same', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    store.writeEntry('test:list-archive', 'a', 1);
    expect(store.isVisitOnly('test:list')).toBe(false);
    expect(store.isVisitOnly('test:list-archive')).toBe(true);
    store.writeEntry('test:list', 'b', 1);
    expect(store.isVisitOnly('test:list')).toBe(true);
    setItem.mockRestore();
  });
});

describe('what an earlier version kept', () => {
  it('reads its own shape as legacy text, never a record of this store', () => {
    expect(store.readLegacy(WORD.key)).toBeNull();
    window.localStorage.setItem(WORD.key, 'old:word');
    expect(store.readLegacy(WORD.key)).toBe('old:word');
    store.writeValue(WORD, 'new');
    expect(store.readLegacy(WORD.key)).toBeNull();
    expect(store.removeLegacy(WORD.key)).toBe(true);
    expect(window.localStorage.getItem(WORD.key)).toBeNull();
  });
});

describe('lists, one key per entry', () => {
  const id = fc.stringMatching(/^[a-z]{1,4}$/);

  it('after any saves and removes, holds exactly what was saved and not removed, and never touches other keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), id, fc.nat()), { maxLength: 40 }),
        fc.dictionary(id, fc.string()),
        (operations, foreign) => {
          window.localStorage.clear();
          for (const [key, raw] of Object.entries(foreign)) {
            window.localStorage.setItem(`other/${key}`, raw);
            // A later format under the list itself: never read, never rewritten.
            window.localStorage.setItem(
              `list/later-${key}`,
              `{"v":3,"value":${JSON.stringify(raw)}}`,
            );
          }
          const expected = new Map<string, number>();
          for (const [save, entry, value] of operations) {
            if (save) {
              store.writeEntry('list', entry, value);
              expected.set(entry, value);
            } else {
              store.removeEntry('list', entry);
              expected.delete(entry);
            }
          }
          const read = new Map(store.readEntries('list').map((e) => [e.id, e.value]));
          expect(read).toEqual(expected);
          for (const [key, raw] of Object.entries(foreign)) {
            expect(window.localStorage.getItem(`other/${key}`)).toBe(raw);
            expect(window.localStorage.getItem(`list/later-${key}`)).toBe(
              `{"v":3,"value":${JSON.stringify(raw)}}`,
            );
          }
        },
      ),
    );
  });

  it('sees entries another tab stored, so saves at once lose nothing', () => {
    store.writeEntry('list', 'mine', 1);
    window.localStorage.setItem('list/theirs', '{"v":2,"value":2}');
    store.writeEntry('list', 'mine-too', 3);
    expect(
      store
        .readEntries('list')
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(['mine', 'mine-too', 'theirs']);
    expect(store.hasEntry('list', 'theirs')).toBe(true);
  });
});
