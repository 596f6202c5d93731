/**
 * From a name to a launched challenge: keep names and draw more, open the platform's tag page,
 * copy a ready caption, add your own hashtag. Each story is told as a visitor would live it.
 */
import type { Locator, Page } from '@playwright/test';
import {
  TAG_PAGE_NOTICE,
  moreNamesSpentMessage,
  ownHashtagStatus,
  platformFitMessage,
} from '../src/config/messages';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import { ROUTES } from '../src/config/routes';
import {
  FULL_HASHTAG_SET_SIZE,
  NAMES_PER_GENERATION,
  PLATFORMS,
  PLATFORM_LABELS,
  WORD_LISTS,
  cleanOwnHashtag,
  hashtagSet,
  platformSetWithOwn,
  type ChallengeType,
  type Platform,
} from '../src/generator';
import { decodeShareFragment, encodeShareFragment } from '../src/features/share/share-fragment';
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

/** The last line of a caption: the platform-ready set, hashtags only. */
function tagLine(caption: string): string {
  return caption.split('\n').at(-1) ?? '';
}

for (const platform of PLATFORMS) {
  const label = PLATFORM_LABELS[platform];
  test(`a share link taken after More names opens the same eight names with the same ${label} captions`, async ({
    page,
    browser,
  }) => {
    const { cap } = PLATFORM_HASHTAG_RULES[platform];
    await page.goto(
      `${ROUTES.home.path}#${encodeShareFragment({ keyword: 'guitar', type: 'music', platform, seed: 'captions' })}`,
    );
    const g = generator(page);
    await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
    const first = await g.nameButtons.allTextContents();
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
    // The kept name, from the first draw, and two names the second More names drew.
    const read = [onScreen[0]!, onScreen[3]!, onScreen[7]!];
    const captions = new Map<string, string>();
    for (const name of read) {
      await openCaption(page, name);
      const caption = await shownCaption(page, name);
      // A caption for this platform: it ends with the set "Copy for <platform>" copies.
      expect(tagLine(caption)).toBe(
        platformSetWithOwn({ name, type: 'music' }, cap, null).join(' '),
      );
      captions.set(name, caption);
    }

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => readClipboard(page)).toContain('#k=');
    const link = await readClipboard(page);
    // After More names the link lists the names on screen; the caption comes from its seed.
    expect(decodeShareFragment(new URL(link).hash)?.names).toEqual(onScreen);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const og = generator(other);
      await expect(og.cards).toHaveCount(NAMES_PER_GENERATION);
      await expect(og.platform).toHaveValue(platform);
      expect(await og.nameButtons.allTextContents()).toEqual(onScreen);
      for (const name of read) {
        await openCaption(other, name);
        expect(await shownCaption(other, name), `the caption for ${name}`).toBe(captions.get(name));
      }
    } finally {
      await fresh.close();
    }
  });
}

for (const route of [ROUTES.faq, ROUTES.privacyPolicy]) {
  test(`before following a platform badge, a visitor can read where it leads: ${route.navLabel}`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const notice = page.getByRole('main').getByText(TAG_PAGE_NOTICE, { exact: true });
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeVisible();
  });
}

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

/** What a visitor types as their own hashtag, and the tag the site makes of it. */
const TYPED_OWN = '  my studio!! ';
const OWN = cleanOwnHashtag(TYPED_OWN);
const OWN_TAG = OWN.ok && OWN.tag !== null ? OWN.tag : '';

/** Copies a card's platform-ready set ("Copy for <platform>") and returns what was copied. */
async function copyForPlatform(page: Page, name: string, label: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: `Copy for ${label}: ${name}`, exact: true }).click();
  await expect.poll(() => readClipboard(page)).not.toBe('');
  return readClipboard(page);
}

test('your hashtag is cleaned and follows the name in every set and caption, within the cap', async ({
  page,
}) => {
  expect(OWN_TAG).toBe('#MyStudio');
  await page.goto(ROUTES.home.path);
  const own = generator(page).ownHashtag;
  await own.fill(TYPED_OWN);
  await expect(page.getByText(ownHashtagStatus(OWN), { exact: true })).toBeVisible();

  for (const platform of PLATFORMS) {
    const label = PLATFORM_LABELS[platform];
    const { cap } = PLATFORM_HASHTAG_RULES[platform];
    const names = await generateFor(page, 'yoga', { type: 'Fitness', platform: label });
    for (const name of names) {
      const card = generator(page).cards.filter({
        has: page.getByRole('button', { name, exact: true }),
      });
      // The spec's seven, then the visitor's own tag: in view before copying.
      const seven = hashtagSet({ name, type: 'fitness' });
      await expect(card.getByText(`${seven} ${OWN_TAG}`, { exact: true })).toBeVisible();
      await openCaption(page, name);
      const tags = (await shownCaption(page, name)).match(HASHTAG) ?? [];
      expect(tags.slice(0, 2)).toEqual([name, OWN_TAG]);
      if (cap !== null) expect(tags.length).toBeLessThanOrEqual(cap);
    }
    const copied = (await copyForPlatform(page, names[0]!, label)).split(' ');
    expect(copied.slice(0, 2)).toEqual([names[0]!, OWN_TAG]);
    expect(copied.length).toBeLessThanOrEqual(cap ?? Infinity);
  }
});

test('your hashtag is remembered after a reload: a new generation carries it in the platform-ready set and the caption, until the field is emptied', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const own = generator(page).ownHashtag;
  await own.fill(TYPED_OWN);
  await expect(page.getByText(ownHashtagStatus(OWN), { exact: true })).toBeVisible();

  // Back another day: the field still holds what was typed, and a new generation uses it in the
  // platform-ready set and in the caption.
  await page.reload();
  await expect(own).toHaveValue(TYPED_OWN);
  await expect(page.getByText(ownHashtagStatus(OWN), { exact: true })).toBeVisible();
  const label = PLATFORM_LABELS.instagram;
  const { cap } = PLATFORM_HASHTAG_RULES.instagram;
  const names = await generateFor(page, 'yoga', { type: 'Fitness', platform: label });
  const name = names[0]!;
  const withOwn = platformSetWithOwn({ name, type: 'fitness' }, cap, OWN_TAG).join(' ');
  expect(withOwn).toContain(OWN_TAG);
  await openCaption(page, name);
  expect(tagLine(await shownCaption(page, name))).toBe(withOwn);
  expect(await copyForPlatform(page, name, label)).toBe(withOwn);

  // An empty field: gone from the open caption, the platform-ready set and the tags in view.
  await own.fill('');
  await expect(page.getByText(ownHashtagStatus(OWN), { exact: true })).toHaveCount(0);
  const withoutOwn = platformSetWithOwn({ name, type: 'fitness' }, cap, null).join(' ');
  expect(withoutOwn).not.toContain(OWN_TAG);
  await expect.poll(async () => tagLine(await shownCaption(page, name))).toBe(withoutOwn);
  expect(await shownCaption(page, name)).not.toContain(OWN_TAG);
  expect(await copyForPlatform(page, name, label)).toBe(withoutOwn);
  await expect(generator(page).results).not.toContainText(OWN_TAG);

  // And in a new generation too.
  const next = await generateFor(page, 'yoga', { type: 'Fitness', platform: 'TikTok' });
  await expect(generator(page).results).not.toContainText(OWN_TAG);
  await page.getByRole('button', { name: `Copy hashtags for ${next[0]!}`, exact: true }).click();
  await expect
    .poll(() => readClipboard(page))
    .toBe(hashtagSet({ name: next[0]!, type: 'fitness' }));
  await openCaption(page, next[0]!);
  expect(await shownCaption(page, next[0]!)).not.toContain(OWN_TAG);
});

test('with your hashtag, the line beside the results says how a set of one more tag fits each platform', async ({
  page,
}) => {
  const own = generator(page).ownHashtag;
  for (const platform of PLATFORMS) {
    await page.goto(
      `${ROUTES.home.path}#${encodeShareFragment({ keyword: 'yoga', type: 'fitness', platform, seed: 'fit' })}`,
    );
    const g = generator(page);
    await expect(g.platform).toHaveValue(platform);
    await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
    await own.fill('');
    const plain = platformFitMessage(platform, FULL_HASHTAG_SET_SIZE);
    const withOwn = platformFitMessage(platform, FULL_HASHTAG_SET_SIZE + 1);
    await expect(g.results.getByText(plain, { exact: true })).toBeVisible();
    await own.fill(TYPED_OWN);
    await expect(g.results.getByText(withOwn, { exact: true })).toBeVisible();
    // Facebook sets no limit, so its line is the same for any size; the others count the tags.
    if (PLATFORM_HASHTAG_RULES[platform].cap !== null) {
      await expect(g.results.getByText(plain, { exact: true })).toHaveCount(0);
    }
  }
});

test('a hashtag that cannot be used says why, and the page stays accessible with results, light and dark', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const own = generator(page).ownHashtag;
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
