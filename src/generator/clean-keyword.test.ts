import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH, cleanKeyword, type CleanKeywordResult } from './clean-keyword';

// What every platform accepts inside a hashtag (the acceptance rule shared with the browser tests):
// letters, digits and underscore in any script, with the combining marks those letters carry.
const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;

const REFUSALS = new Set(['empty', 'no-usable-characters', 'too-long']);

type Accepted = Extract<CleanKeywordResult, { ok: true }>;

const isAccepted = (result: CleanKeywordResult): result is Accepted => result.ok;

/** Code points, the unit the length limit counts. */
const codePoints = (text: string): string[] => Array.from(text);

function keywordOf(result: CleanKeywordResult): string {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.keyword;
}

/** Any UTF-16 code unit, so lone and mismatched surrogates turn up too. */
const codeUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

/** Mostly letters and white space, so the property also spends its runs on accepted keywords. */
const wordyString = fc.string({
  unit: fc.oneof(
    fc.constantFrom(' ', '\t', '\u00a0', '\u3000', '&', '-', '🎉', '\u200d', '\u200f', '\u0301'),
    fc.constantFrom('a', 'Z', 'é', 'ß', 'ǆ', 'ა', 'ж', 'ع', 'ह', 'ि', '東', 'ᄀ', 'ᅡ', '7', '_'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 60,
});

const anyInput = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  codeUnitString,
  wordyString,
);

describe('cleanKeyword', () => {
  it.each([
    ['yoga', 'Yoga'],
    ['  yoga  ', 'Yoga'],
    ['morning yoga', 'MorningYoga'],
    ['morning   yoga\tflow\nclub', 'MorningYogaFlowClub'],
    ['rock & roll', 'RockRoll'],
    ['rock&roll', 'RockRoll'],
    ['café', 'Café'],
    ['cafe\u0301', 'Caf\u00e9'],
    ['iPhone', 'IPhone'],
    ['NASA moon', 'NASAMoon'],
    ['<script>', 'Script'],
    ['<script>alert(1)</script>', 'ScriptAlert1Script'],
    ['2025 goals', '2025Goals'],
    ['snake_case', 'Snake_case'],
    ['yo\u0000ga', 'Yoga'],
    ['yo\u200dga', 'Yoga'],
    ['\u200fمرحبا بك', 'مرحبابك'],
    ['東京 タワー', '東京タワー'],
    ['привет мир', 'ПриветМир'],
    ['a\ud800b', 'Ab'],
    ['ᄀ!ᅡ', '가'],
    // Vowel signs are combining marks; without them these are different words.
    ['योग', 'योग'],
    ['सुबह योग', 'सुबहयोग'],
    ['มวยไทย', 'มวยไทย'],
    ['யோகா', 'யோகா'],
    ['مَرْحَبًا', 'مَرْحَبًا'],
    ['\u0301yoga', 'Yoga'],
  ])('cleans %j to %j', (raw, keyword) => {
    expect(cleanKeyword(raw)).toEqual({ ok: true, keyword });
  });

  // Upper-casing these would change the word or its length, or use a form the script does not.
  it.each([
    ['ßport', 'ßport'],
    ['ﬁsh', 'Fish'],
    ['ǆungla', 'Džungla'],
    ['ǅungla', 'Džungla'],
    ['ანა', 'ანა'],
  ])('capitalises %j as a title would: %j', (raw, keyword) => {
    expect(cleanKeyword(raw)).toEqual({ ok: true, keyword });
  });

  it.each(['', ' ', '   ', '\t\n', '\u00a0\u3000', '\ufeff'])('refuses %j as empty', (raw) => {
    expect(cleanKeyword(raw)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['🎉', '🎉🔥 💯', '&&&', '- - -', '\u200b', '\u0000\u0007', '\ud800', '#', '\u0301'])(
    'refuses %j as having no usable characters',
    (raw) => {
      expect(cleanKeyword(raw)).toEqual({ ok: false, reason: 'no-usable-characters' });
    },
  );

  it('accepts exactly the maximum length and refuses one more, with the length', () => {
    expect(MAX_KEYWORD_LENGTH).toBe(40);
    expect(cleanKeyword('a'.repeat(40))).toEqual({ ok: true, keyword: 'A' + 'a'.repeat(39) });
    expect(cleanKeyword('a'.repeat(41))).toEqual({ ok: false, reason: 'too-long', length: 41 });
  });

  it('counts the length after cleaning, not before', () => {
    const spaced = 'ab '.repeat(20);
    expect(keywordOf(cleanKeyword(spaced))).toBe('Ab'.repeat(20));
    expect(cleanKeyword(spaced + 'c')).toEqual({ ok: false, reason: 'too-long', length: 41 });
  });

  it('counts characters outside the Basic Multilingual Plane once each', () => {
    const bold = '\u{10400}'; // DESERET CAPITAL LONG I, a letter two UTF-16 units long
    expect(keywordOf(cleanKeyword(bold.repeat(40)))).toBe(bold.repeat(40));
    expect(cleanKeyword(bold.repeat(41))).toEqual({ ok: false, reason: 'too-long', length: 41 });
  });

  it.each([
    ['a'.repeat(100_000), { ok: false, reason: 'too-long', length: 100_000 }],
    [' '.repeat(100_000), { ok: false, reason: 'empty' }],
    ['🎉'.repeat(50_000), { ok: false, reason: 'no-usable-characters' }],
  ] as const)('handles 100,000-character input (%#)', (raw, result) => {
    expect(cleanKeyword(raw)).toEqual(result);
  });

  it('never throws, and either refuses with a reason or gives a keyword valid in a hashtag', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = cleanKeyword(raw);
        if (!result.ok) {
          return (
            REFUSALS.has(result.reason) &&
            (result.reason === 'too-long') === (result.length !== undefined) &&
            (result.length === undefined || result.length > MAX_KEYWORD_LENGTH)
          );
        }
        const { keyword } = result;
        return (
          HASHTAG.test(`#${keyword}`) &&
          codePoints(keyword).length <= MAX_KEYWORD_LENGTH &&
          keyword === keyword.normalize('NFC')
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses as empty exactly when the input is only white space', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = cleanKeyword(raw);
        return (!result.ok && result.reason === 'empty') === (raw.trim() === '');
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every letter, digit and underscore of the input, in order, changing case at most', () => {
    fc.assert(
      fc.property(wordyString, (raw) => {
        const result = cleanKeyword(raw);
        if (!isAccepted(result)) return true;
        const kept = codePoints(
          raw
            .replace(/[\ufe00-\ufe0f\u20e3\u200c\u200d\p{No}\p{Nl}\u{e0100}-\u{e01ef}]/gu, '')
            .replace(/\p{S}/gu, ' ')
            .normalize('NFKC')
            .replace(/(?<=\p{L})['\u2019](?=\p{L})/gu, '')
            .split(/[\s\u200b\u2060\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{S}]+/u)
            .map((word) => word.replace(/[^\p{L}\p{M}\p{N}_]/gu, '').replace(/^\p{M}+/u, ''))
            .join('')
            .normalize('NFC'),
        );
        const cleaned = codePoints(result.keyword);
        return (
          cleaned.length === kept.length &&
          cleaned.every((char, i) => {
            const original = kept[i] ?? '';
            return (
              char === original ||
              char === original.toUpperCase() ||
              char.toLowerCase() === original.toLowerCase()
            );
          })
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves a cleaned keyword as it is', () => {
    fc.assert(
      fc.property(anyInput.map(cleanKeyword).filter(isAccepted), ({ keyword }) => {
        return keywordOf(cleanKeyword(keyword)) === keyword;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cleanKeyword folds and breaks what would end or split a hashtag', () => {
  it.each([
    ['yoga❤️', 'Yoga'],
    ['3️⃣0 day', '30Day'],
    ['ｙｏｇａ', 'Yoga'],
    ['𝐲𝐨𝐠𝐚', 'Yoga'],
    ['ﬁtness', 'Fitness'],
    ['½ marathon', 'Marathon'],
    ['m²', 'M'],
    ['self-care', 'SelfCare'],
    ['hip-hop', 'HipHop'],
    ['rock/roll', 'RockRoll'],
    ['yoga\u200bflow', 'YogaFlow'],
    ['yoga🧘flow', 'YogaFlow'],
    ["don't stop", 'DontStop'],
    ['brand™', 'Brand'],
    ['snake_case', 'Snake_case'],
    ['morning yoga', 'MorningYoga'],
    ['café', 'Café'],
    ['iPhone', 'IPhone'],
  ])('%j → %s', (typed, keyword) => {
    expect(cleanKeyword(typed)).toEqual({ ok: true, keyword });
  });
});
