import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { GENERATION_DELAY_MS } from '../src/config/timing';
import {
  CONSENT_TEXT,
  COPIED_WHAT,
  consentSavedMessage,
  copiedMessage,
} from '../src/config/messages';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import {
  NAMES_PER_GENERATION,
  PLATFORM_LABELS,
  cleanKeyword,
  hashtagSet,
  platformSetWithOwn,
  tagPageUrl,
} from '../src/generator';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import {
  decodeShareFragment,
  encodeShareFragment,
  type ShareableResult,
} from '../src/features/share/share-fragment';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  CLOCK_PAUSE,
  CLOCK_START,
  closeToastWithKeyboard,
  copiedText,
  expectToast,
  expectValidNames,
  generator,
  readClipboard,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/**
 * Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. The
 * form, eight cards of ten stops each and the saved names come before the samples.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard alone: generate, copy a name and its hashtags, copy a sample, close the toast, choose cookies', async ({
  page,
}) => {
  // Dozens of key presses across three pages: 35–48 s on a quiet 2-core machine, and past the
  // suite's 60 s once when other tenants held the load average at 10. Time inside the journey
  // runs on Playwright's clock; this only gives the whole journey room.
  test.slow();
  // The generation's 800 ms on Playwright's clock, so the button is seen mid-generation.
  await page.clock.install({ time: CLOCK_START });
  await page.goto(ROUTES.home.path);
  await page.clock.pauseAt(CLOCK_PAUSE);
  const g = generator(page);

  await tabTo(page, g.keyword);
  await page.keyboard.type('office');
  await page.keyboard.press('Tab');
  await expect(g.type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(g.type).toHaveValue('fitness');
  await page.keyboard.press('Tab');
  await expect(g.platform).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(g.platform).toHaveValue('instagram');
  await page.keyboard.press('Tab');
  await expect(g.style).toBeFocused();
  await expect(g.style).toHaveValue('classic');
  await page.keyboard.press('Tab');
  await expect(g.ownHashtag).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(g.generate).toBeFocused();
  await page.keyboard.press('Space');
  await expect(g.generating).toBeDisabled();
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(g.cards).toHaveCount(8);
  const names = await g.nameButtons.allTextContents();
  expectValidNames(names, 'office', 'fitness');

  // The next Tab lands on the first result, not back at the top of the page.
  await page.keyboard.press('Tab');
  await expect(g.nameButtons.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, copiedText(names[0]!));
  expect(await readClipboard(page)).toBe(names[0]);

  // Keep and Save sit beside the name, then come the copy buttons.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Keep ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Save ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: `Open ${names[0]!} on Instagram Reels`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Copy ${names[0]!}`, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: `Copy hashtags for ${names[0]!}`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(names[0]!)));
  expect(await readClipboard(page)).toBe(
    `${names[0]!} #viral #trending #challenge #fyp #fitness #workout`,
  );

  const sample = SAMPLE_NAMES[4];
  await tabTo(page, page.getByRole('button', { name: `Copy ${sample}`, exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, copiedText(sample));
  expect(await readClipboard(page)).toBe(sample);

  await closeToastWithKeyboard(page);

  const cookieLink = page
    .getByRole('navigation', { name: 'Footer', exact: true })
    .getByRole('link', { name: 'Cookie Policy', exact: true });
  await tabTo(page, cookieLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await tabTo(page, page.getByRole('button', { name: 'Accept', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
  await expectToast(page, consentSavedMessage('accepted'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change my choice', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Reject', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByText(CONSENT_TEXT.summary('rejected'), { exact: true })).toBeVisible();
});

/** Tabs once and expects `target` to have the focus: the very next stop, not one further on. */
async function tabOnceTo(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('keyboard alone: keep, save, the tag page, every copy, the caption, the poster, More names, Share and copy all', async ({
  page,
  context,
}) => {
  // As long a journey as the one above (22–38 s quiet): room for a busy machine.
  test.slow();
  const link = {
    keyword: 'office',
    type: 'fitness',
    platform: 'instagram',
    seed: 'keyboard',
  } as const satisfies ShareableResult;
  const label = PLATFORM_LABELS[link.platform];
  const cleaned = cleanKeyword(link.keyword);
  const cleanedKeyword = cleaned.ok ? cleaned.keyword : '';
  await page.goto(`${ROUTES.home.path}#${encodeShareFragment(link)}`);
  const g = generator(page);
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  const names = await g.nameButtons.allTextContents();
  const name = names[0]!;
  const button = (accessibleName: string) =>
    page.getByRole('button', { name: accessibleName, exact: true });
  /** Expects the clipboard to come to hold `text` (copying is asynchronous). */
  const expectCopied = (text: string) => expect.poll(() => readClipboard(page)).toBe(text);

  // The platform's tag page is answered here, so following the link leaves this machine alone.
  const tagPage = tagPageUrl(link.platform, name);
  await context.route(`${new URL(tagPage).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Tag page</title>' }),
  );

  await tabTo(page, g.nameButtons.first());
  await tabOnceTo(page, button(`Keep ${name}`));
  await page.keyboard.press('Space');
  await expect(button(`Keep ${name}`)).toHaveAttribute('aria-pressed', 'true');

  await tabOnceTo(page, button(`Save ${name}`));
  await page.keyboard.press('Enter');
  await expect(button(`Save ${name}`)).toHaveAttribute('aria-pressed', 'true');
  const saved = page.getByRole('region', { name: 'Saved names', exact: true });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(
    saved.getByRole('button', { name: `Remove ${name} from saved`, exact: true }),
  ).toBeVisible();

  const tagLink = page.getByRole('link', { name: `Open ${name} on ${label}`, exact: true });
  await tabOnceTo(page, tagLink);
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL(tagPage);
  await tab.close();
  await expect(tagLink).toBeFocused();

  await tabOnceTo(page, button(`Copy ${name}`));
  await page.keyboard.press('Enter');
  await expectCopied(name);

  await tabOnceTo(page, button(`Copy hashtags for ${name}`));
  await page.keyboard.press('Space');
  await expectCopied(hashtagSet({ name, type: link.type }));

  const caption = button(`Caption for ${name}`);
  await tabOnceTo(page, caption);
  await page.keyboard.press('Enter');
  await expect(caption).toHaveAttribute('aria-expanded', 'true');
  const copyCaption = button(`Copy caption for ${name}`);
  await expect(copyCaption).toBeVisible();
  const panel = page.locator(`[id="${(await caption.getAttribute('aria-controls')) ?? ''}"] p`);
  const captionText = await panel.first().innerText();
  await tabOnceTo(page, copyCaption);
  await page.keyboard.press('Enter');
  await expectCopied(captionText);

  await tabOnceTo(page, button(`Copy for ${label}: ${name}`));
  await page.keyboard.press('Space');
  const { cap } = PLATFORM_HASHTAG_RULES[link.platform];
  await expectCopied(platformSetWithOwn({ name, type: link.type }, cap, null).join(' '));

  // The poster comes next: Enter opens it, its controls follow, and its PNG downloads. (The
  // saved list has a Poster button for the same name: this is the card's.)
  const posterToggle = g.results.getByRole('button', { name: `Poster for ${name}`, exact: true });
  await tabOnceTo(page, posterToggle);
  await page.keyboard.press('Enter');
  await expect(posterToggle).toHaveAttribute('aria-expanded', 'true');
  const posterPanel = g.results.getByRole('group', { name: `Poster for ${name}`, exact: true });
  await expect(posterPanel.getByRole('img')).toHaveAccessibleName(/^Poster, 1080 by 1920 pixels/);
  await tabOnceTo(page, posterPanel.getByRole('combobox', { name: 'Design', exact: true }));
  await tabTo(
    page,
    posterPanel.getByRole('button', { name: `Download PNG of poster for ${name}`, exact: true }),
  );
  const [png] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(png.suggestedFilename()).toMatch(/-poster-1080x1920\.png$/);

  // Beside the results: More names keeps the kept name and swaps the others.
  const more = button('More names');
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect.poll(() => g.nameButtons.allTextContents()).not.toEqual(names);
  const now = await g.nameButtons.allTextContents();
  expect(now[0]).toBe(name);
  expect(now.slice(1).some((shown) => names.includes(shown))).toBe(false);
  await expect(more).toBeFocused();

  await tabOnceTo(page, button('Share'));
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => decodeShareFragment(new URL(await readClipboard(page)).hash))
    .toEqual({
      ...link,
      keyword: cleanedKeyword,
      names: now,
    });

  await tabOnceTo(page, button('Copy all names'));
  await page.keyboard.press('Enter');
  await expectCopied(now.join('\n'));

  await tabOnceTo(page, button('Copy all hashtag sets'));
  await page.keyboard.press('Space');
  await expectCopied(now.map((shown) => hashtagSet({ name: shown, type: link.type })).join('\n'));
});
