import {
  NAMES_PER_GENERATION,
  toChallengeType,
  toNameStyle,
  toPlatform,
  type ChallengeType,
  type NameStyle,
  type Platform,
} from '../../generator';

/**
 * A generation written into the address's fragment (`#k=yoga&t=fitness&p=instagram&s=…`). The
 * fragment is never sent to any server, so a shared result stays between the people who share it.
 * Pure: no DOM, so it is tested on its own.
 */
export interface SharedGeneration {
  /** As typed; the page cleans it as it cleans any keyword, with the same messages. */
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  /**
   * `y=creative`; absent for Classic, the default, as in every link made before styles existed.
   */
  readonly style?: NameStyle;
  /** Null when missing or unusable: the page then draws a fresh seed. */
  readonly seed: string | null;
  /**
   * The names on screen, after "More names" has changed them (`n=`); absent from links made
   * before that existed and from a fresh generation, which the seed replays alone.
   */
  readonly names?: readonly string[];
}

/** A finished generation, as much of it as a link needs to replay it. */
export type ShareableResult = SharedGeneration & { readonly seed: string };

/** Longer fragments are not ours (or are hostile); reading them would only waste time. */
const MAX_FRAGMENT_LENGTH = 2000;
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// Names hold only letters, marks, digits and underscores, so a dot can never be part of one.
const NAME_SEPARATOR = '.';

/**
 * @example
 * encodeShareFragment({ keyword: 'morning yoga', type: 'fitness', platform: 'instagram', style: 'classic', seed: 'k3x9' });
 * // 'k=morning+yoga&t=fitness&p=instagram&s=k3x9'
 * encodeShareFragment({ keyword: 'yoga', type: 'fitness', platform: 'tiktok', style: 'creative', seed: 'k3x9' });
 * // 'k=yoga&t=fitness&p=tiktok&s=k3x9&y=creative'
 * encodeShareFragment({ keyword: 'Yoga', type: 'dance', platform: 'tiktok', seed: 'k3x9', names: ['#YogaJam', '#SpinYoga'] });
 * // 'k=Yoga&t=dance&p=tiktok&s=k3x9&n=YogaJam.SpinYoga'
 */
export function encodeShareFragment(generation: ShareableResult): string {
  const params = new URLSearchParams({
    k: generation.keyword,
    t: generation.type,
    p: generation.platform,
    s: generation.seed,
  });
  if (generation.style === 'creative') params.set('y', generation.style);
  const names = generation.names ?? [];
  if (names.length > 0) {
    params.set('n', names.map((name) => name.replace(/^#/, '')).join(NAME_SEPARATOR));
  }
  return params.toString();
}

/** The names of `n=`, each with its '#' back, at most a generation's worth; empty parts dropped. */
function decodeNames(text: string): string[] {
  return text
    .split(NAME_SEPARATOR)
    .filter((part) => part !== '')
    .slice(0, NAMES_PER_GENERATION)
    .map((part) => `#${part}`);
}

/**
 * Reads a fragment (with or without the leading '#'); null when it holds no keyword, so the page
 * simply shows the empty generator. Unknown type → dance, unknown platform → TikTok, `style` only
 * for Creative, missing or malformed seed → null; `names` only when the link lists some. Never throws.
 *
 * @example
 * decodeShareFragment('#k=yoga&t=nonsense');
 * // { keyword: 'yoga', type: 'dance', platform: 'tiktok', seed: null }
 */
export function decodeShareFragment(fragment: string): SharedGeneration | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!text || text.length > MAX_FRAGMENT_LENGTH) return null;
  const params = new URLSearchParams(text);
  const keyword = params.get('k');
  if (keyword === null) return null;
  const seed = params.get('s');
  const shared: SharedGeneration = {
    keyword,
    type: toChallengeType(params.get('t')),
    platform: toPlatform(params.get('p')),
    seed: seed !== null && SEED_PATTERN.test(seed) ? seed : null,
  };
  // Which of these names the lists can really make is for the generator to say, not the link.
  const styled: SharedGeneration =
    toNameStyle(params.get('y')) === 'creative' ? { ...shared, style: 'creative' } : shared;
  const names = decodeNames(params.get('n') ?? '');
  return names.length > 0 ? { ...styled, names } : styled;
}

/**
 * The address of a result: the page's address with the result as its fragment (any fragment the
 * page had, such as `#main` from the skip link, is replaced).
 *
 * @example
 * shareUrl('https://challengenames.app/#main', { keyword: 'Yoga', type: 'fitness', platform: 'tiktok', style: 'classic', seed: 'k3x9' });
 * // 'https://challengenames.app/#k=Yoga&t=fitness&p=tiktok&s=k3x9'
 */
export function shareUrl(pageUrl: string, result: ShareableResult): string {
  const url = new URL(pageUrl);
  url.hash = encodeShareFragment(result);
  return url.href;
}
