import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TYPES,
  CHALLENGE_TYPE_LABELS,
  DEFAULT_CHALLENGE_TYPE,
  DEFAULT_PLATFORM,
  PLATFORMS,
  PLATFORM_LABELS,
  isChallengeType,
  isPlatform,
  toChallengeType,
  toPlatform,
} from './types';

// Values that reach the converters from URLs, storage and careless callers.
const NOT_A_MEMBER: readonly unknown[] = [
  '',
  'Dance',
  ' dance',
  'TikTok',
  'constructor',
  '__proto__',
  'toString',
  null,
  undefined,
  0,
  {},
  ['dance'],
];

describe('challenge types', () => {
  it('are the 15 of the spec, in order, with dance as the default', () => {
    expect(CHALLENGE_TYPES).toEqual([
      'dance',
      'fitness',
      'funny',
      'prank',
      'educational',
      'cooking',
      'travel',
      'fashion',
      'wellness',
      'speed',
      'music',
      'art',
      'tech',
      'pet',
      'gaming',
    ]);
    expect(DEFAULT_CHALLENGE_TYPE).toBe('dance');
  });

  it.each(CHALLENGE_TYPES)(
    '%s is recognised, kept, and labelled with its word capitalised',
    (type) => {
      expect(isChallengeType(type)).toBe(true);
      expect(toChallengeType(type)).toBe(type);
      expect(CHALLENGE_TYPE_LABELS[type]).toBe(type.charAt(0).toUpperCase() + type.slice(1));
    },
  );

  it.each(NOT_A_MEMBER)('%o is not a type and falls back to dance', (value) => {
    expect(isChallengeType(value)).toBe(false);
    expect(toChallengeType(value)).toBe('dance');
  });
});

describe('platforms', () => {
  it('are the 4 of the spec with tiktok as the default', () => {
    expect(PLATFORMS).toEqual(['tiktok', 'instagram', 'youtube', 'facebook']);
    expect(DEFAULT_PLATFORM).toBe('tiktok');
  });

  it.each([
    ['tiktok', 'TikTok'],
    ['instagram', 'Instagram Reels'],
    ['youtube', 'YouTube Shorts'],
    ['facebook', 'Facebook'],
  ] as const)('%s is recognised and labelled %s', (platform, label) => {
    expect(isPlatform(platform)).toBe(true);
    expect(toPlatform(platform)).toBe(platform);
    expect(PLATFORM_LABELS[platform]).toBe(label);
  });

  it.each(NOT_A_MEMBER)('%o is not a platform and falls back to tiktok', (value) => {
    expect(isPlatform(value)).toBe(false);
    expect(toPlatform(value)).toBe('tiktok');
  });
});
