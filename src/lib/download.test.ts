import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_DELAY_MS, downloadFile, downloadTextFile } from './download';

// jsdom has no object URLs; each test puts its own on `URL` and they are removed afterwards.
const OBJECT_URL_METHODS = ['createObjectURL', 'revokeObjectURL'] as const;
const originals = OBJECT_URL_METHODS.map((key) => Object.getOwnPropertyDescriptor(URL, key));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  OBJECT_URL_METHODS.forEach((key, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(URL, key, original);
    else Reflect.deleteProperty(URL, key);
  });
});

function stubObjectUrls() {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test/1';
  });
  const revoke = vi.fn<(url: string) => void>();
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: create });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revoke });
  return { blobs, create, revoke };
}

describe('downloadTextFile', () => {
  it('clicks a temporary download link for a text Blob, then revokes its URL', async () => {
    const { blobs, revoke } = stubObjectUrls();
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });

    expect(downloadTextFile('challenge-names.txt', '#YogaQuest\tFitness\tTikTok\n')).toBe(true);

    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'challenge-names.txt', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('#YogaQuest\tFitness\tTikTok\n');

    vi.advanceTimersByTime(REVOKE_DELAY_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:test/1');
  });

  it('reports failure, never throwing, when object URLs are refused', () => {
    const { create } = stubObjectUrls();
    create.mockImplementation(() => {
      throw new TypeError('blocked');
    });
    expect(downloadTextFile('x.txt', 'x')).toBe(false);
  });
});

describe('downloadFile', () => {
  it('downloads any Blob under the given name', () => {
    const { blobs } = stubObjectUrls();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const png = new Blob(['png'], { type: 'image/png' });
    expect(downloadFile('yoga-quest-poster-1080x1920.png', png)).toBe(true);
    expect(clicked).toEqual(['yoga-quest-poster-1080x1920.png']);
    expect(blobs).toEqual([png]);
  });
});
