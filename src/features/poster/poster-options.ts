/**
 * What a visitor chooses for a poster: its size (following the platform, changeable), its design
 * and its file name. Plain data and pure functions; the drawing reads them.
 */
import type { Platform } from '../../generator';
import { nameWords } from './text-fit';

export interface SafeMargins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface PosterSize {
  readonly width: number;
  readonly height: number;
  /** What the size is for, in the size picker. */
  readonly label: string;
  /**
   * Where no text goes. On a 9:16 picture TikTok, Reels and Shorts lay their own caption and
   * buttons over the bottom fifth, the account line over the top and a column of buttons down the
   * right side; the feed and link sizes only need breathing room.
   */
  readonly safe: SafeMargins;
}

const even = (margin: number): SafeMargins => ({
  top: margin,
  right: margin,
  bottom: margin,
  left: margin,
});

export const POSTER_SIZES = {
  story: {
    width: 1080,
    height: 1920,
    label: 'Story, Reel or Short: 1080 × 1920',
    safe: { top: 250, right: 160, bottom: 420, left: 90 },
  },
  feed: { width: 1080, height: 1350, label: 'Instagram feed: 1080 × 1350', safe: even(80) },
  square: { width: 1080, height: 1080, label: 'Square post: 1080 × 1080', safe: even(72) },
  link: { width: 1200, height: 630, label: 'Facebook link: 1200 × 630', safe: even(48) },
} as const satisfies Record<string, PosterSize>;

export type PosterSizeId = keyof typeof POSTER_SIZES;
export const POSTER_SIZE_IDS = Object.keys(POSTER_SIZES) as PosterSizeId[];

/** The size a poster starts at for each platform: full-screen video for the three video apps. */
export const PLATFORM_POSTER_SIZE = {
  tiktok: 'story',
  instagram: 'story',
  youtube: 'story',
  facebook: 'square',
} as const satisfies Record<Platform, PosterSizeId>;

export interface PosterDesign {
  readonly label: string;
  /** Top and bottom of a vertical gradient (equal for a flat colour). */
  readonly background: readonly [string, string];
  /** The name and the calendar's numbers. */
  readonly ink: string;
  /** The invitation, steps and dates. */
  readonly muted: string;
  /** The hashtags and the frame. */
  readonly accent: string;
  /** The "Join the challenge" pill: `pill` behind `pillInk`. */
  readonly pill: string;
  readonly pillInk: string;
  /** A calendar day's box. */
  readonly cell: string;
  readonly cellInk: string;
}

/**
 * At least four designs, each readable: every text colour keeps 4.5:1 or more against every
 * colour it can be drawn on (checked on the colours in a unit test, and measured on the rendered
 * pixels in the browser test).
 */
export const POSTER_DESIGNS = {
  midnight: {
    label: 'Midnight',
    background: ['#1e1b4b', '#4c1d95'],
    ink: '#ffffff',
    muted: '#ede9fe',
    accent: '#fde047',
    pill: '#fde047',
    pillInk: '#1e1b4b',
    cell: '#2e1065',
    cellInk: '#ffffff',
  },
  sunrise: {
    label: 'Sunrise',
    background: ['#fff7ed', '#fed7aa'],
    ink: '#1c1917',
    muted: '#44403c',
    accent: '#7c2d12',
    pill: '#7c2d12',
    pillInk: '#ffffff',
    cell: '#ffffff',
    cellInk: '#1c1917',
  },
  mint: {
    label: 'Mint',
    background: ['#ecfdf5', '#a7f3d0'],
    ink: '#022c22',
    muted: '#064e3b',
    accent: '#9d174d',
    pill: '#065f46',
    pillInk: '#ffffff',
    cell: '#ffffff',
    cellInk: '#022c22',
  },
  bold: {
    label: 'Bold',
    background: ['#0a0a0a', '#0a0a0a'],
    ink: '#fafafa',
    muted: '#d4d4d4',
    accent: '#bef264',
    pill: '#bef264',
    pillInk: '#0a0a0a',
    cell: '#262626',
    cellInk: '#fafafa',
  },
} as const satisfies Record<string, PosterDesign>;

export type PosterDesignId = keyof typeof POSTER_DESIGNS;
export const POSTER_DESIGN_IDS = Object.keys(POSTER_DESIGNS) as PosterDesignId[];

/** Longest file name stem: file systems allow 255 bytes, and a name this long is unreadable. */
const MAX_STEM_LENGTH = 60;

/**
 * The PNG's file name, made from the challenge name's words in lower case and the picture's
 * size; letters of every script stay, anything a file system could refuse goes.
 *
 * @example
 * posterFileName('#MorningYogaChallenge', POSTER_SIZES.story); // 'morning-yoga-challenge-poster-1080x1920.png'
 * posterFileName('#योगQuest', POSTER_SIZES.square); // 'योग-quest-poster-1080x1080.png'
 */
export function posterFileName(name: string, size: Pick<PosterSize, 'width' | 'height'>): string {
  const stem = nameWords(name)
    .join('-')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(stem).slice(0, MAX_STEM_LENGTH).join('').replace(/-+$/, '');
  return `${cut === '' ? 'challenge' : cut}-poster-${size.width}x${size.height}.png`;
}
