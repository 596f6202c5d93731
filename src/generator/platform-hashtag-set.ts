import type { GeneratedName } from './generate-names';
import { BASE_HASHTAGS, TOPIC_HASHTAG, wordListFor } from './word-lists';

// Tags that only ask for reach: platforms say they do nothing or hurt, so they go last.
const GENERIC_TAGS = BASE_HASHTAGS.filter((tag) => tag !== TOPIC_HASHTAG);

/**
 * A hashtag set that fits a platform's cap, best tags first: the name, the type's two tags and
 * #challenge, then #viral, #trending and #fyp while room is left. `cap` null means no limit. The
 * name itself is always kept, even with a cap below 1.
 *
 * @example
 * platformHashtagSet({ name: '#YogaFlowChallenge', type: 'wellness' }, 5);
 * // ['#YogaFlowChallenge', '#wellness', '#selfcare', '#challenge', '#viral']
 */
export function platformHashtagSet(
  name: Pick<GeneratedName, 'name' | 'type'>,
  cap: number | null,
): string[] {
  const ordered = [name.name, ...wordListFor(name.type).hashtags, TOPIC_HASHTAG, ...GENERIC_TAGS];
  return cap === null ? ordered : ordered.slice(0, Math.max(1, Math.floor(cap)));
}

/** How many hashtags the spec's full set has: the name, four base tags and two type tags. */
export const FULL_HASHTAG_SET_SIZE = 1 + BASE_HASHTAGS.length + 2;
