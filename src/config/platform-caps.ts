import type { Platform } from '../generator';

/**
 * How many hashtags each platform honours on a post, as the platforms published them (or, for
 * TikTok, as its app behaves) by the date checked. Platforms change these rules, so they live here
 * with that date, and the FAQ page prints both.
 */
export interface PlatformHashtagRule {
  /** The most hashtags a post can carry without losing any; null when there is no limit. */
  readonly cap: number | null;
  /** Shown to creators on the FAQ page: the rule, and how firmly it is known. */
  readonly summary: string;
}

export const PLATFORM_HASHTAG_RULES_CHECKED = '2026-11-22';

export const PLATFORM_HASHTAG_RULES = {
  tiktok: {
    cap: 5,
    summary:
      'The TikTok app lets a creator add at most 5 hashtags to a post (seen since August 2025; TikTok has never formally announced it).',
  },
  instagram: {
    cap: 5,
    summary: 'Instagram allows at most 5 hashtags per post or Reel (announced December 2025).',
  },
  youtube: {
    cap: 60,
    summary:
      'YouTube ignores all the hashtags on a video that has more than 60; the first 3 show above the title.',
  },
  facebook: { cap: null, summary: 'Facebook publishes no hashtag limit.' },
} as const satisfies Record<Platform, PlatformHashtagRule>;

/** YouTube shows this many of a Short's hashtags above its title. */
export const YOUTUBE_TAGS_ABOVE_TITLE = 3;
