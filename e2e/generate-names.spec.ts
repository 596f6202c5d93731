import { ROUTES } from '../src/config/routes';
import { GENERATION_DELAY_MS } from '../src/config/timing';
import { CHALLENGE_TYPES, CHALLENGE_TYPE_LABELS } from '../src/generator';
import { expect, test } from './fixtures';
import { CLOCK_PAUSE, CLOCK_START, expectValidNames, generator } from './home-helpers';

test('the form has a labelled keyword box, both pickers with their defaults, and Generate', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);

  await expect(g.keyword).toHaveAttribute('placeholder', /yoga.*office.*guitar/);
  // A pasted keyword is never silently cut: the limit is shown and enforced with a message.
  await expect(g.keyword).not.toHaveAttribute('maxlength');
  await expect(page.getByText('0/40', { exact: true })).toBeVisible();

  await expect(g.type.getByRole('option')).toHaveText(
    CHALLENGE_TYPES.map((type) => CHALLENGE_TYPE_LABELS[type]),
  );
  await expect(g.type.getByRole('option').first()).toHaveText('Dance');
  await expect(g.type).toHaveValue('dance');

  await expect(g.platform.getByRole('option')).toHaveText([
    'TikTok',
    'Instagram Reels',
    'YouTube Shorts',
    'Facebook',
  ]);
  await expect(g.platform).toHaveValue('tiktok');
  await expect(g.generate).toBeEnabled();
  await expect(g.results).toHaveCount(0);
});

test('the counter shows the cleaned keyword length and describes the box', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await g.keyword.fill('morning yoga');
  await expect(page.getByText('11/40', { exact: true })).toBeVisible();
  await expect(g.keyword).toHaveAccessibleDescription(/11 of 40 characters used/);
  await g.keyword.fill('x'.repeat(45));
  await expect(g.keyword).toHaveAccessibleDescription(/45 of 40 characters used, too long/);
  await expect(g.keyword).toHaveAttribute('aria-invalid', 'true');
});

test('types yoga, picks Fitness on Instagram Reels, presses Enter and gets eight valid names after 800 ms', async ({
  page,
}) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);

  await g.keyword.fill('yoga');
  await g.type.selectOption({ label: 'Fitness' });
  await g.platform.selectOption({ label: 'Instagram Reels' });
  await g.keyword.press('Enter');

  await expect(g.generating).toBeDisabled();
  await expect(g.generate).toHaveCount(0);
  await page.clock.runFor(799);
  await expect(g.generating).toBeDisabled();
  await expect(g.nameButtons).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'challenge names ready' })).toHaveCount(
    0,
  );

  await page.clock.runFor(1);
  await expect(g.cards).toHaveCount(8);
  await expect(g.generate).toBeEnabled();
  await expect(g.results.getByRole('heading', { level: 2 })).toHaveText(
    'Your Viral Challenge Names',
  );
  await expect(
    g.results.getByText('Click any name to copy it instantly!', { exact: true }),
  ).toBeVisible();

  const names = await g.nameButtons.allTextContents();
  expectValidNames(names, 'yoga', 'fitness');
  for (const name of names) {
    const card = g.cards.filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect(card.getByText('Fitness', { exact: true })).toBeVisible();
    await expect(card.getByText('Instagram Reels', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Copy ${name}`, exact: true })).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Copy hashtags for ${name}`, exact: true }),
    ).toBeVisible();
  }

  // Screen readers hear that the names are ready, through a polite live region.
  const announcement = page.getByRole('status').filter({ hasText: /challenge names ready/ });
  await expect(announcement).toHaveText('8 challenge names ready for Yoga');
});

test('the Generate button starts it too, and a new generation replaces the results', async ({
  page,
}) => {
  // The generation's 800 ms on Playwright's clock: on a busy machine, real time can pass it
  // before the first look at the button.
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);
  await g.keyword.fill('office');
  await g.type.selectOption({ label: 'Funny' });
  await g.keyword.press('Enter');
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(g.cards).toHaveCount(8);
  const first = await g.nameButtons.allTextContents();
  expectValidNames(first, 'office', 'funny');

  await g.keyword.fill('guitar');
  await g.type.selectOption({ label: 'Music' });
  await g.platform.selectOption({ label: 'YouTube Shorts' });
  await g.generate.click();
  await expect(g.generating).toBeDisabled();
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(g.generate).toBeEnabled();
  await expect(g.cards).toHaveCount(8);

  const second = await g.nameButtons.allTextContents();
  expectValidNames(second, 'guitar', 'music');
  expect(second.some((name) => first.includes(name))).toBe(false);
  await expect(g.cards.getByText('Music', { exact: true })).toHaveCount(8);
  await expect(g.cards.getByText('YouTube Shorts', { exact: true })).toHaveCount(8);
  await expect(g.cards.getByText('Funny', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /names ready/ })).toHaveText(
    '8 challenge names ready for Guitar',
  );
});

test('a second Enter while generating starts nothing', async ({ page }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);

  await g.keyword.fill('yoga');
  await g.keyword.press('Enter');
  await page.clock.runFor(500);
  // Changing the keyword and pressing Enter again must neither restart nor replace the run.
  await g.keyword.fill('guitar');
  await g.keyword.press('Enter');
  await g.keyword.press('Enter');

  await page.clock.runFor(300);
  await expect(g.cards).toHaveCount(8);
  expectValidNames(await g.nameButtons.allTextContents(), 'yoga', 'dance');
  const settled = await g.nameButtons.allTextContents();

  // Nothing else was queued: time passing changes nothing.
  await page.clock.runFor(2000);
  await expect(g.nameButtons).toHaveText(settled);
  await expect(g.generate).toBeEnabled();
});

test('every challenge type gives names from its own word lists', async ({ page }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);
  await g.keyword.fill('team');
  for (const type of CHALLENGE_TYPES) {
    await g.type.selectOption(type);
    await g.keyword.press('Enter');
    await page.clock.runFor(800);
    await expect(g.cards.getByText(CHALLENGE_TYPE_LABELS[type], { exact: true })).toHaveCount(8);
    expectValidNames(await g.nameButtons.allTextContents(), 'team', type);
  }
});

test('leaving the page mid-generation leaves no error behind', async ({ page }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);
  const footer = page.getByRole('navigation', { name: 'Footer', exact: true });

  await g.keyword.fill('yoga');
  await g.keyword.press('Enter');
  await page.clock.runFor(400);
  await expect(g.generating).toBeVisible();
  await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');

  // Well past the delay: the abandoned generation must not surface anywhere.
  await page.clock.runFor(2000);
  await footer.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(g.keyword).toHaveValue('');
  await expect(g.results).toHaveCount(0);
  await expect(g.generate).toBeEnabled();
  // The fixture fails the test on any uncaught error or dialog.
});
