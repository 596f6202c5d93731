import type { Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { TOAST_DURATION_MS } from '../src/config/timing';
import { keywordRefusalMessage } from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  CLOCK_PAUSE,
  CLOCK_START,
  closeToastWithKeyboard,
  copiedText,
  expectToast,
  generator,
  sampleButton,
  toasts,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

const TOAST_CHUNK = /\/assets\/toast-view-[\w-]+\.js$/;

/**
 * Radix announces a toast through a live region of its own that lives one second: tests that
 * read it open the page on a clock held still (on a busy machine a second of real time can pass
 * between the toast showing and the check), and move it only in small steps until the toast
 * shows, for the timer on which React reveals the lazily loaded toaster and the frames the region
 * waits for.
 */
async function openOnHeldClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(CLOCK_PAUSE);
}
async function runUntilToastShows(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return toasts(page).count();
    })
    .toBe(1);
  await page.clock.runFor(50);
}

test('the toaster is not part of the first visit, yet the first toast shows and is announced', async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (TOAST_CHUNK.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  await openOnHeldClock(page);
  expect(chunkRequests).toEqual([]);

  // A bare click event: no key or pointer press first, so nothing has preloaded the toaster.
  await sampleButton(page, 0).dispatchEvent('click');

  await runUntilToastShows(page);
  const copied = copiedText(SAMPLE_NAMES[0]);
  await expectToast(page, copied);
  expect(chunkRequests).toHaveLength(1);
  const announcement = page
    .getByRole('status')
    .filter({ hasText: `${copied.title} ${copied.description}` });
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
});

test('a failure is announced assertively, with title and description as separate words', async ({
  page,
}) => {
  await openOnHeldClock(page);
  await generator(page).keyword.press('Enter');
  await runUntilToastShows(page);
  const required = keywordRefusalMessage('empty');
  const announcement = page
    .getByRole('status')
    .filter({ hasText: `${required.title} ${required.description}` });
  await expect(announcement).toHaveAttribute('aria-live', 'assertive');
});

test('only one toast shows at a time: a new one replaces the old', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await sampleButton(page, 0).click();
  await sampleButton(page, 5).click();
  await expect(toasts(page)).toHaveCount(1);
  await expectToast(page, copiedText(SAMPLE_NAMES[5]));

  // A refusal replaces a confirmation just the same.
  await generator(page).generate.click();
  await expect(toasts(page)).toHaveCount(1);
  await expectToast(page, keywordRefusalMessage('empty'));
});

test('a toast closes by itself after 5 seconds, and waits while hovered', async ({ page }) => {
  expect(TOAST_DURATION_MS).toBe(5000);
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  // The pointer rests away from the toasts, which pause while hovered.
  const clickAway = async (sample: number) => {
    await sampleButton(page, sample).click();
    await page.mouse.move(1, 1);
  };
  /** The toast showing stays for `ms` more on the clock, and not a moment longer. */
  const expectClosesAfter = async (ms: number) => {
    await page.clock.runFor(ms - 100);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(toasts(page)).toHaveCount(0);
  };

  // The first toast loads the toaster, which React reveals on a timer: let the clock run once.
  await clickAway(5);
  await page.clock.runFor(500);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(TOAST_DURATION_MS);
  await expect(toasts(page)).toHaveCount(0);

  await clickAway(1);
  await expect(toasts(page)).toHaveCount(1);
  await expectClosesAfter(TOAST_DURATION_MS);

  // Hovering pauses the countdown, so a toast being read does not vanish under the pointer.
  await clickAway(4);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1000);
  await toasts(page).hover();
  await page.clock.runFor(10_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.mouse.move(1, 1);
  await expectClosesAfter(TOAST_DURATION_MS - 1000);
});

test('the close button closes a toast', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await sampleButton(page, 2).click();
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page).getByRole('button', { name: 'Close notification', exact: true }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('a toast can be swiped away', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await sampleButton(page, 3).click();
  const box = await toasts(page).boundingBox();
  if (!box) throw new Error('no toast on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(toasts(page)).toHaveCount(0);
});

test('F8 reaches the toast from the keyboard, and its close button works with Enter', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await sampleButton(page, 4).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(1);

  await closeToastWithKeyboard(page);
});
