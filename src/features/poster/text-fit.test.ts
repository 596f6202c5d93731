import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitName, fitText, nameWords, wrapText, type Measure } from './text-fit';

/** A monospaced stand-in for the canvas: every character is 0.6 of the size wide. */
const mono: Measure = (text, size) => Array.from(text).length * size * 0.6;

/** PascalCase words as the generator makes them: a capital, then lower-case letters. */
const word = fc
  .tuple(
    fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')),
    fc.string({
      unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz')),
      minLength: 1,
      maxLength: 12,
    }),
  )
  .map(([first, rest]) => first + rest);
const pascalName = fc
  .array(word, { minLength: 1, maxLength: 6 })
  .map((words) => `#${words.join('')}`);

describe('nameWords', () => {
  it.each([
    ['#MorningYogaChallenge', ['#Morning', 'Yoga', 'Challenge']],
    ['#LOLLoopChallenge', ['#LOL', 'Loop', 'Challenge']],
    ['#Day30Club', ['#Day30', 'Club']],
    ['#TheCaféQuest', ['#The', 'Café', 'Quest']],
    ['#योगQuest', ['#योग', 'Quest']],
    ['#ヨガ', ['#ヨガ']],
    ['#اليوغا', ['#اليوغا']],
    ['#IPhoneHacks', ['#IPhone', 'Hacks']],
    ['#ADayOfYoga', ['#ADay', 'Of', 'Yoga']],
    ['#YogaA', ['#YogaA']],
    ['#A', ['#A']],
  ])('%s breaks into %j', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });

  it('joins back into the name, every piece starting where a word starts', () => {
    fc.assert(
      fc.property(pascalName, (name) => {
        const words = nameWords(name);
        expect(words.join('')).toBe(name);
        for (const piece of words.slice(1)) expect(piece).toMatch(/^\p{Lu}/u);
        for (const piece of words) expect(piece.replace('#', '').length).toBeGreaterThan(1);
      }),
    );
  });
});

describe('fitName', () => {
  const box = { width: 840, height: 600, maxSize: 170, maxLines: 4, lineHeight: 1.08 };

  it('breaks only at word joins, and fits the box at the size it gives', () => {
    fc.assert(
      fc.property(
        pascalName,
        fc.integer({ min: 200, max: 1100 }),
        fc.integer({ min: 60, max: 900 }),
        (name, width, height) => {
          const fitted = fitName(name, mono, { ...box, width, height });
          expect(fitted.lines.join('')).toBe(name);
          const words = nameWords(name);
          // Each line is a run of whole words.
          const rest = [...words];
          for (const line of fitted.lines) {
            let taken = '';
            while (taken !== line) {
              const next = rest.shift();
              expect(next, `${line} is whole words of ${name}`).toBeDefined();
              taken += next!;
              expect(line.startsWith(taken)).toBe(true);
            }
          }
          expect(rest).toEqual([]);
          expect(fitted.lines.length).toBeLessThanOrEqual(box.maxLines);
          expect(fitted.size).toBeLessThanOrEqual(box.maxSize);
          for (const line of fitted.lines)
            expect(mono(line, fitted.size)).toBeLessThanOrEqual(width + 1e-6);
          expect(fitted.lines.length * box.lineHeight * fitted.size).toBeLessThanOrEqual(
            height + 1e-6,
          );
        },
      ),
    );
  });

  it('makes a word longer than the line smaller instead of cutting it', () => {
    const long = '#Supercalifragilisticexpialidociousness';
    const fitted = fitName(long, mono, box);
    expect(fitted.lines).toEqual([long]);
    expect(mono(long, fitted.size)).toBeCloseTo(box.width);
  });

  it('uses a second line when that lets the name be bigger', () => {
    expect(fitName('#MorningYogaChallenge', mono, box).lines.length).toBeGreaterThan(1);
  });

  it('leaves the line height room for the first line when asked (lineBox)', () => {
    const fitted = fitName('#Yoga', mono, { ...box, height: 125, lineBox: 1.25 });
    expect(fitted.size).toBeCloseTo(100);
  });
});

describe('wrapText and fitText', () => {
  const prose = fc.array(
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...Array.from('abcdefgh')), minLength: 1, maxLength: 14 }),
      fc.string({
        unit: fc.constantFrom('ก', 'ข', 'é', 'ज', 'ि', '😀'),
        minLength: 1,
        maxLength: 60,
      }),
    ),
    { maxLength: 30 },
  );

  it('keeps every character, in order, and no line is wider than the width', () => {
    fc.assert(
      fc.property(
        prose,
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 60, max: 900 }),
        (words, size, width) => {
          const text = words.join(' ');
          const lines = wrapText(text, mono, size, width);
          expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          for (const line of lines) {
            // A single character wider than the line is the one thing that cannot be helped.
            if ([...new Intl.Segmenter().segment(line)].length > 1)
              expect(mono(line, size)).toBeLessThanOrEqual(width);
          }
        },
      ),
    );
  });

  it('never cuts a character apart (an emoji or a vowel sign stays with its letter)', () => {
    const lines = wrapText('जिजिजिजिजिजिजिजि', mono, 10, 30);
    for (const line of lines) expect(line).not.toMatch(/^\p{M}/u);
  });

  it('shrinks to keep within the lines, down to the smallest size, and says when it could not', () => {
    const text = 'Film yourself dancing it, any song, any room.';
    const roomy = fitText(text, mono, { width: 2000, maxSize: 40, minSize: 20, maxLines: 1 });
    expect(roomy).toEqual({ lines: [text], size: 40 });
    const tight = fitText(text, mono, { width: 500, maxSize: 40, minSize: 20, maxLines: 2 });
    expect(tight.lines.length).toBeLessThanOrEqual(2);
    expect(tight.size).toBeLessThan(40);
    expect(tight.size).toBeGreaterThanOrEqual(20);
    const impossible = fitText(text, mono, { width: 100, maxSize: 40, minSize: 20, maxLines: 2 });
    expect(impossible.lines.length).toBeGreaterThan(2);
    expect(impossible.size).toBeGreaterThanOrEqual(20);
  });
});
