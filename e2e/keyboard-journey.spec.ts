import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  expectValidNames,
  generator,
  readClipboard,
  toasts,
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
  await expect(toasts(page)).toContainText(`"${names[0]!}" has been copied to your clipboard.`);
  expect(await readClipboard(page)).toBe(names[0]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Copy ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: `Copy hashtags for ${names[0]!}`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toasts(page)).toContainText(`The hashtag set for "${names[0]!}"`);
  expect(await readClipboard(page)).toBe(
    `${names[0]!} #viral #trending #challenge #fyp #fitness #workout`,
  );

  await tabTo(page, page.getByRole('button', { name: 'Copy #GlowUpGoals', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('"#GlowUpGoals" has been copied to your clipboard.');
  expect(await readClipboard(page)).toBe('#GlowUpGoals');

  // F8 jumps to the notifications; Tab reaches the toast's close button.
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    toasts(page).getByRole('button', { name: 'Close notification', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(0);

  const cookieLink = page
    .getByRole('navigation', { name: 'Footer', exact: true })
    .getByRole('link', { name: 'Cookie Policy', exact: true });
  await tabTo(page, cookieLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await tabTo(page, page.getByRole('button', { name: 'Accept', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await expect(toasts(page)).toContainText('Preferences Saved!');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change my choice', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Reject', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByText('You rejected non-essential cookies.')).toBeVisible();
});
