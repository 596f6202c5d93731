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

/** Longer fragments are not ours (or are hostile); reading them would only waste time. */
const MAX_FRAGMENT_LENGTH = 2000;
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * @example
 * encodeShareFragment({ keyword: 'morning yoga', type: 'fitness', platform: 'instagram', seed: 'k3x9' });
 * // 'k=morning+yoga&t=fitness&p=instagram&s=k3x9'
 */
export function encodeShareFragment(
  generation: SharedGeneration & { readonly seed: string },
): string {
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
