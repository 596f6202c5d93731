/**
 * What the poster panel says. A file of its own beside messages.ts: these sentences load with the
 * poster's chunk, on first use, instead of costing every first visit
 * (docs/decisions/017-posters-drawn-in-the-page.md).
 */
import type { ToastMessage } from './messages';

export const POSTER_DOWNLOAD_FAILED: ToastMessage = {
  title: 'Download Failed',
  description: 'Unable to make the picture. Please try again, or pick a smaller size.',
};

export const POSTER_SHARE_UNSUPPORTED: ToastMessage = {
  title: 'Sharing Not Available',
  description:
    'This browser can’t share image files. Use Download PNG, then post the picture from your files or gallery.',
};

export const POSTER_SHARE_FAILED: ToastMessage = {
  title: 'Share Failed',
  description: 'The picture could not be shared. Please try again, or use Download PNG.',
};

export const POSTER_COPY_FAILED: ToastMessage = {
  title: 'Copy Failed',
  description:
    'This browser won’t let the site copy images. Use Download PNG instead, or try another browser.',
};

/** 'Copied!' after the picture went to the clipboard. */
export function posterCopiedMessage(name: string): ToastMessage {
  return {
    title: 'Copied!',
    description: `The poster for "${name}" has been copied to your clipboard.`,
  };
}

/** Under the start date when it cannot be used; the poster is drawn without dates meanwhile. */
export const START_DATE_MESSAGES = {
  invalid: 'That is not a date we can read. Pick a day from the calendar, or leave it empty.',
  'too-early': 'That date is more than a year ago. Pick a start date within a year of today.',
  'too-late': 'That date is more than a year away. Pick a start date within a year of today.',
} as const;

/** Under the start date while it is empty. */
export const START_DATE_HINT = 'Optional. With a date, the calendar shows each day’s date.';

/** Under the visitor's own words. */
export function posterWordsHint(max: number): string {
  return `Optional, up to ${max} characters. Empty: the caption’s opening line.`;
}

/** While the fonts load for the first time. */
export const POSTER_FONTS_LOADING = 'Loading the poster’s fonts…';

/** When the fonts could not load (offline before they were ever kept): the system's are used. */
export const POSTER_FONTS_FAILED =
  'The poster’s fonts could not load, so it uses this device’s fonts. Check your connection and open Poster again for the full design.';

/** Beside Print calendar. */
export const PRINT_HINT =
  'Prints the calendar alone on one page, A4 or US Letter, portrait: tick a box each day.';
