import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { COPIED_WHAT, copiedMessage } from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  copiedText,
  expectToast,
  expectValidNames,
  generateFor,
  generator,
  readClipboard,
  sampleButton,
  toasts,
} from './home-helpers';

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, permissions: CLIPBOARD_PERMISSIONS, hasTouch: true });

async function expectNoSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function expectInsideScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('on a 360-px phone: generate, copy by tapping, read the toast, all without sideways scrolling', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await expectNoSideways(page);
  const g = generator(page);
  for (const control of [g.keyword, g.type, g.platform, g.generate]) {
    await expectInsideScreen(control);
  }

  const names = await generateFor(page, 'morning yoga', {
    type: 'Educational',
    platform: 'YouTube Shorts',
  });
  expectValidNames(names, 'morning yoga', 'educational');
  await expectNoSideways(page);
  for (const card of await g.cards.all()) await expectInsideScreen(card);

  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByRole('button', { name: `Copy hashtags for ${longest}`, exact: true }).tap();
  await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(longest)));
  await expectInsideScreen(toasts(page));
  await expectInsideScreen(
    toasts(page).getByRole('button', { name: 'Close notification', exact: true }),
  );
  await expectNoSideways(page);
  expect(await readClipboard(page)).toContain(`${longest} #viral`);

  await g.nameButtons.filter({ hasText: longest }).tap();
  await expectToast(page, copiedText(longest));
  await toasts(page).getByRole('button', { name: 'Close notification', exact: true }).tap();
  await expect(toasts(page)).toHaveCount(0);

  await sampleButton(page, 3).tap();
  await expectToast(page, copiedText(SAMPLE_NAMES[3]));
  await expectNoSideways(page);
});

test('on a 360-px phone the cookie choice fits and works', async ({ page }) => {
  await page.goto(ROUTES.cookiePolicy.path);
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Reject', exact: true }).tap();
  await expect(page.getByText('Your preferences have been saved.', { exact: true })).toBeVisible();
  await expectInsideScreen(toasts(page));
  await expectNoSideways(page);
});
