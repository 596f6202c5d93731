import type { GeneratedName } from './generate-names';
import { BASE_HASHTAGS, wordListFor } from './word-lists';

// The first four base tags, per the product decision (the spec allowed three or four).
const BASE_PART = ' ' + BASE_HASHTAGS.slice(0, 4).join(' ') + ' ';

/**
 * The hashtag set copied for a name: the name, #viral #trending #challenge #fyp, then the type's
 * two tags — seven hashtags joined by single spaces. An unknown type uses the dance tags.
 *
 * @example
 * hashtagSet({ name: '#YogaFlowChallenge', type: 'wellness' });
 * // '#YogaFlowChallenge #viral #trending #challenge #fyp #wellness #selfcare'
 */
export function hashtagSet(name: Pick<GeneratedName, 'name' | 'type'>): string {
  const [first, second] = wordListFor(name.type).hashtags;
  return name.name + BASE_PART + first + ' ' + second;
}
