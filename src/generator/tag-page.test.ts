import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagPageUrl } from './tag-page';
import { PLATFORMS } from './types';

const EXPECTED_HOSTS = {
  tiktok: 'www.tiktok.com',
  instagram: 'www.instagram.com',
  youtube: 'www.youtube.com',
  facebook: 'www.facebook.com',
} as const;

/** The tag a page address points at: its path segment after the platform's fixed part. */
function tagFrom(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? '');
}

describe('tagPageUrl', () => {
  it.each([
    ['tiktok', 'https://www.tiktok.com/tag/YogaFlowChallenge'],
    ['instagram', 'https://www.instagram.com/explore/tags/YogaFlowChallenge/'],
    ['youtube', 'https://www.youtube.com/hashtag/YogaFlowChallenge'],
    ['facebook', 'https://www.facebook.com/hashtag/YogaFlowChallenge'],
  ] as const)('points %s at its public tag page', (platform, expected) => {
    expect(tagPageUrl(platform, '#YogaFlowChallenge')).toBe(expected);
  });

  it.each([
    ['#Café', 'Caf%C3%A9'],
    ['#योगQuest', '%E0%A4%AF%E0%A5%8B%E0%A4%97Quest'],
    ['#ヨガChallenge', '%E3%83%A8%E3%82%ACChallenge'],
    ['#Йога_Jam', '%D0%99%D0%BE%D0%B3%D0%B0_Jam'],
  ])('percent-encodes %s as UTF-8', (tag, encoded) => {
    expect(tagPageUrl('tiktok', tag)).toBe(`https://www.tiktok.com/tag/${encoded}`);
    expect(tagPageUrl('instagram', tag)).toBe(`https://www.instagram.com/explore/tags/${encoded}/`);
  });

  it('keeps any hashtag, in any script, inside one path segment of the platform’s own host', () => {
    const hashtagBody = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .map((text) => text.replace(/[^\p{L}\p{M}\p{N}_]/gu, ''))
      .filter((text) => text.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), hashtagBody, (platform, tag) => {
        const url = new URL(tagPageUrl(platform, `#${tag}`));
        expect(url.protocol).toBe('https:');
        expect(url.host).toBe(EXPECTED_HOSTS[platform]);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(tagFrom(url.href)).toBe(tag);
      }),
    );
  });
});
