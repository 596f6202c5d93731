/**
 * Where each platform shows everything posted under a hashtag, so a creator can see whether a
 * name is already in use. These are plain addresses: building one requests nothing.
 */
import type { Platform } from './types';

interface TagPageAddress {
  /** Everything before the tag, ending in a slash. */
  readonly before: string;
  /** Anything the platform expects after the tag (Instagram's addresses end in a slash). */
  readonly after: string;
}

export const TAG_PAGE_ADDRESSES = {
  tiktok: { before: 'https://www.tiktok.com/tag/', after: '' },
  instagram: { before: 'https://www.instagram.com/explore/tags/', after: '/' },
  youtube: { before: 'https://www.youtube.com/hashtag/', after: '' },
  facebook: { before: 'https://www.facebook.com/hashtag/', after: '' },
} as const satisfies Record<Platform, TagPageAddress>;

/**
 * The public page of a hashtag on a platform. The leading '#' is dropped and the rest is
 * percent-encoded as one path segment, so letters outside ASCII (योग, Café) and anything a
 * hand-edited link might carry stay inside the tag's segment.
 *
 * @example
 * tagPageUrl('tiktok', '#YogaFlowChallenge'); // 'https://www.tiktok.com/tag/YogaFlowChallenge'
 * tagPageUrl('instagram', '#Café'); // 'https://www.instagram.com/explore/tags/Caf%C3%A9/'
 */
export function tagPageUrl(platform: Platform, hashtag: string): string {
  const { before, after } = TAG_PAGE_ADDRESSES[platform];
  const tag = hashtag.startsWith('#') ? hashtag.slice(1) : hashtag;
  return before + encodeURIComponent(tag) + after;
}
