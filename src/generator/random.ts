/**
 * Seeded randomness. Everything in the generator takes a `Random` as an argument so that tests
 * and share links can replay a generation exactly; only `freshSeed` touches real entropy.
 */

/** A source of numbers uniform in [0, 1), like `Math.random`. */
export type Random = () => number;

const UINT32_RANGE = 4294967296;

/**
 * cyrb53 (bryc, public domain) keeps both 32-bit lanes. A proper avalanche hash matters here: a sum
 * of character codes would give 'ab' and 'ba' the same stream.
 */
function cyrb53Lanes(text: string): readonly [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/**
 * A well-mixed 32-bit hash of a string (cyrb53's first lane), for spreading keys over shards.
 *
 * @example
 * hashText('yoga') % 128; // the same shard every time
 */
export function hashText(text: string): number {
  return cyrb53Lanes(text)[0];
}

/**
 * Creates a deterministic generator from a string seed: cyrb53 seeds sfc32 (Chris Doty-Humphrey's
 * small fast counting generator, which passes PractRand). Every string is a real seed, including
 * '' and '0'.
 *
 * @example
 * const random = createRandom('yoga-party');
 * random(); // the same number every time for this seed, in [0, 1)
 */
export function createRandom(seed: string): Random {
  // Seeds arrive from URLs and storage through untyped code; hashing a non-string must not throw.
  const text: unknown = seed;
  const [low, high] = cyrb53Lanes(typeof text === 'string' ? text : String(text));
  // Seeded the way PractRand seeds sfc32 from 64 bits: a = 0, b/c = the seed, counter = 1.
  let a = 0;
  let b = low;
  let c = high;
  let d = 1;
  const next: Random = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / UINT32_RANGE;
  };
  // The first outputs of a freshly seeded sfc32 still echo the seed; PractRand discards 12 rounds.
  for (let i = 0; i < 12; i++) next();
  return next;
}

const SEED_LENGTH = 10;

/**
 * Makes a new url-safe seed (10 base36 characters, about 51 bits) from the platform's
 * cryptographic random source, for a generation the visitor has not asked to replay.
 *
 * @example
 * const seed = freshSeed(); // e.g. 'k3v9x0q2mz'
 * const names = generateNames({ keyword: 'Yoga', type: 'wellness', platform: 'tiktok', random: createRandom(seed) });
 */
export function freshSeed(): string {
  const values = new Uint32Array(SEED_LENGTH);
  // Seeds are not secrets, so an environment without Web Crypto still gets a working generator.
  const source = (globalThis as { crypto?: Crypto }).crypto;
  if (source !== undefined) {
    source.getRandomValues(values);
  } else {
    for (let i = 0; i < SEED_LENGTH; i++) values[i] = Math.floor(Math.random() * UINT32_RANGE);
  }
  let seed = '';
  // 2^32 mod 36 is 4, so the modulo bias is about one in a billion: irrelevant for a seed.
  for (const value of values) seed += (value % 36).toString(36);
  return seed;
}

// Six base36 characters: 36^6 ≈ 2.2e9 stays below 2^32, so one draw covers every id evenly even
// from a 32-bit generator.
const ID_LENGTH = 6;
const ID_RANGE = 36 ** ID_LENGTH;

/**
 * Turns a draw into an index in [0, size). Guards against injected sources that return 1, a
 * negative number or NaN, so a bad `Random` can never index outside a list.
 */
export function pickIndex(draw: number, size: number): number {
  const index = Math.floor(draw * size);
  return index >= 0 && index < size ? index : 0;
}

/**
 * Draws a short base36 id (6 characters) from the given random source.
 *
 * @example
 * randomId(createRandom('ids')); // e.g. '4fzq0b'
 */
export function randomId(random: Random): string {
  return pickIndex(random(), ID_RANGE).toString(36).padStart(ID_LENGTH, '0');
}
