import { THEME_STORAGE_KEY } from '../src/features/theme/theme-script';
import { PAGE_ROUTES, ROUTES } from '../src/config/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('dark mode', () => {
  test('follows the system colour scheme before any choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(ROUTES.home.path);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The page background really changes, not just an attribute.
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(19, 17, 28)');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Dark mode', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  for (const [label, stored] of [
    ['as the previous version stored it (a bare word)', 'dark'],
    ['as the device store keeps it', '{"v":2,"value":"dark"}'],
  ] as const) {
    test(`a dark choice stored ${label} holds from the first paint`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(
        ({ key, value }) => {
          localStorage.setItem(key, value);
        },
        { key: THEME_STORAGE_KEY, value: stored },
      );
      await page.goto(ROUTES.home.path);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.getByRole('button', { name: 'Dark mode', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  }

  test('the toggle overrides the system and is remembered across reloads and pages', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ROUTES.about.path);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.goto(ROUTES.faq.path);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // A system change no longer wins over the visitor's choice.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ROUTES.contact.path);
    await page.getByRole('button', { name: 'Dark mode', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('still toggles when storage is refused', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ROUTES.home.path);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`every page passes the axe audit (contrast included) in the ${scheme} scheme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const route of [...PAGE_ROUTES.map((r) => r.path), '/missing']) {
        await page.goto(route);
        await expect(html(page)).toHaveAttribute('data-theme', scheme);
        await expectNoAxeViolations(page);
      }
    });
  }
});
