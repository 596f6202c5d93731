/**
 * `npm run lighthouse`: Lighthouse CI on every page of the built site, served as a static host
 * would (scripts/serve.ts), in Debian's Chromium. lighthouserc.json holds the runs per page and
 * the budgets as assertions on the median; this prints the median of each figure per page.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { PAGE_ROUTES } from '../src/config/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './serve';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, '.lighthouseci');

const server = await startServer(join(root, 'dist'), 0);
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const lhci = spawn(
  'npx',
  [
    'lhci',
    'autorun',
    `--collect.chromePath=${CHROMIUM_PATH}`,
    `--collect.settings.chromeFlags=${CHROMIUM_FLAGS.join(' ')}`,
    ...PAGE_ROUTES.map((route) => `--collect.url=${origin}${route.path}`),
  ],
  { cwd: root, stdio: 'inherit' },
);
const [exitCode] = (await once(lhci, 'exit')) as [number | null];
server.close();

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
// The median of each figure on its own, as the assertions in lighthouserc.json take it.
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const table = Object.fromEntries(
  [...runs].map(([route, list]) => [
    route,
    Object.fromEntries(
      Object.keys(list[0] ?? {}).map((name) => [name, median(list.map((run) => run[name] ?? 0))]),
    ),
  ]),
);
console.log(
  `\nMedian of each figure over the runs of each page (CPU: Lighthouse's benchmark index):`,
);
console.table(table);
process.exitCode = exitCode ?? 1;
