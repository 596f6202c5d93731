import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, storedKeys, writeStored } from './storage';

const KEY = 'test:key';

beforeEach(() => {
  window.localStorage.clear();
});

describe('with working storage', () => {
  it('reads back what it wrote, and nothing after removing it', () => {
    expect(readStored(KEY)).toBeNull();
    expect(writeStored(KEY, 'value with "quotes" and ünïcödé')).toBe(true);
    expect(readStored(KEY)).toBe('value with "quotes" and ünïcödé');
    expect(window.localStorage.getItem(KEY)).toBe('value with "quotes" and ünïcödé');
    expect(storedKeys()).toEqual([KEY]);
    expect(removeStored(KEY)).toBe(true);
    expect(readStored(KEY)).toBeNull();
    expect(storedKeys()).toEqual([]);
  });
});

describe('with storage that fails', () => {
  it('treats a localStorage getter that throws as no storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => window.localStorage).toThrow();

    expect(readStored(KEY)).toBeNull();
    expect(writeStored(KEY, 'x')).toBe(false);
    expect(removeStored(KEY)).toBe(false);
    expect(storedKeys()).toEqual([]);
  });

  it('treats missing localStorage as no storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);

    expect(readStored(KEY)).toBeNull();
    expect(writeStored(KEY, 'x')).toBe(false);
    expect(removeStored(KEY)).toBe(false);
    expect(storedKeys()).toEqual([]);
  });

  it('reports a full quota as a failed write and keeps reading', () => {
    window.localStorage.setItem(KEY, 'before');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(writeStored(KEY, 'after')).toBe(false);
    expect(readStored(KEY)).toBe('before');
  });

  it.each([
    ['getItem', () => readStored(KEY), null],
    ['removeItem', () => removeStored(KEY), false],
  ] as const)('survives %s throwing', (method, call, expected) => {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new Error(`${method} failed`);
    });
    expect(call()).toBe(expected);
  });
});
