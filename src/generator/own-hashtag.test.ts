import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH } from './clean-keyword';
import { cleanOwnHashtag, platformSetWithOwn, withOwnHashtag } from './own-hashtag';
import { platformHashtagSet } from './platform-hashtag-set';
import { CHALLENGE_TYPES } from './types';
import { WORD_LISTS } from './word-lists';

const HASHTAG = /^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u;

describe('cleanOwnHashtag', () => {
  it.each([
    ['MyStudio', '#MyStudio'],
    ['#my studio', '#MyStudio'],
    ['##yoga_club', '#Yoga_club'],
    ['  café crew ', '#CaféCrew'],
    ['योग', '#योग'],
  ])('cleans %j like a keyword: %s', (typed, tag) => {
    expect(cleanOwnHashtag(typed)).toEqual({ ok: true, tag });
  });

  it.each(['', '   ', '\n'])('reads %j as no own hashtag', (typed) => {
    expect(cleanOwnHashtag(typed)).toEqual({ ok: true, tag: null });
  });

  it('refuses symbols only and anything over the keyword limit', () => {
    expect(cleanOwnHashtag('#!?')).toEqual({ ok: false, reason: 'no-usable-characters' });
    expect(cleanOwnHashtag('a'.repeat(MAX_KEYWORD_LENGTH + 1))).toEqual({
      ok: false,
      reason: 'too-long',
      length: MAX_KEYWORD_LENGTH + 1,
    });
  });

  it('gives a working hashtag or a reason for anything typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (typed) => {
        const result = cleanOwnHashtag(typed);
        if (result.ok && result.tag !== null) {
          expect(result.tag).toMatch(HASHTAG);
          expect(Array.from(result.tag).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH + 1);
        }
      }),
    );
  });
});

describe('withOwnHashtag', () => {
  it('puts the own hashtag right after the name', () => {
    expect(withOwnHashtag(['#Name', '#a', '#b'], '#Own')).toEqual(['#Name', '#Own', '#a', '#b']);
  });

  it('changes nothing without one, or when it is the name in any case', () => {
    expect(withOwnHashtag(['#Name', '#a'], null)).toEqual(['#Name', '#a']);
    expect(withOwnHashtag(['#Name', '#a'], '#NAME')).toEqual(['#Name', '#a']);
    expect(withOwnHashtag([], '#Own')).toEqual([]);
  });

  it('moves a tag the list already has, in any case, to right after the name', () => {
    expect(withOwnHashtag(['#Name', '#a', '#viral', '#b'], '#Viral')).toEqual([
      '#Name',
      '#Viral',
      '#a',
      '#b',
    ]);
  });
});

describe('platformSetWithOwn', () => {
  it('is the platform-ready set with the own hashtag after the name, within the cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHALLENGE_TYPES),
        fc.option(fc.integer({ min: -2, max: 12 }), { nil: null }),
        fc.option(fc.constantFrom('#Own', '#MyStudio', '#viral'), { nil: null }),
        (type, cap, own) => {
          const name = { name: '#Probe', type };
          const tags = platformSetWithOwn(name, cap, own);
          expect(tags[0]).toBe('#Probe');
          expect(new Set(tags).size).toBe(tags.length);
          if (cap !== null) expect(tags.length).toBeLessThanOrEqual(Math.max(1, cap));
          if (own === null) expect(tags).toEqual(platformHashtagSet(name, cap));
          else if (cap === null || cap >= 2) expect(tags).toContain(own);
          if (own === '#Own' && (cap === null || cap >= 2)) expect(tags[1]).toBe('#Own');
        },
      ),
    );
  });

  it.each(CHALLENGE_TYPES)(
    "%s: with a cap of 5 the own hashtag takes a generic tag's place, never #challenge",
    (type) => {
      const [first, second] = WORD_LISTS[type].hashtags;
      expect(platformSetWithOwn({ name: '#Probe', type }, 5, '#MyStudio')).toEqual([
        '#Probe',
        '#MyStudio',
        first,
        second,
        '#challenge',
      ]);
    },
  );
});
