import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test runs with these checks: an uncaught error in the page or a browser dialog
 * fails the test, so no journey can pass while the page is quietly broken.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      page.on('dialog', (dialog) => {
        errors.push(new Error(`Unexpected ${dialog.type()} dialog: ${dialog.message()}`));
        void dialog.dismiss();
      });
      await use(errors);
      expect(errors, 'uncaught errors or dialogs in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe-core on the page as it is now and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
