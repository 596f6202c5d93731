import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConsent, type ConsentChoice } from './consent';

/** A choice as stored before the device store (format 1). */
const serializeConsent = (choice: ConsentChoice) => JSON.stringify({ version: 1, choice });

describe('parseConsent', () => {
  it.each<ConsentChoice>(['accepted', 'rejected'])('reads back a stored %s', (choice) => {
    expect(parseConsent(serializeConsent(choice))).toBe(choice);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a bare word', 'accepted'],
    ['broken JSON', '{"version":1,"choice":"accep'],
    ['JSON null', 'null'],
    ['a JSON string', '"accepted"'],
    ['a JSON array', '["accepted"]'],
    ['a number', '1'],
    ['another version', '{"version":2,"choice":"accepted"}'],
    ['a version as text', '{"version":"1","choice":"accepted"}'],
    ['an unknown choice', '{"version":1,"choice":"maybe"}'],
    ['a choice in other case', '{"version":1,"choice":"Accepted"}'],
    ['no choice', '{"version":1}'],
    ['a prototype trick', '{"__proto__":{"version":1,"choice":"accepted"}}'],
    ['a non-string value', 42],
    ['an object value', { version: 1, choice: 'accepted' }],
  ])('treats %s as no answer', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('never throws and answers only for an exact stored choice, for any string', () => {
    const stored = new Set(
      ['accepted', 'rejected'].map((c) => serializeConsent(c as ConsentChoice)),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const parsed = parseConsent(raw);
        expect([null, 'accepted', 'rejected']).toContain(parsed);
        if (parsed !== null) expect(JSON.parse(raw)).toEqual(JSON.parse(serializeConsent(parsed)));
        if (stored.has(raw)) expect(parsed).not.toBeNull();
      }),
    );
  });

  it('never throws for any JSON value, and accepts only a well-formed record', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseConsent(JSON.stringify(value));
        const wellFormed =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          value.version === 1 &&
          (value.choice === 'accepted' || value.choice === 'rejected');
        expect(parsed).toBe(wellFormed ? value.choice : null);
      }),
    );
  });
});
