import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE, formatPageDate } from './site';

describe('formatPageDate', () => {
  it('prints the pages’ dates as the product decided', () => {
    expect(formatPageDate(SITE.aboutUpdated)).toBe('14 August 2025');
    expect(formatPageDate(SITE.privacyUpdated)).toBe('13 August 2025');
  });

  it('agrees with the browser’s own British English date format for any date', () => {
    const british = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatPageDate(iso)).toBe(british.format(new Date(`${iso}T00:00:00Z`)));
        },
      ),
    );
  });
});
