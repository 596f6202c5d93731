import { ROUTES } from '../src/config/routes';
import { TOAST_DURATION_MS } from '../src/config/timing';
import { expect, test } from './fixtures';
import { CLIPBOARD_PERMISSIONS, CLOCK_PAUSE, CLOCK_START, generator, toasts } from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

const TOAST_CHUNK = /\/assets\/toast-view-[\w-]+\.js$/;

test('the toaster is not part of the first visit, yet the first toast shows and is announced', async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (TOAST_CHUNK.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  await page.goto(ROUTES.home.path);
  await page.waitForLoadState('networkidle');
  expect(chunkRequests).toEqual([]);

  // A bare click event: no key or pointer press first, so nothing has preloaded the toaster.
  await page.getByRole('button', { name: 'Copy #GrooveQuest', exact: true }).dispatchEvent('click');

  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Copied!');
  expect(chunkRequests).toHaveLength(1);
  const announcement = page
    .getByRole('status')
    .filter({ hasText: 'Copied! "#GrooveQuest" has been copied to your clipboard.' });
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
});

test('a failure is announced assertively, with title and description as separate words', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await generator(page).keyword.press('Enter');
  const announcement = page
    .getByRole('status')
    .filter({ hasText: 'Keyword Required Please enter a keyword to generate challenge names!' });
  await expect(announcement).toHaveAttribute('aria-live', 'assertive');
});

test('only one toast shows at a time: a new one replaces the old', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await page.getByRole('button', { name: 'Copy #GrooveQuest', exact: true }).click();
  await page.getByRole('button', { name: 'Copy #VibeChaser', exact: true }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('"#VibeChaser" has been copied');

  // A refusal replaces a confirmation just the same.
  await generator(page).generate.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Keyword Required');
});

test('a toast closes by itself after 5 seconds, and waits while hovered', async ({ page }) => {
  expect(TOAST_DURATION_MS).toBe(5000);
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  // The pointer rests away from the toasts, which pause while hovered.
  const clickAway = async (name: string) => {
    await page.getByRole('button', { name }).click();
    await page.mouse.move(1, 1);
  };

  // The first toast loads the toaster, which React reveals on a timer: let the clock run once.
  await clickAway('Copy #VibeChaser');
  await page.clock.runFor(500);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(5000);
  await expect(toasts(page)).toHaveCount(0);

  await clickAway('Copy #FlexAndFame');
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(4900);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(toasts(page)).toHaveCount(0);

  // Hovering pauses the countdown, so a toast being read does not vanish under the pointer.
  await clickAway('Copy #GlowUpGoals');
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1000);
  await toasts(page).hover();
  await page.clock.runFor(10_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.mouse.move(1, 1);
  await page.clock.runFor(3900);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(toasts(page)).toHaveCount(0);
});

test('the close button closes a toast', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await page.getByRole('button', { name: 'Copy #LOLLoopChallenge', exact: true }).click();
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page).getByRole('button', { name: 'Close notification', exact: true }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('a toast can be swiped away', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await page.getByRole('button', { name: 'Copy #SwiftStepShowdown', exact: true }).click();
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
  await page.getByRole('button', { name: 'Copy #GlowUpGoals', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)', exact: true }).locator('ol'),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toasts(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    toasts(page).getByRole('button', { name: 'Close notification', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(0);
});
