import { keywordRefusalMessage } from '../src/config/messages';
import { ROUTES } from '../src/config/routes';
import { expect, test } from './fixtures';
import { expectToast, expectValidNames, generateFor, generator, toasts } from './home-helpers';

const REQUIRED = keywordRefusalMessage('empty');
const NEEDS_LETTERS = keywordRefusalMessage('no-usable-characters');

const REFUSALS = [
  ['an empty keyword', '', REQUIRED],
  ['a keyword of spaces', '     ', REQUIRED],
  ['a keyword of tabs and spaces', ' \t  \t ', REQUIRED],
  ['a keyword of symbols only', '#&*!?', NEEDS_LETTERS],
  ['a keyword of emoji only', '🎉🔥✨', NEEDS_LETTERS],
  ['a keyword of 41 letters', 'a'.repeat(41), keywordRefusalMessage('too-long', 41)],
  ['a keyword of 1,234 letters', 'b'.repeat(1234), keywordRefusalMessage('too-long', 1234)],
  [
    'a long keyword, counted after cleaning',
    'super '.repeat(9),
    keywordRefusalMessage('too-long', 45),
  ],
] as const;

test('refused keywords say why, generate nothing and keep the earlier results', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  const earlier = await generateFor(page, 'yoga');

  for (const [label, typed, message] of REFUSALS) {
    await test.step(`${label} shows “${message.title}”`, async () => {
      await g.keyword.fill(typed);
      await g.generate.click();

      await expect(toasts(page)).toHaveCount(1);
      await expectToast(page, message);
      // Focus goes back to the keyword box, ready for a better keyword.
      await expect(g.keyword).toBeFocused();
      await expect(g.generate).toBeEnabled();
      await expect(g.nameButtons).toHaveText(earlier);
    });
  }
});

test('an empty keyword on a fresh page shows Keyword Required and no results', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await g.keyword.press('Enter');
  await expectToast(page, REQUIRED);
  await expect(g.results).toHaveCount(0);
  await expect(g.generate).toBeEnabled();
});

test('a keyword of exactly 40 letters is accepted', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const keyword = 'abcdefghij'.repeat(4);
  expectValidNames(await generateFor(page, keyword), keyword, 'dance');
  await expect(toasts(page)).toHaveCount(0);
});

test('the keyword is trimmed, its words joined and capitalised, symbols dropped', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, '  rock & roll  ');
  expectValidNames(names, 'rock & roll', 'dance');
  for (const name of names) expect(name).toContain('RockRoll');
});

test('markup typed as a keyword is only ever text', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  const markup = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
  const names = await generateFor(page, markup);

  expectValidNames(names, markup, 'dance');
  await expect(g.keyword).toHaveValue(markup);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  for (const name of names) expect(name).toMatch(/^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u);
  // The fixture fails the test if any alert dialog opened.
});
