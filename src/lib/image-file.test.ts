import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyImage, shareImageFile } from './image-file';

const file = new File(['png'], 'yoga-quest-poster-1080x1920.png', { type: 'image/png' });

function setNavigator(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { configurable: true, value });
  }
}

afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
  vi.unstubAllGlobals();
});

describe('shareImageFile', () => {
  it('shares the file where the browser can', async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator({ share, canShare: () => true });
    expect(await shareImageFile(file, '#YogaQuest')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [file], title: '#YogaQuest' });
  });

  it.each([
    ['no Web Share at all', {}],
    ['Web Share without files', { share: () => Promise.resolve(), canShare: () => false }],
  ])('is unsupported with %s', async (_, api) => {
    setNavigator(api);
    expect(await shareImageFile(file, '#YogaQuest')).toBe('unsupported');
  });

  it('tells a visitor’s cancel from a failure, and never throws', async () => {
    setNavigator({
      canShare: () => true,
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    expect(await shareImageFile(file, 'x')).toBe('cancelled');
    setNavigator({
      canShare: () => true,
      share: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    expect(await shareImageFile(file, 'x')).toBe('failed');
    setNavigator({
      canShare: () => {
        throw new Error('broken');
      },
      share: () => Promise.resolve(),
    });
    expect(await shareImageFile(file, 'x')).toBe('failed');
  });
});

describe('copyImage', () => {
  it('writes the PNG to the clipboard as an image', async () => {
    const write = vi.fn<(items: unknown[]) => Promise<void>>(() => Promise.resolve());
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    setNavigator({ clipboard: { write } });
    const png = Promise.resolve(new Blob(['png'], { type: 'image/png' }));
    expect(await copyImage(png)).toBe(true);
    const [[items]] = write.mock.calls as unknown as [[FakeItem[]]];
    expect(Object.keys(items[0]!.items)).toEqual(['image/png']);
  });

  it('says false, never throwing, where images cannot be copied', async () => {
    const failing = Promise.reject(new Error('no picture'));
    setNavigator({ clipboard: { writeText: () => Promise.resolve() } });
    expect(await copyImage(failing)).toBe(false);
    vi.stubGlobal('ClipboardItem', Object);
    setNavigator({
      clipboard: { write: () => Promise.reject(new DOMException('', 'NotAllowedError')) },
    });
    expect(await copyImage(Promise.resolve(new Blob()))).toBe(false);
  });
});
