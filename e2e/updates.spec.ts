/**
 * A returning visitor and new deploys, against a copy of dist/ that each test changes in place:
 * every deploy is seen on the next navigation (even one whose offline copy cannot be made), an
 * open tab is offered the new version instead of being switched (within the hour, even a tab that
 * never loses sight), every open tab gets there when one of them reloads, an older version is
 * never offered as new, a page whose network answer hangs comes from the offline copy, and
 * addresses with query strings or a trailing slash get their own page, online and offline.
 */
import type { Page, Route } from '@playwright/test';
import { CAPTION_LOAD_FAILED, UPDATE_READY_MESSAGE } from '../src/config/messages';
import { UPDATE_CHECK_INTERVAL_MS } from '../src/config/timing';
import { ROUTES } from '../src/config/routes';
import {
  hostPort,
  installOutcome,
  startHost,
  versionText,
  waitForController,
  waitForWaitingWorker,
  workerVersions,
  type Host,
} from './deploy';
import { expect, test } from './fixtures';
import { generator } from './home-helpers';

const footerNote = (page: Page) =>
  page.getByRole('contentinfo').getByText(/runs entirely in your browser/);
const notice = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_READY_MESSAGE });
const reloadButton = (page: Page) =>
  notice(page).getByRole('button', { name: 'Reload', exact: true });

let host: Host;
test.afterEach(async () => {
  await host.close();
});

/** Records the console errors (a hydration mismatch is one) so a test can say there were none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The visitor presses the notice's Reload and gets the page of deploy `version`. */
async function reloadInto(page: Page, version: number): Promise<void> {
  await reloadButton(page).click();
  await expect(footerNote(page)).toContainText(versionText(version));
}

/** The visitor comes back to the tab, which then looks for a new version. */
async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Generates names on the home page; returns the first one (`#…`). */
async function generateNames(page: Page): Promise<string> {
  const g = generator(page);
  await g.keyword.fill('yoga');
  await g.generate.click();
  await expect(g.cards).toHaveCount(8);
  const [first] = await g.nameButtons.allTextContents();
  if (!first) throw new Error('no names were generated');
  return first;
}

/** Counts, from now on, the times another worker takes charge of the page. */
async function countTakeovers(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { takeovers: number };
    counter.takeovers = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      counter.takeovers += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { takeovers: number }).takeovers);
}

/**
 * Records, from the next page load on, each time the update notice appears or goes, in order with
 * the marks the test adds: what the visitor saw and when, even a notice shown only for a moment.
 */
async function recordNotice(page: Page): Promise<{
  mark(text: string): Promise<void>;
  seen(): Promise<string[]>;
}> {
  await page.addInitScript((message: string) => {
    const log: string[] = [];
    let shown = false;
    Object.assign(window, { noticeLog: log });
    new MutationObserver(() => {
      const now = Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
        status.textContent.includes(message),
      );
      if (now !== shown) log.push(now ? 'shown' : 'gone');
      shown = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, UPDATE_READY_MESSAGE);
  const log = () => page.evaluate(() => (window as unknown as { noticeLog: string[] }).noticeLog);
  return {
    mark: (text) =>
      page.evaluate((mark) => {
        (window as unknown as { noticeLog: string[] }).noticeLog.push(mark);
      }, text),
    seen: log,
  };
}

test('each deploy is seen on the next navigation, even one whose offline copy fails', async ({
  page,
}) => {
  host = await startHost(hostPort(0));
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  await expect(footerNote(page)).not.toContainText('Version');

  await host.deploy();
  await page.goto(`${host.origin}${ROUTES.about.path}`);
  await expect(page).toHaveTitle(ROUTES.about.title);
  await expect(footerNote(page)).toContainText(versionText(2));
  // This page already is the version waiting in the new worker: nothing to offer.
  await waitForWaitingWorker(page);
  await expect(notice(page)).toHaveCount(0);

  await host.deploy({ missingFile: true });
  await page.goto(`${host.origin}${ROUTES.faq.path}`);
  await expect(page).toHaveTitle(ROUTES.faq.title);
  await expect(footerNote(page)).toContainText(versionText(3));
  // Version 3's worker lists a file the host does not have: its install fails, and no worker of
  // it serves or waits. The page above came from the network all the same.
  expect(await installOutcome(page)).toBe('redundant');
  const workers = await workerVersions(page);
  expect([workers.controller, workers.active, workers.waiting]).not.toContain(host.mainScript(3));
  await page.goto(`${host.origin}/`);
  await expect(footerNote(page)).toContainText(versionText(3));
});

test('an open tab is told a new version is ready, and reloads into it when asked', async ({
  page,
}) => {
  host = await startHost(hostPort(1));
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  const name = await generateNames(page);
  const takeovers = await countTakeovers(page);

  await host.deploy();
  await comeBack(page);
  await expect(notice(page)).toBeVisible();
  // Nothing was switched under the visitor's feet: the new worker waits, the old one serves on.
  expect(await takeovers()).toBe(0);
  expect(await workerVersions(page)).toEqual({
    controller: host.mainScript(1),
    active: host.mainScript(1),
    waiting: host.mainScript(2),
  });
  // The deploy took this version's lazy scripts off the host; the old worker still keeps them.
  const captionScript = `${host.origin}${host.script(1, 'caption-panel')}`;
  expect((await page.request.get(captionScript)).status()).toBe(404);
  await page.getByRole('button', { name: `Caption for ${name}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Copy caption for ${name}`, exact: true }),
  ).toBeVisible();
  expect(await takeovers()).toBe(0);

  await reloadInto(page, 2);
  await expect(notice(page)).toHaveCount(0);
  expect((await workerVersions(page)).controller).toBe(host.mainScript(2));
});

test('a tab that stays in front of the visitor is told within the hour', async ({ page }) => {
  host = await startHost(hostPort(7));
  // The page's timers run on Playwright's clock; the worker and the host keep real time.
  await page.clock.install();
  await page.goto(`${host.origin}/`);
  await waitForController(page);

  await host.deploy();
  await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS - 1000);
  await waitForController(page);
  expect(await workerVersions(page)).toEqual({
    controller: host.mainScript(1),
    active: host.mainScript(1),
    waiting: null,
  });
  await expect(notice(page)).toHaveCount(0);

  await page.clock.runFor(1000);
  await expect(notice(page)).toBeVisible();
  await reloadInto(page, 2);
});

test('Reload in one tab strands no other: each is told, and reloads when asked', async ({
  page,
  context,
}) => {
  host = await startHost(hostPort(2));
  const other = await context.newPage();
  const otherErrors: Error[] = [];
  other.on('pageerror', (error) => otherErrors.push(error));
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  await other.goto(`${host.origin}/`);
  const name = await generateNames(other);

  await host.deploy();
  await comeBack(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(other)).toBeVisible();

  await reloadInto(page, 2);
  // The new worker now serves the other tab too; that tab still runs the old version's code.
  // The new worker takes the other tab once it has fetched the new version's files: on a busy
  // two-core machine that took longer than the default five seconds (a CI run of 2026-11-28).
  await expect
    .poll(async () => (await workerVersions(other)).controller, { timeout: 15_000 })
    .toBe(host.mainScript(2));
  await expect(footerNote(other)).not.toContainText('Version');
  await expect(notice(other)).toBeVisible();
  // The old version's lazy scripts are gone from the host and from the new worker. The browser's
  // HTTP cache may still hold them (then the caption simply works); once it has let them go, as
  // it may at any time, the caption says it could not load rather than failing without a word.
  const browser = await context.newCDPSession(other);
  await browser.send('Network.clearBrowserCache');
  await other.getByRole('button', { name: `Caption for ${name}`, exact: true }).click();
  await expect(other.getByText(CAPTION_LOAD_FAILED, { exact: true })).toBeVisible();

  await reloadInto(other, 2);
  await expect(notice(other)).toHaveCount(0);
  expect(otherErrors).toEqual([]);
});

test('a tab another tab moved to the new version opens its next page as the host has it now', async ({
  page,
  context,
}) => {
  host = await startHost(hostPort(6));
  const other = await context.newPage();
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  await other.goto(`${host.origin}/`);

  await host.deploy();
  await comeBack(page);
  await expect(notice(page)).toBeVisible();
  await reloadButton(page).click();
  // The new worker takes the other tab once it has fetched the new version's files: on a busy
  // two-core machine that took longer than the default five seconds (a CI run of 2026-11-28).
  await expect
    .poll(async () => (await workerVersions(other)).controller, { timeout: 15_000 })
    .toBe(host.mainScript(2));
  // The FAQ's script of the old version is gone from the host, from the new worker and (here
  // on purpose) from the browser's HTTP cache: the link cannot be followed inside the old code.
  const browser = await context.newCDPSession(other);
  await browser.send('Network.clearBrowserCache');
  await other
    .getByRole('navigation', { name: 'Footer', exact: true })
    .getByRole('link', { name: ROUTES.faq.navLabel, exact: true })
    .click();
  await expect(other).toHaveTitle(ROUTES.faq.title);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footerNote(other)).toContainText(versionText(2));
  await expect(notice(other)).toHaveCount(0);
});

test('an older version still waiting is never offered to a newer page', async ({
  page,
  context,
}) => {
  host = await startHost(hostPort(3));
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  await host.deploy();
  await comeBack(page);
  // Version 2 waits: this first tab keeps version 1's worker in charge.
  await expect(notice(page)).toBeVisible();

  await host.deploy({ missingFile: true });
  const fresh = await context.newPage();
  const notices = await recordNotice(fresh);
  await fresh.goto(`${host.origin}/`);
  await expect(footerNote(fresh)).toContainText(versionText(3));
  expect(await installOutcome(fresh)).toBe('redundant');
  expect(await workerVersions(fresh)).toEqual({
    controller: host.mainScript(1),
    active: host.mainScript(1),
    waiting: host.mainScript(2),
  });
  await expect(notice(fresh)).toHaveCount(0);

  // Once the host has a version newer than this page, the tab is told.
  await notices.mark('version 4');
  await host.deploy();
  await comeBack(fresh);
  await expect(notice(fresh)).toBeVisible();
  expect(await notices.seen()).toEqual(['version 4', 'shown']);
  await reloadInto(fresh, 4);
});

test('a page whose network answer hangs comes from the offline copy after the timeout', async ({
  page,
  context,
}) => {
  // The worker's timer runs in the worker, out of reach of Playwright's clock: this host's worker
  // gives the network 300 ms instead of 3 s, so the test waits for the page, not for a clock.
  host = await startHost(hostPort(4), { navigationTimeoutMs: 300 });
  await page.goto(`${host.origin}/`);
  await waitForController(page);
  // The network's page would say Version 2; the offline copy is version 1's.
  await host.deploy();

  const hanging: Route[] = [];
  await context.route(`${host.origin}${ROUTES.about.path}`, async (route) => {
    // The worker's request for the page is never answered.
    if (route.request().serviceWorker()) hanging.push(route);
    else await route.continue();
  });
  await page.goto(`${host.origin}${ROUTES.about.path}`);
  await expect(page).toHaveTitle(ROUTES.about.title);
  await expect(footerNote(page)).toBeVisible();
  await expect(footerNote(page)).not.toContainText('Version');
  expect(hanging).toHaveLength(1);
  await Promise.all(hanging.map((route) => route.abort()));
});

test('query strings and a trailing slash get their own page, online and offline', async ({
  page,
  context,
}) => {
  host = await startHost(hostPort(5));
  const errors = consoleErrors(page);
  await page.goto(`${host.origin}/`);
  await waitForController(page);

  const addresses = [
    ['/?ref=tiktok', ROUTES.home.title],
    ['/?igsh=MWZ0a2x1', ROUTES.home.title],
    ['/about?x=1', ROUTES.about.title],
    ['/faq?', ROUTES.faq.title],
    ['/about/', ROUTES.about.title],
  ] as const;
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const [address, title] of addresses) {
      await test.step(`${address}${offline ? ' offline' : ''}`, async () => {
        await page.goto(`${host.origin}${address}`);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
      });
    }
  }

  // An unknown address: offline the not-found page, online whatever the host says.
  await page.goto(`${host.origin}/no-such-page?ref=x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // No hydration mismatch (a flash of the wrong page) anywhere above.
  expect(errors).toEqual([]);
  await context.setOffline(false);
  const response = await page.goto(`${host.origin}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
