/**
 * Creative names, as a visitor meets them: the Name style picker, eight names that know the
 * keyword and keep every rule, the choice remembered on the device and carried by links, More
 * names for many rounds, and everything a card offers. The page's names are checked against the
 * rules from the outside (test/name-rules.ts), and against the generator itself for the same seed
 * and data read from the source files: that shows the page loaded the right formats and shard.
 */
import type { Page, Request } from '@playwright/test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ROUTES } from '../src/config/routes';
import {
  NAMES_PER_GENERATION,
  cleanKeyword,
  createRandom,
  tagPageUrl,
  type ChallengeType,
} from '../src/generator';
import { generateNames } from '../src/generator/draw';
import { creativeDataFromSources } from '../src/generator/creative/from-sources';
import { shardsFor } from '../src/generator/creative/knowledge';
import { PAIR_NAMES } from '../src/generator/creative/en/pairs';
import { PAIR_NAME_COUNTS } from '../src/generator/creative/data-rules';
import { decodeShareFragment, encodeShareFragment } from '../src/features/share/share-fragment';
import { NAME_STYLE_STORAGE_KEY } from '../src/features/generator/use-name-style';
import { creativeDrawFaults } from '../test/name-rules';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  generateFor,
  generator,
  readClipboard,
  tryEveryExtra,
} from './home-helpers';

function cleaned(typed: string): string {
  const result = cleanKeyword(typed);
  if (!result.ok) throw new Error(`"${typed}" is not a usable keyword`);
  return result.keyword;
}

/** The names the generator draws for a keyword, type and seed, from the source data. */
function creativeDraw(typed: string, type: ChallengeType, seed: string): string[] {
  const keyword = cleaned(typed);
  return generateNames({
    style: 'creative',
    creative: creativeDataFromSources(keyword, type),
    keyword,
    type,
    platform: 'tiktok',
    random: createRandom(seed),
  }).map((name) => name.name);
}

/** The names the generator draws for the page's current link (its seed), from the source data. */
function expectedFor(page: Page, typed: string, type: ChallengeType): string[] {
  const shared = decodeShareFragment(new URL(page.url()).hash);
  if (shared?.seed == null) throw new Error(`no seed in ${page.url()}`);
  return creativeDraw(typed, type, shared.seed);
}

/** The asset requests the page finishes from now on, collected as they come. */
function assetRequests(page: Page): Request[] {
  const loaded: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) loaded.push(request);
  });
  return loaded;
}

/** What the requests' bodies weigh, each gzipped at level 9 (as a host would serve them). */
async function gzipBytesOf(requests: readonly Request[]): Promise<number> {
  let bytes = 0;
  for (const request of requests) {
    const response = await request.response();
    const body = (await response?.body()) ?? Buffer.alloc(0);
    const plain = response?.headers()['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
    bytes += gzipSync(plain, { level: 9 }).length;
  }
  return bytes;
}

test('picks Creative, types a keyword, presses Enter: eight names that know it and keep every rule', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await expect(g.style).toHaveValue('classic');
  const names = await generateFor(page, 'pickleball', { type: 'Fitness', style: 'Creative' });

  expect(creativeDrawFaults(names, cleaned('pickleball'))).toEqual([]);
  // The same names as the generator draws for this seed with the pickleball entry: the page
  // loaded its shard. (How many names say the entry's words varies by seed: a unit test keeps it.)
  expect(names).toEqual(expectedFor(page, 'pickleball', 'fitness'));
  expect(new URL(page.url()).hash).toContain('y=creative');
});

test('the choice is remembered on this device; a link carries its style without changing it', async ({
  page,
  browser,
}) => {
  await page.goto(ROUTES.home.path);
  await generateFor(page, 'ramen', { type: 'Cooking', style: 'Creative' });
  const link = page.url();
  const names = await generator(page).nameButtons.allTextContents();

  await page.goto(ROUTES.home.path);
  await expect(generator(page).style).toHaveValue('creative');
  expect(await page.evaluate((key) => localStorage.getItem(key), NAME_STYLE_STORAGE_KEY)).toContain(
    'creative',
  );

  // Another device: the link opens the same Creative names, and its own choice stays Classic.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(generator(visitor).cards).toHaveCount(NAMES_PER_GENERATION);
  expect(await generator(visitor).nameButtons.allTextContents()).toEqual(names);
  await expect(generator(visitor).style).toHaveValue('creative');
  await visitor.goto(ROUTES.home.path);
  await expect(generator(visitor).style).toHaveValue('classic');
  await other.close();

  // A Classic link says nothing of style, as every link made before styles existed.
  await page.goto(ROUTES.home.path);
  await generator(page).style.selectOption({ label: 'Classic' });
  await generateFor(page, 'ramen', { type: 'Cooking' });
  expect(new URL(page.url()).hash).not.toContain('y=');
});

test('More names goes on for 15 rounds of new Creative names, for a keyword no entry knows', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  let names = await generateFor(page, 'lighthouse', { type: 'Art', style: 'Creative' });
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (let round = 1; round <= 15; round++) {
    const before = names;
    await page.getByRole('button', { name: 'More names', exact: true }).click();
    await expect.poll(() => g.nameButtons.allTextContents()).not.toEqual(before);
    names = await g.nameButtons.allTextContents();
    expect(names).toHaveLength(NAMES_PER_GENERATION);
    expect(creativeDrawFaults(names, 'Lighthouse')).toEqual([]);
    for (const name of names) {
      expect(seen.has(name.toLowerCase()), `${name} in round ${round}`).toBe(false);
      seen.add(name.toLowerCase());
    }
  }
});

test('Keep, Save, Copy all, captions, tag links and your own hashtag work with Creative names', async ({
  page,
  context,
}) => {
  await context.grantPermissions(CLIPBOARD_PERMISSIONS);
  await page.goto(ROUTES.home.path);
  await generator(page).ownHashtag.fill('ClubRamen');
  const names = await generateFor(page, 'ramen', {
    type: 'Cooking',
    platform: 'Instagram Reels',
    style: 'Creative',
  });
  const name = names[0]!;
  await page.getByRole('button', { name: `Copy hashtags for ${name}`, exact: true }).click();
  const set = await readClipboard(page);
  expect(set.split(' ')[0]).toBe(name);
  expect(set.split(' ')).toContain('#ClubRamen');
  const tagLink = page.getByRole('link', { name: `Open ${name} on Instagram Reels`, exact: true });
  await expect(tagLink).toHaveAttribute('href', tagPageUrl('instagram', name));
  await tryEveryExtra(page, name, 'Instagram Reels');
  // Kept through More names, in its place.
  expect((await generator(page).nameButtons.allTextContents())[0]).toBe(name);
});

test('Name style works from the keyboard, and axe finds nothing with Creative names on screen', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  await g.keyword.focus();
  await page.keyboard.type('salsa');
  await page.keyboard.press('Tab'); // Challenge type
  await page.keyboard.press('Tab'); // Platform
  await page.keyboard.press('Tab'); // Name style
  await expect(g.style).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(g.style).toHaveValue('creative');
  await g.keyword.press('Enter');
  await expect(g.cards).toHaveCount(NAMES_PER_GENERATION);
  await expectNoAxeViolations(page);
});

test('one Creative draw loads a few KB: the type’s formats and the keyword’s shard, nothing else', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  // The draw itself, shared by both styles, loads when the visitor reaches for the form.
  await generateFor(page, 'warmup', { style: 'Classic' });
  const loaded = assetRequests(page);
  await generateFor(page, 'bubble tea', { type: 'Cooking', style: 'Creative' });
  const files = loaded.map((request) => new URL(request.url()).pathname);
  const shards = files.filter((file) => /^\/assets\/keywords\//.test(file));
  expect(shards.length).toBeGreaterThanOrEqual(1);
  expect(shards.length).toBeLessThanOrEqual(shardsFor(cleaned('bubble tea')).length + 1);
  expect(files.filter((file) => /^\/assets\/cooking-/.test(file))).toHaveLength(1);
  expect(
    files.filter((file) => /^\/assets\/(?!keywords\/|cooking-|load-creative-)/.test(file)),
  ).toEqual([]);
  const gzipBytes = await gzipBytesOf(loaded);
  console.log(`one Creative draw loaded ${files.length} files, ${gzipBytes} bytes gzip`);
  expect(gzipBytes).toBeLessThan(8_000);
});

test('another type’s keyword loads that type’s names for it: one more small file, and they show', async ({
  page,
}) => {
  await page.goto(ROUTES.home.path);
  await generateFor(page, 'warmup', { style: 'Classic' });
  const loaded = assetRequests(page);
  // Boss is a funny keyword; in a dance draw it has names written for dance.
  const names = await generateFor(page, 'boss', { type: 'Dance', style: 'Creative' });
  expect(names).toEqual(expectedFor(page, 'boss', 'dance'));
  const files = loaded.map((request) => new URL(request.url()).pathname);
  const pairFile = /^\/assets\/keywords\/[0-9a-f]+-dance-[0-9]+\.js$/;
  expect(files.filter((file) => pairFile.test(file))).toHaveLength(1);
  const gzipBytes = await gzipBytesOf(loaded);
  console.log(
    `a Creative draw of another type's keyword: ${files.length} files, ${gzipBytes} B gzip`,
  );
  expect(gzipBytes).toBeLessThan(8_000);

  // A link whose draw shows one of them opens with it.
  const written = (PAIR_NAMES.boss?.dance ?? '').split(' ').map((name) => `#${name}`);
  expect(PAIR_NAME_COUNTS).toContain(written.length);
  const drawFor = (seed: string) => creativeDraw('boss', 'dance', seed);
  const seed = ['e2e', 'a', 'b', 'c', 'd'].find((s) => drawFor(s).some((n) => written.includes(n)));
  if (seed === undefined) throw new Error('no draw of five shows a name written for boss in dance');
  const link = {
    keyword: 'boss',
    type: 'dance',
    platform: 'tiktok',
    style: 'creative',
    seed,
  } as const;
  await page.goto(`${ROUTES.home.path}#${encodeShareFragment(link)}`);
  await expect(generator(page).cards).toHaveCount(NAMES_PER_GENERATION);
  const shown = await generator(page).nameButtons.allTextContents();
  expect(shown).toEqual(drawFor(seed));
  expect(shown.some((name) => written.includes(name))).toBe(true);
});

test('after one visit, Creative names work offline: a keyword met before with its own words, any other from the formats', async ({
  page,
  context,
}) => {
  await page.goto(ROUTES.home.path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      });
    }
  });
  const online = await generateFor(page, 'hamster', { type: 'Pet', style: 'Creative' });
  const link = page.url();

  await context.setOffline(true);
  await page.goto(ROUTES.home.path);
  await page.goto(link);
  await expect(generator(page).cards).toHaveCount(NAMES_PER_GENERATION);
  expect(await generator(page).nameButtons.allTextContents()).toEqual(online);

  const names = await generateFor(page, 'zebrafish', { type: 'Pet', style: 'Creative' });
  expect(creativeDrawFaults(names, 'Zebrafish')).toEqual([]);
});

test('a Creative link of any keyword opens the same names as were shared', async ({ page }) => {
  const link = {
    keyword: 'rubiks cube',
    type: 'speed',
    platform: 'youtube',
    style: 'creative',
    seed: 'e2e',
  } as const;
  await page.goto(`${ROUTES.home.path}#${encodeShareFragment(link)}`);
  await expect(generator(page).cards).toHaveCount(NAMES_PER_GENERATION);
  expect(await generator(page).nameButtons.allTextContents()).toEqual(
    expectedFor(page, 'rubiks cube', 'speed'),
  );
});
