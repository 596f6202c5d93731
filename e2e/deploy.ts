/**
 * A host of its own for tests that deploy: a copy of dist/ served on a loopback port (by the
 * site's own local server), which a test changes in place the way a deploy would. Each new
 * version gets new text, a main script under a new name and a new service worker, as a real
 * build gives them.
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

export interface Host {
  readonly origin: string;
  /** Deploys the next version; `missingFile` lists a file in its worker that is not uploaded. */
  deploy(options?: { missingFile?: boolean }): Promise<number>;
  close(): Promise<void>;
}

async function replaceIn(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replaceAll(from, to));
}

export async function startHost(port: number): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), 'cng-deploy-'));
  await cp(DIST, dir, { recursive: true });
  const server: Server = await startServer(dir, port);
  const pages = (await readdir(dir)).filter((name) => name.endsWith('.html'));
  let version = 1;
  let script = /\/assets\/index-[\w-]+\.js/.exec(
    await readFile(join(dir, 'index.html'), 'utf8'),
  )![0];

  return {
    origin: `http://127.0.0.1:${port}`,
    async deploy({ missingFile = false } = {}) {
      version += 1;
      const next = script.replace(/\.js$/, `-v${version}.js`);
      await cp(join(dir, script), join(dir, next));
      await replaceIn(join(dir, next), FOOTER_TEXT, versionText(version));
      for (const page of pages) {
        await replaceIn(join(dir, page), script, next);
        await replaceIn(join(dir, page), FOOTER_TEXT, versionText(version));
      }
      const worker = join(dir, 'sw.js');
      await replaceIn(worker, script, next);
      await replaceIn(worker, /cng-offline-[\w-]+/g, `cng-offline-test-v${version}`);
      if (missingFile)
        await replaceIn(worker, '"/index.html"', '"/index.html","/not-uploaded.png"');
      script = next;
      return version;
    },
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

/** Waits until a newer worker has installed and waits (the state of a tab's open update). */
export async function waitForWaitingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker registration.');
    await registration.update().catch(() => undefined);
    for (;;) {
      if (registration.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
