/**
 * The performance promises the site makes, in one place. `npm run budgets`
 * (scripts/check-budgets.ts) and `npm run lighthouse` (scripts/lighthouse.ts) fail when the built
 * site breaks one. Raise a number only with a reason everyone agrees on; make the site fit instead.
 */

/** 1 KB = 1000 bytes, the unit Vite prints its gzip sizes in (the stricter of the two readings). */
export const KB = 1000;

export const BUNDLE_BUDGETS = {
  /**
   * JavaScript a first visit to `/` downloads, gzip level 9 of the files' bytes. React 19 alone is
   * about 68 KB of it, React Router about 13 KB, Radix Toast about 11 KB.
   */
  homeJsGzipBytes: 100 * KB,
  /** CSS a first visit to `/` downloads, gzip level 9 of the files' bytes. */
  homeCssGzipBytes: 8 * KB,
  /** Every other page, the not-found page included, loads no more JavaScript and no more CSS than `/`. */
  otherPagesAtMostHome: true,
} as const;

/** Lighthouse, mobile preset, default (simulated) throttling; the median of several runs per route. */
export const LIGHTHOUSE_BUDGETS = {
  /** Minimum category scores, 0–1. */
  scores: {
    performance: 0.98,
    accessibility: 1,
    'best-practices': 1,
    seo: 1,
  },
  /** Cumulative Layout Shift: nothing on any page may move once it is drawn. */
  maxCumulativeLayoutShift: 0,
  /**
   * Runs per route; the median of each figure is what counts. The machines are shared and noisy,
   * so one slow run must not decide, but a page is never re-run until it passes.
   */
  runsPerRoute: 3,
} as const;
