/**
 * Words a name must not spell across the join of two of its parts. Platforms show tag pages in
 * lower case, where `#SushiTwist` reads as "sushitwist" and a reader sees what the join spells. Only
 * strong readings belong here (profanity, slurs, sexual terms, the step-family cliché of adult
 * sites): every entry also throws away the good names that happen to contain it across a join, so
 * mild or ambiguous words ("ass", "hell", "tit", "nude", "crap") stay out, and so do terms inside
 * common words that our own data uses ("arse" in "coarse", "spic" in "spicy", "coon" in
 * "raccoon"). The strong terms of the `cuss` dataset were read through for this list; the test
 * beside it checks that none of them hides inside a common English word we would refuse.
 * Lower case, letters only.
 */
export const MISREADINGS = [
  // profanity
  'shit',
  'fuck',
  'cunt',
  'bitch',
  'bastard',
  'twat',
  'wank',
  'piss',
  'dick',
  'cock',
  'fart',
  'asshole',
  'bollock',
  'tosser',
  'douche',
  // slurs and hate
  'fag',
  'nigger',
  'nigga',
  'retard',
  'tranny',
  'kike',
  'chink',
  'nazi',
  'hitler',
  'kkk',
  'dyke',
  'gook',
  'wetback',
  'beaner',
  'raghead',
  'towelhead',
  'paki',
  // sexual terms
  'sex',
  'porn',
  'rape',
  'rapist',
  'molest',
  'incest',
  'orgy',
  'orgasm',
  'penis',
  'vagina',
  'anal',
  'anus',
  'cum',
  'jizz',
  'dildo',
  'milf',
  'pussy',
  'slut',
  'whore',
  'lolita',
  'pedo',
  'paedo',
  'stepmom',
  'stepsis',
  'stepbro',
  'stepdad',
  'boner',
  'tits',
  'titty',
  'titties',
  'boobs',
  'horny',
  'hooker',
  'skank',
  'blowjob',
  'handjob',
  'rimjob',
  'erection',
  'vibrator',
  'threesome',
  'fetish',
  'nipple',
  'clit',
  'schlong',
  'scrotum',
  'smegma',
  'fellatio',
  'cunnilingus',
  'bukkake',
  'jerkoff',
  'queef',
  'felch',
  'sodomy',
  'bestiality',
  'necrophil',
  'hentai',
  'nsfw',
  'xxx',
] as const;

// A term that crosses a join holds letters from both sides of it: a three-letter term, one of the
// two trios around the join; a longer term, one of the three quartets around it. Most joins carry
// none of those, so only the rare name that does gets the exact check. Letters are numbered a–z,
// with 26 for anything else, and the trios and quartets that terms hold are kept as bits.
const LETTERS = 27;
const LETTERS_CUBED = LETTERS ** 3;
const TRIOS = new Uint8Array(Math.ceil(LETTERS ** 3 / 8));
const QUARTETS = new Uint8Array(Math.ceil(LETTERS ** 4 / 8));

/** A character's letter number as `toLowerCase` would start it; 26 when it cannot be in a term. */
function letterOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 65 && code <= 90) return code - 65;
  // The two characters outside ASCII whose lower case starts with an ASCII letter: İ → i̇, K → k.
  if (code === 0x130) return 8;
  if (code === 0x212a) return 10;
  return 26;
}

/** The number of the run of `length` letters of `text` starting at `at`. */
function runAt(text: string, at: number, length: number): number {
  let run = 0;
  for (let i = at; i < at + length; i++) run = run * LETTERS + letterOf(text.charCodeAt(i));
  return run;
}

const has = (bits: Uint8Array, run: number) =>
  ((bits[run >> 3] as number) & (1 << (run & 7))) !== 0;

for (const term of MISREADINGS) {
  const [bits, length] = term.length === 3 ? [TRIOS, 3] : [QUARTETS, 4];
  for (let at = 0; at + length <= term.length; at++) {
    const run = runAt(term, at, length);
    bits[run >> 3] = (bits[run >> 3] as number) | (1 << (run & 7));
  }
}

/**
 * The letter numbers at the two ends of a part of a name, worked out once per part so that a join
 * can be checked without building the name.
 */
export interface PartEdges {
  readonly first: number;
  readonly second: number;
  readonly third: number;
  readonly thirdLast: number;
  readonly secondLast: number;
  readonly last: number;
  /** Under three characters: a term could reach past the part, so only the exact check will do. */
  readonly short: boolean;
}

/**
 * The letters at the ends of a part, for {@link mayCrossJoin}.
 *
 * @example
 * edgesOf('Sushi').last; // 8 (i)
 */
export function edgesOf(part: string): PartEdges {
  const { length } = part;
  return {
    first: letterOf(part.charCodeAt(0)),
    second: letterOf(part.charCodeAt(1)),
    third: letterOf(part.charCodeAt(2)),
    thirdLast: letterOf(part.charCodeAt(length - 3)),
    secondLast: letterOf(part.charCodeAt(length - 2)),
    last: letterOf(part.charCodeAt(length - 1)),
    short: length < 3,
  };
}

/**
 * Whether a term may cross the join of two parts of three or more characters each. A term that
 * crosses a join holds letters from both sides of it: a three-letter term, one of the two trios
 * around the join; a longer term, one of the three quartets around it. False means surely not.
 *
 * @example
 * mayCrossJoin(edgesOf('Sushi'), edgesOf('Twist')); // true ("shit" crosses)
 */
export function mayCrossJoin(left: PartEdges, right: PartEdges): boolean {
  const middle = left.last * LETTERS + right.first;
  const before = left.secondLast * LETTERS * LETTERS + middle;
  const after = middle * LETTERS + right.second;
  return (
    has(TRIOS, before) ||
    has(TRIOS, after) ||
    has(QUARTETS, left.thirdLast * LETTERS_CUBED + before) ||
    has(QUARTETS, before * LETTERS + right.second) ||
    has(QUARTETS, after * LETTERS + right.third)
  );
}

/**
 * Tells whether a name spells a misreading that is not wholly inside one of its parts: the exact
 * check, for parts whose joins {@link mayCrossJoin} could not rule out. `parts` are the pieces the
 * name was joined from, in order, in any case (the keyword is one part: what the visitor typed is
 * theirs).
 *
 * @example
 * spellsAcrossJoin(['Sushi', 'Twist']); // true: "sushitwist"
 * spellsAcrossJoin(['Scunthorpe', 'Quest']); // false: only inside the keyword
 */
export function spellsAcrossJoin(parts: readonly string[]): boolean {
  const lower = parts.join('').toLowerCase();
  // Where each part ends in `lower`: a hit is fine only if it starts and ends inside one part.
  const ends: number[] = [];
  let end = 0;
  for (const part of parts) {
    end += part.toLowerCase().length;
    ends.push(end);
  }
  for (const term of MISREADINGS) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const stop = at + term.length;
      if (ends.some((partEnd) => at < partEnd && stop > partEnd)) return true;
    }
  }
  return false;
}

/**
 * Whether a name joined from `parts` spells a misreading across any of its joins: the cheap test
 * of each join's edges first, the exact check only where one may carry a term.
 *
 * @example
 * misreadsAcrossJoins(['Sushi', 'Twist']); // true
 * misreadsAcrossJoins(['Yoga', 'Flow']); // false
 */
export function misreadsAcrossJoins(parts: readonly string[]): boolean {
  let left: PartEdges | undefined;
  for (const part of parts) {
    if (part === '') continue;
    const right = edgesOf(part);
    if (left !== undefined && (left.short || right.short || mayCrossJoin(left, right))) {
      return spellsAcrossJoin(parts);
    }
    left = right;
  }
  return false;
}
