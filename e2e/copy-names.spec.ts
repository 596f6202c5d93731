import { ROUTES } from '../src/config/routes';
import { BASE_HASHTAGS, WORD_LISTS } from '../src/generator';
import { COPIED_WHAT, COPY_FAILED_MESSAGE, copiedMessage } from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  copiedText,
  expectToast,
  generateFor,
  generator,
  makeClipboardReject,
  readClipboard,
  removeClipboard,
  toasts,
} from './home-helpers';

test.describe('with clipboard permission', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('clicking a name copies it and says so', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    const [first] = await generateFor(page, 'yoga', { type: 'Wellness' });
    if (!first) throw new Error('no names');

    // By its exact name: another card's name may contain this one (#YogaHarmonyChallenge).
    await generator(page).results.getByRole('button', { name: first, exact: true }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expectToast(page, copiedText(first));
    expect(await readClipboard(page)).toBe(first);
  });

  test('the copy button copies the name', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'office', { type: 'Funny' });
    const last = names.at(-1)!;

    await page.getByRole('button', { name: `Copy ${last}`, exact: true }).click();
    await expectToast(page, copiedText(last));
    expect(await readClipboard(page)).toBe(last);
  });

  test('the hashtag button copies the name, the four base tags and the type’s two tags', async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'guitar', { type: 'Music', platform: 'Facebook' });
    const name = names[3]!;

    await page.getByRole('button', { name: `Copy hashtags for ${name}`, exact: true }).click();
    await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(name)));
    const copied = await readClipboard(page);
    expect(copied).toBe(`${name} #viral #trending #challenge #fyp #music #musician`);
    // The same shape, spelled from the data: seven tags joined by single spaces.
    const tags = copied.split(' ');
    expect(tags).toEqual([name, ...BASE_HASHTAGS.slice(0, 4), ...WORD_LISTS.music.hashtags]);
    expect(tags).toHaveLength(7);
  });

  test('hashtag sets follow each card’s type', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    for (const [label, type] of [
      ['Dance', 'dance'],
      ['Pet', 'pet'],
    ] as const) {
      const [name] = await generateFor(page, 'cat', { type: label });
      await page.getByRole('button', { name: `Copy hashtags for ${name}`, exact: true }).click();
      await expect
        .poll(() => readClipboard(page))
        .toBe(`${name} #viral #trending #challenge #fyp ${WORD_LISTS[type].hashtags.join(' ')}`);
    }
  });

  test('each of the six samples copies itself', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    for (const sample of SAMPLE_NAMES) {
      // The visible text is part of the accessible name (label in name).
      const button = page.getByRole('button', { name: `Copy ${sample}`, exact: true });
      await expect(button).toHaveText(sample);
      await button.click();
      await expectToast(page, copiedText(sample));
      expect(await readClipboard(page)).toBe(sample);
    }
  });
});

test.describe('when the clipboard refuses', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('a rejected write shows Copy Failed, and the page keeps working', async ({ page }) => {
    await makeClipboardReject(page);
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'yoga');

    await page.getByRole('button', { name: `Copy ${names[0]!}`, exact: true }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expectToast(page, COPY_FAILED_MESSAGE);

    await page.getByRole('button', { name: `Copy ${SAMPLE_NAMES[5]}`, exact: true }).click();
    await expectToast(page, COPY_FAILED_MESSAGE);

    // Still generating after the failures.
    const again = await generateFor(page, 'office');
    expect(again).toHaveLength(8);
  });

  test('a missing Clipboard API shows Copy Failed, and the page keeps working', async ({
    page,
  }) => {
    await removeClipboard(page);
    await page.goto(ROUTES.home.path);
    expect(await page.evaluate(() => typeof navigator.clipboard)).toBe('undefined');

    await page.getByRole('button', { name: `Copy ${SAMPLE_NAMES[0]}`, exact: true }).click();
    await expectToast(page, COPY_FAILED_MESSAGE);

    const names = await generateFor(page, 'yoga');
    await page.getByRole('button', { name: `Copy hashtags for ${names[0]!}`, exact: true }).click();
    await expectToast(page, COPY_FAILED_MESSAGE);
  });
});
