/**
 * Share links: each result is written into the address's fragment (never sent to a server), and
 * opening that address anywhere shows the same eight names. Broken fragments never break the page.
 */
import type { Page } from '@playwright/test';
import { keywordRefusalMessage } from '../src/config/messages';
import { ROUTES } from '../src/config/routes';
import {
  CHALLENGE_TYPE_LABELS,
  PLATFORM_LABELS,
  cleanKeyword,
  createRandom,
  type ChallengeType,
  type Platform,
} from '../src/generator';
import { generateNames } from '../src/generator/draw';
import { COPIED_WHAT, copiedMessage } from '../src/config/messages';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  CLOCK_PAUSE,
  CLOCK_START,
  expectToast,
  expectValidNames,
  generateFor,
  generator,
  readClipboard,
  toasts,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/** A share fragment: the cleaned keyword, type, platform and a url-safe seed, in that order. */
const SHARE_FRAGMENT = /^#k=([^&]+)&t=([a-z]+)&p=([a-z]+)&s=([A-Za-z0-9_-]+)$/;

function fragmentOf(page: Page) {
  const match = SHARE_FRAGMENT.exec(new URL(page.url()).hash);
  if (!match) throw new Error(`no share fragment in ${page.url()}`);
  const [, keyword, type, platform, seed] = match;
  return { keyword: decodeURIComponent(keyword!), type, platform, seed: seed! };
}

/** The names the generator module draws for this request: what a shared link must show. */
function namesFor(keyword: string, type: ChallengeType, platform: Platform, seed: string) {
  const cleaned = cleanKeyword(keyword);
  if (!cleaned.ok) throw new Error(`${keyword} is not usable`);
  return generateNames({
    keyword: cleaned.keyword,
    type,
    platform,
    random: createRandom(seed),
  }).map((name) => name.name);
}

async function expectForm(page: Page, keyword: string, type: ChallengeType, platform: Platform) {
  const g = generator(page);
  await expect(g.keyword).toHaveValue(keyword);
  await expect(g.type).toHaveValue(type);
  await expect(g.platform).toHaveValue(platform);
}

test('a result’s address opens the same eight names in a fresh browser, and reloads keep them', async ({
  page,
  browser,
}) => {
  await page.goto(ROUTES.home.path);
  const entries = await page.evaluate(() => history.length);
  const names = await generateFor(page, 'morning yoga', {
    type: 'Fitness',
    platform: 'Instagram Reels',
  });
  const shared = fragmentOf(page);
  expect(shared).toMatchObject({ keyword: 'MorningYoga', type: 'fitness', platform: 'instagram' });
  // The address is the result: replaying its seed gives exactly what is on screen.
  expect(names).toEqual(namesFor('MorningYoga', 'fitness', 'instagram', shared.seed));
  const address = page.url();

  // A second generation replaces the fragment without adding history entries.
  await generateFor(page, 'office', { type: 'Funny' });
  expect(fragmentOf(page)).toMatchObject({ keyword: 'Office', type: 'funny' });
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Someone else opens the first address: a browser with nothing in common with this one.
  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    const errors: Error[] = [];
    friend.on('pageerror', (error) => errors.push(error));
    // The clock stands still: the shared names appear without the 800-ms generation delay.
    await friend.clock.install({ time: CLOCK_START });
    await friend.clock.pauseAt(CLOCK_PAUSE);
    await friend.goto(address);
    await expect(generator(friend).nameButtons).toHaveText(names);
    await expect(generator(friend).generate).toBeEnabled();
    await expectForm(friend, 'MorningYoga', 'fitness', 'instagram');
    for (const card of await generator(friend).cards.all()) {
      await expect(card.getByText('Fitness', { exact: true })).toBeVisible();
      await expect(card.getByText('Instagram Reels', { exact: true })).toBeVisible();
    }
    await expect(
      friend.getByRole('status').filter({ hasText: 'challenge names ready' }),
    ).toHaveText('8 challenge names ready for MorningYoga');

    await friend.reload();
    await expect(generator(friend).nameButtons).toHaveText(names);
    expect(friend.url()).toBe(address);
    expect(errors).toEqual([]);
  } finally {
    await other.close();
  }

  await page.reload();
  await expect(generator(page).nameButtons).toHaveCount(8);
  await expectForm(page, 'Office', 'funny', 'instagram');
});

test('Share copies the address of the names on screen', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, 'guitar', { type: 'Music', platform: 'YouTube Shorts' });
  const address = page.url();
  expect(fragmentOf(page)).toMatchObject({ keyword: 'Guitar', type: 'music', platform: 'youtube' });

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toHaveAccessibleDescription(/opens these same names/);
  await share.click();
  await expectToast(page, copiedMessage(COPIED_WHAT.shareLink));
  expect(await readClipboard(page)).toBe(address);

  // The skip link changes the fragment to #main; Share still copies the names’ address.
  await page.evaluate(() => {
    location.hash = 'main';
  });
  await expect(page).toHaveURL(/#main$/);
  await expect(generator(page).nameButtons).toHaveText(names);
  await share.click();
  await expect.poll(() => readClipboard(page)).toBe(address);
  await expect(toasts(page)).toHaveCount(1);
});

test('going to another page and back brings the shared names back', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, 'cats', { type: 'Pet' });
  const address = page.url();

  await page
    .getByRole('navigation', { name: 'Footer', exact: true })
    .getByRole('link', { name: 'FAQ', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.goBack();
  expect(page.url()).toBe(address);
  await expect(generator(page).nameButtons).toHaveText(names);
  await page.goForward();
  await expect(page).toHaveURL(ROUTES.faq.path);
});

test('a fragment edited in the address bar shows its names', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await generateFor(page, 'yoga');
  await page.evaluate(() => {
    location.hash = 'k=pasta+night&t=cooking&p=facebook&s=edited';
  });
  await expect(generator(page).nameButtons).toHaveText(
    namesFor('pasta night', 'cooking', 'facebook', 'edited'),
  );
  await expectForm(page, 'pasta night', 'cooking', 'facebook');
  expect(new URL(page.url()).hash).toBe('#k=PastaNight&t=cooking&p=facebook&s=edited');
});

test.describe('broken fragments never break the page', () => {
  test('an unknown type becomes Dance and an unknown platform TikTok', async ({ page }) => {
    await page.goto('/#k=yoga&t=knitting&p=myspace&s=abc');
    await expect(generator(page).nameButtons).toHaveText(
      namesFor('yoga', 'dance', 'tiktok', 'abc'),
    );
    await expectForm(page, 'yoga', 'dance', 'tiktok');
    await expect(generator(page).cards.first()).toContainText(CHALLENGE_TYPE_LABELS.dance);
    await expect(generator(page).cards.first()).toContainText(PLATFORM_LABELS.tiktok);
    // The address is repaired to what is shown.
    expect(new URL(page.url()).hash).toBe('#k=Yoga&t=dance&p=tiktok&s=abc');
  });

  for (const [label, fragment] of [
    ['a missing seed', '#k=yoga&t=art'],
    ['a malformed seed', '#k=yoga&t=art&s=not%20a%20seed!'],
  ] as const) {
    test(`${label} gets a fresh one, kept across a reload`, async ({ page }) => {
      await page.goto(`/${fragment}`);
      const g = generator(page);
      await expect(g.nameButtons).toHaveCount(8);
      const names = await g.nameButtons.allTextContents();
      expectValidNames(names, 'yoga', 'art');
      const { seed } = fragmentOf(page);
      expect(names).toEqual(namesFor('yoga', 'art', 'tiktok', seed));

      await page.reload();
      await expect(g.nameButtons).toHaveText(names);
    });
  }

  for (const [label, keyword, reason, length] of [
    ['an empty keyword', '', 'empty', undefined],
    ['a keyword of spaces', '%20%20%20', 'empty', undefined],
    ['a keyword of emoji', '%F0%9F%8E%89%E2%9C%A8', 'no-usable-characters', undefined],
    ['a keyword that is too long', 'a'.repeat(41), 'too-long', 41],
  ] as const) {
    test(`${label} gets the usual message, and the page still generates`, async ({ page }) => {
      await page.goto(`/#k=${keyword}&t=pet&p=youtube&s=abc`);
      const message = keywordRefusalMessage(reason, length);
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toContainText(message.title);
      await expect(toasts(page)).toContainText(message.description);
      const g = generator(page);
      await expect(g.results).toHaveCount(0);
      await expect(g.type).toHaveValue('pet');

      const names = await generateFor(page, 'hamster');
      expectValidNames(names, 'hamster', 'pet');
    });
  }

  for (const [label, address] of [
    ['garbage', '/#%%%&&&'],
    ['percent signs and equals only', '/#=%=&x=%&&'],
    ['a very long fragment', `/#k=${'yoga'.repeat(1000)}`],
    ['the skip link’s fragment', '/#main'],
  ] as const) {
    test(`${label} leaves the empty generator, ready to use`, async ({ page }) => {
      await page.goto(address);
      const g = generator(page);
      await expect(g.generate).toBeEnabled();
      await expectForm(page, '', 'dance', 'tiktok');
      await expect(g.results).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(0);
      expectValidNames(await generateFor(page, 'yoga'), 'yoga', 'dance');
    });
  }

  test('markup in the keyword stays text', async ({ page }) => {
    await page.goto(`/#k=${encodeURIComponent('<img src=x onerror=alert(1)>')}&s=abc`);
    const names = namesFor('<img src=x onerror=alert(1)>', 'dance', 'tiktok', 'abc');
    await expect(generator(page).nameButtons).toHaveText(names);
    await expect(generator(page).keyword).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('main img')).toHaveCount(0);
  });
});
