/**
 * Shows Creative names for a type and keywords, to read while writing the data:
 * `npx tsx scripts/creative-preview.ts fitness yoga plank office` (16 names per keyword).
 */
import { CHALLENGE_TYPES, type ChallengeType } from '../src/generator/types';
import { slotsOf, wordsOf, keyOf } from '../src/generator/creative/data-rules';
import { FORMATS_BY_TYPE, SHARED_FORMATS } from '../src/generator/creative/en/formats';
import { KEYWORDS_BY_TYPE } from '../src/generator/creative/en/keywords';
import type { KeywordEntry } from '../src/generator/creative/data-types';

const [type, ...keywords] = process.argv.slice(2) as [ChallengeType, ...string[]];
if (!CHALLENGE_TYPES.includes(type) || keywords.length === 0) {
  console.error('usage: npx tsx scripts/creative-preview.ts <type> <keyword> [keyword …]');
  process.exit(1);
}
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function entryFor(keyword: string): KeywordEntry | undefined {
  const key = keyOf(keyword);
  for (const entries of Object.values(KEYWORDS_BY_TYPE)) {
    for (const [k, entry] of Object.entries(entries as Record<string, KeywordEntry>)) {
      if (keyOf(k) === key || (entry.also ?? '').split(' ').includes(key)) return entry;
    }
  }
  return undefined;
}

for (const keyword of keywords) {
  const K = keyword
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  const entry = entryFor(keyword);
  const words = entry ?? FORMATS_BY_TYPE[type].words;
  const families = [
    ...Object.values(FORMATS_BY_TYPE[type].families),
    ...Object.values(SHARED_FORMATS),
  ] as string[][];
  const names = new Set<string>();
  if (entry) for (const name of wordsOf(entry.names)) names.add(`#${name}`);
  for (let tries = 0; names.size < 24 && tries < 500; tries++) {
    const format = pick(pick(families));
    let name = format;
    let previous = '';
    let ok = true;
    for (const slot of slotsOf(format)) {
      let value = K;
      if (slot === 'T') value = pick(wordsOf(words.things));
      if (slot === 'M') value = pick(wordsOf(words.moves));
      if (slot === 'V') value = pick(wordsOf(words.verbs));
      if (slot === 'Day') {
        const days = DAYS.filter((day) => day[0] === previous[0]);
        if (days.length === 0) ok = false;
        value = pick(days.length ? days : DAYS);
      }
      if (value === undefined) ok = false;
      name = name.replace(`{${slot}}`, value);
      previous = value;
    }
    if (ok && name.length <= 25) names.add(`#${name}`);
  }
  console.log(
    `${keyword} (${entry ? 'known' : 'unknown'}, ${type}):\n  ${[...names].join('  ')}\n`,
  );
}
