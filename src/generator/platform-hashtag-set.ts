import type { GeneratedName } from './generate-names';
import { BASE_HASHTAGS, wordListFor } from './word-lists';

const SPEC_BASE_TAGS = BASE_HASHTAGS.slice(0, 4);

/**
 * A hashtag set that fits a platform's cap without losing the tags that matter: the name first,
 * then the type's two tags, then the base tags (#viral #trending #challenge #fyp) while room is
 * left. `cap` null means no limit. The name itself is always kept, even with a cap below 1.
 *
 * @example
 * platformHashtagSet({ name: '#YogaFlowChallenge', type: 'wellness' }, 5);
 * // ['#YogaFlowChallenge', '#wellness', '#selfcare', '#viral', '#trending']
 */
export function platformHashtagSet(
  name: Pick<GeneratedName, 'name' | 'type'>,
  cap: number | null,
): string[] {
  const ordered = [name.name, ...wordListFor(name.type).hashtags, ...SPEC_BASE_TAGS];
  return cap === null ? ordered : ordered.slice(0, Math.max(1, Math.floor(cap)));
}

/** How many hashtags the spec's full set has: the name, four base tags and two type tags. */
export const FULL_HASHTAG_SET_SIZE = 1 + SPEC_BASE_TAGS.length + 2;
