/**
 * Platform-ready hashtag sets: the results say once whether the spec's seven-tag set fits the
 * chosen platform, and each card's “Copy for …” copies a set that does — the name, the type's two
 * tags and #challenge, then the generic tags up to the platform's cap. The spec's own “Copy
 * hashtags” button stays as it was.
 */
import { COPIED_WHAT, copiedMessage, platformFitMessage } from '../src/config/messages';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import { ROUTES } from '../src/config/routes';
import {
  BASE_HASHTAGS,
  CHALLENGE_TYPE_LABELS,
  FULL_HASHTAG_SET_SIZE,
  NAMES_PER_GENERATION,
  PLATFORM_LABELS,
  WORD_LISTS,
  type ChallengeType,
  type Platform,
} from '../src/generator';
import { expect, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  expectToast,
  generateFor,
  openCaption,
  readClipboard,
} from './home-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

// One type a platform, so the four runs also cover four types' tags.
const CASES: readonly (readonly [Platform, ChallengeType])[] = [
  ['tiktok', 'dance'],
  ['instagram', 'fashion'],
  ['youtube', 'tech'],
  ['facebook', 'travel'],
];

for (const [platform, type] of CASES) {
  const label = PLATFORM_LABELS[platform];
  // As many tags as the platform's cap allows, all seven where it allows more.
  const count = Math.min(PLATFORM_HASHTAG_RULES[platform].cap ?? Infinity, FULL_HASHTAG_SET_SIZE);
  test(`${label}: the results say once whether the set fits, and “Copy for ${label}” copies ${count} tags`, async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'sunset', {
      type: CHALLENGE_TYPE_LABELS[type],
      platform: label,
    });

    const copyButtons = page.getByRole('button', { name: new RegExp(`^Copy for ${label}: #`) });
    for (const name of names) await openCaption(page, name);
    await expect(copyButtons).toHaveCount(NAMES_PER_GENERATION);
    for (const name of names) {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('button', { name, exact: true }),
      });
      // One button a card, named after it, showing the platform it is for.
      await expect(
        card.getByRole('button', { name: `Copy for ${label}: ${name}`, exact: true }),
      ).toHaveText(`Copy for ${label}`);
    }

    // Said once beside the results, not repeated in each of the eight open captions.
    const fit = platformFitMessage(platform, FULL_HASHTAG_SET_SIZE);
    await expect(page.getByText(fit, { exact: true })).toHaveCount(1);
    await expect(page.getByText(fit, { exact: true })).toBeVisible();

    const name = names[2]!;
    await page.getByRole('button', { name: `Copy for ${label}: ${name}`, exact: true }).click();
    await expectToast(page, copiedMessage(COPIED_WHAT.platformSet(label, name)));
    const tags = (await readClipboard(page)).split(' ');
    const [first, second] = WORD_LISTS[type].hashtags;
    // The tags that say what the post is come first; the generic ones only while room is left.
    const expected = [name, first, second, '#challenge', '#viral', '#trending', '#fyp'];
    expect(tags).toEqual(expected.slice(0, count));

    // The spec's hashtag set is untouched: all seven, in the spec's order.
    await page.getByRole('button', { name: `Copy hashtags for ${name}`, exact: true }).click();
    await expect
      .poll(() => readClipboard(page))
      .toBe([name, ...BASE_HASHTAGS.slice(0, 4), first, second].join(' '));
  });
}
