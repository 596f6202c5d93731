/**
 * Fitting text into a box, with no canvas: every function takes a `measure` that says how wide a
 * string is at a given size, so the rules (break a name only at its word joins, shrink before
 * overflowing, never leave the box) are tested with a made-up measure and drawn with the canvas's.
 */

/** How wide `text` is at `size` px in the font the caller means. Widths grow with size. */
export type Measure = (text: string, size: number) => number;

export interface FittedText {
  readonly lines: readonly string[];
  readonly size: number;
}

// An upper-case letter that starts a word: after a letter that is not a capital (a lower-case
// one, or one of a script without case, as in योगQuest) or a digit (YogaQuest, Day30Club), or as
// the last capital of a run followed by a lower-case letter (LOLLoop → LOL Loop). Marks stay with
// their letter, so a break never separates a vowel sign from its consonant.
const WORD_JOIN =
  /(?<=[\p{Ll}\p{Lo}\p{Lm}\p{Nd}]\p{M}*)(?=\p{Lu})|(?<=\p{Lu}\p{M}*)(?=\p{Lu}\p{Ll})/u;

/**
 * The words of a PascalCase hashtag, split where one word joins the next; the '#' stays with the
 * first word, and a one-letter word stays with the next (IPhone, ADay: a line never holds a lone
 * letter). A name in a script without capitals (Devanagari, Thai, Arabic, CJK) is one word.
 *
 * @example
 * nameWords('#LOLLoopChallenge'); // ['#LOL', 'Loop', 'Challenge']
 * nameWords('#योगQuest'); // ['#योग', 'Quest']
 * nameWords('#ADayOfYoga'); // ['#ADay', 'Of', 'Yoga']
 */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  let carried = '';
  for (const piece of name.split(WORD_JOIN)) {
    const word = carried + piece;
    carried = '';
    if (word.replace(/^#/, '').replace(/\p{M}/gu, '').length <= 1) carried = word;
    else if (word !== '') words.push(word);
  }
  if (carried !== '') {
    if (words.length === 0) words.push(carried);
    else words.push(`${words.pop() ?? ''}${carried}`);
  }
  return words;
}

/** Every way to cut `words` into at most `maxLines` lines, in order (2^(n-1) at most). */
function groupings(words: readonly string[], maxLines: number): string[][] {
  const found: string[][] = [];
  const walk = (start: number, lines: string[]) => {
    if (start === words.length) {
      found.push(lines);
      return;
    }
    if (lines.length === maxLines) return;
    for (let end = start + 1; end <= words.length; end++) {
      walk(end, [...lines, words.slice(start, end).join('')]);
    }
  };
  walk(0, []);
  return found;
}

/** Names have at most 40 keyword characters and a few words; beyond this many, joins merge. */
const MAX_NAME_WORDS = 10;

/**
 * The largest size at which a challenge name fits `width` × `height` in at most `maxLines` lines,
 * and where its lines break: only at word joins, never inside a word. A word too wide for the box
 * makes the whole name smaller rather than being cut. Lines are `lineHeight` × size apart.
 *
 * @example
 * fitName('#MorningYogaChallenge', (t, s) => t.length * s * 0.6, { width: 600, height: 400, maxSize: 160, maxLines: 3, lineHeight: 1.1 });
 * // { lines: ['#Morning', 'YogaChallenge'], size: 76.9… }
 */
export function fitName(
  name: string,
  measure: Measure,
  box: {
    readonly width: number;
    readonly height: number;
    readonly maxSize: number;
    readonly maxLines: number;
    /** Lines are this many sizes apart. */
    readonly lineHeight: number;
    /** The height one line needs, in sizes (its ascent and descent); `lineHeight` by default. */
    readonly lineBox?: number;
  },
): FittedText {
  let words = nameWords(name);
  // A long run of one-letter words (an acronym-like keyword) would make too many groupings to
  // try; merging the tail keeps every break a real join.
  if (words.length > MAX_NAME_WORDS) {
    words = [...words.slice(0, MAX_NAME_WORDS - 1), words.slice(MAX_NAME_WORDS - 1).join('')];
  }
  const REFERENCE = 100;
  let best: FittedText = { lines: [name], size: 0 };
  for (const lines of groupings(words, box.maxLines)) {
    const widest = Math.max(...lines.map((line) => measure(line, REFERENCE)));
    const byWidth = widest > 0 ? (box.width / widest) * REFERENCE : box.maxSize;
    const byHeight =
      box.height / ((lines.length - 1) * box.lineHeight + (box.lineBox ?? box.lineHeight));
    const size = Math.min(box.maxSize, byWidth, byHeight);
    // The same size with fewer lines reads better: only a strictly larger size wins.
    if (size > best.size + 0.01) best = { lines, size };
  }
  return best;
}

const segmenterCache: { segmenter?: Intl.Segmenter | null } = {};

/** The user-perceived characters of `text`: a break never splits an accent or an emoji. */
function graphemes(text: string): string[] {
  if (segmenterCache.segmenter === undefined) {
    segmenterCache.segmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined) : null;
  }
  const { segmenter } = segmenterCache;
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Breaks prose into lines no wider than `width` at `size`: at spaces, and inside a word only when
 * that word alone is wider than the line (a URL, or a language written without spaces), then
 * between characters, never inside one.
 *
 * @example
 * wrapText('Film your set, from the first rep to the last.', (t, s) => t.length * s * 0.5, 20, 200);
 * // ['Film your set, from', 'the first rep to the', 'last.']
 */
export function wrapText(text: string, measure: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line !== '') lines.push(line);
    line = '';
  };
  for (const word of text.split(/\s+/u).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    push();
    if (measure(word, size) <= width) {
      line = word;
      continue;
    }
    for (const char of graphemes(word)) {
      if (line !== '' && measure(line + char, size) > width) push();
      line += char;
    }
  }
  push();
  return lines;
}

/**
 * The largest size, from `maxSize` down to `minSize`, at which `text` wraps into at most
 * `maxLines` lines no wider than `width`. At `minSize` the text may still need more lines: the
 * caller then gives it more room or leaves the block out, never lets it overflow.
 *
 * @example
 * fitText('Post it as a video with the hashtags below.', (t, s) => t.length * s * 0.5, { width: 400, maxSize: 40, minSize: 20, maxLines: 2 });
 * // { lines: ['Post it as a video with the', 'hashtags below.'], size: 28 }
 */
export function fitText(
  text: string,
  measure: Measure,
  box: {
    readonly width: number;
    readonly maxSize: number;
    readonly minSize: number;
    readonly maxLines: number;
  },
): FittedText {
  const STEP = 0.92;
  let size = box.maxSize;
  for (;;) {
    const lines = wrapText(text, measure, size, box.width);
    if (lines.length <= box.maxLines || size * STEP < box.minSize) return { lines, size };
    size *= STEP;
  }
}
