import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH, cleanKeyword } from '../../generator';
import { MAX_KEYWORD_PASTE_LENGTH, checkKeywordInsert } from './keyword-paste';

describe('checkKeywordInsert', () => {
  it.each([
    ['a short word into an empty box', '', 0, 0, 'yoga', { ok: true }],
    ['a word after a word', 'morning', 7, 7, ' yoga', { ok: true }],
    ['exactly the limit', '', 0, 0, 'a'.repeat(MAX_KEYWORD_LENGTH), { ok: true }],
    ['one letter over', '', 0, 0, 'a'.repeat(MAX_KEYWORD_LENGTH + 1), { ok: false, length: 41 }],
    [
      'over the limit with what the box holds',
      'a'.repeat(30),
      30,
      30,
      'b'.repeat(11),
      { ok: false, length: 41 },
    ],
    ['replacing a selection that makes room', 'a'.repeat(40), 0, 40, 'b'.repeat(40), { ok: true }],
    ['spaces and symbols do not count', '', 0, 0, 'yoga & '.repeat(10), { ok: true }],
    ['a million characters, refused uncounted', '', 0, 0, 'a'.repeat(1_000_000), { ok: false }],
    ['a million spaces, refused uncounted', 'yoga', 4, 4, ' '.repeat(1_000_000), { ok: false }],
  ])('%s', (_label, value, start, end, inserted, expected) => {
    expect(checkKeywordInsert(value, start, end, inserted)).toEqual(expected);
  });

  it('refuses a million characters at once (it never cleans them)', () => {
    const started = performance.now();
    checkKeywordInsert('', 0, 0, 'morning yoga '.repeat(80_000));
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('accepts exactly what the generator accepts or refuses for other reasons', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 80, unit: 'grapheme' }),
        fc.nat(),
        fc.nat(),
        (value, inserted, a, b) => {
          const [start, end] = [a % (value.length + 1), b % (value.length + 1)].sort(
            (x, y) => x - y,
          ) as [number, number];
          const result = value.slice(0, start) + inserted + value.slice(end);
          const check = checkKeywordInsert(value, start, end, inserted);
          const cleaned = cleanKeyword(result);
          if (result.length > MAX_KEYWORD_PASTE_LENGTH) {
            expect(check).toEqual({ ok: false });
          } else if (!cleaned.ok && cleaned.reason === 'too-long') {
            expect(check).toEqual({ ok: false, length: cleaned.length });
          } else {
            expect(check).toEqual({ ok: true });
          }
        },
      ),
    );
  });
});
