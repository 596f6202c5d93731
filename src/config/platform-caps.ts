import type { Platform } from '../generator';

/**
 * How many hashtags each platform honours on a post. Platforms change these rules, so they live
 * here with the date they were last checked, and the FAQ page prints both.
 */
export interface PlatformHashtagRule {
  /** The most hashtags a post can carry without losing any; null when there is no limit. */
  readonly cap: number | null;
  /** Shown to creators on the FAQ page and beside each result. */
  readonly summary: string;
}

export const PLATFORM_HASHTAG_RULES_CHECKED = '2026-11-22';

export const PLATFORM_HASHTAG_RULES = {
  tiktok: { cap: 5, summary: 'TikTok shows at most 5 hashtags on a post.' },
  instagram: { cap: 5, summary: 'Instagram Reels show at most 5 hashtags on a post.' },
  youtube: {
    cap: 15,
    summary:
      'YouTube ignores every hashtag on a video that has more than 15, and shows the first 3 above the title.',
  },
  facebook: { cap: null, summary: 'Facebook sets no limit on hashtags.' },
} as const satisfies Record<Platform, PlatformHashtagRule>;

/** YouTube shows this many of a Short's hashtags above its title. */
export const YOUTUBE_TAGS_ABOVE_TITLE = 3;
