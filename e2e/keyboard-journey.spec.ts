import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { COPIED_WHAT, consentSavedMessage, copiedMessage } from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  closeToastWithKeyboard,
  copiedText,
  expectToast,
  expectValidNames,
  generator,
  readClipboard,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard alone: generate, copy a name and its hashtags, copy a sample, close the toast, choose cookies', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);

  await tabTo(page, g.keyword);
  await page.keyboard.type('office');
  await page.keyboard.press('Tab');
  await expect(g.type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(g.type).toHaveValue('fitness');
  await page.keyboard.press('Tab');
  await expect(g.platform).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(g.platform).toHaveValue('instagram');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Your hashtag', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(g.generate).toBeFocused();
  await page.keyboard.press('Space');
  await expect(g.generating).toBeDisabled();
  await expect(g.cards).toHaveCount(8);
  const names = await g.nameButtons.allTextContents();
  expectValidNames(names, 'office', 'fitness');

  // The next Tab lands on the first result, not back at the top of the page.
  await page.keyboard.press('Tab');
  await expect(g.nameButtons.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, copiedText(names[0]!));
  expect(await readClipboard(page)).toBe(names[0]);

  // Keep and Save sit beside the name, then come the copy buttons.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Keep ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Save ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: `Open ${names[0]!} on Instagram Reels`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Copy ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: `Copy hashtags for ${names[0]!}`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(names[0]!)));
  expect(await readClipboard(page)).toBe(
    `${names[0]!} #viral #trending #challenge #fyp #fitness #workout`,
  );

  const sample = SAMPLE_NAMES[4];
  await tabTo(page, page.getByRole('button', { name: `Copy ${sample}`, exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, copiedText(sample));
  expect(await readClipboard(page)).toBe(sample);

  await closeToastWithKeyboard(page);

  const cookieLink = page
    .getByRole('navigation', { name: 'Footer', exact: true })
    .getByRole('link', { name: 'Cookie Policy', exact: true });
  await tabTo(page, cookieLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await tabTo(page, page.getByRole('button', { name: 'Accept', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your preferences have been saved.', { exact: true })).toBeVisible();
  await expectToast(page, consentSavedMessage('accepted'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change my choice', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Reject', exact: true }));
  await page.keyboard.press('Space');
  await expect(
    page.getByText('You rejected non-essential cookies.', { exact: true }),
  ).toBeVisible();
});
