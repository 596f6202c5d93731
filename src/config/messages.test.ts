import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_HASHTAG_SET_SIZE, PLATFORMS, type Platform } from '../generator';
import { platformHashtagSet } from '../generator/platform-hashtag-set';
import {
  CONSENT_TEXT,
  COPIED_WHAT,
  COPY_FAILED_MESSAGE,
  consentSavedMessage,
  copiedMessage,
  keywordRefusalMessage,
  platformFitMessage,
  savedNamesCountMessage,
} from './messages';
import { PLATFORM_HASHTAG_RULES } from './platform-caps';

describe('toast wording', () => {
  it('says what the spec says on the cookie page', () => {
    expect(CONSENT_TEXT.saved).toBe('Your preferences have been saved.');
    expect(consentSavedMessage('accepted').title).toBe('Preferences Saved!');
    expect(consentSavedMessage('rejected').description).toContain('rejected non-essential cookies');
  });

  it('says what the spec says', () => {
    expect(keywordRefusalMessage('empty')).toEqual({
      title: 'Keyword Required',
      description: 'Please enter a keyword to generate challenge names!',
    });
    expect(COPY_FAILED_MESSAGE).toEqual({
      title: 'Copy Failed',
      description: 'Unable to copy to clipboard. Please try again.',
    });
    expect(copiedMessage('"#GrooveQuest"')).toEqual({
      title: 'Copied!',
      description: '"#GrooveQuest" has been copied to your clipboard.',
    });
    expect(consentSavedMessage('rejected').title).toBe('Preferences Saved!');
  });

  it.each([
    [undefined, 'Keep it to 40 letters or numbers.'],
    [41, 'Keep it to 40 letters or numbers — yours has 41.'],
    [1234, 'Keep it to 40 letters or numbers — yours has 1,234.'],
  ])('counts a too-long keyword (%s) in words', (length, description) => {
    expect(keywordRefusalMessage('too-long', length)).toEqual({
      title: 'Keyword Too Long',
      description,
    });
  });

  it('asks for letters when nothing usable was typed', () => {
    expect(keywordRefusalMessage('no-usable-characters')).toEqual({
      title: 'Keyword Needs Letters',
      description: "Use letters or numbers — hashtags can't contain symbols.",
    });
  });
});

describe('platformFitMessage', () => {
  it.each<[Platform, number, string]>([
    [
      'tiktok',
      7,
      'TikTok shows 5 hashtags: this set has 7. Use “Copy for TikTok” to keep the best 5.',
    ],
    [
      'instagram',
      8,
      'Instagram Reels shows 5 hashtags: this set has 8. Use “Copy for Instagram Reels” to keep the best 5.',
    ],
    ['youtube', 7, 'Fits YouTube Shorts (7 of 60). The first 3 show above the title.'],
    ['youtube', 8, 'Fits YouTube Shorts (8 of 60). The first 3 show above the title.'],
    ['facebook', 8, 'Fits Facebook: no hashtag limit.'],
  ])('tells a creator whether a set fits %s (%d tags)', (platform, size, expected) => {
    expect(platformFitMessage(platform, size)).toBe(expected);
  });

  it.each(PLATFORMS)(
    'for %s, offers the platform set exactly when the full set does not fit',
    (platform) => {
      const { cap } = PLATFORM_HASHTAG_RULES[platform];
      const fits = cap === null || cap >= FULL_HASHTAG_SET_SIZE;
      expect(platformFitMessage(platform, FULL_HASHTAG_SET_SIZE).startsWith('Fits ')).toBe(fits);
      // What “Copy for …” then copies keeps the promise the line makes.
      const copied = platformHashtagSet({ name: '#YogaQuest', type: 'fitness' }, cap);
      expect(copied).toHaveLength(fits ? FULL_HASHTAG_SET_SIZE : cap);
    },
  );
});

describe('counting messages', () => {
  it.each([
    [1, 'The list of 1 name', '1 name saved on this device (up to 500).'],
    [8, 'The list of 8 names', '8 names saved on this device (up to 500).'],
    [1200, 'The list of 1,200 names', '1,200 names saved on this device (up to 500).'],
  ])('counts %i in words', (count, copied, saved) => {
    expect(COPIED_WHAT.allNames(count)).toBe(copied);
    expect(savedNamesCountMessage(count, 500)).toBe(saved);
  });
});

describe('counts in messages', () => {
  it('group thousands as English does, whatever the visitor’s locale', () => {
    const english = new Intl.NumberFormat('en');
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), (count) => {
        expect(savedNamesCountMessage(count, 500)).toContain(`${english.format(count)} name`);
      }),
    );
  });
});
