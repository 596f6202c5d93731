/**
 * Shows Creative names for a type and keywords, as the page would draw them, to read while writing
 * the data: `npx tsx scripts/creative-preview.ts fitness yoga plank office` (three draws of eight
 * per keyword; `--draws=N` for more).
 */
import { cleanKeyword, createRandom } from '../src/generator/index';
import { generateNames } from '../src/generator/draw';
import { creativeDataFromSources } from '../src/generator/creative/from-sources';
import { CHALLENGE_TYPES, type ChallengeType } from '../src/generator/types';

const args = process.argv.slice(2);
const draws = Number(args.find((arg) => arg.startsWith('--draws='))?.slice(8) ?? 3);
const [type, ...keywords] = args.filter((arg) => !arg.startsWith('--')) as [
  ChallengeType,
  ...string[],
];
if (!CHALLENGE_TYPES.includes(type) || keywords.length === 0) {
  console.error(
    'usage: npx tsx scripts/creative-preview.ts <type> <keyword> [keyword …] [--draws=N]',
  );
  process.exit(1);
}

for (const typed of keywords) {
  const cleaned = cleanKeyword(typed);
  if (!cleaned.ok) {
    console.log(`${typed}: refused (${cleaned.reason})\n`);
    continue;
  }
  const { keyword } = cleaned;
  const creative = creativeDataFromSources(keyword, type);
  const known = creative.known ? `known as "${creative.known.key}"` : 'unknown';
  console.log(`${typed} (${known}, ${type}):`);
  for (let draw = 0; draw < draws; draw++) {
    const names = generateNames({
      style: 'creative',
      creative,
      keyword,
      type,
      platform: 'tiktok',
      random: createRandom(`${typed}:${draw}`),
    });
    console.log(`  ${names.map((name) => name.name).join('  ')}`);
  }
  console.log('');
}
