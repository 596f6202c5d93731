/**
 * The days of a challenge: how long it lasts, when it starts, and the date of each day. Dates are
 * plain calendar dates (year, month, day) worked out in UTC, so a day is always one day: a
 * daylight-saving change or the visitor's time zone never skips or repeats a date.
 */

/** A day, 7, 14 or 30 days: the lengths the issue names. */
export const CHALLENGE_LENGTHS = [1, 7, 14, 30] as const;
export type ChallengeLength = (typeof CHALLENGE_LENGTHS)[number];

export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

/** How far from today a start date may be, either way: further is almost surely a typo. */
export const START_DATE_RANGE_DAYS = 366;

export type StartDateResult =
  /** `date` is null when the field is empty: a poster without dates. */
  | { readonly ok: true; readonly date: CalendarDate | null }
  | { readonly ok: false; readonly reason: 'invalid' | 'too-early' | 'too-late' };

const DAY_MS = 86_400_000;

function toUtc(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The date `days` after `date` (before it when negative).
 *
 * @example
 * addDays({ year: 2026, month: 2, day: 27 }, 2); // { year: 2026, month: 3, day: 1 }
 */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The visitor's date today, on their own clock. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** `YYYY-MM-DD`, the value of an `<input type="date">`. */
export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Reads a start date as a date field gives it (`YYYY-MM-DD`, or '' when empty or incomplete), and
 * refuses dates that do not exist or lie more than {@link START_DATE_RANGE_DAYS} days from `today`.
 * Never throws.
 *
 * @example
 * parseStartDate('2026-03-02', { year: 2026, month: 1, day: 10 }); // { ok: true, date: { year: 2026, month: 3, day: 2 } }
 * parseStartDate('', today); // { ok: true, date: null }
 * parseStartDate('2026-02-30', today); // { ok: false, reason: 'invalid' }
 */
export function parseStartDate(value: string, today: CalendarDate): StartDateResult {
  const text = value.trim();
  if (text === '') return { ok: true, date: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const back = fromUtc(toUtc(date));
  // Date.UTC rolls 30 February over into March; a real date comes back as itself.
  if (back.year !== date.year || back.month !== date.month || back.day !== date.day) {
    return { ok: false, reason: 'invalid' };
  }
  const offset = daysBetween(today, date);
  if (offset < -START_DATE_RANGE_DAYS) return { ok: false, reason: 'too-early' };
  if (offset > START_DATE_RANGE_DAYS) return { ok: false, reason: 'too-late' };
  return { ok: true, date };
}

export interface CalendarDay {
  /** 1 to the challenge's length. */
  readonly number: number;
  /** Null when no start date was given: the days are numbered only. */
  readonly date: CalendarDate | null;
}

/**
 * Every day of a challenge, numbered from 1, with its date when the start is known.
 *
 * @example
 * calendarDays({ year: 2026, month: 3, day: 30 }, 7).map((d) => d.date?.day);
 * // [30, 31, 1, 2, 3, 4, 5]
 */
export function calendarDays(start: CalendarDate | null, length: number): CalendarDay[] {
  return Array.from({ length }, (_, i) => ({
    number: i + 1,
    date: start === null ? null : addDays(start, i),
  }));
}

/** The days in rows of a week: 7 days a row, so day 8 is under day 1, as on a wall calendar. */
export function calendarRows<T>(days: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < days.length; i += 7) rows.push(days.slice(i, i + 7));
  return rows;
}

/** A calendar date as the `Date` Intl formats in UTC (the date itself, whatever the time zone). */
export function utcDate(date: CalendarDate): Date {
  return new Date(toUtc(date));
}

/**
 * Formats dates in the visitor's locale: the two short lines a calendar cell has room for (the
 * weekday, "Mon"; the date, "2 Mar" or "Mar 2") and the long form for headings and the text
 * alternative. Intl is made here, in the poster's chunk, never while a page starts
 * (docs/decisions/015-no-intl-at-startup.md).
 */
export function dateFormats(locale: string | undefined) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    weekday: (date: CalendarDate) => weekday.format(utcDate(date)),
    dayMonth: (date: CalendarDate) => dayMonth.format(utcDate(date)),
    long: (date: CalendarDate) => long.format(utcDate(date)),
  };
}
