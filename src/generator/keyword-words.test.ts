import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWord, saysAgain, saysOf } from './keyword-words';

describe('foldWord', () => {
  it('folds a plural and its singular alike', () => {
    for (const [plural, singular] of <const>[
      ['diaries', 'diary'],
      ['cookies', 'cookie'],
      ['movies', 'movie'],
      ['boxes', 'box'],
      ['games', 'game'],
      ['pies', 'pie'],
    ]) {
      expect(foldWord(plural), plural).toBe(foldWord(singular));
    }
  });

  it('folds a folded word to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) => {
        expect(foldWord(foldWord(word))).toBe(foldWord(word));
      }),
    );
  });
});

describe('saysAgain', () => {
  it("hears the keyword's word in its plural", () => {
    const says = saysOf('FortuneCookie');
    expect(saysAgain(says, 'cookies', foldWord('cookies'), 'after')).toBe(true);
    expect(saysAgain(says, 'cakes', foldWord('cakes'), 'after')).toBe(false);
  });
});
