/**
 * Thin wrappers for handing a picture made in the page to the visitor: share it as a file (Web
 * Share) or copy it as an image (Clipboard API). Both are missing from many browsers, refused by
 * permission policies or cancelled by the visitor; each says which, and neither ever throws.
 */

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

/**
 * Opens the device's share sheet with `file`. 'unsupported' when this browser cannot share files
 * (most desktop browsers), 'cancelled' when the visitor closed the sheet.
 *
 * @example
 * if ((await shareImageFile(file, '#YogaQuest')) === 'unsupported') offerDownload();
 */
export async function shareImageFile(file: File, title: string): Promise<ShareOutcome> {
  try {
    // Typed as always present; missing in many browsers and outside secure contexts.
    const { navigator } = globalThis as { navigator?: Partial<Navigator> };
    const data: ShareData = { files: [file], title };
    if (typeof navigator?.share !== 'function' || typeof navigator.canShare !== 'function') {
      return 'unsupported';
    }
    if (!navigator.canShare(data)) return 'unsupported';
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/**
 * Copies a PNG to the clipboard as an image. The picture is passed as a promise so the copy
 * starts within the visitor's click (Safari refuses a write that begins after an await).
 *
 * @example
 * await copyImage(canvasToPng(canvas)); // true when the clipboard took it
 */
export async function copyImage(png: Promise<Blob>): Promise<boolean> {
  try {
    const { navigator, ClipboardItem: Item } = globalThis as {
      navigator?: { clipboard?: Partial<Clipboard> };
      ClipboardItem?: typeof ClipboardItem;
    };
    const clipboard = navigator?.clipboard;
    if (typeof clipboard?.write !== 'function' || typeof Item !== 'function') {
      // Nothing will read it: keep a rejected picture from surfacing as an unhandled error.
      png.catch(() => undefined);
      return false;
    }
    await clipboard.write([new Item({ 'image/png': png })]);
    return true;
  } catch {
    return false;
  }
}

/** The canvas as a PNG file; rejects when the browser cannot encode it (out of memory). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The picture could not be encoded.'));
    }, 'image/png');
  });
}
