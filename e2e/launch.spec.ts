/**
 * From a name to a launched challenge: keep names and draw more, open the platform's tag page,
 * copy a ready caption, add your own hashtag. Each story is told as a visitor would live it.
 */
import type { Locator, Page } from '@playwright/test';
import { moreNamesSpentMessage } from '../src/config/messages';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import { ROUTES } from '../src/config/routes';
import {
  NAMES_PER_GENERATION,
  PLATFORMS,
  PLATFORM_LABELS,
  WORD_LISTS,
  type ChallengeType,
  type Platform,
} from '../src/generator';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  generateFor,
  generator,
  openCaption,
  readClipboard,
} from './home-helpers';
import { namesEverShown } from '../test/name-oracle';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

const HASHTAG = /#[^\s#]+/gu;
const MAX_CAPTION_LENGTH = 2200;

/** Every name the word lists can make for a (cleaned) keyword and type, as the generator says. */
function everyPossibleName(keyword: string, type: ChallengeType): Set<string> {
  return namesEverShown(keyword, type);
}

function moreNamesButton(page: Page): Locator {
  return page.getByRole('button', { name: 'More names', exact: true });
}

/** The caption a card's panel shows, read from the panel the Caption button controls. */
async function shownCaption(page: Page, name: string): Promise<string> {
  const toggle = page.getByRole('button', { name: `Caption for ${name}`, exact: true });
  const panelId = await toggle.getAttribute('aria-controls');
  return page
    .locator(`[id="${panelId ?? ''}"] p`)
    .first()
    .innerText();
}

test('keeps two names through four rounds of More names, never repeats one, and says when every name has been shown', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  const first = await generateFor(page, 'yoga', { type: 'Wellness' });
  const kept = [first[1]!, first[4]!];
  for (const name of kept) {
    const keep = page.getByRole('button', { name: `Keep ${name}`, exact: true });
    await expect(keep).toHaveAttribute('aria-pressed', 'false');
    await keep.click();
    await expect(keep).toHaveAttribute('aria-pressed', 'true');
  }

  const seen = new Set(first);
  const possible = everyPossibleName('Yoga', 'wellness');
  const spent = g.results.getByText(moreNamesSpentMessage('Yoga', possible.size), {
    exact: true,
  });
  let presses = 0;
  while (!(await spent.isVisible())) {
    expect(presses, 'More names must come to an end').toBeLessThan(possible.size);
    const before = await g.nameButtons.allTextContents();
    await moreNamesButton(page).click();
    presses++;
    await expect.poll(() => g.nameButtons.allTextContents()).not.toEqual(before);
    const now = await g.nameButtons.allTextContents();
    // The kept names stay, in their places.
    expect(now[1]).toBe(kept[0]);
    expect(now[4]).toBe(kept[1]);
    for (const name of now.filter((shown) => !kept.includes(shown))) {
      expect(seen.has(name), `${name} appeared twice`).toBe(false);
      expect(possible.has(name), `${name} is not one of the lists' names`).toBe(true);
      seen.add(name);
    }
    if (presses === 4) expect(now).toHaveLength(NAMES_PER_GENERATION);
  }
  expect(presses).toBeGreaterThan(4);
  expect([...seen].sort()).toEqual([...possible].sort());
  await expect(
    page.getByRole('status').filter({ hasText: moreNamesSpentMessage('Yoga', possible.size) }),
  ).toHaveCount(1);

  // Once spent, More names is marked unavailable (it keeps its place in the Tab order and points
  // at the message), and pressing it anyway changes nothing rather than repeating a name.
  await expect(moreNamesButton(page)).toHaveAttribute('aria-disabled', 'true');
  const last = await g.nameButtons.allTextContents();
  await moreNamesButton(page).click({ force: true });
  await expect(g.nameButtons).toHaveText(last);

  // Generate still starts a new series and replaces everything.
  await g.generate.click();
  await expect(spent).toBeHidden();
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  // The new series keeps nothing yet (it may draw a name kept before; it is not kept now).
  await expect(g.results.getByRole('button', { name: /^Keep #/, pressed: true })).toHaveCount(0);
  await expect(g.results.getByRole('button', { name: /^Keep #/ })).toHaveCount(
    NAMES_PER_GENERATION,
  );
});

test('a share link taken after More names opens the same eight names, and the same captions', async ({
  page,
  browser,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  const first = await generateFor(page, 'guitar', { type: 'Music', platform: 'YouTube Shorts' });
  await page.getByRole('button', { name: `Keep ${first[0]!}`, exact: true }).click();
  for (let round = 0; round < 2; round++) {
    const before = await g.nameButtons.allTextContents();
    await moreNamesButton(page).click();
    await expect.poll(() => g.nameButtons.allTextContents()).not.toEqual(before);
  }
  const onScreen = await g.nameButtons.allTextContents();
  expect(onScreen).toHaveLength(NAMES_PER_GENERATION);
  expect(onScreen[0]).toBe(first[0]);
  expect(onScreen.slice(1).some((name) => first.includes(name))).toBe(false);
  await openCaption(page, onScreen[3]!);
  const caption = await shownCaption(page, onScreen[3]!);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toContain('#k=');
  const link = await readClipboard(page);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    const og = generator(other);
    await expect(og.cards).toHaveCount(NAMES_PER_GENERATION);
    expect(await og.nameButtons.allTextContents()).toEqual(onScreen);
    await openCaption(other, onScreen[3]!);
    expect(await shownCaption(other, onScreen[3]!)).toBe(caption);
  } finally {
    await fresh.close();
  }
});

const TAG_PAGES: Record<Platform, { host: string; path: (tag: string) => string }> = {
  tiktok: { host: 'www.tiktok.com', path: (tag) => `/tag/${tag}` },
  instagram: { host: 'www.instagram.com', path: (tag) => `/explore/tags/${tag}/` },
  youtube: { host: 'www.youtube.com', path: (tag) => `/hashtag/${tag}` },
  facebook: { host: 'www.facebook.com', path: (tag) => `/hashtag/${tag}` },
};

for (const platform of PLATFORMS) {
  const label = PLATFORM_LABELS[platform];
  test(`every card links to its ${label} tag page, in a new tab, and rendering requests nothing`, async ({
    page,
    baseURL,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
        elsewhere.push(request.url());
      }
    });
    await page.goto(ROUTES.home.path);
    // A keyword outside Latin script shows that the tag is percent-encoded as UTF-8.
    const names = await generateFor(page, platform === 'instagram' ? 'योग' : 'sunset', {
      platform: label,
    });
    for (const name of names) {
      const link = page.getByRole('link', { name: `Open ${name} on ${label}`, exact: true });
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.protocol).toBe('https:');
      expect(url.host).toBe(TAG_PAGES[platform].host);
      expect(url.search + url.hash).toBe('');
      expect(decodeURIComponent(url.pathname)).toBe(TAG_PAGES[platform].path(name.slice(1)));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(elsewhere).toEqual([]);
  });
}

for (const platform of PLATFORMS) {
  const label = PLATFORM_LABELS[platform];
  test(`a ready caption for ${label}: names the challenge, steps, the type's tags, within the cap`, async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'pizza night', { type: 'Cooking', platform: label });
    const name = names[2]!;
    const copy = await openCaption(page, name);
    const shown = await shownCaption(page, name);
    await copy.click();
    await expect.poll(() => readClipboard(page)).toBe(shown);

    const tags = shown.match(HASHTAG) ?? [];
    expect(tags[0]).toBe(name);
    for (const tag of WORD_LISTS.cooking.hashtags) expect(tags).toContain(tag);
    const { cap } = PLATFORM_HASHTAG_RULES[platform];
    if (cap !== null) expect(tags.length).toBeLessThanOrEqual(cap);
    expect(shown.length).toBeLessThanOrEqual(MAX_CAPTION_LENGTH);
    expect(shown).toMatch(/^1\. \S/mu);
    expect(shown).toMatch(/^2\. \S/mu);
    expect(shown).toMatch(/tag .*friend/iu);
  });
}

test('your hashtag is cleaned, follows the name in every set and caption within the cap, is remembered, and is gone when the field is empty', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const own = page.getByRole('textbox', { name: 'Your hashtag', exact: true });
  await own.fill('  my studio!! ');
  await expect(page.getByText('Adds #MyStudio.', { exact: true })).toBeVisible();

  for (const platform of PLATFORMS) {
    const label = PLATFORM_LABELS[platform];
    const { cap } = PLATFORM_HASHTAG_RULES[platform];
    const names = await generateFor(page, 'yoga', { type: 'Fitness', platform: label });
    for (const name of names) {
      const card = generator(page).cards.filter({
        has: page.getByRole('button', { name, exact: true }),
      });
      // The spec's seven, then the visitor's own tag: in view before copying.
      const seven = `${name} #viral #trending #challenge #fyp #fitness #workout`;
      await expect(card.getByText(`${seven} #MyStudio`, { exact: true })).toBeVisible();
      await openCaption(page, name);
      const tags = (await shownCaption(page, name)).match(HASHTAG) ?? [];
      expect(tags.slice(0, 2)).toEqual([name, '#MyStudio']);
      if (cap !== null) expect(tags.length).toBeLessThanOrEqual(cap);
    }
    await page
      .getByRole('button', { name: `Copy for ${label}: ${names[0]!}`, exact: true })
      .click();
    await expect
      .poll(async () => (await readClipboard(page)).split(' ').slice(0, 2))
      .toEqual([names[0]!, '#MyStudio']);
    expect((await readClipboard(page)).split(' ').length).toBeLessThanOrEqual(cap ?? Infinity);
  }

  await page.reload();
  await expect(own).toHaveValue('  my studio!! ');

  await own.fill('');
  await expect(page.getByText(/^Adds #/)).toHaveCount(0);
  const names = await generateFor(page, 'yoga', { type: 'Fitness', platform: 'TikTok' });
  await expect(generator(page).results).not.toContainText('#MyStudio');
  await page.getByRole('button', { name: `Copy hashtags for ${names[0]!}`, exact: true }).click();
  await expect
    .poll(() => readClipboard(page))
    .toBe(`${names[0]!} #viral #trending #challenge #fyp #fitness #workout`);
  await openCaption(page, names[0]!);
  expect(await shownCaption(page, names[0]!)).not.toContain('#MyStudio');
});

test('a hashtag that cannot be used says why, and the page stays accessible with results, light and dark', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const own = page.getByRole('textbox', { name: 'Your hashtag', exact: true });
  await own.fill('!!!');
  await expect(own).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText("Use letters or numbers — hashtags can't contain symbols.", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await own.fill('#MyStudio');
  const names = await generateFor(page, 'yoga', { type: 'Wellness' });
  await page.getByRole('button', { name: `Keep ${names[0]!}`, exact: true }).click();
  await openCaption(page, names[1]!);
  await moreNamesButton(page).click();
  await expectNoAxeViolations(page);
  await own.fill('!!!');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});
