/**
 * `npm run lighthouse`: Lighthouse CI on every page of the built site, served as a static host
 * would (scripts/serve.ts), in Debian's Chromium. lighthouserc.json holds the runs per page and
 * the budgets as assertions on the median; this prints the median of each figure per page.
 *
 * Lighthouse measures the page's main-thread work in wall time, so on a shared machine another
 * tenant's burst shows up as the page's Total Blocking Time (one page's median went from 9 ms to
 * 410 ms with the load average at 6 on 2 cores and no change to the page). Each page therefore
 * waits, within a bounded time, for the CPU pressure (the kernel's share of the last 10 s in
 * which a runnable task waited for a CPU) to fall before its runs start, and its CPU slowdown is
 * calibrated to the machine (below). The budgets stay as they are; a machine that stays busy is
 * measured as it is, and its pressure is printed with the results.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { PAGE_ROUTES } from '../src/config/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { watchOthers } from './cpu-others';
import { startServer } from './serve';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, '.lighthouseci');

/** A quiet enough machine: runnable tasks waited for a CPU in under a fifth of the last 10 s. */
const QUIET_CPU_PRESSURE = 20;
const MAX_WAIT_PER_PAGE_MS = 60_000;
const MAX_WAIT_IN_ALL_MS = 180_000;

/** The kernel's CPU pressure (`some avg10`, percent), or undefined where it is not reported. */
async function cpuPressure(): Promise<number | undefined> {
  try {
    const match = /some avg10=([\d.]+)/.exec(await readFile('/proc/pressure/cpu', 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

let waitLeftMs = MAX_WAIT_IN_ALL_MS;
/** Waits until the CPU pressure is quiet or this page's share of the waiting is spent. */
async function waitForQuietCpu(): Promise<{ pressure: number | undefined; waitedMs: number }> {
  const start = Date.now();
  const deadline = start + Math.min(MAX_WAIT_PER_PAGE_MS, waitLeftMs);
  let pressure = await cpuPressure();
  while (pressure !== undefined && pressure >= QUIET_CPU_PRESSURE && Date.now() < deadline) {
    await sleep(1000);
    pressure = await cpuPressure();
  }
  const waitedMs = Date.now() - start;
  waitLeftMs -= waitedMs;
  return { pressure, waitedMs };
}

/**
 * Lighthouse simulates a phone by slowing the machine's CPU 4×, which its documentation
 * ("Calibrating the CPU slowdown", docs/throttling.md) sets for a desktop of benchmark index
 * 1,500–2,000: a phone of 375–500. On this project's machines (index 680–1,500) the same 4× made a
 * phone of 170–375, and the slowest runs failed on it. So the slowdown is the machine's index
 * (Lighthouse's own benchmark, run in the same Chromium just before a route's runs) over that of
 * a phone of 250, slower than Lighthouse's own target; never more than the default 4×, nor under 1×.
 */
const PHONE_BENCHMARK_INDEX = 250;
const DEFAULT_CPU_SLOWDOWN = 4;

/** The machine's benchmark index now: the median of three of Lighthouse's runs of it. */
async function benchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return median(runs);
  } finally {
    await browser.close();
  }
}

/** The CPU slowdown that makes this machine the phone of `PHONE_BENCHMARK_INDEX`. */
function cpuSlowdown(index: number): number {
  const slowdown = Math.round((index / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Number.isFinite(slowdown)
    ? Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, slowdown))
    : DEFAULT_CPU_SLOWDOWN;
}

/**
 * A run during which other tenants used more than this share of the machine's CPU (scripts/cpu-others.ts)
 * measured them rather than the page: it is discarded and the page measured again, at most
 * `MAX_RERUNS_IN_ALL` times in all so that the time stays bounded. A run kept anyway is
 * reported with its share. Quiet, the share is a few percent at most.
 */
const MAX_OTHERS_SHARE = 0.1;
const MAX_RERUNS_IN_ALL = 4;

/** Runs per page, as lighthouserc.json sets them; each is collected alone, to be watched alone. */
const RUNS_PER_PAGE = (
  JSON.parse(await readFile(join(root, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { numberOfRuns: number } };
  }
).ci.collect.numberOfRuns;

const reportFiles = async () => new Set(await readdir(reportDir).catch(() => []));
const percent = (share: number | undefined) =>
  share === undefined ? 'n/a' : `${(share * 100).toFixed(1)} %`;
/** The largest share others took in a route's runs; n/a where `/proc` could not tell. */
const largestShare = (shares: (number | undefined)[]) => {
  const known = shares.filter((share) => share !== undefined);
  return percent(known.length > 0 ? Math.max(...known) : undefined);
};

/** The middle value; for the figures, as the assertions in lighthouserc.json take it. */
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** Runs `lhci` with these arguments in the project, resolving to its exit code. */
async function lhci(args: readonly string[]): Promise<number> {
  const child = spawn('npx', ['lhci', ...args], { cwd: root, stdio: 'inherit' });
  const [exitCode] = (await once(child, 'exit')) as [number | null];
  return exitCode ?? 1;
}

const server = await startServer(join(root, 'dist'), 0);
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
/** The conditions a route's runs began in, and the others' share of the CPU in its kept runs. */
interface RouteConditions {
  readonly pressure: number | undefined;
  readonly waitedMs: number;
  readonly index: number;
  readonly slowdown: number;
  readonly others: (number | undefined)[];
  reruns: number;
}
const conditionsOf = new Map<string, RouteConditions>();
let rerunsLeft = MAX_RERUNS_IN_ALL;
let firstRun = true;
try {
  for (const route of PAGE_ROUTES) {
    const quiet = await waitForQuietCpu();
    const machineIndex = await benchmarkIndex();
    const slowdown = cpuSlowdown(machineIndex);
    const conditions: RouteConditions = {
      ...quiet,
      index: machineIndex,
      slowdown,
      others: [],
      reruns: 0,
    };
    conditionsOf.set(route.path, conditions);
    while (conditions.others.length < RUNS_PER_PAGE) {
      const reportsBefore = await reportFiles();
      const stopWatching = await watchOthers();
      const collected = await lhci([
        'collect',
        // The first run of all starts the reports afresh.
        ...(firstRun ? [] : ['--additive']),
        '--numberOfRuns=1',
        `--chromePath=${CHROMIUM_PATH}`,
        `--settings.chromeFlags=${CHROMIUM_FLAGS.join(' ')}`,
        `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`,
        `--url=${origin}${route.path}`,
      ]);
      const others = await stopWatching();
      firstRun = false;
      if (collected !== 0) throw new Error(`Lighthouse could not collect ${route.path}`);
      if (others !== undefined && others > MAX_OTHERS_SHARE && rerunsLeft > 0) {
        console.log(
          `${route.path}: other tenants used ${percent(others)} of the CPU during the run; measuring it again`,
        );
        for (const file of await reportFiles()) {
          if (!reportsBefore.has(file)) await rm(join(reportDir, file));
        }
        rerunsLeft--;
        conditions.reruns++;
        await waitForQuietCpu();
        continue;
      }
      conditions.others.push(others);
    }
  }
} finally {
  server.close();
}
// The reports are written out whatever the assertions found, for the table below and a look later.
const asserted = await lhci(['assert']);
const exitCode = (await lhci(['upload'])) || asserted;

interface ManifestEntry {
  readonly url: string;
  readonly jsonPath: string;
}
interface Report {
  readonly categories: Record<string, { readonly score: number }>;
  readonly audits: Record<string, { readonly numericValue: number }>;
  /** Lighthouse's measure of the machine's speed during the run: lower on a busy machine. */
  readonly environment: { readonly benchmarkIndex: number };
}

/** The figures of one run, as the table shows them. */
function figures({ categories, audits, environment }: Report): Record<string, number> {
  const metric = (audit: string, unit = 1) =>
    Number(((audits[audit]?.numericValue ?? Number.NaN) / unit).toFixed(3));
  return {
    ...Object.fromEntries(Object.entries(categories).map(([name, { score }]) => [name, score])),
    'FCP s': metric('first-contentful-paint', 1000),
    'LCP s': metric('largest-contentful-paint', 1000),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: metric('cumulative-layout-shift'),
    CPU: Math.round(environment.benchmarkIndex),
  };
}

const runs = new Map<string, Record<string, number>[]>();
const manifest = JSON.parse(
  await readFile(join(reportDir, 'manifest.json'), 'utf8'),
) as ManifestEntry[];
for (const { url, jsonPath } of manifest) {
  const route = new URL(url).pathname;
  const report = JSON.parse(await readFile(jsonPath, 'utf8')) as Report;
  runs.set(route, [...(runs.get(route) ?? []), figures(report)]);
}
const table = Object.fromEntries(
  [...runs].map(([route, list]) => {
    const conditions = conditionsOf.get(route);
    return [
      route,
      {
        ...Object.fromEntries(
          Object.keys(list[0] ?? {}).map((name) => [
            name,
            median(list.map((run) => run[name] ?? 0)),
          ]),
        ),
        'CPU before': Math.round(conditions?.index ?? Number.NaN),
        'slowdown ×': conditions?.slowdown ?? 'n/a',
        'wait s': Math.round((conditions?.waitedMs ?? 0) / 1000),
        'PSI %': conditions?.pressure ?? 'n/a',
        'others % (max)': largestShare(conditions?.others ?? []),
        reruns: conditions?.reruns ?? 0,
      },
    ];
  }),
);
console.log(
  `\nMedian of each figure over the runs of each page (CPU: Lighthouse's benchmark index in ` +
    `the run; CPU before: just before the route's runs; ` +
    `slowdown: the CPU slowdown that made the machine a phone of index ${PHONE_BENCHMARK_INDEX}; ` +
    `PSI: the CPU pressure when its runs began, after waiting up to ${MAX_WAIT_PER_PAGE_MS / 1000} s for ` +
    `it to fall under ${QUIET_CPU_PRESSURE}%; others: the largest share of the CPU that other tenants ` +
    `used in one of its runs; reruns: its runs measured again, over ${percent(MAX_OTHERS_SHARE)}):`,
);
console.table(table);
process.exitCode = exitCode;
