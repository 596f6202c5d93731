/**
 * `npm run budgets`: loads every page of the built site (dist/) in headless Chromium, records every
 * script and stylesheet the page really requests until the network is idle (no interaction), and
 * checks their gzip sizes against scripts/budgets.ts. Prints a table; exits 1 when over.
 *
 * Sizes are gzip level 9 of each file's bytes in dist/ — independent of how a host compresses,
 * and close to what any static host sends. Run `npm run build` first.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { FOOTER_ROUTES } from '../src/config/routes';
import { BUNDLE_BUDGETS, KB } from './budgets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { resolveFile, startStaticHost } from './static-host';
import { printTable } from './table';
import { DIST_DIR as distDir, requireBuild } from './dist';

/** An address no page has, so the not-found page is measured too. */
const UNKNOWN_PATH = '/no-such-page';

interface Asset {
  readonly path: string;
  readonly kind: 'js' | 'css';
  readonly bytes: number;
  readonly gzipBytes: number;
}

interface PageLoad {
  readonly route: string;
  readonly assets: readonly Asset[];
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  /**
   * Scripts the service worker fetches after the page has loaded (itself and what it precaches
   * beyond what the page loaded): downloaded during a first visit, but off the page's critical
   * path, so reported and not budgeted.
   */
  readonly serviceWorkerJsGzipBytes: number;
}

async function gzipSize(
  path: string,
  route: string,
): Promise<{ bytes: number; gzipBytes: number }> {
  const file = await resolveFile(distDir, path);
  if (!file) throw new Error(`${route} requests ${path}, which is not in dist/`);
  const bytes = await readFile(file);
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

/** The scripts and stylesheets one fresh visit to `route` requests, with their sizes. */
async function measure(browser: Browser, origin: string, route: string): Promise<PageLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Map<string, 'js' | 'css'>();
  const serviceWorkerScripts = new Set<string>();
  const problems: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (request.serviceWorker() && url.origin === origin && url.pathname.endsWith('.js')) {
      serviceWorkerScripts.add(url.pathname);
    }
  });
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(request.url());
    if (url.origin !== origin) problems.push(`${route} requests ${url.href} from another origin`);
    else requested.set(url.pathname, type === 'script' ? 'js' : 'css');
  });
  page.on('requestfailed', (request) => problems.push(`${route}: ${request.url()} failed`));
  page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  // A service worker registered at load precaches before it activates: wait for that too.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  });
  await context.close();
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const assets: Asset[] = [];
  for (const [path, kind] of requested) {
    assets.push({ path, kind, ...(await gzipSize(path, route)) });
  }
  let serviceWorkerJsGzipBytes = 0;
  for (const path of serviceWorkerScripts) {
    if (!requested.has(path)) serviceWorkerJsGzipBytes += (await gzipSize(path, route)).gzipBytes;
  }
  const total = (kind: Asset['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return {
    route,
    assets,
    jsGzipBytes: total('js'),
    cssGzipBytes: total('css'),
    serviceWorkerJsGzipBytes,
  };
}

/** Every way the measured pages break scripts/budgets.ts, as sentences; empty when within. */
function budgetFailures(loads: readonly PageLoad[], homeRoute = '/'): string[] {
  const home = loads.find((load) => load.route === homeRoute);
  if (!home) return [`${homeRoute} was not measured`];
  const failures: string[] = [];
  if (home.jsGzipBytes > BUNDLE_BUDGETS.homeJsGzipBytes) {
    failures.push(
      `JavaScript for ${homeRoute} is ${formatKb(home.jsGzipBytes)} gzip, over the ${formatKb(BUNDLE_BUDGETS.homeJsGzipBytes)} budget`,
    );
  }
  if (home.cssGzipBytes > BUNDLE_BUDGETS.homeCssGzipBytes) {
    failures.push(
      `CSS for ${homeRoute} is ${formatKb(home.cssGzipBytes)} gzip, over the ${formatKb(BUNDLE_BUDGETS.homeCssGzipBytes)} budget`,
    );
  }
  for (const load of loads) {
    if (load === home) continue;
    if (load.jsGzipBytes > home.jsGzipBytes) {
      failures.push(
        `${load.route} loads ${formatKb(load.jsGzipBytes)} of JavaScript, more than ${homeRoute} (${formatKb(home.jsGzipBytes)})`,
      );
    }
    if (load.cssGzipBytes > home.cssGzipBytes) {
      failures.push(
        `${load.route} loads ${formatKb(load.cssGzipBytes)} of CSS, more than ${homeRoute} (${formatKb(home.cssGzipBytes)})`,
      );
    }
  }
  return failures;
}

function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`;
}

function printLoads(loads: readonly PageLoad[]): void {
  const rows = loads.map((load) => [
    load.route,
    formatKb(load.jsGzipBytes),
    formatKb(load.cssGzipBytes),
    String(load.assets.filter((asset) => asset.kind === 'js').length),
    String(load.assets.filter((asset) => asset.kind === 'css').length),
    formatKb(load.serviceWorkerJsGzipBytes),
  ]);
  const header = ['route', 'JS gzip', 'CSS gzip', 'JS files', 'CSS files', 'later: SW JS'];
  printTable(header, rows);
  const home = loads[0];
  if (home) {
    console.log(`\nFiles ${home.route} loads:`);
    for (const asset of home.assets) {
      console.log(
        `  ${asset.path}  ${formatKb(asset.bytes)} raw, ${formatKb(asset.gzipBytes)} gzip`,
      );
    }
  }
  console.log(
    `\nBudgets: JS ≤ ${formatKb(BUNDLE_BUDGETS.homeJsGzipBytes)} and CSS ≤ ${formatKb(BUNDLE_BUDGETS.homeCssGzipBytes)} for /; ` +
      `other pages ≤ /. Sizes: gzip -9 of the files in dist/ (1 KB = ${KB} bytes).\n` +
      '"later: SW JS" is what the service worker fetches after load (itself and the scripts it ' +
      'precaches that the page did not load): not on the critical path, not budgeted.',
  );
}

async function main(): Promise<number> {
  const server = await startStaticHost(distDir, 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const loads: PageLoad[] = [];
    for (const route of [...FOOTER_ROUTES.map((page) => page.path), UNKNOWN_PATH]) {
      loads.push(await measure(browser, origin, route));
    }
    printLoads(loads);
    const failures = budgetFailures(loads);
    for (const failure of failures) console.error(`✗ ${failure}`);
    if (failures.length === 0) console.log('✓ every page is within its budget');
    return failures.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

await requireBuild();
process.exitCode = await main();
