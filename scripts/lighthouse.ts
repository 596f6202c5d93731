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
const rows: Record<string, string>[] = [];
for (const entry of manifest.filter((run) => run.isRepresentativeRun)) {
  const { categories, audits, environment } = JSON.parse(
    await readFile(entry.jsonPath, 'utf8'),
  ) as Report;
  const ms = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
  rows.push({
    route: new URL(entry.url).pathname,
    ...Object.fromEntries(
      Object.entries(categories).map(([name, { score }]) => [name, score.toFixed(2)]),
    ),
    FCP: `${(ms('first-contentful-paint') / 1000).toFixed(2)} s`,
    LCP: `${(ms('largest-contentful-paint') / 1000).toFixed(2)} s`,
    TBT: `${Math.round(ms('total-blocking-time'))} ms`,
    CLS: ms('cumulative-layout-shift').toFixed(3),
    CPU: String(Math.round(environment.benchmarkIndex)),
  });
}
console.log('\nMedian run of each page (reports in .lighthouseci/; CPU: benchmark index):');
const columns = Object.keys(rows[0] ?? {});
const widths = columns.map((name) =>
  Math.max(name.length, ...rows.map((row) => row[name]?.length ?? 0)),
);
for (const row of [Object.fromEntries(columns.map((name) => [name, name])), ...rows]) {
  console.log(columns.map((name, i) => (row[name] ?? '').padStart(widths[i] ?? 0)).join('  '));
}
process.exitCode = exitCode;
