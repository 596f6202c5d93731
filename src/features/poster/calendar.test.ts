import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  START_DATE_RANGE_DAYS,
  addDays,
  calendarDays,
  calendarRows,
  dateFormats,
  daysBetween,
  isoDate,
  localToday,
  parseStartDate,
  type CalendarDate,
} from './calendar';

const TODAY: CalendarDate = { year: 2026, month: 1, day: 10 };

const date = fc
  .date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2200, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('addDays and daysBetween', () => {
  it.each([
    [{ year: 2026, month: 2, day: 27 }, 2, { year: 2026, month: 3, day: 1 }],
    [{ year: 2028, month: 2, day: 28 }, 1, { year: 2028, month: 2, day: 29 }],
    [{ year: 2026, month: 12, day: 31 }, 1, { year: 2027, month: 1, day: 1 }],
    // The last Sunday of March: Europe moves its clocks, a day is still a day.
    [{ year: 2026, month: 3, day: 28 }, 2, { year: 2026, month: 3, day: 30 }],
  ])('%j + %i days is %j', (from, days, to) => {
    expect(addDays(from, days)).toEqual(to);
    expect(daysBetween(from, to)).toBe(days);
  });

  it('are inverse, for any date and any shift', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -1000, max: 1000 }), (from, days) => {
        expect(daysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
  });
});

describe('parseStartDate', () => {
  it.each([
    ['', { ok: true, date: null }],
    ['   ', { ok: true, date: null }],
    ['2026-03-02', { ok: true, date: { year: 2026, month: 3, day: 2 } }],
    ['2026-02-30', { ok: false, reason: 'invalid' }],
    ['2026-13-01', { ok: false, reason: 'invalid' }],
    ['2026-00-10', { ok: false, reason: 'invalid' }],
    ['02/03/2026', { ok: false, reason: 'invalid' }],
    ['275760-09-13', { ok: false, reason: 'invalid' }],
    ['1999-01-01', { ok: false, reason: 'too-early' }],
    ['2099-01-01', { ok: false, reason: 'too-late' }],
  ])('%j reads as %j', (value, result) => {
    expect(parseStartDate(value, TODAY)).toEqual(result);
  });

  it('takes any real date within the range and refuses any outside it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * START_DATE_RANGE_DAYS, max: 3 * START_DATE_RANGE_DAYS }),
        (offset) => {
          const day = addDays(TODAY, offset);
          const result = parseStartDate(isoDate(day), TODAY);
          if (Math.abs(offset) <= START_DATE_RANGE_DAYS)
            expect(result).toEqual({ ok: true, date: day });
          else expect(result).toEqual({ ok: false, reason: offset < 0 ? 'too-early' : 'too-late' });
        },
      ),
    );
  });

  it('never throws, whatever the field holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(() => parseStartDate(value, TODAY)).not.toThrow();
      }),
    );
  });
});

describe('calendarDays and calendarRows', () => {
  it('numbers every day from 1 and dates them one day apart from the start', () => {
    fc.assert(
      fc.property(date, fc.constantFrom(1, 7, 14, 30), (start, length) => {
        const days = calendarDays(start, length);
        expect(days).toHaveLength(length);
        days.forEach((day, i) => {
          expect(day.number).toBe(i + 1);
          expect(daysBetween(start, day.date!)).toBe(i);
        });
        const rows = calendarRows(days);
        expect(rows.flat()).toEqual(days);
        expect(rows).toHaveLength(Math.ceil(length / 7));
        for (const row of rows) expect(row.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('numbers the days only when there is no start date', () => {
    expect(calendarDays(null, 7).map((day) => day.date)).toEqual(Array(7).fill(null));
    expect(calendarDays({ year: 2026, month: 3, day: 30 }, 7).map((d) => d.date?.day)).toEqual([
      30, 31, 1, 2, 3, 4, 5,
    ]);
  });
});

describe('dates in the visitor’s locale', () => {
  it('writes the date itself, whatever the time zone', () => {
    const day = { year: 2026, month: 3, day: 2 };
    expect(dateFormats('en-GB').weekday(day)).toBe('Mon');
    expect(dateFormats('en-GB').dayMonth(day)).toBe('2 Mar');
    expect(dateFormats('en-US').dayMonth(day)).toBe('Mar 2');
    expect(dateFormats('de').long(day)).toBe('Montag, 2. März 2026');
  });

  it('reads today from the local clock', () => {
    expect(localToday(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
    expect(isoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});
