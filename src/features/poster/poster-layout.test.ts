import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDays } from './calendar';
import { layoutPoster, type Box, type MeasureText, type PosterContent } from './poster-layout';
import { POSTER_DESIGNS, POSTER_SIZES, type PosterSizeId } from './poster-options';

/** Stand-ins for the canvas: Latin-like and wide (CJK-like) characters. */
const narrow: MeasureText = (text, style) =>
  Array.from(text).length * style.size * (style.face === 'display' ? 0.72 : 0.56);
const wide: MeasureText = (text, style) => Array.from(text).length * style.size;

function inside(inner: Box, outer: Box): boolean {
  const slack = 1e-6;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

const STEPS = [
  '1. Film yourself dancing it, any song, any room.',
  '2. Post it as a video with the hashtags below.',
  '3. Check the tag and cheer on everyone who joined before you.',
];

function content(overrides: Partial<PosterContent> = {}): PosterContent {
  return {
    name: '#MorningYogaChallenge',
    kicker: 'JOIN THE CHALLENGE',
    message: 'New workout challenge: no gym needed, just you and a bit of floor.',
    steps: STEPS,
    dateLine: null,
    days: [],
    hashtags: '#MorningYogaChallenge #MyStudio #fitness #workout #challenge',
    ...overrides,
  };
}

function cells(length: number, dated: boolean) {
  return calendarDays(dated ? { year: 2026, month: 3, day: 2 } : null, length).map((day) => ({
    number: String(day.number),
    weekday: day.date ? 'Wed' : null,
    date: day.date ? '28 Sept' : null,
  }));
}

const SIZE_IDS = Object.keys(POSTER_SIZES) as PosterSizeId[];

const letters = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzéß'));
const capital = fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ'));
const latinWord = fc
  .tuple(capital, fc.string({ unit: letters, maxLength: 11 }))
  .map(([a, b]) => a + b);
const otherScript = fc.string({
  unit: fc.constantFrom('य', 'ो', 'ग', 'ヨ', 'ガ', 'ا', 'ل'),
  minLength: 1,
  maxLength: 40,
});
const name = fc
  .oneof(
    fc.array(latinWord, { minLength: 1, maxLength: 6 }).map((w) => w.join('')),
    otherScript,
  )
  .map((text) => `#${Array.from(text).slice(0, 70).join('')}`);
const prose = fc.string({ unit: fc.constantFrom(...Array.from('abcdefgh  ,.ก')), maxLength: 200 });

describe('layoutPoster', () => {
  it('keeps every line and box inside the safe margins, for any content, size and design', () => {
    fc.assert(
      fc.property(
        name,
        prose,
        fc.constantFrom(0, 1, 7, 14, 30),
        fc.boolean(),
        fc.string({ unit: letters, maxLength: 41 }),
        fc.constantFrom(...SIZE_IDS),
        fc.constantFrom(...(Object.keys(POSTER_DESIGNS) as (keyof typeof POSTER_DESIGNS)[])),
        fc.constantFrom(narrow, wide),
        (posterName, message, length, dated, own, sizeId, designId, measure) => {
          const c = content({
            name: posterName,
            message,
            days: length >= 7 ? cells(length, dated) : [],
            dateLine: dated ? 'Wednesday, 2 March 2026 to Tuesday, 31 March 2026' : null,
            hashtags: `${posterName} #${own} #fitness #workout #challenge`,
          });
          const layout = layoutPoster(c, POSTER_SIZES[sizeId], POSTER_DESIGNS[designId], measure);
          expect(layout.nameLines.join('')).toBe(posterName);
          expect(layout.items.length).toBeGreaterThan(0);
          for (const item of layout.items) {
            expect(inside(item.box, layout.safe), `${JSON.stringify(item)} in ${sizeId}`).toBe(
              true,
            );
            if (item.kind === 'text') {
              expect(item.box.width).toBeCloseTo(measure(item.text, item.style), 6);
              expect(item.style.size).toBeGreaterThan(0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(SIZE_IDS)('%s: an everyday poster with a 30-day calendar keeps everything', (sizeId) => {
    const layout = layoutPoster(
      content({
        days: cells(30, true),
        dateLine: 'Monday, 2 March 2026 to Tuesday, 31 March 2026',
      }),
      POSTER_SIZES[sizeId],
      POSTER_DESIGNS.midnight,
      narrow,
    );
    const shown = layout.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
    expect(layout.dropped.filter((block) => block !== 'steps')).toEqual([]);
    expect(shown).toContain('30');
    expect(shown).toContain('JOIN THE CHALLENGE');
    // The name is the biggest text on the poster.
    const sizes = layout.items.flatMap((item) => (item.kind === 'text' ? [item.style] : []));
    const nameSize = Math.max(...sizes.filter((s) => s.face === 'display').map((s) => s.size));
    expect(Math.max(...sizes.filter((s) => s.face === 'body').map((s) => s.size))).toBeLessThan(
      nameSize,
    );
  });

  it('without a calendar, a story poster keeps its steps and the name stays large', () => {
    const layout = layoutPoster(content(), POSTER_SIZES.story, POSTER_DESIGNS.sunrise, narrow);
    expect(layout.dropped).toEqual([]);
    const name = layout.items.find((item) => item.kind === 'text' && item.style.face === 'display');
    expect(name?.kind === 'text' && name.style.size).toBeGreaterThanOrEqual(84);
  });

  it('leaves blocks out in order when they cannot fit, never the name', () => {
    const crowded = content({
      message: 'word '.repeat(200),
      days: cells(30, true),
      dateLine: 'x',
    });
    const layout = layoutPoster(crowded, POSTER_SIZES.link, POSTER_DESIGNS.bold, wide);
    expect(layout.dropped.slice(0, 2)).toEqual(['steps', 'message']);
    expect(layout.nameLines.join('')).toBe(crowded.name);
  });
});
