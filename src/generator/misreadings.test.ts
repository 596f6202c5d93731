import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISREADINGS, edgesOf, mayCrossJoin, spellsAcrossJoin } from './misreadings';

/** What the generator does: the exact check only where the letters around a join allow a term. */
function quickThenExact(parts: readonly string[]): boolean {
  const edges = parts.map(edgesOf);
  const mayCross = edges.some((left, i) => {
    const right = edges[i + 1];
    return right !== undefined && (left.short || right.short || mayCrossJoin(left, right));
  });
  return mayCross && spellsAcrossJoin(parts);
}

describe('MISREADINGS', () => {
  it('holds distinct lower-case words of three letters or more', () => {
    for (const term of MISREADINGS) expect(term).toMatch(/^[a-z]{3,}$/);
    expect(new Set(MISREADINGS).size).toBe(MISREADINGS.length);
  });
});

describe('spellsAcrossJoin', () => {
  it.each([
    [['Sushi', 'Twist'], true],
    [['Sushi', 'Trials'], true],
    [['Fifa', 'Games'], true],
    [['Rap', 'Escape'], true],
    [['Surprise', 'Xmas'], true],
    [['Step', 'Mom', 'Quest'], true],
    [['LOL', 'Italian', 'Quest'], true],
    [['Chef', 'Art'], true],
    [['The', 'Rapist', 'Dare'], false],
    [['Scunthorpe', 'Quest'], false],
    [['Grape', 'Feast'], false],
    [['Peacock', 'Pals'], false],
    [['Essex', 'Journey'], false],
    [['Yoga', 'Flow', 'Challenge'], false],
    // A short keyword lets a term reach over it into a third part.
    [['Se', 'X', 'Jam'], true],
    [['İ', 'Love'], false],
    [['Naz', 'İ'], true],
  ] as const)('%j → %s', (parts, expected) => {
    expect(spellsAcrossJoin(parts)).toBe(expected);
    expect(quickThenExact(parts)).toBe(expected);
  });

  // The quick look at the letters around each join must never let a real hit through.
  it('agrees with the exact check on any parts', () => {
    const piece = fc.oneof(
      fc
        .constantFrom(...MISREADINGS)
        .chain((term) => fc.nat(term.length).map((cut) => [term.slice(0, cut), term.slice(cut)])),
      fc.string({
        unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzAEIOUSTİK')),
        maxLength: 6,
      }),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const parts = pieces.flatMap((p) => (typeof p === 'string' ? [p] : p)).filter(Boolean);
        expect(quickThenExact(parts)).toBe(spellsAcrossJoin(parts));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('mayCrossJoin', () => {
  it('rules out joins that carry no letters of a term', () => {
    expect(mayCrossJoin(edgesOf('Yoga'), edgesOf('Flow'))).toBe(false);
    expect(mayCrossJoin(edgesOf('Sushi'), edgesOf('Twist'))).toBe(true);
  });
});
