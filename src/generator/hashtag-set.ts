import type { GeneratedName } from './generate-names';
import { BASE_HASHTAGS, wordListFor } from './word-lists';

// All four base tags, per the product decision (the spec allowed three or four).
const BASE_PART = ' ' + BASE_HASHTAGS.join(' ') + ' ';

/**
 * The hashtag set copied for a name: the name, #viral #trending #challenge #fyp, then the type's
 * two tags — seven hashtags joined by single spaces. An unknown type uses the dance tags. The
 * visitor's own hashtag, when they gave one, comes last, so the seven stay exactly as they are.
 *
 * @example
 * hashtagSet({ name: '#YogaFlowChallenge', type: 'wellness' });
 * // '#YogaFlowChallenge #viral #trending #challenge #fyp #wellness #selfcare'
 * hashtagSet({ name: '#YogaFlowChallenge', type: 'wellness' }, '#MyStudio');
 * // '#YogaFlowChallenge #viral #trending #challenge #fyp #wellness #selfcare #MyStudio'
 */
export function hashtagSet(
  name: Pick<GeneratedName, 'name' | 'type'>,
  own: string | null = null,
): string {
  const [first, second] = wordListFor(name.type).hashtags;
  const set = name.name + BASE_PART + first + ' ' + second;
  return own === null || set.toLowerCase().split(' ').includes(own.toLowerCase())
    ? set
    : set + ' ' + own;
}
