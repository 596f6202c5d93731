import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TYPES,
  CHALLENGE_TYPE_LABELS,
  PLATFORMS,
  PLATFORM_LABELS,
} from '../../generator';
import {
  SAVED_NAMES_LIMIT,
  addSavedName,
  isSaved,
  parseSavedNames,
  removeSavedName,
  savedNamesText,
  serializeSavedNames,
  type SavedName,
} from './saved-names';

const yoga = { name: '#YogaQuest', type: 'fitness', platform: 'instagram' } as const;
const cats = { name: '#CatLoop', type: 'pet', platform: 'youtube' } as const;

const savedName = fc.record({
  name: fc.stringMatching(/^#[A-Za-z0-9_]{1,20}$/),
  type: fc.constantFrom(...CHALLENGE_TYPES),
  platform: fc.constantFrom(...PLATFORMS),
});

function listOf(count: number): SavedName[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `#Name${index}`,
    type: 'art',
    platform: 'facebook',
  }));
}

describe('saved names', () => {
  it('adds to the end, refuses duplicates and removes by name', () => {
    const first = addSavedName([], yoga);
    expect(first).toEqual({ ok: true, list: [yoga] });
    if (!first.ok) return;
    const second = addSavedName(first.list, cats);
    expect(second).toEqual({ ok: true, list: [yoga, cats] });
    expect(addSavedName(first.list, { ...yoga, type: 'dance' })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    if (!second.ok) return;
    expect(removeSavedName(second.list, yoga.name)).toEqual([cats]);
    expect(isSaved(second.list, cats.name)).toBe(true);
    expect(isSaved(removeSavedName(second.list, cats.name), cats.name)).toBe(false);
  });

  it(`holds at most ${SAVED_NAMES_LIMIT} names`, () => {
    const full = listOf(SAVED_NAMES_LIMIT);
    expect(addSavedName(full, yoga)).toEqual({ ok: false, reason: 'limit' });
    expect(addSavedName(full.slice(1), yoga).ok).toBe(true);
    expect(parseSavedNames(serializeSavedNames(listOf(SAVED_NAMES_LIMIT + 20)))).toHaveLength(
      SAVED_NAMES_LIMIT,
    );
  });

  it('round-trips any valid list through storage', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(savedName, { selector: (entry) => entry.name, maxLength: 30 }),
        (list) => {
          expect(parseSavedNames(serializeSavedNames(list))).toEqual(list);
        },
      ),
    );
  });

  it.each([
    ['nothing stored', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['not a list', '{"name":"#YogaQuest"}'],
    ['a list of junk', '[1, "x", null, {"name": 5}]'],
  ])('reads %s as an empty list', (_, raw) => {
    expect(parseSavedNames(raw)).toEqual([]);
  });

  it('skips invalid or duplicate entries and keeps the good ones', () => {
    const raw = JSON.stringify([
      yoga,
      { ...cats, type: 'knitting' },
      { ...cats, platform: 'myspace' },
      { ...cats, name: '<img src=x onerror=alert(1)>' },
      { ...yoga, type: 'dance' },
      cats,
    ]);
    expect(parseSavedNames(raw)).toEqual([yoga, cats]);
  });

  it('never throws on anything storage might hold', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        const list = parseSavedNames(raw);
        expect(list.length).toBeLessThanOrEqual(SAVED_NAMES_LIMIT);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes one line a name with its type and platform labels', () => {
    expect(savedNamesText([yoga, cats])).toBe(
      `${yoga.name}\t${CHALLENGE_TYPE_LABELS.fitness}\t${PLATFORM_LABELS.instagram}\n` +
        `${cats.name}\t${CHALLENGE_TYPE_LABELS.pet}\t${PLATFORM_LABELS.youtube}\n`,
    );
    expect(savedNamesText([])).toBe('');
  });
});
