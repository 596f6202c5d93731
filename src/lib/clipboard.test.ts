import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

function setClipboard(descriptor: PropertyDescriptor): void {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, ...descriptor });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('copyText', () => {
  it('writes the exact text and reports success', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    setClipboard({ value: { writeText } });

    await expect(copyText('#YogaFlowChallenge #viral')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('#YogaFlowChallenge #viral');
  });

  it.each([
    ['the Clipboard API is missing', { value: undefined }],
    ['writeText is missing', { value: {} }],
    ['writeText is not a function', { value: { writeText: 'nope' } }],
    ['writeText rejects', { value: { writeText: () => Promise.reject(new Error('denied')) } }],
    [
      'writeText throws synchronously',
      {
        value: {
          writeText: () => {
            throw new DOMException('Document is not focused.', 'NotAllowedError');
          },
        },
      },
    ],
    [
      'reading navigator.clipboard throws',
      {
        get: () => {
          throw new Error('blocked');
        },
      },
    ],
  ] satisfies [string, PropertyDescriptor][])(
    'reports failure, never throwing, when %s',
    async (_, descriptor) => {
      setClipboard(descriptor);
      await expect(copyText('#Anything')).resolves.toBe(false);
    },
  );
});
