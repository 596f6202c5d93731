import { toChallengeType, toPlatform, type ChallengeType, type Platform } from '../../generator';

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
  /** Null when missing or unusable: the page then draws a fresh seed. */
  readonly seed: string | null;
}

/** A finished generation, as much of it as a link needs to replay it. */
export type ShareableResult = SharedGeneration & { readonly seed: string };

/** Longer fragments are not ours (or are hostile); reading them would only waste time. */
const MAX_FRAGMENT_LENGTH = 2000;
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * @example
 * encodeShareFragment({ keyword: 'morning yoga', type: 'fitness', platform: 'instagram', seed: 'k3x9' });
 * // 'k=morning+yoga&t=fitness&p=instagram&s=k3x9'
 */
export function encodeShareFragment(generation: ShareableResult): string {
  return new URLSearchParams({
    k: generation.keyword,
    t: generation.type,
    p: generation.platform,
    s: generation.seed,
  }).toString();
}

/**
 * Reads a fragment (with or without the leading '#'); null when it holds no keyword, so the page
 * simply shows the empty generator. Unknown type → dance, unknown platform → TikTok, missing or
 * malformed seed → null. Never throws.
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
  return {
    keyword,
    type: toChallengeType(params.get('t')),
    platform: toPlatform(params.get('p')),
    seed: seed !== null && SEED_PATTERN.test(seed) ? seed : null,
  };
}

/**
 * The address of a result: the page's address with the result as its fragment (any fragment the
 * page had, such as `#main` from the skip link, is replaced).
 *
 * @example
 * shareUrl('https://challengenames.app/#main', { keyword: 'Yoga', type: 'fitness', platform: 'tiktok', seed: 'k3x9' });
 * // 'https://challengenames.app/#k=Yoga&t=fitness&p=tiktok&s=k3x9'
 */
export function shareUrl(pageUrl: string, result: ShareableResult): string {
  const url = new URL(pageUrl);
  url.hash = encodeShareFragment(result);
  return url.href;
}
