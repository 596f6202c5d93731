/**
 * The closed sets a generated name is made from: challenge types and platforms.
 *
 * Values reach the generator from URLs, form fields and old saved data, so every set comes with a
 * guard and a forgiving converter that falls back to the spec's default instead of throwing.
 */

export const CHALLENGE_TYPES = [
  'dance',
  'fitness',
  'funny',
  'prank',
  'educational',
  'cooking',
  'travel',
  'fashion',
  'wellness',
  'speed',
  'music',
  'art',
  'tech',
  'pet',
  'gaming',
] as const;

export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export const DEFAULT_CHALLENGE_TYPE: ChallengeType = 'dance';

export const PLATFORMS = ['tiktok', 'instagram', 'youtube', 'facebook'] as const;

export type Platform = (typeof PLATFORMS)[number];

export const DEFAULT_PLATFORM: Platform = 'tiktok';

/** The two styles of names: the spec's patterns, and ours (see `creative/`). */
export const NAME_STYLES = ['classic', 'creative'] as const;

export type NameStyle = (typeof NAME_STYLES)[number];

export const DEFAULT_NAME_STYLE: NameStyle = 'classic';

export const NAME_STYLE_LABELS: Readonly<Record<NameStyle, string>> = {
  classic: 'Classic',
  creative: 'Creative',
};

export const CHALLENGE_TYPE_LABELS: Readonly<Record<ChallengeType, string>> = {
  dance: 'Dance',
  fitness: 'Fitness',
  funny: 'Funny',
  prank: 'Prank',
  educational: 'Educational',
  cooking: 'Cooking',
  travel: 'Travel',
  fashion: 'Fashion',
  wellness: 'Wellness',
  speed: 'Speed',
  music: 'Music',
  art: 'Art',
  tech: 'Tech',
  pet: 'Pet',
  gaming: 'Gaming',
};

export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  tiktok: 'TikTok',
  instagram: 'Instagram Reels',
  youtube: 'YouTube Shorts',
  facebook: 'Facebook',
};

// Sets rather than `in` checks: `'constructor' in labels` is true, and a URL can say anything.
const CHALLENGE_TYPE_SET: ReadonlySet<unknown> = new Set<unknown>(CHALLENGE_TYPES);
const PLATFORM_SET: ReadonlySet<unknown> = new Set<unknown>(PLATFORMS);

/**
 * Reads a name style from untrusted input (a link, old saved data); anything unknown is Classic.
 *
 * @example
 * toNameStyle('creative'); // 'creative'
 * toNameStyle('fancy'); // 'classic'
 */
export function toNameStyle(value: unknown): NameStyle {
  return value === 'creative' ? 'creative' : DEFAULT_NAME_STYLE;
}

/**
 * Tells whether a value is one of the 15 challenge types (exact, lower-case match).
 *
 * @example
 * isChallengeType('fitness'); // true
 * isChallengeType('Fitness'); // false
 */
export function isChallengeType(value: unknown): value is ChallengeType {
  return CHALLENGE_TYPE_SET.has(value);
}

/**
 * Tells whether a value is one of the 4 platforms (exact, lower-case match).
 *
 * @example
 * isPlatform('youtube'); // true
 * isPlatform('myspace'); // false
 */
export function isPlatform(value: unknown): value is Platform {
  return PLATFORM_SET.has(value);
}

/**
 * Reads a challenge type from untrusted input; anything unknown becomes 'dance', as the spec asks.
 *
 * @example
 * toChallengeType('cooking'); // 'cooking'
 * toChallengeType('knitting'); // 'dance'
 */
export function toChallengeType(value: unknown): ChallengeType {
  return isChallengeType(value) ? value : DEFAULT_CHALLENGE_TYPE;
}

/**
 * Reads a platform from untrusted input; anything unknown becomes 'tiktok'.
 *
 * @example
 * toPlatform('instagram'); // 'instagram'
 * toPlatform(undefined); // 'tiktok'
 */
export function toPlatform(value: unknown): Platform {
  return isPlatform(value) ? value : DEFAULT_PLATFORM;
}

/** One name of a draw; `id` tells apart cards that show the same text in two draws. */
export interface GeneratedName {
  readonly id: string;
  readonly name: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
}

export const NAMES_PER_GENERATION = 8;
