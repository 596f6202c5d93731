/**
 * Hostile input, typed and pasted into the keyword box. For each: no uncaught error and no dialog
 * (the fixture fails the test on either), eight valid names or the right message, and a page that
 * still generates afterwards. Then browsers whose storage and clipboard throw, on every page.
 */
import type { Page } from '@playwright/test';
import { PAGE_ROUTES, ROUTES } from '../src/config/routes';
import { MAX_KEYWORD_PASTE_LENGTH } from '../src/features/generator/keyword-paste';
import { cleanKeyword } from '../src/generator';
import {
  CONSENT_TEXT,
  COPY_FAILED_MESSAGE,
  consentSavedMessage,
  keywordRefusalMessage,
} from '../src/config/messages';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  CLOCK_PAUSE,
  CLOCK_START,
  expectToast,
  expectValidNames,
  generator,
  makeStorageThrow,
  sampleButton,
  toasts,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

const HOSTILE_KEYWORDS: readonly (readonly [label: string, text: string])[] = [
  ['10,000 characters', 'a'.repeat(10_000)],
  ['10,000 characters of words and symbols', 'yoga & dance! '.repeat(715)],
  ['a script tag', '<script>alert(1)</script>'],
  ['attribute-breaking markup', '"><img src=x onerror=alert(1)>'],
  ['single-quote and SVG markup', `'><svg/onload=alert(document.domain)>&lt;b&gt;`],
  ['right-to-left Arabic', 'مرحبا بالعالم'],
  ['Hebrew inside bidi overrides', '\u202Eשלום עולם\u202C'],
  ['zero-width characters inside a word', 'yo\u200Bga\u200C\u200D\u2060'],
  ['zero-width characters only', '\u200B\u200C\u200D\u2060'],
  ['combining characters', 'cafe\u0301 Z\u0351\u0362a\u0352l\u0316g\u0300o'],
  ['emoji only', '🎉🔥✨👩‍👩‍👧'],
  ['digits only', '2025'],
  ['mixed scripts', 'Yoga ヨガ йога योग 瑜伽'],
  ['control characters', 'yo\u0000ga\u0007\u001b[31m\u0008x\u007f'],
];

/** Above this, typing key by key takes too long for the suite; longer text arrives as one
 * `insertText`, the event an IME commit or dictation produces. */
const KEY_BY_KEY_LIMIT = 300;

async function enterKeyword(page: Page, how: 'type' | 'paste', text: string): Promise<string> {
  const { keyword } = generator(page);
  await keyword.fill('');
  await keyword.focus();
  if (how === 'paste') {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.keyboard.press('ControlOrMeta+V');
  } else if (text.length <= KEY_BY_KEY_LIMIT) {
    await page.keyboard.type(text);
  } else {
    await page.keyboard.type(text.slice(0, KEY_BY_KEY_LIMIT));
    await page.keyboard.insertText(text.slice(KEY_BY_KEY_LIMIT));
  }
  // What the browser kept (a text box turns pasted line breaks into spaces) is what counts.
  const value = await keyword.inputValue();
  expect(value.length).toBeGreaterThan(0);
  return value;
}

/** A paste that would put the keyword over its limit never reaches the box. */
function pasteIsRefused(text: string): boolean {
  const cleaned = cleanKeyword(text);
  return text.length > MAX_KEYWORD_PASTE_LENGTH || (!cleaned.ok && cleaned.reason === 'too-long');
}

async function expectPasteRefused(page: Page, text: string): Promise<void> {
  const { keyword } = generator(page);
  await keyword.fill('');
  await keyword.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
  const cleaned = cleanKeyword(text);
  const message = keywordRefusalMessage(
    'too-long',
    text.length > MAX_KEYWORD_PASTE_LENGTH || cleaned.ok ? undefined : cleaned.length,
  );
  await expect(toasts(page)).toContainText(message.description);
  await expect(keyword).toHaveValue('');
}

/** Presses Enter and checks the outcome the generator module predicts for this exact value. */
async function expectOutcome(page: Page, value: string, before: string[]): Promise<string[]> {
  const g = generator(page);
  await g.keyword.press('Enter');
  await page.clock.runFor(800);
  const cleaned = cleanKeyword(value);
  if (cleaned.ok) {
    await expect(g.cards).toHaveCount(8);
    const names = await g.nameButtons.allTextContents();
    expectValidNames(names, value, 'dance');
    await expect(page.getByRole('status').filter({ hasText: /names ready/ })).toHaveText(
      `8 challenge names ready for ${cleaned.keyword}`,
    );
    return names;
  }
  const message = keywordRefusalMessage(cleaned.reason, cleaned.length);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText(message.title);
  await expect(toasts(page)).toContainText(message.description);
  await expect(g.nameButtons).toHaveText(before);
  return before;
}

test.describe('hostile keywords, typed and pasted', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(ROUTES.home.path);
    await page.clock.pauseAt(CLOCK_PAUSE);
  });

  for (const [label, text] of HOSTILE_KEYWORDS) {
    test(label, async ({ page }) => {
      let names: string[] = [];
      for (const how of ['type', 'paste'] as const) {
        await test.step(how, async () => {
          if (how === 'paste' && pasteIsRefused(text)) {
            await expectPasteRefused(page, text);
            return;
          }
          const value = await enterKeyword(page, how, text);
          names = await expectOutcome(page, value, names);
        });
      }
      await expect(page.locator('img[src="x"], main svg[onload], main script')).toHaveCount(0);

      await test.step('the page still generates afterwards', async () => {
        const g = generator(page);
        await g.keyword.fill('yoga');
        await g.keyword.press('Enter');
        await page.clock.runFor(800);
        await expect(g.cards).toHaveCount(8);
        expectValidNames(await g.nameButtons.allTextContents(), 'yoga', 'dance');
      });
    });
  }

  test('a hundred rapid Enter presses start exactly one generation', async ({ page }) => {
    const g = generator(page);
    await g.keyword.fill('yoga');
    for (let i = 0; i < 100; i++) await g.keyword.press('Enter');
    await expect(g.generating).toBeDisabled();
    await page.clock.runFor(800);
    await expect(g.cards).toHaveCount(8);
    const names = await g.nameButtons.allTextContents();
    expectValidNames(names, 'yoga', 'dance');
    // Nothing was queued behind the first run.
    await page.clock.runFor(5000);
    await expect(g.generate).toBeEnabled();
    await expect(g.nameButtons).toHaveText(names);

    await g.keyword.fill('guitar');
    await g.keyword.press('Enter');
    await page.clock.runFor(800);
    expectValidNames(await g.nameButtons.allTextContents(), 'guitar', 'dance');
  });
});

test('a hundred rapid Enter presses in real time leave a working page', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await g.keyword.fill('office');
  for (let i = 0; i < 100; i++) await page.keyboard.press('Enter');
  await expect(g.generate).toBeEnabled();
  await expect(g.cards).toHaveCount(8);
  expectValidNames(await g.nameButtons.allTextContents(), 'office', 'dance');
});

test.describe('storage and clipboard that throw', () => {
  test.beforeEach(async ({ page }) => {
    await makeStorageThrow(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => {
          throw new DOMException('Clipboard blocked.', 'NotAllowedError');
        },
      });
    });
  });

  for (const route of [...PAGE_ROUTES, { path: '/no-such-page', navLabel: 'not found' }]) {
    test(`${route.path} works`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('navigation', { name: 'Footer', exact: true });
      await expect(footer).toBeVisible();

      if (route.path === ROUTES.home.path) {
        const g = generator(page);
        await g.keyword.fill('yoga');
        await g.keyword.press('Enter');
        await expect(g.cards).toHaveCount(8);
        const [name] = await g.nameButtons.allTextContents();
        await page.getByRole('button', { name: `Copy ${name!}`, exact: true }).click();
        await expectToast(page, COPY_FAILED_MESSAGE);
        await sampleButton(page, 0).click();
        await expectToast(page, COPY_FAILED_MESSAGE);
      }
      if (route.path === ROUTES.cookiePolicy.path) {
        await page.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
        await expectToast(page, consentSavedMessage('accepted'));
      }

      // Client-side navigation keeps working from here.
      const next = route.path === ROUTES.faq.path ? ROUTES.about : ROUTES.faq;
      await footer.getByRole('link', { name: next.navLabel, exact: true }).click();
      await expect(page).toHaveURL(next.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
