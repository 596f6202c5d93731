/**
 * `npm run lighthouse`: Lighthouse CI on every page of the built site, served as a static host
 * would (scripts/serve.ts), in Debian's Chromium. lighthouserc.json holds the runs per page and
 * the budgets as assertions on the median; this prints the median run of each page.
 */
import { spawn } from 'node:child_process';
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
const exitCode = await new Promise<number>((done) =>
  lhci.on('exit', (code) => {
    done(code ?? 1);
  }),
);
server.close();

interface ManifestEntry {
  readonly url: string;
  readonly isRepresentativeRun: boolean;
  readonly jsonPath: string;
}
interface Report {
  readonly categories: Record<string, { readonly score: number }>;
  readonly audits: Record<string, { readonly numericValue: number }>;
  /** Lighthouse's measure of the machine's speed during the run: lower on a busy machine. */
  readonly environment: { readonly benchmarkIndex: number };
}

const manifest = JSON.parse(
  await readFile(join(reportDir, 'manifest.json'), 'utf8'),
) as ManifestEntry[];
const table: Record<string, Record<string, number>> = {};
for (const entry of manifest.filter((run) => run.isRepresentativeRun)) {
  const { categories, audits, environment } = JSON.parse(
    await readFile(entry.jsonPath, 'utf8'),
  ) as Report;
  const metric = (audit: string, unit = 1) =>
    Number(((audits[audit]?.numericValue ?? Number.NaN) / unit).toFixed(3));
  table[new URL(entry.url).pathname] = {
    ...Object.fromEntries(Object.entries(categories).map(([name, { score }]) => [name, score])),
    'FCP s': metric('first-contentful-paint', 1000),
    'LCP s': metric('largest-contentful-paint', 1000),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: metric('cumulative-layout-shift'),
    CPU: Math.round(environment.benchmarkIndex),
  };
}
console.log('\nMedian run of each page (reports in .lighthouseci/; CPU: benchmark index):');
console.table(table);
process.exitCode = exitCode;
