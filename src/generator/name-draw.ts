/**
 * The one draw both name styles share: candidates come from a style's source, the draw applies
 * the rules of what may stand on screen together, and a seeded `random` makes every choice.
 *
 * A source says which names a keyword can have at all (a name that reads badly across a join, says
 * a word twice or runs too long is never a candidate). The draw adds the rules between names:
 * none twice, none the start of another, each of a source's words once, each format once, at most
 * one of a family. It always terminates: random picks are capped, and any shortfall is filled from
 * every candidate in a seeded random order, giving up the rules between names one step at a time
 * only when nothing else is left (a long series of More names), and a source's reserve last of
 * the names that keep the rules it keeps.
 */
import { pickIndex, randomId, type Random } from './random';

/** One possible name, with what the variety rules need to know of it. */
export interface Candidate {
  /** The name, '#' included. */
  readonly name: string;
  /** The words (the ideas) it is made of: no two names on screen share one. */
  readonly parts: readonly string[];
  /** The format it fills, if any: never two names of one format on screen. */
  readonly format?: string;
  /** Its family of formats, if any: at most {@link FAMILY_LIMIT} names on screen share one. */
  readonly family?: string;
  /**
   * A shape that reads with some keywords, not all: the fill takes it only once the others are on
   * screen, or would break more than the family rule.
   */
  readonly reserve?: boolean;
}

/** Where a style's candidates come from. */
export interface NameSource {
  /**
   * One candidate drawn at random, or null when the draw landed on a name this keyword cannot
   * have. The draw calls it again and again; its use of `random` must depend only on the seed.
   */
  pick(random: Random): Candidate | null;
  /** Every candidate, in a fixed order, each name once. */
  all(): readonly Candidate[];
}

/** One idea once: a family is a shape of name (a count of days, a time limit, a contest). */
export const FAMILY_LIMIT = 1;

// Generous for 8 names (a shortfall after this many picks is vanishingly rare with our data) yet
// small enough that a degenerate case reaches the fill quickly.
const PICKS_PER_NAME = 8;

/** How much of the rules between names a name must keep; the fill steps down only when it must. */
const Variety = {
  /** Every rule. */
  Full: 0,
  /** A family may come back. */
  NoFamilies: 1,
  /** Words may come back too; still no format twice and no name the start of another. */
  NoStarts: 2,
  /** Only distinct names. */
  None: 3,
} as const;
type Variety = (typeof Variety)[keyof typeof Variety];

/**
 * The fill's steps: a family may come back before a source's reserve is reached (a second
 * #MyDogJudgesPizza reads better in a pet draw than #7DayPizzaChallenge), but the reserve comes
 * before a word or a format does.
 */
const FILL_STEPS: readonly (readonly [Variety, boolean])[] = [
  [Variety.Full, false],
  [Variety.NoFamilies, false],
  [Variety.Full, true],
  [Variety.NoFamilies, true],
  [Variety.NoStarts, false],
  [Variety.NoStarts, true],
  [Variety.None, false],
  [Variety.None, true],
];

/** Whether two names (lower case) start one another, or are the same. */
function startsOneAnother(a: string, b: string): boolean {
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}

/**
 * Adds base36 one to an id, wrapping at its length, so resolving a collision takes a bounded
 * number of steps even when the random source keeps repeating itself.
 */
function nextId(id: string): string {
  let carry = true;
  let result = '';
  for (let i = id.length - 1; i >= 0; i--) {
    let digit = parseInt(id.charAt(i), 36);
    if (carry) {
      digit = (digit + 1) % 36;
      carry = digit === 0;
    }
    result = digit.toString(36) + result;
  }
  return result;
}

/** What is on screen: the names, and the parts and families they use. */
class Screen {
  readonly names: string[] = [];
  private readonly lower: string[] = [];
  private readonly parts = new Set<string>();
  private readonly formats = new Set<string>();
  private readonly families = new Map<string, number>();

  constructor(private readonly excluded: ReadonlySet<string>) {}

  fits(candidate: Candidate, variety: Variety): boolean {
    const lower = candidate.name.toLowerCase();
    if (this.excluded.has(lower)) return false;
    if (variety <= Variety.NoFamilies) {
      if (candidate.parts.some((part) => this.parts.has(part))) return false;
      const family = candidate.family;
      const full = variety === Variety.Full;
      if (full && family !== undefined && (this.families.get(family) ?? 0) >= FAMILY_LIMIT) {
        return false;
      }
    }
    if (variety <= Variety.NoStarts && candidate.format !== undefined) {
      if (this.formats.has(candidate.format)) return false;
    }
    return variety === Variety.None
      ? !this.lower.includes(lower)
      : !this.lower.some((shown) => startsOneAnother(shown, lower));
  }

  put(candidate: Candidate | string, isNew: boolean): void {
    const name = typeof candidate === 'string' ? candidate : candidate.name;
    if (isNew) this.names.push(name);
    this.lower.push(name.toLowerCase());
    if (typeof candidate === 'string') return;
    for (const part of candidate.parts) this.parts.add(part);
    if (candidate.format !== undefined) this.formats.add(candidate.format);
    if (candidate.family !== undefined) {
      this.families.set(candidate.family, (this.families.get(candidate.family) ?? 0) + 1);
    }
  }
}

export interface DrawOptions {
  readonly count: number;
  readonly random: Random;
  /** Names shown earlier in a series: never drawn again (compared without case). */
  readonly exclude?: Iterable<string>;
  /** Names that stay on screen beside the new ones and count for the rules between names. */
  readonly keep?: readonly string[];
}

/**
 * Draws up to `count` names from a source under the rules between names, then gives each an id.
 *
 * @example
 * drawNames(classicSource('Yoga', 'fitness'), { count: 8, random: createRandom('s') }).length; // 8
 */
export function drawNames(
  source: NameSource,
  { count, random, exclude = [], keep = [] }: DrawOptions,
): { readonly id: string; readonly name: string }[] {
  const screen = new Screen(new Set(Array.from(exclude, (name) => name.toLowerCase())));
  if (keep.length > 0) {
    const all = source.all();
    for (const name of keep) screen.put(all.find((c) => c.name === name) ?? name, false);
  }

  for (let picks = count * PICKS_PER_NAME; screen.names.length < count && picks > 0; picks--) {
    const candidate = source.pick(random);
    if (candidate !== null && screen.fits(candidate, Variety.Full)) screen.put(candidate, true);
  }

  if (screen.names.length < count) {
    const remaining = source.all().slice();
    // Fisher–Yates keeps the fill random yet replayable from the same seed.
    for (let i = remaining.length - 1; i > 0; i--) {
      const j = pickIndex(random(), i + 1);
      const swap = remaining[i] as Candidate;
      remaining[i] = remaining[j] as Candidate;
      remaining[j] = swap;
    }
    for (const [variety, reserve] of FILL_STEPS) {
      for (const candidate of remaining) {
        if (screen.names.length >= count) break;
        if ((candidate.reserve === true) !== reserve) continue;
        if (screen.fits(candidate, variety)) screen.put(candidate, true);
      }
    }
  }

  const ids: string[] = [];
  return screen.names.map((name) => {
    let id = randomId(random);
    while (ids.includes(id)) id = nextId(id);
    ids.push(id);
    return { id, name };
  });
}
