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
  isSaved,
  legacySavedNames,
  savedNamesFrom,
  savedNamesText,
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

const at = (list: readonly SavedName[]) =>
  list.map(({ name, ...rest }, index) => ({ id: name, value: { ...rest, at: index } }));

describe('saved names', () => {
  it('lists the entries this version understands, oldest first', () => {
    const entries = [
      { id: cats.name, value: { type: cats.type, platform: cats.platform, at: 2 } },
      { id: '#YarnNight', value: { type: 'knitting', platform: 'tiktok', at: 0 } },
      { id: '#Threads', value: { type: 'art', platform: 'threads', at: 0 } },
      { id: '<img src=x onerror=alert(1)>', value: { type: 'art', platform: 'tiktok', at: 0 } },
      { id: yoga.name, value: { type: yoga.type, platform: yoga.platform, at: 1 } },
      { id: '#Junk', value: 42 },
    ];
    expect(savedNamesFrom(entries)).toEqual([yoga, cats]);
    expect(isSaved([yoga], yoga.name)).toBe(true);
    expect(isSaved([yoga], cats.name)).toBe(false);
  });

  it('round-trips any valid list, whatever its length (nothing is cut)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(savedName, { selector: (entry) => entry.name, maxLength: 30 }),
        (list) => {
          expect(savedNamesFrom(at(list))).toEqual(list);
        },
      ),
    );
    expect(savedNamesFrom(at(listOf(SAVED_NAMES_LIMIT + 20)))).toHaveLength(SAVED_NAMES_LIMIT + 20);
  });

  it('never throws on anything storage might hold', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), value: fc.jsonValue() })), (entries) => {
        expect(savedNamesFrom(entries).length).toBeLessThanOrEqual(entries.length);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        for (const entry of legacySavedNames(raw)) expect(typeof entry.name).toBe('string');
      }),
    );
  });

  it('reads a list stored by the previous version with every field of every entry', () => {
    const unknown = { name: '#YarnNight', type: 'knitting', platform: 'threads', colour: 'red' };
    expect(legacySavedNames(JSON.stringify([yoga, unknown, 7]))).toEqual([yoga, unknown]);
    expect(legacySavedNames('{oops')).toEqual([]);
  });

  it('writes one line a name with its type and platform labels', () => {
    expect(savedNamesText([yoga, cats])).toBe(
      `${yoga.name}\t${CHALLENGE_TYPE_LABELS.fitness}\t${PLATFORM_LABELS.instagram}\n` +
        `${cats.name}\t${CHALLENGE_TYPE_LABELS.pet}\t${PLATFORM_LABELS.youtube}\n`,
    );
    expect(savedNamesText([])).toBe('');
  });
});
