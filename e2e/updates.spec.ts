/**
 * A returning visitor and new deploys, against a copy of dist/ that each test changes in place:
 * every deploy is seen on the next navigation (even one whose offline copy cannot be made), an
 * open tab is offered the new version instead of being switched, and addresses with query strings
 * or a trailing slash get their own page, online and offline.
 */
import type { Page } from '@playwright/test';
import { UPDATE_READY_MESSAGE } from '../src/config/messages';
import { ROUTES } from '../src/config/routes';
import {
  startHost,
  versionText,
  waitForController,
  waitForWaitingWorker,
  type Host,
} from './deploy';
import { expect, test } from './fixtures';

const footerNote = (page: Page) =>
  page.getByRole('contentinfo').getByText(/runs entirely in your browser/);
const notice = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_READY_MESSAGE });

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

test('each deploy is seen on the next navigation, even one whose offline copy fails', async ({
  page,
}) => {
  host = await startHost(4320);
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
  await page.goto(`${host.origin}/`);
  await expect(footerNote(page)).toContainText(versionText(3));
});

test('an open tab is told a new version is ready, and reloads into it when asked', async ({
  page,
}) => {
  host = await startHost(4321);
  await page.goto(`${host.origin}/`);
  await waitForController(page);

  await host.deploy();
  // The visitor comes back to the tab: it looks for a new version.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(notice(page)).toBeVisible();
  // Nothing was switched under the visitor's feet.
  await expect(footerNote(page)).not.toContainText('Version');

  await notice(page).getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(footerNote(page)).toContainText(versionText(2));
  await expect(notice(page)).toHaveCount(0);
});

test('query strings and a trailing slash get their own page, online and offline', async ({
  page,
  context,
}) => {
  host = await startHost(4322);
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
