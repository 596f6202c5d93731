import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { CONSENT_TEXT, COPIED_WHAT, copiedMessage } from '../src/config/messages';
import { NAMES_PER_GENERATION } from '../src/generator';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { encodeShareFragment } from '../src/features/share/share-fragment';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  copiedText,
  expectToast,
  expectValidNames,
  generateFor,
  generator,
  readClipboard,
  sampleButton,
  toasts,
} from './home-helpers';

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, permissions: CLIPBOARD_PERMISSIONS, hasTouch: true });

async function expectNoSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function expectInsideScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('on a 360-px phone: generate, copy by tapping, read the toast, all without sideways scrolling', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await expectNoSideways(page);
  const g = generator(page);
  for (const control of [g.keyword, g.type, g.platform, g.generate]) {
    await expectInsideScreen(control);
  }

  const names = await generateFor(page, 'morning yoga', {
    type: 'Educational',
    platform: 'YouTube Shorts',
  });
  expectValidNames(names, 'morning yoga', 'educational');
  await expectNoSideways(page);
  for (const card of await g.cards.all()) await expectInsideScreen(card);

  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByRole('button', { name: `Copy hashtags for ${longest}`, exact: true }).tap();
  await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(longest)));
  await expectInsideScreen(toasts(page));
  await expectInsideScreen(
    toasts(page).getByRole('button', { name: 'Close notification', exact: true }),
  );
  await expectNoSideways(page);
  expect(await readClipboard(page)).toContain(`${longest} #viral`);

  await g.nameButtons.filter({ hasText: longest }).tap();
  await expectToast(page, copiedText(longest));
  await toasts(page).getByRole('button', { name: 'Close notification', exact: true }).tap();
  await expect(toasts(page)).toHaveCount(0);

  await sampleButton(page, 3).tap();
  await expectToast(page, copiedText(SAMPLE_NAMES[3]));
  await expectNoSideways(page);
});

test('on a 360-px phone the cookie choice fits and works', async ({ page }) => {
  await page.goto(ROUTES.cookiePolicy.path);
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Reject', exact: true }).tap();
  await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
  await expectInsideScreen(toasts(page));
  await expectNoSideways(page);
});

/**
 * A fixed share link: eight long names the card has to wrap. It lists them (`n=`), so the page
 * shows these eight whatever the draw becomes; the word lists can still make every one of them.
 */
const MEASURED_LINK = {
  keyword: 'morning yoga',
  type: 'fitness',
  platform: 'instagram',
  seed: 'h12c',
  names: [
    '#MorningYogaStreakChallenge',
    '#TheMorningYogaDare',
    '#MorningYogaGames',
    '#PowerMorningYoga',
    '#MorningYogaGainsChallenge',
    '#SweatAndMorningYoga',
    '#TheMorningYogaGames',
    '#CoreMorningYoga',
  ],
} as const;

/**
 * The height of the eight-card list for MEASURED_LINK before the compact card (8e0b420). Measured
 * at its parent, 8e0b420^ (dffcc4d), built with `npm run build` and served by its
 * scripts/serve.ts: a Playwright script opened the link in Chromium with this file's settings
 * (Desktop Chrome profile, 360×740, touch) and read the bounding-box height of the results' list.
 * That version knew no `n=`: it opened `#k=morning+yoga&t=fitness&p=instagram&s=h12c` and drew
 * these same eight names from the seed. The compact card measured 1,600 px on the same link
 * (three other links, before → after: 2,032 → 1,552, 2,384 → 1,564, 1,872 → 1,552).
 */
const PRE_COMPACT_LIST_HEIGHT = 2544;

/**
 * The font size of a card's name button, and of every other text its card (the list item holding
 * it) shows: each non-blank text node, by the size of the element holding it. Text only screen
 * readers get (sr-only: a 1-px box) is not shown, so it does not count.
 */
async function cardTextSizes(nameButton: Locator) {
  return nameButton.evaluate((button) => {
    const card = button.closest('li');
    if (!card) throw new Error('the name is not in a card');
    const others: { text: string; size: number }[] = [];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (text === '' || !element || button.contains(node) || !element.checkVisibility()) continue;
      let shown = true;
      for (let at: Element | null = element; at && at !== card; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) shown = false;
      }
      if (shown) others.push({ text, size: parseFloat(getComputedStyle(element).fontSize) });
    }
    return { name: parseFloat(getComputedStyle(button).fontSize), others };
  });
}

test('on a 360-px phone eight cards take less height than before the compact card, and the name is the biggest text on each', async ({
  page,
}) => {
  await page.goto(`${ROUTES.home.path}#${encodeShareFragment(MEASURED_LINK)}`);
  const g = generator(page);
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  await expect(g.nameButtons).toHaveText([...MEASURED_LINK.names]);
  await expectNoSideways(page);

  const list = await g.results.getByRole('list').boundingBox();
  if (!list) throw new Error('the results list is not on screen');
  expect(list.height).toBeLessThan(PRE_COMPACT_LIST_HEIGHT);

  for (const name of MEASURED_LINK.names) {
    const sizes = await cardTextSizes(g.results.getByRole('button', { name, exact: true }));
    const others = sizes.others;
    // The type badge, the tag-page link, the tags and the buttons' words at least.
    expect(others.length, `text beside ${name}`).toBeGreaterThan(4);
    for (const { text, size } of others) {
      expect(size, `"${text}" beside ${name}`).toBeLessThan(sizes.name);
    }
  }
});
