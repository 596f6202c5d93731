/**
 * What the home-page journeys share: finding the generator's parts the way a screen reader would,
 * reading the real clipboard, and checking names against the spec's patterns with the generator
 * module itself (it is pure, so the tests import it rather than the app exposing anything).
 */
import type { Locator, Page } from '@playwright/test';
import { NAMES_PER_GENERATION, cleanKeyword, type ChallengeType } from '../src/generator';
import { describeNamePattern } from '../test/name-oracle';
import { COPIED_WHAT, copiedMessage, type ToastMessage } from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect } from './fixtures';

export const CLIPBOARD_PERMISSIONS = ['clipboard-read', 'clipboard-write'];

/** A fixed clock start, so that `pauseAt` can always be given a later time. */
export const CLOCK_START = new Date('2025-08-14T09:00:00Z');
export const CLOCK_PAUSE = new Date('2025-08-14T09:10:00Z');

export function generator(page: Page) {
  const results = page.getByRole('region', { name: 'Your Viral Challenge Names', exact: true });
  return {
    keyword: page.getByRole('textbox', { name: 'Keyword', exact: true }),
    type: page.getByRole('combobox', { name: 'Challenge type', exact: true }),
    platform: page.getByRole('combobox', { name: 'Platform', exact: true }),
    style: page.getByRole('combobox', { name: 'Name style', exact: true }),
    ownHashtag: page.getByRole('textbox', { name: 'Your hashtag', exact: true }),
    generate: page.getByRole('button', { name: 'Generate', exact: true }),
    generating: page.getByRole('button', { name: 'Generating Magic...', exact: true }),
    results,
    cards: results.getByRole('listitem'),
    /** The name buttons: the only buttons in the results whose name starts with '#'. */
    nameButtons: results.getByRole('button', { name: /^#/ }),
  };
}

export function toasts(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Notifications (F8)', exact: true })
    .getByRole('listitem');
}

/**
 * Closes the toast showing from the keyboard alone: F8 focuses the notifications, Tab the toast,
 * Tab its close button, Enter closes it.
 */
export async function closeToastWithKeyboard(page: Page): Promise<void> {
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
}

/** The copy button of the home page's `index`-th sample name. */
export function sampleButton(page: Page, index: number): Locator {
  const name = SAMPLE_NAMES[index];
  if (name === undefined) throw new Error(`there is no sample ${index}`);
  return page.getByRole('button', { name: `Copy ${name}`, exact: true });
}

/** The one toast showing says exactly this message: its title, then its description. */
export async function expectToast(page: Page, message: ToastMessage): Promise<void> {
  await expect(toasts(page)).toHaveText(`${message.title} ${message.description}`);
}

/** The 'Copied!' toast for a copy of `text` that names it as itself. */
export function copiedText(text: string): ToastMessage {
  return copiedMessage(`"${text}"`);
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Types a keyword, picks type, platform and style, presses Enter and waits for the eight cards. */
export async function generateFor(
  page: Page,
  keyword: string,
  options: { type?: string; platform?: string; style?: 'Classic' | 'Creative' } = {},
): Promise<string[]> {
  const g = generator(page);
  await g.keyword.fill(keyword);
  if (options.type) await g.type.selectOption({ label: options.type });
  if (options.platform) await g.platform.selectOption({ label: options.platform });
  if (options.style) await g.style.selectOption({ label: options.style });
  await g.keyword.press('Enter');
  await expect(g.generate).toBeEnabled();
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  return g.nameButtons.allTextContents();
}

/** Eight unique names, each one of the spec's seven patterns for this keyword and type. */
export function expectValidNames(names: readonly string[], typed: string, type: ChallengeType) {
  const cleaned = cleanKeyword(typed);
  if (!cleaned.ok) throw new Error(`"${typed}" is not a usable keyword: ${cleaned.reason}`);
  expect(names).toHaveLength(NAMES_PER_GENERATION);
  expect(new Set(names).size).toBe(NAMES_PER_GENERATION);
  for (const name of names) {
    expect(describeNamePattern(name, cleaned.keyword, type), `${name} for ${typed}`).not.toBeNull();
  }
}

/** Makes the Clipboard API refuse every write, as a denied permission does. */
export async function makeClipboardReject(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
}

/** Removes the Clipboard API, as on an insecure origin or an old browser. */
export async function removeClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => undefined,
    });
  });
}

/** Makes every touch of localStorage throw, as disabled storage does in some browsers. */
export async function makeStorageThrow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Makes every write to localStorage fail as a full quota does; reads keep working. */
export async function makeStorageFull(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** Opens a card's caption panel and waits for its caption (its code loads on first use). */
export async function openCaption(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Caption for ${name}`, exact: true }).click();
  const copy = page.getByRole('button', { name: `Copy caption for ${name}`, exact: true });
  await expect(copy).toBeVisible();
  return copy;
}

/**
 * Uses every action beyond the spec on the current results, as a visitor would in one sitting:
 * copy all (names and hashtag sets), keep `name` and draw more names, its caption and its
 * platform-ready set, its poster with a calendar (downloaded as a PNG), save it, download the
 * saved list, and copy the share link. Journeys that watch for something else (CSP reports, requests)
 * run this so they cover the same ground.
 */
export async function tryEveryExtra(page: Page, name: string, platformLabel: string) {
  await page.getByRole('button', { name: 'Copy all names', exact: true }).click();
  await page.getByRole('button', { name: 'Copy all hashtag sets', exact: true }).click();
  await page.getByRole('button', { name: `Keep ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'More names', exact: true }).click();
  await (await openCaption(page, name)).click();
  await page
    .getByRole('button', { name: `Copy for ${platformLabel}: ${name}`, exact: true })
    .click();
  await page.getByRole('button', { name: `Poster for ${name}`, exact: true }).click();
  const poster = page.getByRole('group', { name: `Poster for ${name}`, exact: true });
  await poster.getByRole('combobox', { name: 'Length', exact: true }).selectOption('7');
  await expect(poster.getByRole('img')).toHaveAccessibleName(/A calendar of 7 days/);
  await Promise.all([
    page.waitForEvent('download'),
    poster.getByRole('button', { name: `Download PNG of poster for ${name}`, exact: true }).click(),
  ]);
  await page.getByRole('button', { name: `Save ${name}`, exact: true }).click();
  const saved = page.getByRole('region', { name: 'Saved names', exact: true });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('button', { name: 'Download as .txt', exact: true }).click(),
  ]);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expectToast(page, copiedMessage(COPIED_WHAT.shareLink));
}
