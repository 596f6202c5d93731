import { ROUTES } from '../src/config/routes';
import { CONSENT_TEXT, consentSavedMessage } from '../src/config/messages';
import { CONSENT_STORAGE_KEY as STORAGE_KEY } from '../src/features/cookie-consent/consent';
import { expect, test } from './fixtures';
import { expectToast, makeStorageThrow, toasts } from './home-helpers';

for (const [button, verb] of [
  ['Accept', 'accepted'],
  ['Reject', 'rejected'],
] as const) {
  test(`${button} hides both buttons, says it is saved, and is remembered after a reload`, async ({
    page,
  }) => {
    await page.goto(ROUTES.cookiePolicy.path);
    await page.getByRole('button', { name: button, exact: true }).click();

    await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
    // Focus moves to the message rather than falling to the top of the page.
    await expect(page.locator(':focus')).toContainText(CONSENT_TEXT.saved);
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(1);
    await expectToast(page, consentSavedMessage(verb));
    await expect(toasts(page)).toContainText(consentSavedMessage(verb).description);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain(verb);

    await page.reload();
    await expect(page.getByText(CONSENT_TEXT.summary(verb), { exact: true })).toBeVisible();
    await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change my choice', exact: true })).toBeVisible();
  });
}

test('the remembered choice can be changed', async ({ page }) => {
  await page.goto(ROUTES.cookiePolicy.path);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.reload();

  await page.getByRole('button', { name: 'Change my choice', exact: true }).click();
  await expect(page.getByText(CONSENT_TEXT.chooseAgain('accepted'), { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText(consentSavedMessage('rejected').description);

  await page.reload();
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();
});

test('the page hydrates cleanly with a stored choice, and ignores a broken one', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ version: 1, choice: 'rejected' }));
  }, STORAGE_KEY);
  await page.goto(ROUTES.cookiePolicy.path);
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();

  // Init scripts run in order on every load: this one now leaves a truncated record behind.
  await page.addInitScript((key) => {
    localStorage.setItem(key, '{"version":1,"choice":');
  }, STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with storage that throws, the page, the message and the toast still work', async ({
  page,
}) => {
  await makeStorageThrow(page);
  await page.goto(ROUTES.cookiePolicy.path);
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch {
        return 'throws';
      }
    }),
  ).toBe('throws');

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(CONSENT_TEXT.summary('accepted'), { exact: true })).toBeVisible();
  await expect(page.getByText(CONSENT_TEXT.visitOnly, { exact: true })).toBeVisible();
  await expectToast(page, consentSavedMessage('accepted'));
  await expect(toasts(page)).toContainText(consentSavedMessage('accepted').description);

  await page.getByRole('button', { name: 'Change my choice', exact: true }).click();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();
});

test('with a full quota, the choice still holds for the visit', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await page.goto(ROUTES.cookiePolicy.path);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText(consentSavedMessage('rejected').description);
});
