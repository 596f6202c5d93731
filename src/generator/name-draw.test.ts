import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILY_LIMIT, drawNames, type Candidate, type NameSource } from './name-draw';
import { pickIndex, createRandom } from './random';

/** A source over a fixed list: each pick is one of them, at random. */
function listSource(candidates: readonly Candidate[]): NameSource {
  return {
    pick: (random) =>
      candidates.length === 0 ? null : (candidates[pickIndex(random(), candidates.length)] ?? null),
    all: () => candidates,
  };
}

const named = (name: string, parts: string[] = [name], family?: string): Candidate =>
  family === undefined ? { name, parts } : { name, parts, family };

describe('drawNames', () => {
  it('never shows a part twice while other candidates are left', () => {
    const source = listSource([
      named('#AOne', ['word:a']),
      named('#ATwo', ['word:a']),
      named('#BOne', ['word:b']),
      named('#COne', ['word:c']),
    ]);
    for (let seed = 0; seed < 50; seed++) {
      const names = drawNames(source, { count: 3, random: createRandom(String(seed)) });
      expect(names.map((n) => n.name).filter((n) => n.startsWith('#A'))).toHaveLength(1);
    }
  });

  it(`shows at most ${FAMILY_LIMIT} of a family while other candidates are left`, () => {
    const candidates = [
      ...['#One', '#Two', '#Three', '#Four'].map((name) => named(name, [name], 'days')),
      named('#Five'),
      named('#Six'),
    ];
    for (let seed = 0; seed < 50; seed++) {
      const names = drawNames(listSource(candidates), {
        count: FAMILY_LIMIT + 2,
        random: createRandom(String(seed)),
      }).map((n) => n.name);
      expect(
        names.filter((name) => ['#One', '#Two', '#Three', '#Four'].includes(name)),
      ).toHaveLength(FAMILY_LIMIT);
    }
  });

  it('shows no name that starts another, whatever the case, while others are left', () => {
    const source = listSource([named('#YogaFlow'), named('#yogaflowfriday'), named('#Other')]);
    for (let seed = 0; seed < 30; seed++) {
      const names = drawNames(source, { count: 2, random: createRandom(String(seed)) });
      expect(names.map((n) => n.name).sort()).toEqual(
        names.some((n) => n.name === '#YogaFlow')
          ? ['#Other', '#YogaFlow']
          : ['#Other', '#yogaflowfriday'],
      );
    }
  });

  it('gives up the rules between names one at a time only when nothing else is left', () => {
    const source = listSource([named('#A', ['x']), named('#AB', ['x']), named('#C', ['x'])]);
    const names = drawNames(source, { count: 3, random: createRandom('s') }).map((n) => n.name);
    // Three names share one part; two start one another: all three only at the last step.
    expect(names.sort()).toEqual(['#A', '#AB', '#C']);
  });

  it("fills with a source's reserve only once the others are on screen or repeat a family", () => {
    // Picks miss, so the fill decides: a second of a family comes before any reserve shape.
    const candidates = [
      named('#DogJudges', ['word:dog'], 'judges'),
      named('#CatJudges', ['word:cat'], 'judges'),
      { ...named('#DogRelay', ['word:relay'], 'relay'), reserve: true },
    ];
    const source = { pick: () => null, all: () => candidates };
    for (let seed = 0; seed < 20; seed++) {
      const names = drawNames(source, { count: 2, random: createRandom(String(seed)) });
      expect(names.map((n) => n.name).sort()).toEqual(['#CatJudges', '#DogJudges']);
      const all = drawNames(source, { count: 3, random: createRandom(String(seed)) });
      expect(all.map((n) => n.name)).toContain('#DogRelay');
    }
    // But before a format comes back.
    const sameFormat = [
      { ...named('#DogJudges', ['word:dog']), format: '{K}Judges' },
      { ...named('#CatJudges', ['word:cat']), format: '{K}Judges' },
      { ...named('#DogRelay', ['word:relay']), reserve: true },
    ];
    for (let seed = 0; seed < 20; seed++) {
      const names = drawNames(
        { pick: () => null, all: () => sameFormat },
        { count: 2, random: createRandom(String(seed)) },
      );
      expect(names.map((n) => n.name)).toContain('#DogRelay');
    }
  });

  it('never returns an excluded name (any case) nor a kept one, and counts kept names', () => {
    const source = listSource([named('#One', ['a']), named('#Two', ['a']), named('#Three', ['b'])]);
    const names = drawNames(source, {
      count: 2,
      random: createRandom('k'),
      exclude: ['#ONE'],
      keep: ['#Three'],
    }).map((n) => n.name);
    // '#Three' uses part b, so '#Two' (part a) is the one new name; '#One' is excluded.
    expect(names).toEqual(['#Two']);
  });

  it('always ends, with as many names as exist, from any source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 }),
        fc.boolean(),
        fc.string(),
        (texts, picksNothing, seed) => {
          const candidates = [...new Set(texts.map((t) => `#${t}`))].map((name) => named(name));
          const source = picksNothing
            ? { pick: () => null, all: () => candidates }
            : listSource(candidates);
          const names = drawNames(source, { count: 8, random: createRandom(seed) });
          const distinct = new Set(candidates.map((c) => c.name.toLowerCase())).size;
          expect(names).toHaveLength(Math.min(8, distinct));
          expect(new Set(names.map((n) => n.id)).size).toBe(names.length);
        },
      ),
    );
  });

  it('replays the same names and ids from the same seed', () => {
    const source = listSource(
      ['#A', '#B', '#C', '#D', '#E', '#F', '#G', '#H', '#I'].map((n) => named(n)),
    );
    const draw = () => drawNames(source, { count: 8, random: createRandom('same') });
    expect(draw()).toEqual(draw());
  });
});
