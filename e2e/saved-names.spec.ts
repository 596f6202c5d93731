/**
 * Saved names on this device: save from a card, see the list with type and platform, keep it
 * across reloads, remove, copy all, download as a text file; at most 500; and a clear message —
 * with the rest of the page working — when the browser refuses or has no room to store it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  COPIED_WHAT,
  DOWNLOAD_FAILED_MESSAGE,
  NOT_STORED_MESSAGE,
  SAVED_NAMES_EMPTY,
  SAVED_NAMES_VISIT_ONLY,
  copiedMessage,
  savedNamesCountMessage,
  savedNamesFullMessage,
} from '../src/config/messages';
import { ROUTES } from '../src/config/routes';
import {
  SAVED_NAMES_FILE_NAME,
  SAVED_NAMES_LIMIT,
  SAVED_NAMES_STORAGE_KEY,
} from '../src/features/saved-names/saved-names';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  expectToast,
  generateFor,
  generator,
  makeStorageFull,
  makeStorageThrow,
  openCaption,
  readClipboard,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

function saved(page: Page) {
  const region = page.getByRole('region', { name: 'Saved names', exact: true });
  return { region, items: region.getByRole('listitem') };
}

function saveToggle(page: Page, name: string) {
  return page.getByRole('button', { name: `Save ${name}`, exact: true });
}

function removeButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Remove ${name} from saved`, exact: true });
}

/** The names storage holds (one key a name), oldest first, as the visitor's browser has them. */
async function storedNames(page: Page): Promise<string[]> {
  const entries = await page.evaluate((list) => {
    const found: [string, number][] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (!key.startsWith(`${list}/`)) continue;
      const record = JSON.parse(localStorage.getItem(key)!) as { value: { at: number } };
      found.push([key.slice(list.length + 1), record.value.at]);
    }
    return found;
  }, SAVED_NAMES_STORAGE_KEY);
  return entries.sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** Plants saved entries the way the site stores them: `{ v: 2, value }` under `<list>/<name>`. */
async function plantSaved(
  page: Page,
  entries: readonly { name: string; type: string; platform: string; at: number }[],
) {
  await page.addInitScript(
    ({ list, entries }) => {
      if (sessionStorage.getItem('planted') !== null) return;
      sessionStorage.setItem('planted', '1');
      for (const { name, ...value } of entries) {
        localStorage.setItem(`${list}/${name}`, JSON.stringify({ v: 2, value }));
      }
    },
    { list: SAVED_NAMES_STORAGE_KEY, entries },
  );
}

test('save two names, see them with type and platform, reload, remove one, unsave the other', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await expect(saved(page).region).toContainText(SAVED_NAMES_EMPTY);
  const names = await generateFor(page, 'yoga', { type: 'Fitness', platform: 'Instagram Reels' });
  const [first, , , fourth] = names as [string, string, string, string];

  await expect(saveToggle(page, first)).toHaveAttribute('aria-pressed', 'false');
  await saveToggle(page, first).click();
  // Keyboard works as well as a click.
  await saveToggle(page, fourth).focus();
  await page.keyboard.press('Space');
  await expect(saveToggle(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(saveToggle(page, fourth)).toHaveAttribute('aria-pressed', 'true');
  await expect(saveToggle(page, names[1]!)).toHaveAttribute('aria-pressed', 'false');

  await expect(saved(page).items).toHaveCount(2);
  for (const [index, name] of [first, fourth].entries()) {
    const item = saved(page).items.nth(index);
    await expect(item.getByText(name, { exact: true })).toBeVisible();
    await expect(item.getByText('Fitness', { exact: true })).toBeVisible();
    await expect(item.getByText('Instagram Reels', { exact: true })).toBeVisible();
  }
  await expect(
    saved(page).region.getByText(savedNamesCountMessage(2, SAVED_NAMES_LIMIT), { exact: true }),
  ).toBeVisible();
  expect(await storedNames(page)).toEqual([first, fourth]);

  // A name from another generation keeps its own type and platform.
  const [cat] = await generateFor(page, 'cat', { type: 'Pet', platform: 'Facebook' });
  await saveToggle(page, cat!).click();
  const catItem = saved(page).items.nth(2);
  await expect(catItem.getByText(cat!, { exact: true })).toBeVisible();
  await expect(catItem.getByText('Pet', { exact: true })).toBeVisible();
  await expect(catItem.getByText('Facebook', { exact: true })).toBeVisible();

  await page.reload();
  await expect(saved(page).items).toHaveCount(3);
  for (const [index, name] of [first, fourth, cat!].entries()) {
    await expect(saved(page).items.nth(index).getByText(name, { exact: true })).toBeVisible();
  }
  // The shared-link fragment brings the cat names back, still marked as saved.
  await expect(saveToggle(page, cat!)).toHaveAttribute('aria-pressed', 'true');

  // Removing moves focus to the next name's Remove button, so the keyboard stays in the list.
  await removeButton(page, first).focus();
  await page.keyboard.press('Enter');
  await expect(saved(page).items).toHaveCount(2);
  await expect(removeButton(page, fourth)).toBeFocused();
  expect(await storedNames(page)).toEqual([fourth, cat!]);

  // Pressing a pressed toggle removes the name again.
  await saveToggle(page, cat!).click();
  await expect(saveToggle(page, cat!)).toHaveAttribute('aria-pressed', 'false');
  await expect(saved(page).items).toHaveCount(1);
  await removeButton(page, fourth).click();
  await expect(saved(page).items).toHaveCount(0);
  await expect(
    saved(page).region.getByRole('heading', { name: 'Saved names', exact: true }),
  ).toBeFocused();
  await expect(saved(page).region).toContainText(SAVED_NAMES_EMPTY);

  await page.reload();
  await expect(generator(page).cards).toHaveCount(8);
  await expect(saved(page).items).toHaveCount(0);
  expect(await storedNames(page)).toEqual([]);
});

test('copy all saved names, one a line, and download them as challenge-names.txt', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const yoga = await generateFor(page, 'yoga', { type: 'Wellness', platform: 'TikTok' });
  await saveToggle(page, yoga[5]!).click();
  await saveToggle(page, yoga[0]!).click();
  const music = await generateFor(page, 'guitar', { type: 'Music', platform: 'YouTube Shorts' });
  await saveToggle(page, music[7]!).click();
  await expect(saved(page).items).toHaveCount(3);

  await saved(page)
    .region.getByRole('button', { name: 'Copy all saved names', exact: true })
    .click();
  await expectToast(page, copiedMessage(COPIED_WHAT.savedNames(3)));
  expect((await readClipboard(page)).split('\n')).toEqual([yoga[5], yoga[0], music[7]]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saved(page).region.getByRole('button', { name: 'Download as .txt', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(SAVED_NAMES_FILE_NAME);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\n')).toEqual([
    `${yoga[5]!}\tWellness\tTikTok`,
    `${yoga[0]!}\tWellness\tTikTok`,
    `${music[7]!}\tMusic\tYouTube Shorts`,
    '',
  ]);
});

test('a download the browser refuses says so, and the list stays', async ({ page }) => {
  await page.addInitScript(() => {
    URL.createObjectURL = () => {
      throw new DOMException('Out of memory.', 'NotReadableError');
    };
  });
  await page.goto(ROUTES.home.path);
  const [name] = await generateFor(page, 'yoga');
  await saveToggle(page, name!).click();
  let downloads = 0;
  page.on('download', () => downloads++);

  await saved(page).region.getByRole('button', { name: 'Download as .txt', exact: true }).click();
  await expectToast(page, DOWNLOAD_FAILED_MESSAGE);
  await expect(saved(page).items).toHaveText([new RegExp(`^${name!}`)]);
  expect(downloads).toBe(0);
});

test(`no more than ${SAVED_NAMES_LIMIT} names: saving beyond says so`, async ({ page }) => {
  await plantSaved(
    page,
    Array.from({ length: SAVED_NAMES_LIMIT }, (_, i) => ({
      name: `#Saved${i}`,
      type: 'art',
      platform: 'facebook',
      at: i,
    })),
  );
  await page.goto(ROUTES.home.path);
  await expect(saved(page).items).toHaveCount(SAVED_NAMES_LIMIT);
  await expect(
    saved(page).region.getByText(savedNamesCountMessage(SAVED_NAMES_LIMIT, SAVED_NAMES_LIMIT), {
      exact: true,
    }),
  ).toBeVisible();
  const [name] = await generateFor(page, 'yoga');

  await saveToggle(page, name!).click();
  const full = savedNamesFullMessage(SAVED_NAMES_LIMIT);
  await expectToast(page, full);
  await expect(saveToggle(page, name!)).toHaveAttribute('aria-pressed', 'false');
  expect(await storedNames(page)).toHaveLength(SAVED_NAMES_LIMIT);
  expect(await storedNames(page)).not.toContain(name);

  // With room made, the same name saves at the end of the list.
  await removeButton(page, '#Saved0').click();
  await saveToggle(page, name!).click();
  await expect(saveToggle(page, name!)).toHaveAttribute('aria-pressed', 'true');
  const stored = await storedNames(page);
  expect(stored).toHaveLength(SAVED_NAMES_LIMIT);
  expect(stored.at(-1)).toBe(name);
  expect(stored[0]).toBe('#Saved1');
});

for (const [label, breakStorage] of [
  ['refused (every touch of localStorage throws)', makeStorageThrow],
  ['full (every write throws QuotaExceededError)', makeStorageFull],
] as const) {
  test(`storage ${label}: a clear message, names kept for this visit, the page still works`, async ({
    page,
  }) => {
    await breakStorage(page);
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'yoga', { type: 'Dance' });

    await saveToggle(page, names[1]!).click();
    await expectToast(page, NOT_STORED_MESSAGE);
    await expect(saveToggle(page, names[1]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(saved(page).items).toHaveCount(1);
    await expect(
      saved(page).region.getByText(
        `${savedNamesCountMessage(1, SAVED_NAMES_LIMIT)} ${SAVED_NAMES_VISIT_ONLY}`,
        { exact: true },
      ),
    ).toBeVisible();

    // Everything else still works: copy, copy all, save another, remove, generate, share.
    await saveToggle(page, names[2]!).click();
    await expect(saved(page).items).toHaveCount(2);
    await saved(page)
      .region.getByRole('button', { name: 'Copy all saved names', exact: true })
      .click();
    await expect.poll(() => readClipboard(page)).toBe(`${names[1]!}\n${names[2]!}`);
    await removeButton(page, names[1]!).click();
    await expect(saved(page).items).toHaveCount(1);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expectToast(page, copiedMessage(COPIED_WHAT.shareLink));
    const again = await generateFor(page, 'office');
    expect(again).toHaveLength(8);

    // Nothing reached storage, so a reload starts with an empty list.
    await page.reload();
    await expect(generator(page).cards).toHaveCount(8);
    await expect(saved(page).region).toContainText(SAVED_NAMES_EMPTY);
  });
}

test('another tab sees names saved and removed in this one', async ({ page, context }) => {
  await page.goto(ROUTES.home.path);
  const other = await context.newPage();
  await other.goto(ROUTES.home.path);
  const [name] = await generateFor(page, 'yoga');

  await saveToggle(page, name!).click();
  await expect(saved(other).items).toHaveCount(1);
  await expect(saved(other).items.getByText(name!, { exact: true })).toBeVisible();

  await removeButton(other, name!).click();
  await expect(saveToggle(page, name!)).toHaveAttribute('aria-pressed', 'false');
  await expect(saved(page).items).toHaveCount(0);
});

test('two tabs saving at the same moment both keep every name', async ({ page, context }) => {
  await page.goto(ROUTES.home.path);
  const other = await context.newPage();
  await other.goto(ROUTES.home.path);
  const mine = await generateFor(page, 'yoga');
  const theirs = await generateFor(other, 'guitar');
  for (let i = 0; i < 8; i++) {
    await Promise.all([saveToggle(page, mine[i]!).click(), saveToggle(other, theirs[i]!).click()]);
  }
  await page.reload();
  await expect(saved(page).items).toHaveCount(16);
  expect((await storedNames(page)).sort()).toEqual([...mine, ...theirs].sort());
});

test('a name saved by a later version (unknown type and platform) survives saves and removes', async ({
  page,
}) => {
  const later = { name: '#YarnNight', type: 'knitting', platform: 'threads', at: 0, colour: 'red' };
  await plantSaved(page, [later]);
  await page.goto(ROUTES.home.path);
  const key = `${SAVED_NAMES_STORAGE_KEY}/${later.name}`;
  const before = await page.evaluate((k) => localStorage.getItem(k), key);
  expect(before).not.toBeNull();
  await expect(saved(page).region).toContainText(SAVED_NAMES_EMPTY);

  const names = await generateFor(page, 'yoga');
  await saveToggle(page, names[0]!).click();
  await saveToggle(page, names[1]!).click();
  await removeButton(page, names[0]!).click();
  await page.reload();
  await expect(saved(page).items).toHaveText([new RegExp(`^${names[1]!}`)]);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(before);
});

test('a list saved by the previous version still loads, and nothing in it is lost', async ({
  page,
}) => {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('planted') !== null) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem(
      list,
      JSON.stringify([
        { name: '#OldOne', type: 'art', platform: 'facebook' },
        { name: '#YarnNight', type: 'knitting', platform: 'threads' },
        { name: '#OldTwo', type: 'music', platform: 'tiktok' },
      ]),
    );
  }, SAVED_NAMES_STORAGE_KEY);
  await page.goto(ROUTES.home.path);
  await expect(saved(page).items).toHaveCount(2);
  await expect(saved(page).items.first().getByText('#OldOne', { exact: true })).toBeVisible();
  await expect(saved(page).items.last().getByText('#OldTwo', { exact: true })).toBeVisible();
  await page.reload();
  await expect(saved(page).items).toHaveCount(2);
  expect(await storedNames(page)).toEqual(['#OldOne', '#YarnNight', '#OldTwo']);
});

test.describe('accessibility with results and saved names on screen', () => {
  // Toasts and hover colours fade; the audit should judge the final colours.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe in the ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(ROUTES.home.path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const names = await generateFor(page, 'yoga', { platform: 'YouTube Shorts' });
      await saveToggle(page, names[0]!).click();
      await saveToggle(page, names[1]!).click();
      await expect(saved(page).items).toHaveCount(2);
      await page.getByRole('button', { name: 'Copy all names', exact: true }).click();
      await expectToast(page, copiedMessage(COPIED_WHAT.allNames(names.length)));
      await expectNoAxeViolations(page);
    });
  }

  test('fits a 360-px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'morning yoga', { platform: 'Instagram Reels' });
    await saveToggle(page, names[0]!).click();
    await expect(saved(page).items).toHaveCount(1);
    await openCaption(page, names[0]!);
    for (const control of [
      saveToggle(page, names[0]!),
      page.getByRole('button', { name: `Copy for Instagram Reels: ${names[0]!}`, exact: true }),
      page.getByRole('button', { name: 'Copy all hashtag sets', exact: true }),
      removeButton(page, names[0]!),
      saved(page).region.getByRole('button', { name: 'Download as .txt', exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
