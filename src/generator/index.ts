/**
 * The generator's public face: pure logic with no React, DOM or app imports. Import from here,
 * not from the files behind it.
 */
export {
  CHALLENGE_TYPES,
  CHALLENGE_TYPE_LABELS,
  DEFAULT_CHALLENGE_TYPE,
  DEFAULT_NAME_STYLE,
  DEFAULT_PLATFORM,
  NAME_STYLES,
  NAME_STYLE_LABELS,
  PLATFORMS,
  PLATFORM_LABELS,
  isChallengeType,
  isPlatform,
  toChallengeType,
  toNameStyle,
  toPlatform,
  type ChallengeType,
  type NameStyle,
  type Platform,
} from './types';
export { createRandom, freshSeed, type Random } from './random';
export { MAX_KEYWORD_LENGTH, cleanKeyword, type KeywordRefusal } from './clean-keyword';
export { ACTION_WORDS, BASE_HASHTAGS, WORD_LISTS } from './word-lists';
export { NAMES_PER_GENERATION, type GeneratedName } from './types';
export { hashtagSet } from './hashtag-set';
export { FULL_HASHTAG_SET_SIZE } from './platform-hashtag-set';
// The caption builder is imported from './caption' directly: its templates belong in the chunk
// that loads when a caption is first opened, and a re-export here would pull them into every page.
export { tagPageUrl } from './tag-page';
export type { NameSeries } from './name-series';
export type { CreativeData } from './creative/creative-data';
// The draw (generateNames and the More names series) is the generator's largest part: it has a
// face of its own, './draw', which the site loads as a separate chunk when a visitor first reaches
// for the form. Re-exporting it here would put it on every page.
export { cleanOwnHashtag, platformSetWithOwn, type OwnHashtagResult } from './own-hashtag';
