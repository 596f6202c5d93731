/**
 * Every sentence a toast or a feature's hint says, in one place: the spec's wording where it gives
 * one (docs/spec.md, sections 5 and 8), the wording of docs/product.md for the rest. Features pick
 * a message here and show it; button labels stay with their buttons.
 */
import {
  MAX_KEYWORD_LENGTH,
  PLATFORMS,
  PLATFORM_LABELS,
  type KeywordRefusal,
  type OwnHashtagResult,
  type Platform,
} from '../generator';
import {
  PLATFORM_HASHTAG_RULES,
  YOUTUBE_TAGS_ABOVE_TITLE,
  type PlatformHashtagRule,
} from './platform-caps';

/**
 * "10,000", whatever the visitor's locale: the rest of the message is English too. Written out
 * rather than through Intl, whose first formatter loads locale data while the page starts up.
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}

/** Why a keyword was refused, in a creator's words. `length` is the cleaned length, if too long. */
export function keywordRefusalMessage(reason: KeywordRefusal, length?: number): ToastMessage {
  switch (reason) {
    case 'empty':
      return {
        title: 'Keyword Required',
        description: 'Please enter a keyword to generate challenge names!',
      };
    case 'no-usable-characters':
      return {
        title: 'Keyword Needs Letters',
        description: "Use letters or numbers — hashtags can't contain symbols.",
      };
    case 'too-long':
      return {
        title: 'Keyword Too Long',
        description:
          length === undefined
            ? `Keep it to ${MAX_KEYWORD_LENGTH} letters or numbers.`
            : `Keep it to ${MAX_KEYWORD_LENGTH} letters or numbers — yours has ${formatCount(length)}.`,
      };
  }
}

/** A paste or drop that would make the "Your hashtag" field longer than a hashtag can be. */
export function ownHashtagTooLongMessage(length?: number): ToastMessage {
  return { ...keywordRefusalMessage('too-long', length), title: 'Hashtag Too Long' };
}

/**
 * The confirmation after a copy. `what` names the copied thing as the visitor knows it.
 *
 * @example
 * copiedMessage('"#YogaFlowChallenge"'); // '"#YogaFlowChallenge" has been copied to your clipboard.'
 */
export function copiedMessage(what: string): ToastMessage {
  return { title: 'Copied!', description: `${what} has been copied to your clipboard.` };
}

export const COPY_FAILED_MESSAGE: ToastMessage = {
  title: 'Copy Failed',
  description: 'Unable to copy to clipboard. Please try again.',
};

export function consentSavedMessage(choice: 'accepted' | 'rejected'): ToastMessage {
  return {
    title: 'Preferences Saved!',
    description: `You have ${choice} non-essential cookies.`,
  };
}

/** What the cookie policy's preference prompt says, and what replaces it after a choice. */
export const CONSENT_TEXT = {
  prompt: 'Do you accept non-essential cookies, should we ever add any?',
  chooseAgain: (choice: 'accepted' | 'rejected') =>
    `You have ${choice} non-essential cookies. Choose again:`,
  saved: 'Your preferences have been saved.',
  summary: (choice: 'accepted' | 'rejected') => `You ${choice} non-essential cookies.`,
  visitOnly:
    'This browser does not let the site store it, so the choice holds for this visit only.',
} as const;

// ——— Share links, copy all, platform-ready sets, saved names (docs/product.md) ———

/** "1 name", "8 names": the messages below count things. */
function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** What each copy action names in its 'Copied!' toast (see {@link copiedMessage}). */
export const COPIED_WHAT = {
  shareLink: 'The link to these names',
  hashtagSet: (name: string) => `The hashtag set for "${name}"`,
  allNames: (count: number) => `The list of ${countOf(count, 'name', 'names')}`,
  allHashtagSets: (count: number) => `The list of ${countOf(count, 'hashtag set', 'hashtag sets')}`,
  savedNames: (count: number) => `Your list of ${countOf(count, 'saved name', 'saved names')}`,
  platformSet: (platformLabel: string, name: string) =>
    `The ${platformLabel} hashtag set for "${name}"`,
  caption: (name: string) => `The caption for "${name}"`,
} as const;

const PLATFORM_NAMES = PLATFORMS.map((platform) => PLATFORM_LABELS[platform]);

/** The platforms a visitor can choose, as prose: "TikTok, Instagram Reels, YouTube Shorts or Facebook". */
export const PLATFORM_CHOICES = `${PLATFORM_NAMES.slice(0, -1).join(', ')} or ${PLATFORM_NAMES.at(-1) ?? ''}`;

/**
 * What a card's platform badge does, said on the FAQ and the privacy page: it is a plain link,
 * and following it is the only way a visit reaches a platform.
 */
export const TAG_PAGE_NOTICE = `On each result, the platform badge (${PLATFORM_CHOICES}) links to that platform’s public page for the hashtag, so you can see whether it is already in use. It opens in a new tab. This site requests nothing from the platform: only when you follow the link does your browser go to that platform, which then sees your visit as it sees any other, under its own privacy policy.`;

/** Under the "Your hashtag" field. */
export const OWN_HASHTAG_HINT =
  'A brand, community or event: it follows the name in every hashtag set and caption. Kept on this device only.';

/**
 * What the "Your hashtag" field will add, or why it cannot; empty when the field is empty.
 *
 * @example
 * ownHashtagStatus({ ok: true, tag: '#MyStudio' }); // 'Adds #MyStudio.'
 * ownHashtagStatus({ ok: false, reason: 'no-usable-characters' });
 * // "Use letters or numbers — hashtags can't contain symbols."
 */
export function ownHashtagStatus(result: OwnHashtagResult): string {
  if (result.ok) return result.tag === null ? '' : `Adds ${result.tag}.`;
  return keywordRefusalMessage(result.reason, result.length).description;
}

/**
 * In a panel that loads on first use (the caption, the poster) when its code could not be
 * fetched: offline, or a deploy has replaced it (the update notice then offers the reload that
 * brings the new code).
 *
 * @example
 * panelLoadFailed('caption', 'Caption');
 */
export function panelLoadFailed(what: string, button: string): string {
  return `The ${what} could not load. Check your connection, then close and open ${button} again; if the site says a new version is ready, reload the page first.`;
}

export const CAPTION_LOAD_FAILED = panelLoadFailed('caption', 'Caption');

/** Under the More names button, until the lists are spent. */
export const MORE_NAMES_HINT =
  'More names swaps every name you have not kept for new ones, never one you have already seen.';

/** Under the More names button (and said when it is pressed) while every name on screen is kept. */
export const ALL_NAMES_KEPT_MESSAGE =
  'Every name here is kept. Let one go (press its Keep button again) to make room for new names.';

/**
 * Said once every name the lists can make for a keyword has been shown.
 *
 * @example
 * moreNamesSpentMessage('Yoga', 43);
 * // 'That is every name we can make for Yoga: all 43 have been shown. Keep your favourites, or try another keyword or type.'
 */
export function moreNamesSpentMessage(keyword: string, count: number): string {
  return `That is every name we can make for ${keyword}: all ${formatCount(count)} have been shown. Keep your favourites, or try another keyword or type.`;
}

/** Under the Share button: what the link holds, and that no server keeps it. */
export const SHARE_HINT =
  'Share copies a link that opens these same names. They travel inside the link itself: nothing is stored on a server.';

/**
 * Whether a hashtag set of `size` tags (the spec's seven, eight with the visitor's own hashtag)
 * fits a platform, in a creator's words. The numbers come from the platform rules
 * (config/platform-caps.ts) and the set's size, never from the text.
 *
 * @example
 * platformFitMessage('tiktok', 7);
 * // 'TikTok shows 5 hashtags: this set has 7. Use “Copy for TikTok” to keep the best 5.'
 * platformFitMessage('facebook', 8); // 'Fits Facebook: no hashtag limit.'
 */
export function platformFitMessage(platform: Platform, size: number): string {
  const label = PLATFORM_LABELS[platform];
  const { cap }: PlatformHashtagRule = PLATFORM_HASHTAG_RULES[platform];
  if (cap === null) return `Fits ${label}: no hashtag limit.`;
  if (cap < size) {
    return `${label} shows ${cap} hashtags: this set has ${size}. Use “Copy for ${label}” to keep the best ${cap}.`;
  }
  const aboveTitle =
    platform === 'youtube' ? ` The first ${YOUTUBE_TAGS_ABOVE_TITLE} show above the title.` : '';
  return `Fits ${label} (${size} of ${cap}).${aboveTitle}`;
}

/** The saved-names list when it is empty. */
export const SAVED_NAMES_EMPTY =
  'Nothing saved yet. Press Save on a name you like to keep it here, on this device only.';

/** How full the saved-names list is. */
export function savedNamesCountMessage(count: number, limit: number): string {
  return `${countOf(count, 'name', 'names')} saved on this device (up to ${formatCount(limit)}).`;
}

/** In the saved-names list when this browser refused to store it. */
export const SAVED_NAMES_VISIT_ONLY =
  'This browser is not letting the site store your list, so it lasts until you leave the page.';

/** Saving a name the browser refused (or had no room) to store: it is kept for this visit. */
export const NOT_STORED_MESSAGE: ToastMessage = {
  title: 'Not Saved on This Device',
  description:
    "This browser won't let the site store your saved names (storage is off or full), so the list lasts until you leave the page.",
};

/** The draw's code could not be downloaded (offline before it was ever loaded, a failed fetch). */
export const GENERATOR_UNAVAILABLE_MESSAGE: ToastMessage = {
  title: 'Generator Unavailable',
  description: 'The generator could not load. Check your connection and try again.',
};

/** The saved-names file could not be made (the browser refused the file or ran out of memory). */
export const DOWNLOAD_FAILED_MESSAGE: ToastMessage = {
  title: 'Download Failed',
  description: 'Unable to make the file. Please try again, or use Copy all saved names.',
};

/** Saving beyond the limit. */
export function savedNamesFullMessage(limit: number): ToastMessage {
  return {
    title: 'Saved Names Full',
    description: `You can keep up to ${formatCount(limit)} names. Remove one to save another.`,
  };
}

/** Shown in an open tab once a newer version of the site is ready, beside a Reload button. */
export const UPDATE_READY_MESSAGE = 'A new version of this site is ready.';
