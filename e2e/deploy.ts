/**
 * A host of its own for tests that deploy: a copy of dist/ served on a loopback port (by the
 * site's own local server), which a test changes in place the way a deploy would. Each new
 * version gets new text, every script under a new name and a new service worker, as a real
 * build gives them, and the previous version's scripts are deleted, as a real host replaces them.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../scripts/serve';

const DIST = resolve(import.meta.dirname, '..', 'dist');
/** In the footer of every page and in the main script: the text each new version changes. */
const FOOTER_TEXT = 'Nothing you type is sent';

export function versionText(version: number): string {
  return `Version ${version}. ${FOOTER_TEXT}`;
}

/**
 * A port for a test's own host, `offset` past the suite's (E2E_PORT, as in playwright.config.ts):
 * checkouts that run their suites side by side on different E2E_PORTs get different hosts too.
 */
export function hostPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 4310) + 10 + offset;
}

export interface Host {
  readonly origin: string;
  /** Deploys the next version; `missingFile` lists a file in its worker that is not uploaded. */
  deploy(options?: { missingFile?: boolean }): Promise<number>;
  /** The address of a version's main script (its name tells the versions apart). */
  mainScript(version: number): string;
  /** The address of a version's script whose name starts with `name` (`caption-panel`). */
  script(version: number, name: string): string;
  close(): Promise<void>;
}

export interface HostOptions {
  /** How long the worker waits for a page from the network before its copy answers. */
  readonly navigationTimeoutMs?: number;
}

export async function startHost(port: number, options: HostOptions = {}): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), 'cng-deploy-'));
  await cp(DIST, dir, { recursive: true });
  const assets = join(dir, 'assets');
  const read = async (names: string[], from: string) =>
    new Map(
      await Promise.all(
        names.map(async (name) => [name, await readFile(join(from, name), 'utf8')] as const),
      ),
    );
  // Each version is made from version 1's files, so a broken deploy is not carried into the next.
  const pages = await read(
    (await readdir(dir)).filter((name) => name.endsWith('.html')),
    dir,
  );
  const scripts = await read(
    (await readdir(assets)).filter((name) => name.endsWith('.js')),
    assets,
  );
  let worker = await readFile(join(dir, 'sw.js'), 'utf8');
  const { navigationTimeoutMs } = options;
  if (navigationTimeoutMs !== undefined) {
    const timeout = /NAVIGATION_TIMEOUT_MS = \d+/;
    if (!timeout.test(worker)) throw new Error('sw.js has no NAVIGATION_TIMEOUT_MS to change.');
    worker = worker.replace(timeout, `NAVIGATION_TIMEOUT_MS = ${navigationTimeoutMs}`);
    await writeFile(join(dir, 'sw.js'), worker);
  }
  const server: Server = await startServer(dir, port);

  /** A script's name in `version`: version 1's name, then `-v2.js`, `-v3.js`, … */
  const nameIn = (version: number, name: string) =>
    version === 1 ? name : name.replace(/\.js$/, `-v${version}.js`);
  let current = 1;
  const script = (version: number, name: string): string => {
    if (version < 1 || version > current) throw new Error(`Version ${version} was never deployed.`);
    const found = [...scripts.keys()].find((file) => file.startsWith(`${name}-`));
    if (!found) throw new Error(`The site has no ${name} script.`);
    return `/assets/${nameIn(version, found)}`;
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    async deploy({ missingFile = false } = {}) {
      const version = current + 1;
      // Scripts import one another (`./index-….js`) and pages and the worker list them
      // (`/assets/…`): every reference ends in `/name`.
      const newText = (text: string) =>
        [...scripts.keys()]
          .reduce(
            (result, name) => result.replaceAll(`/${name}`, `/${nameIn(version, name)}`),
            text,
          )
          .replaceAll(FOOTER_TEXT, versionText(version));

      for (const [name, text] of scripts) {
        await writeFile(join(assets, nameIn(version, name)), newText(text));
      }
      for (const [name, text] of pages) await writeFile(join(dir, name), newText(text));
      const next = newText(worker).replace(/cng-offline-[\w-]+/g, `cng-offline-test-v${version}`);
      await writeFile(
        join(dir, 'sw.js'),
        missingFile ? next.replace('"/index.html"', '"/index.html","/not-uploaded.png"') : next,
      );
      for (const name of scripts.keys()) await rm(join(assets, nameIn(current, name)));
      current = version;
      return version;
    },
    mainScript: (version) => script(version, 'index'),
    script,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until a service worker controls the page, i.e. its offline copy is complete. */
export async function waitForController(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

/** Looks for the host's worker now and waits until a newer one has installed and waits. */
export async function waitForWaitingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker registration.');
    await registration.update().catch(() => undefined);
    if (registration.waiting) return;
    await new Promise<void>((resolve) => {
      const watch = (worker: ServiceWorker | null) => {
        worker?.addEventListener('statechange', () => {
          if (registration.waiting) resolve();
        });
      };
      watch(registration.installing);
      registration.addEventListener('updatefound', () => {
        watch(registration.installing);
      });
    });
  });
}

/**
 * Looks for the host's worker now and waits for the end of its install: `installed`, or
 * `redundant` when the install failed; `null` when the host has nothing newer.
 */
export async function installOutcome(page: Page): Promise<'installed' | 'redundant' | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker registration.');
    await registration.update().catch(() => undefined);
    const worker = registration.installing;
    if (!worker) return null;
    return new Promise<'installed' | 'redundant'>((resolve) => {
      const settle = () => {
        if (worker.state === 'installed' || worker.state === 'redundant') resolve(worker.state);
      };
      worker.addEventListener('statechange', settle);
      settle();
    });
  });
}

/**
 * Which version each of the page's workers serves, named by its main script (see
 * `Host.mainScript`); `null` where there is no such worker.
 */
export async function workerVersions(page: Page): Promise<{
  controller: string | null;
  active: string | null;
  waiting: string | null;
}> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const mainScriptOf = (worker: ServiceWorker | null | undefined) =>
      new Promise<string | null>((resolve) => {
        if (!worker) {
          resolve(null);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<unknown>) => {
          const files: unknown[] = Array.isArray(event.data) ? event.data : [];
          const main = files.find(
            (file): file is string =>
              typeof file === 'string' && /^\/assets\/index-[\w-]+\.js$/.test(file),
          );
          resolve(main ?? null);
        };
        worker.postMessage({ type: 'FILES' }, [channel.port2]);
      });
    return {
      controller: await mainScriptOf(navigator.serviceWorker.controller),
      active: await mainScriptOf(registration?.active),
      waiting: await mainScriptOf(registration?.waiting),
    };
  });
}
