/**
 * `npm run lighthouse`: audits every page of the built site (dist/, served as a static host
 * would) with Lighthouse in Debian's Chromium — mobile preset, default (simulated) throttling —
 * several runs per page, and checks the median of each figure against scripts/budgets.ts.
 * Prints a table; exits 1 when a page falls below. Reports land in .lighthouse/ (one HTML report
 * per page: the run whose Performance score is the median). Run `npm run build` first.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { FOOTER_ROUTES } from '../src/config/routes';
import { LIGHTHOUSE_BUDGETS } from './budgets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startStaticHost } from './static-host';
import { printTable } from './table';
import { DIST_DIR as distDir, requireBuild } from './dist';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, '.lighthouse');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof METRICS;

interface Figures {
  readonly scores: Record<Category, number>;
  readonly metrics: Record<Metric, number>;
  /** Lighthouse's measure of how fast the machine's CPU was during the run (higher is faster). */
  readonly benchmarkIndex: number;
}

interface RouteResult {
  readonly route: string;
  readonly median: Figures;
  readonly runs: readonly Result[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function figuresOf(result: Result): Figures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, result.categories[category]?.score ?? Number.NaN]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [
      name,
      result.audits[audit]?.numericValue ?? Number.NaN,
    ]),
  ) as Record<Metric, number>;
  return { scores, metrics, benchmarkIndex: result.environment.benchmarkIndex };
}

function medianFigures(runs: readonly Figures[]): Figures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((name) => [
      name,
      median(runs.map((run) => run.metrics[name])),
    ]),
  ) as Record<Metric, number>;
  return { scores, metrics, benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)) };
}

/** Every way a route's medians fall below scripts/budgets.ts, as sentences; empty when within. */
function failuresOf({ route, median: figures, runs }: RouteResult): string[] {
  const failures: string[] = [];
  for (const category of CATEGORIES) {
    const minimum = LIGHTHOUSE_BUDGETS.scores[category];
    const score = figures.scores[category];
    if (!(score >= minimum)) {
      // Name the audits that cost points in the worst run, so the fix can start at once.
      const worst = runs.reduce((a, b) =>
        (a.categories[category]?.score ?? 0) <= (b.categories[category]?.score ?? 0) ? a : b,
      );
      const losing = (worst.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (worst.audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) =>
            `${ref.id} (${String(worst.audits[ref.id]?.displayValue ?? worst.audits[ref.id]?.score)})`,
        );
      failures.push(
        `${route}: ${category} ${score.toFixed(2)} < ${minimum.toFixed(2)}${losing.length ? ` — ${losing.join(', ')}` : ''}`,
      );
    }
  }
  if (!(figures.metrics.CLS <= LIGHTHOUSE_BUDGETS.maxCumulativeLayoutShift)) {
    failures.push(
      `${route}: Cumulative Layout Shift ${figures.metrics.CLS.toFixed(3)} > ${LIGHTHOUSE_BUDGETS.maxCumulativeLayoutShift}`,
    );
  }
  return failures;
}

function printResults(results: readonly RouteResult[]): void {
  const header = ['route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'runs', 'CPU'];
  const rows = results.map(({ route, runs, median: { scores, metrics, benchmarkIndex } }) => [
    route,
    ...CATEGORIES.map((category) => scores[category].toFixed(2)),
    `${(metrics.FCP / 1000).toFixed(2)} s`,
    `${(metrics.LCP / 1000).toFixed(2)} s`,
    `${Math.round(metrics.TBT)} ms`,
    metrics.CLS.toFixed(3),
    String(runs.length),
    String(Math.round(benchmarkIndex)),
  ]);
  printTable(header, rows);
}

function reportName(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replaceAll('/', '-');
}

/** Attempts per run: Lighthouse occasionally fails to record a trace (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a fresh Chromium (as Lighthouse advises, so no run inherits another's
 * state), retried when Lighthouse itself fails to measure — never when the page scores badly.
 */
async function audit(url: string): Promise<Result> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
      logLevel: 'silent',
    });
    try {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      if (outcome && !outcome.lhr.runtimeError) return outcome.lhr;
      lastError = outcome?.lhr.runtimeError?.message ?? 'no result';
    } finally {
      chrome.kill();
    }
    console.warn(`\n  Lighthouse could not measure ${url} (attempt ${attempt}): ${lastError}`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${lastError}`);
}

async function main(): Promise<number> {
  const started = performance.now();
  const { scores, maxCumulativeLayoutShift, runsPerRoute } = LIGHTHOUSE_BUDGETS;
  const progress = (text: string) => {
    if (process.stdout.isTTY) process.stdout.write(`  ${text}`.padEnd(60) + '\r');
  };
  const server = await startStaticHost(distDir, 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  await mkdir(reportDir, { recursive: true });
  const results: RouteResult[] = [];
  try {
    for (const { path: route } of FOOTER_ROUTES) {
      const runs: Result[] = [];
      for (let run = 1; run <= runsPerRoute; run += 1) {
        progress(`${route}: run ${run} of ${runsPerRoute}`);
        runs.push(await audit(origin + route));
      }
      const figures = runs.map(figuresOf);
      const medianResult = { route, median: medianFigures(figures), runs };
      results.push(medianResult);
      // Keep the report of the run whose Performance score is the median, to read what it saw.
      const performanceMedian = medianResult.median.scores.performance;
      const representative =
        runs.find((_, index) => figures[index]?.scores.performance === performanceMedian) ??
        runs[0];
      if (representative) {
        await writeFile(
          join(reportDir, `${reportName(route)}.report.html`),
          generateReport(representative, 'html'),
        );
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }

  progress('');
  printResults(results);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nMedian of ${runsPerRoute} runs per route; CPU is Lighthouse's benchmark index of the machine. Lighthouse ${results[0]?.runs[0]?.lighthouseVersion ?? ''}, ` +
      `mobile preset, simulated throttling; ${seconds.toFixed(0)} s in all. Reports: .lighthouse/`,
  );
  console.log(
    `Budgets: Performance ≥ ${scores.performance}, Accessibility, Best Practices and SEO ≥ ` +
      `${scores.accessibility}, CLS ≤ ${maxCumulativeLayoutShift}.`,
  );
  const failures = results.flatMap(failuresOf);
  for (const failure of failures) console.error(`✗ ${failure}`);
  if (failures.length === 0) console.log('✓ every page meets the Lighthouse budgets');
  return failures.length === 0 ? 0 : 1;
}

await requireBuild();
process.exitCode = await main();
