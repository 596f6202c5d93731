import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandom, freshSeed, pickIndex, randomId } from './random';

function firstValues(seed: string, count: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random());
}

describe('createRandom', () => {
  it('gives values in [0, 1) for any seed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) =>
        firstValues(seed, 64).every((value) => value >= 0 && value < 1),
      ),
      { numRuns: 2000 },
    );
  });

  it('replays the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) => {
        expect(firstValues(seed, 16)).toEqual(firstValues(seed, 16));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives different sequences for different seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(firstValues(a, 4)).not.toEqual(firstValues(b, 4));
      }),
      { numRuns: 2000 },
    );
  });

  // A sum of character codes would make anagrams collide; the empty string and '0' are real seeds.
  it.each([
    ['ab', 'ba'],
    ['', '0'],
    ['0', '00'],
    ['yoga', 'Yoga'],
    ['listen', 'silent'],
  ])('seeds %j and %j give different sequences', (a, b) => {
    expect(firstValues(a, 4)).not.toEqual(firstValues(b, 4));
  });

  it.each(['', '0'])('seed %j works like any other', (seed) => {
    const values = firstValues(seed, 100);
    expect(new Set(values).size).toBe(100);
    for (const value of values) expect(value >= 0 && value < 1).toBe(true);
  });

  it('spreads values evenly over ten buckets', () => {
    const random = createRandom('uniformity');
    const buckets = new Array<number>(10).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const bucket = Math.floor(random() * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    // Each bucket expects 10,000 draws with a standard deviation near 95; 600 is over six of them.
    for (const count of buckets) expect(Math.abs(count - draws / 10)).toBeLessThan(600);
  });
});

describe('pickIndex', () => {
  it.each([
    [0, 5, 0],
    [0.19999, 5, 0],
    [0.2, 5, 1],
    [0.99999, 5, 4],
    [0.5, 9, 4],
  ])('maps %d onto %d slots as %d', (draw, size, index) => {
    expect(pickIndex(draw, size)).toBe(index);
  });

  it.each([1, 1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'keeps an out-of-contract draw %d inside the list',
    (draw) => {
      expect(pickIndex(draw, 5)).toBe(0);
    },
  );
});

describe('randomId', () => {
  it('draws six base36 characters', () => {
    const random = createRandom('ids');
    for (let i = 0; i < 1000; i++) expect(randomId(random)).toMatch(/^[0-9a-z]{6}$/);
  });

  it('is deterministic for a seed and varied across draws', () => {
    const a = createRandom('same');
    const b = createRandom('same');
    const first = Array.from({ length: 50 }, () => randomId(a));
    expect(Array.from({ length: 50 }, () => randomId(b))).toEqual(first);
    expect(new Set(first).size).toBe(50);
  });

  it('spans the whole alphabet from the lowest to the highest draw', () => {
    expect(randomId(() => 0)).toBe('000000');
    expect(randomId(() => 1 - 2 ** -40)).toBe('zzzzzz');
  });
});

describe('freshSeed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes url-safe seeds that differ from call to call', () => {
    const seeds = Array.from({ length: 200 }, () => freshSeed());
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-z]{10}$/);
      expect(encodeURIComponent(seed)).toBe(seed);
    }
    expect(new Set(seeds).size).toBe(200);
  });

  it.each([
    [0, '0000000000'],
    [35, 'zzzzzzzzzz'],
    [36, '0000000000'],
    [0xffffffff, '3333333333'],
  ])('turns crypto value %d into %s', (value, seed) => {
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint32Array) => array.fill(value),
    });
    expect(freshSeed()).toBe(seed);
  });

  it('still works without Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(freshSeed()).toMatch(/^[0-9a-z]{10}$/);
  });
});
