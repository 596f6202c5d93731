import { ROUTES } from '../src/config/routes';
import { consentSavedMessage } from '../src/config/messages';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  copiedText,
  expectToast,
  generateFor,
  generator,
  toasts,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

// Toasts fade in; the audit should judge their colours, not a frame of the fade.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the home page passes axe with results and a confirmation toast on screen', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, 'yoga', { type: 'Wellness', platform: 'Instagram Reels' });
  await page.getByRole('button', { name: `Copy ${names[0]!}`, exact: true }).click();
  await expectToast(page, copiedText(names[0]!));
  await expectNoAxeViolations(page);
});

test('the home page passes axe with a destructive toast and an over-long keyword', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await g.keyword.fill('x'.repeat(50));
  await g.keyword.press('Enter');
  await expect(toasts(page)).toContainText('Keyword Too Long');
  await expectNoAxeViolations(page);
});

test('the cookie policy passes axe after a choice, with its toast', async ({ page }) => {
  await page.goto(ROUTES.cookiePolicy.path);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(page, consentSavedMessage('accepted'));
  await expectNoAxeViolations(page);
});
