/**
 * Throughput of the generator on one core: `npm run bench`, or `npm run bench -- --check` to fail
 * when generateNames falls below its budget (a generation must stay far cheaper than a frame).
 *
 * Each measure warms up first so the JIT has optimised the code, then runs three timed rounds of
 * about a second and reports the median, which shrugs off one round disturbed by GC or the OS.
 * Rounds are timed in process CPU time rather than wall time, so a machine busy with other work
 * (a browser test run, a build) does not make the figure, or the --check, swing.
 */
import { cleanKeyword, createRandom, hashtagSet, type GeneratedName } from '../src/generator/index';
import { generateNames } from '../src/generator/draw';

const GENERATIONS_BUDGET_PER_SECOND = 200_000;
const ROUND_MS = 1000;
const WARM_UP_MS = 300;
const ROUNDS = 3;
const BATCH = 1000;

// Written to by every measured call, so the optimiser cannot drop the work as dead code.
let sink = 0;

/** CPU time of this process in ms: other work on a busy machine does not count against us. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function runFor(ms: number, batch: () => void): number {
  let operations = 0;
  const start = cpuMs();
  let elapsed = 0;
  do {
    batch();
    operations += BATCH;
    elapsed = cpuMs() - start;
  } while (elapsed < ms);
  return (operations * 1000) / elapsed;
}

function measure(label: string, unit: string, batch: () => void): number {
  runFor(WARM_UP_MS, batch);
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) rates.push(runFor(ROUND_MS, batch));
  rates.sort((a, b) => a - b);
  const median = rates[Math.floor(ROUNDS / 2)] ?? 0;
  console.log(`${label}: ${Math.round(median)} ${unit}/s`);
  return median;
}

const random = createRandom('bench');
const types = ['dance', 'fitness', 'cooking', 'gaming'] as const;
const keywords = ['Yoga', 'MorningRun', 'Guitar', 'Office'] as const;

const generationsPerSecond = measure('generateNames', 'generations', () => {
  for (let i = 0; i < BATCH; i++) {
    const names = generateNames({
      keyword: keywords[i & 3] ?? 'Yoga',
      type: types[i & 3],
      platform: 'tiktok',
      random,
    });
    sink += names.length;
  }
});

// The draw keeps what a keyword rules out for its next draws (a visitor draws again and again
// with one keyword); this measures a draw that meets each keyword for the first time.
const newKeywords = Array.from({ length: 4096 }, (_, i) => `Yoga${i}`);
measure('generateNames, a new keyword each time', 'generations', () => {
  for (let i = 0; i < BATCH; i++) {
    const names = generateNames({
      keyword: newKeywords[(i * 7 + sink) & 4095] ?? 'Yoga',
      type: types[i & 3],
      platform: 'tiktok',
      random,
    });
    sink += names.length;
  }
});

const rawKeywords = ['morning yoga', 'rock & roll', '  café  ', 'iPhone', '<script>'] as const;
measure('cleanKeyword', 'keywords', () => {
  for (let i = 0; i < BATCH; i++) {
    const result = cleanKeyword(rawKeywords[i % rawKeywords.length] ?? '');
    sink += result.ok ? result.keyword.length : 0;
  }
});

const sample: GeneratedName[] = generateNames({
  keyword: 'Yoga',
  type: 'wellness',
  platform: 'tiktok',
  random,
});
measure('hashtagSet', 'sets', () => {
  for (let i = 0; i < BATCH; i++) {
    const name = sample[i & 7];
    if (name !== undefined) sink += hashtagSet(name).length;
  }
});

measure('createRandom + generateNames', 'seeded generations', () => {
  for (let i = 0; i < BATCH; i++) {
    sink += generateNames({
      keyword: 'Yoga',
      type: 'dance',
      platform: 'tiktok',
      random: createRandom(String(i)),
    }).length;
  }
});

if (sink === 0) console.log('(no work was measured)');

if (process.argv.includes('--check')) {
  const measured = Math.round(generationsPerSecond);
  if (measured < GENERATIONS_BUDGET_PER_SECOND) {
    console.error(
      `generateNames is too slow: ${measured} generations/s, budget ${GENERATIONS_BUDGET_PER_SECOND} generations/s`,
    );
    process.exit(1);
  }
  console.log(
    `generateNames within budget: ${measured} generations/s ≥ ${GENERATIONS_BUDGET_PER_SECOND} generations/s`,
  );
}
