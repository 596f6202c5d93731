/**
 * More names, told as a visitor lives it: what it says and does when every name on screen is kept,
 * the variety of the eight names it leaves on screen, and the page once every name has been shown.
 * Each story opens a share link with a fixed seed, so its names (and every round's) are the same
 * on every run.
 *
 * No story here opens a keyword whose names are spent from the start (eight or fewer usable
 * names): none exists. A scan of `usableNames` over every one- to three-character keyword, the
 * commonest English words and 40-character keywords built from the pattern and list words found
 * at least 11 for every type.
 */
import type { Locator, Page } from '@playwright/test';
import {
  ALL_NAMES_KEPT_MESSAGE,
  MORE_NAMES_HINT,
  moreNamesSpentMessage,
} from '../src/config/messages';
import { ROUTES } from '../src/config/routes';
import { NAMES_PER_GENERATION, cleanKeyword } from '../src/generator';
import { usableNames } from '../src/generator/generate-names';
import { possibleNames } from '../test/name-oracle';
import { encodeShareFragment, type ShareableResult } from '../src/features/share/share-fragment';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { generator } from './home-helpers';

function moreNamesButton(page: Page): Locator {
  return page.getByRole('button', { name: 'More names', exact: true });
}

function keepButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Keep ${name}`, exact: true });
}

/** Opens a share link and waits for its eight names; returns them. */
async function openLink(page: Page, link: ShareableResult): Promise<string[]> {
  await page.goto(`${ROUTES.home.path}#${encodeShareFragment(link)}`);
  const g = generator(page);
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  return g.nameButtons.allTextContents();
}

/** Presses More names and waits for the names on screen to change; returns the new ones. */
async function drawMore(page: Page): Promise<string[]> {
  const g = generator(page);
  const before = await g.nameButtons.allTextContents();
  await moreNamesButton(page).click();
  await expect.poll(() => g.nameButtons.allTextContents()).not.toEqual(before);
  return g.nameButtons.allTextContents();
}

function cleaned(keyword: string): string {
  const result = cleanKeyword(keyword);
  if (!result.ok) throw new Error(`"${keyword}" is not a usable keyword`);
  return result.keyword;
}

test('with every name kept, More names says so, under it and aloud, and changes nothing; letting one go makes room for one new name, in its place', async ({
  page,
}) => {
  const names = await openLink(page, {
    keyword: 'yoga',
    type: 'wellness',
    platform: 'tiktok',
    seed: 'all-kept',
  });
  const g = generator(page);
  const more = moreNamesButton(page);
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  await expect(more).toHaveAccessibleDescription(MORE_NAMES_HINT);

  for (const name of names) {
    await keepButton(page, name).click();
    await expect(keepButton(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(more).toHaveAccessibleDescription(ALL_NAMES_KEPT_MESSAGE);
  const hint = g.results.getByText(ALL_NAMES_KEPT_MESSAGE, { exact: true });
  await expect(hint).toBeVisible();
  const button = await more.boundingBox();
  const under = await hint.boundingBox();
  expect(under!.y).toBeGreaterThanOrEqual(button!.y + button!.height);

  // Pressed anyway (it stays in the Tab order), it says why aloud and draws nothing.
  const said = page.getByRole('status').filter({ hasText: ALL_NAMES_KEPT_MESSAGE });
  await expect(said).toHaveCount(0);
  await more.click({ force: true });
  await expect(said).toHaveText(ALL_NAMES_KEPT_MESSAGE);
  await expect(g.nameButtons).toHaveText(names);

  // Let the sixth name go: More names can draw again, and only that place changes.
  const place = 5;
  await keepButton(page, names[place]!).click();
  await expect(keepButton(page, names[place]!)).toHaveAttribute('aria-pressed', 'false');
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  await expect(more).toHaveAccessibleDescription(MORE_NAMES_HINT);
  const after = await drawMore(page);
  expect(after).toHaveLength(NAMES_PER_GENERATION);
  expect(after.filter((_, i) => i !== place)).toEqual(names.filter((_, i) => i !== place));
  expect(names).not.toContain(after[place]);
  expect(possibleNames(cleaned('yoga'), 'wellness').has(after[place]!)).toBe(true);
});

// Seeds whose rounds broke the variety rules before More names followed them (commit 0873d71):
// yoga reused a list word in its first round and showed a name that starts another in its second;
// guitar did both in its first.
const VARIETY_LINKS: readonly ShareableResult[] = [
  { keyword: 'yoga', type: 'wellness', platform: 'tiktok', seed: 'h12v1' },
  { keyword: 'guitar', type: 'music', platform: 'youtube', seed: 'h12v2' },
];

for (const link of VARIETY_LINKS) {
  test(`after More names, keeping two, the eight ${link.keyword} names use each list word once and none is the start of another`, async ({
    page,
  }) => {
    const first = await openLink(page, link);
    const kept = [first[1]!, first[4]!];
    for (const name of kept) await keepButton(page, name).click();
    // What each name was made from, as the generator's test helper reads it back.
    const anatomy = possibleNames(cleaned(link.keyword), link.type);

    for (let round = 1; round <= 2; round++) {
      const names = await drawMore(page);
      expect(names).toHaveLength(NAMES_PER_GENERATION);
      expect([names[1], names[4]]).toEqual(kept);
      const words = names.map((name) => {
        const made = anatomy.get(name);
        if (!made) throw new Error(`${name} is not one of the lists' names`);
        return made.word;
      });
      expect(new Set(words).size, `round ${round}: ${names.join(' ')}`).toBe(words.length);
      for (const a of names) {
        for (const b of names) {
          if (a !== b) expect(b.startsWith(a), `round ${round}: ${a} starts ${b}`).toBe(false);
        }
      }
    }
  });
}

test('once every name has been shown, the page stays accessible, light and dark', async ({
  page,
}) => {
  const link = { keyword: 'yoga', type: 'wellness', platform: 'instagram', seed: 'spent' } as const;
  const first = await openLink(page, link);
  await keepButton(page, first[2]!).click();
  const total = usableNames({ keyword: cleaned(link.keyword), type: link.type }).length;
  const spent = generator(page).results.getByText(
    moreNamesSpentMessage(cleaned(link.keyword), total),
    { exact: true },
  );
  for (let presses = 0; !(await spent.isVisible()); presses++) {
    expect(presses, 'More names must come to an end').toBeLessThan(total);
    await drawMore(page);
  }
  await expect(moreNamesButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: 'Dark mode', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
});
