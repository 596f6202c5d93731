import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILED_MESSAGE, copiedMessage } from '../config/messages';
import { copyWithToast } from './copy-with-toast';
import { currentToast } from './toast';

function setWriteText(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('copyWithToast', () => {
  it('copies the text and confirms, naming the text unless told what was copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setWriteText(writeText);

    await expect(copyWithToast('#YogaFlow')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('#YogaFlow');
    expect(currentToast()).toMatchObject({ ...copiedMessage('"#YogaFlow"'), variant: 'default' });

    await copyWithToast('#YogaFlow #viral', 'The hashtag set');
    expect(currentToast()).toMatchObject(copiedMessage('The hashtag set'));
  });

  it('explains a refused clipboard with a destructive toast, without throwing', async () => {
    setWriteText(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));

    await expect(copyWithToast('#YogaFlow')).resolves.toBe(false);
    expect(currentToast()).toMatchObject({ ...COPY_FAILED_MESSAGE, variant: 'destructive' });
  });
});
