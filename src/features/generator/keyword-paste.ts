import type { ClipboardEvent, DragEvent } from 'react';
import type { ToastMessage } from '../../config/messages';
import { MAX_KEYWORD_LENGTH, cleanKeyword } from '../../generator';
import { toast } from '../../lib/toast';

/**
 * The longest text the keyword box (or the own-hashtag box, cleaned the same way) accepts from one
 * paste or drop. A keyword is at most
 * {@link MAX_KEYWORD_LENGTH} letters or numbers, and cleaning drops spaces and symbols, so this
 * leaves room for any real keyword. Beyond it, counting what cleaning keeps would itself take
 * long (a million characters of words: about half a second), and a text box holding that much
 * makes every later keystroke slow, so such a paste is refused before anything else is done.
 */
export const MAX_KEYWORD_PASTE_LENGTH = MAX_KEYWORD_LENGTH * 5;

export type PasteCheck =
  | { readonly ok: true }
  /** Too long: `length` is the cleaned length when it was worth counting. */
  | { readonly ok: false; readonly length?: number };

/**
 * Whether the keyword box may take `inserted` in place of `value.slice(start, end)`: refused
 * when the result would be over the keyword limit, so the box keeps what it had and the visitor
 * is told why instead of holding a text the generator must refuse anyway.
 *
 * @example
 * checkKeywordInsert('yoga', 4, 4, ' flow'); // { ok: true }
 * checkKeywordInsert('', 0, 0, 'a'.repeat(41)); // { ok: false, length: 41 }
 * checkKeywordInsert('', 0, 0, 'a'.repeat(1_000_000)); // { ok: false }
 */
export function checkKeywordInsert(
  value: string,
  start: number,
  end: number,
  inserted: string,
): PasteCheck {
  const length = value.length - (end - start) + inserted.length;
  if (length > MAX_KEYWORD_PASTE_LENGTH) return { ok: false };
  const cleaned = cleanKeyword(value.slice(0, start) + inserted + value.slice(end));
  if (!cleaned.ok && cleaned.reason === 'too-long') return { ok: false, length: cleaned.length };
  return { ok: true };
}

/**
 * A paste or drop handler for a box that holds a keyword, or a tag cleaned like one: an insert
 * that would make it too long is refused (the box keeps what it had) and `tooLong` says why.
 */
export function refuseLongInsert(tooLong: (length?: number) => ToastMessage) {
  return (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>): void => {
    const data = 'clipboardData' in event ? event.clipboardData : event.dataTransfer;
    const input = event.currentTarget;
    const { value } = input;
    const check = checkKeywordInsert(
      value,
      input.selectionStart ?? value.length,
      input.selectionEnd ?? value.length,
      data.getData('text/plain'),
    );
    if (check.ok) return;
    event.preventDefault();
    toast({ ...tooLong(check.length), variant: 'destructive' });
  };
}
