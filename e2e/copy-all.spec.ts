/** Copy all: the eight names, or the eight hashtag sets, one a line, in one action. */
import { ROUTES } from '../src/config/routes';
import { BASE_HASHTAGS, NAMES_PER_GENERATION, WORD_LISTS } from '../src/generator';
import { COPIED_WHAT, COPY_FAILED_MESSAGE, copiedMessage } from '../src/config/messages';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  expectToast,
  expectValidNames,
  generateFor,
  makeClipboardReject,
  readClipboard,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

test('“Copy all names” copies the eight names on screen, one a line, in order', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, 'guitar', { type: 'Music', platform: 'YouTube Shorts' });

  await page.getByRole('button', { name: 'Copy all names', exact: true }).click();
  await expectToast(page, copiedMessage(COPIED_WHAT.allNames(NAMES_PER_GENERATION)));
  const lines = (await readClipboard(page)).split('\n');
  expect(lines).toHaveLength(NAMES_PER_GENERATION);
  expect(lines).toEqual(names);
  expectValidNames(lines, 'guitar', 'music');
});

test('“Copy all hashtag sets” copies each name’s seven-tag set, one a line', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, 'pasta night', { type: 'Cooking' });

  await page.getByRole('button', { name: 'Copy all hashtag sets', exact: true }).click();
  await expectToast(page, copiedMessage(COPIED_WHAT.allHashtagSets(NAMES_PER_GENERATION)));
  const lines = (await readClipboard(page)).split('\n');
  expect(lines).toHaveLength(NAMES_PER_GENERATION);
  lines.forEach((line, index) => {
    const tags = line.split(' ');
    expect(tags).toEqual([
      names[index],
      ...BASE_HASHTAGS.slice(0, 4),
      ...WORD_LISTS.cooking.hashtags,
    ]);
    expect(tags).toHaveLength(7);
  });
});

test('both follow the newest results', async ({ page }) => {
  await page.goto(ROUTES.home.path);
  await generateFor(page, 'yoga');
  const names = await generateFor(page, 'cats', { type: 'Pet' });

  await page.getByRole('button', { name: 'Copy all names', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe(names.join('\n'));
  await page.getByRole('button', { name: 'Copy all hashtag sets', exact: true }).click();
  await expect
    .poll(() => readClipboard(page))
    .toBe(
      names
        .map((name) => [name, ...BASE_HASHTAGS.slice(0, 4), ...WORD_LISTS.pet.hashtags].join(' '))
        .join('\n'),
    );
});

test('a refused clipboard says Copy Failed', async ({ page }) => {
  await makeClipboardReject(page);
  await page.goto(ROUTES.home.path);
  await generateFor(page, 'yoga');
  for (const name of ['Copy all names', 'Copy all hashtag sets']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expectToast(page, COPY_FAILED_MESSAGE);
  }
});
