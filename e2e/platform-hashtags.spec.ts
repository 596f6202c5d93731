/**
 * Platform-ready hashtag sets: each card's caption panel says whether the spec's seven-tag set
 * fits the chosen platform, and “Copy for …” copies a set that does — the name, the type's two tags
 * and #challenge, then the generic tags up to the platform's cap. The spec's own “Copy hashtags”
 * button stays as it was.
 */
import { COPIED_WHAT, copiedMessage } from '../src/config/messages';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import { ROUTES } from '../src/config/routes';
import {
  BASE_HASHTAGS,
  NAMES_PER_GENERATION,
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

interface PlatformCase {
  readonly platform: Platform;
  readonly label: string;
  readonly type: ChallengeType;
  readonly typeLabel: string;
  /** What a creator reads on each card. */
  readonly fit: string;
  /** How many tags “Copy for …” gives. */
  readonly count: number;
}

const CASES: readonly PlatformCase[] = [
  {
    platform: 'tiktok',
    label: 'TikTok',
    type: 'dance',
    typeLabel: 'Dance',
    fit: 'TikTok shows 5 hashtags: this set has 7. Use “Copy for TikTok” to keep the best 5.',
    count: 5,
  },
  {
    platform: 'instagram',
    label: 'Instagram Reels',
    type: 'fashion',
    typeLabel: 'Fashion',
    fit: 'Instagram Reels shows 5 hashtags: this set has 7. Use “Copy for Instagram Reels” to keep the best 5.',
    count: 5,
  },
  {
    platform: 'youtube',
    label: 'YouTube Shorts',
    type: 'tech',
    typeLabel: 'Tech',
    fit: 'Fits YouTube Shorts (7 of 60). The first 3 show above the title.',
    count: 7,
  },
  {
    platform: 'facebook',
    label: 'Facebook',
    type: 'travel',
    typeLabel: 'Travel',
    fit: 'Fits Facebook: no hashtag limit.',
    count: 7,
  },
];

for (const { platform, label, type, typeLabel, fit, count } of CASES) {
  test(`${label}: the results say once whether the set fits, and “Copy for ${label}” copies ${count} tags`, async ({
    page,
  }) => {
    // The counts above are the platforms' published caps, as the config records them.
    const { cap } = PLATFORM_HASHTAG_RULES[platform];
    expect(count).toBe(Math.min(cap ?? Infinity, 7));

    await page.goto(ROUTES.home.path);
    const names = await generateFor(page, 'sunset', { type: typeLabel, platform: label });

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
