import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFormats } from './calendar';
import {
  MAX_POSTER_WORDS,
  dateLine,
  posterContent,
  posterDescription,
  posterKicker,
  type PosterChoices,
} from './poster-content';
import { CHALLENGE_LENGTHS } from './calendar';

const formats = dateFormats('en-GB');

const CHOICES: PosterChoices = {
  name: '#YogaQuest',
  words: '',
  invitation: 'A gentle challenge for a calmer day. Come as you are.',
  steps: ['Film it.', 'Post it as a Reel with the hashtags below.'],
  hashtags: ['#YogaQuest', '#MyStudio', '#wellness'],
  length: 1,
  start: null,
};

describe('posterContent', () => {
  it('says the name, the invitation, the numbered steps and the tags of a one-day challenge', () => {
    expect(posterContent(CHOICES, formats)).toEqual({
      name: '#YogaQuest',
      kicker: 'JOIN THE CHALLENGE',
      message: 'A gentle challenge for a calmer day. Come as you are.',
      steps: ['1. Film it.', '2. Post it as a Reel with the hashtags below.'],
      dateLine: null,
      days: [],
      hashtags: '#YogaQuest #MyStudio #wellness',
    });
  });

  it('dates each day of a longer challenge in the visitor’s locale', () => {
    const content = posterContent(
      { ...CHOICES, length: 7, start: { year: 2026, month: 3, day: 30 } },
      formats,
    );
    expect(content.kicker).toBe('7-DAY CHALLENGE');
    expect(content.dateLine).toBe('Monday, 30 March 2026 to Sunday, 5 April 2026');
    expect(content.days.map((day) => `${day.number} ${day.weekday} ${day.date}`)).toEqual([
      '1 Mon 30 Mar',
      '2 Tue 31 Mar',
      '3 Wed 1 Apr',
      '4 Thu 2 Apr',
      '5 Fri 3 Apr',
      '6 Sat 4 Apr',
      '7 Sun 5 Apr',
    ]);
    expect(posterContent({ ...CHOICES, length: 14 }, formats).days.map((d) => d.date)).toEqual(
      Array(14).fill(null),
    );
  });

  it('takes the visitor’s own words, tidied and never longer than the field allows', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (words) => {
        const { message } = posterContent({ ...CHOICES, words }, formats);
        if (words.trim() === '') expect(message).toBe(CHOICES.invitation);
        else {
          expect(Array.from(message).length).toBeLessThanOrEqual(MAX_POSTER_WORDS);
          expect(message).not.toMatch(/^\s|\s$|\s\s/u);
        }
      }),
    );
  });

  it.each(CHALLENGE_LENGTHS)(
    'a %i-day challenge has that many cells, or none for one day',
    (length) => {
      const content = posterContent({ ...CHOICES, length }, formats);
      expect(content.days).toHaveLength(length === 1 ? 0 : length);
      expect(content.kicker).toBe(posterKicker(length));
    },
  );

  it('writes one date for a one-day challenge', () => {
    expect(dateLine({ year: 2026, month: 3, day: 2 }, 1, formats)).toBe('Monday, 2 March 2026');
  });
});

describe('posterDescription', () => {
  it('says everything the picture shows, in reading order', () => {
    const content = posterContent(
      { ...CHOICES, length: 7, start: { year: 2026, month: 3, day: 2 } },
      formats,
    );
    expect(posterDescription(content, { dropped: [] }, { width: 1080, height: 1920 }, 'Mint')).toBe(
      'Poster, 1080 by 1920 pixels, Mint design. 7-DAY CHALLENGE. #YogaQuest. A gentle challenge for a calmer day. Come as you are. How to join: 1. Film it. 2. Post it as a Reel with the hashtags below. Monday, 2 March 2026 to Sunday, 8 March 2026. A calendar of 7 days, 2 Mar to 8 Mar, each with a box to tick. Hashtags: #YogaQuest #MyStudio #wellness.',
    );
  });

  it('leaves out what the picture left out, and says so', () => {
    const content = posterContent(CHOICES, formats);
    const text = posterDescription(
      content,
      { dropped: ['steps', 'message'] },
      { width: 1200, height: 630 },
      'Bold',
    );
    expect(text).not.toContain('How to join');
    expect(text).not.toContain(CHOICES.invitation);
    expect(text).toMatch(/Left out for lack of room: the steps, the line under the name\.$/);
  });
});
