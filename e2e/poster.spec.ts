/**
 * From a name to a picture to post: a visitor opens a card's (or a saved name's) poster, makes it
 * in every size and design, downloads, shares or copies it, prints the calendar of a challenge
 * that lasts, and gets a clear word whenever something cannot be done. Nothing leaves the page.
 */
import type { Page } from '@playwright/test';
import { PLATFORM_HASHTAG_RULES } from '../src/config/platform-caps';
import {
  POSTER_COPY_FAILED,
  POSTER_SHARE_UNSUPPORTED,
  START_DATE_MESSAGES,
  posterCopiedMessage,
} from '../src/config/poster-messages';
import { ROUTES } from '../src/config/routes';
import { cleanOwnHashtag, platformSetWithOwn } from '../src/generator';
import { dateFormats } from '../src/features/poster/calendar';
import { contrastRatio, textContrast, type PixelBox } from '../src/features/poster/contrast';
import { posterContent } from '../src/features/poster/poster-content';
import {
  PLATFORM_POSTER_SIZE,
  POSTER_DESIGNS,
  POSTER_DESIGN_IDS,
  POSTER_SIZES,
  POSTER_SIZE_IDS,
  posterFileName,
} from '../src/features/poster/poster-options';
import type { PosterContent } from '../src/features/poster/poster-layout';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  expectToast,
  generateFor,
  generator,
  makeClipboardReject,
  makeStorageThrow,
} from './home-helpers';
import {
  decodePng,
  downloadedPng,
  escape,
  expectDrawnAt,
  inkOf,
  openPoster,
  pdfPages,
  poster,
} from './poster-helpers';

test.use({ permissions: CLIPBOARD_PERMISSIONS, locale: 'en-GB' });

/** The picture's day: a fixed date, so start dates "a year away" stay a year away. */
const TODAY = new Date('2026-03-01T10:00:00');

async function firstName(
  page: Page,
  keyword: string,
  platform?: string,
  { fixedDay = true } = {},
): Promise<string> {
  // Playwright's clock also stands in for `performance`, whose entries some journeys read.
  if (fixedDay) await page.clock.setFixedTime(TODAY);
  await page.goto(ROUTES.home.path);
  const names = await generateFor(page, keyword, { type: 'Fitness', platform });
  return names[0]!;
}

test('a card’s poster comes in every size, each a PNG of that size, drawn and named after the challenge', async ({
  page,
}) => {
  const name = await firstName(page, 'morning yoga');
  const p = await openPoster(page, name);
  // TikTok's full-screen size first, as the platform was TikTok.
  await expect(p.size).toHaveValue(PLATFORM_POSTER_SIZE.tiktok);
  for (const sizeId of POSTER_SIZE_IDS) {
    const size = POSTER_SIZES[sizeId];
    await p.size.selectOption(sizeId);
    await expectDrawnAt(p.preview, size);
    const [download] = await Promise.all([page.waitForEvent('download'), p.download.click()]);
    expect(download.suggestedFilename()).toBe(posterFileName(name, size));
    const png = await downloadedPng(download);
    expect([png.width, png.height], sizeId).toEqual([size.width, size.height]);
    const ink = inkOf(png);
    expect(ink.share, `${sizeId}: most of the picture is not one flat colour`).toBeGreaterThan(0.3);
    expect(ink.colours, `${sizeId}: text, gradient and frame`).toBeGreaterThan(50);
  }
});

test('Facebook starts square, and the text alternative says what the picture shows, calendar included', async ({
  page,
}) => {
  const name = await firstName(page, 'plank', 'Facebook');
  const p = await openPoster(page, name);
  await expect(p.size).toHaveValue('square');
  const tags = platformSetWithOwn(
    { name, type: 'fitness' },
    PLATFORM_HASHTAG_RULES.facebook.cap,
    null,
  );
  await expect(p.preview).toHaveAccessibleName(
    new RegExp(
      `^Poster, 1080 by 1080 pixels, Midnight design\\. JOIN THE CHALLENGE\\. ${escape(name)}\\. .*How to join: 1\\. .* 2\\. .*Hashtags: ${escape(tags.join(' '))}\\.$`,
    ),
  );

  await p.words.fill('Thirty days of planks with the Riverside running club');
  await p.length.selectOption({ label: '30 days, with a calendar' });
  await p.start.fill('2026-03-02');
  await expect(p.preview).toHaveAccessibleName(/30-DAY CHALLENGE\./);
  await expect(p.preview).toHaveAccessibleName(
    /Thirty days of planks with the Riverside running club/,
  );
  await expect(p.preview).toHaveAccessibleName(
    /Monday, 2 March 2026 to Tuesday, 31 March 2026\. A calendar of 30 days, 2 Mar to 31 Mar, each with a box to tick\./,
  );
  await p.design.selectOption({ label: 'Sunrise' });
  await expect(p.preview).toHaveAccessibleName(/^Poster, 1080 by 1080 pixels, Sunrise design\./);
});

test('the calendar prints alone, on one A4 page and on one US Letter page, portrait', async ({
  page,
}) => {
  const name = await firstName(page, 'push ups');
  // Without a poster, printing gives the whole home page, over several pages.
  expect(pdfPages(await page.pdf({ format: 'A4' })).length).toBeGreaterThan(1);

  const p = await openPoster(page, name);
  await expect(p.print).toHaveCount(0);
  await p.length.selectOption({ label: '30 days, with a calendar' });
  await p.start.fill('2026-03-30');
  await expect(p.print).toBeVisible();
  // The page that prints: the calendar and nothing else of the site.
  const printed = page.getByRole('region', { name: `Printable calendar for ${name}`, exact: true });
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('listitem').filter({ hasText: /^Day \d+/ })).toHaveCount(30);
  await expect(
    printed
      .getByRole('listitem')
      .filter({ hasText: /^Day \d+/ })
      .last(),
  ).toHaveText('Day 30Tue 28 Apr');
  await expect(generator(page).keyword).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toBeHidden();
  // page.pdf prints with the print style sheet once no medium is forced.
  await page.emulateMedia({ media: null });

  const a4 = pdfPages(await page.pdf({ format: 'A4' }));
  expect(a4).toHaveLength(1);
  expect(a4[0]!.width).toBeCloseTo(595.92, 0);
  expect(a4[0]!.height).toBeCloseTo(842.88, 0);
  const letter = pdfPages(await page.pdf({ format: 'Letter' }));
  expect(letter).toHaveLength(1);
  expect(letter[0]!.width).toBeCloseTo(612, 0);
  expect(letter[0]!.height).toBeCloseTo(792, 0);

  // Back to one day: nothing to print, and printing gives the page again.
  await p.length.selectOption({ label: 'One day' });
  await expect(p.print).toHaveCount(0);
  await expect(printed).toHaveCount(0);
  expect(pdfPages(await page.pdf({ format: 'A4' })).length).toBeGreaterThan(1);
});

/** A poster's content as the panel makes it, with a 30-day dated calendar: every kind of text. */
function fullContent(name: string): PosterContent {
  return posterContent(
    {
      name,
      words: '',
      invitation: 'New workout challenge: no gym needed, just you and a bit of floor.',
      steps: [
        'Film your set, from the first rep to the last.',
        'Post it as a video with the hashtags below.',
      ],
      hashtags: ['#MorningYogaChallenge', '#MyStudio', '#fitness', '#workout', '#challenge'],
      length: 30,
      start: { year: 2026, month: 3, day: 2 },
    },
    dateFormats('en-GB'),
  );
}

/**
 * The poster's drawing code (src/features/poster/render-poster.ts and what it imports), bundled
 * here and served from the site's own origin, so the page can draw a poster three ways: as it
 * is, without its text, and its text alone. The app's chunk exports only its panel.
 */
async function bundledRenderer(): Promise<string> {
  const { build } = await import('vite');
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/features/poster/render-poster.ts', formats: ['es'], fileName: 'render' },
    },
  });
  const output = Array.isArray(built) ? built[0] : built;
  if (!output) throw new Error('the renderer did not build');
  if (!('output' in output)) throw new Error('the renderer did not build');
  return output.output[0].code;
}

const RENDERER_PATH = '/__poster-renderer-under-test.js';

test('every design keeps text at 4.5:1 or more, measured on the pixels the canvas painted', async ({
  page,
  context,
}) => {
  const code = await bundledRenderer();
  expect(code, 'the drawing code alone, no font files inlined').not.toContain('data:font');
  // context.route: the service worker's own requests are routed there too.
  await context.route(`**${RENDERER_PATH}`, (route) =>
    route.fulfill({ body: code, contentType: 'text/javascript' }),
  );
  const name = await firstName(page, 'morning yoga');
  // Opening a poster registers the bundled fonts the renders use.
  await openPoster(page, name);
  const lowest: Record<string, number> = {};
  for (const designId of POSTER_DESIGN_IDS) {
    for (const sizeId of ['story', 'link'] as const) {
      const rendered = await page.evaluate(
        async ({ path, content, size, design }) => {
          const module = (await import(path)) as {
            posterText: (content: unknown) => string;
            renderPoster: (
              canvas: OffscreenCanvas,
              content: unknown,
              size: unknown,
              design: unknown,
              mode: string,
            ) => { items: { kind: string; text?: string; box: object }[] };
          };
          const text = module.posterText(content);
          for (const font of [
            '400 16px "Poster Display"',
            '400 16px "Poster Text"',
            '700 16px "Poster Text"',
          ]) {
            await document.fonts.load(font, text);
          }
          const images: Record<string, string> = {};
          let boxes: { text: string; box: object }[] = [];
          for (const mode of ['full', 'behind', 'mask']) {
            const canvas = new OffscreenCanvas(1, 1);
            const layout = module.renderPoster(canvas, content, size, design, mode);
            const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
            let binary = '';
            for (let i = 0; i < bytes.length; i += 0x8000) {
              binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            }
            images[mode] = btoa(binary);
            boxes = layout.items.flatMap((item) =>
              item.kind === 'text' ? [{ text: item.text ?? '', box: item.box }] : [],
            );
          }
          return { images, boxes };
        },
        {
          path: RENDERER_PATH,
          content: fullContent(name),
          size: POSTER_SIZES[sizeId],
          design: POSTER_DESIGNS[designId],
        },
      );
      const [drawn, behind, mask] = (['full', 'behind', 'mask'] as const).map((mode) =>
        decodePng(Buffer.from(rendered.images[mode]!, 'base64')),
      );
      expect(
        rendered.boxes.length,
        'the name, the words, the calendar and the tags',
      ).toBeGreaterThan(60);
      for (const { text, box } of rendered.boxes) {
        const ratio = textContrast(drawn!, behind!, mask!, box as PixelBox);
        expect(ratio, `"${text}" was drawn`).not.toBeNull();
        expect(ratio!, `${designId} ${sizeId}: "${text}"`).toBeGreaterThanOrEqual(4.5);
        lowest[designId] = Math.min(lowest[designId] ?? Infinity, ratio!);
      }
    }
  }
  // The figures for the record: the lowest contrast of any text pixel in each design.
  console.log(
    `poster contrast, lowest measured: ${Object.entries(lowest)
      .map(([design, ratio]) => `${design} ${ratio.toFixed(2)}:1`)
      .join(', ')}`,
  );
  // The measure can fail: grey #777 on white is under 4.5:1.
  expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeLessThan(4.5);
});

test('share and copy: the file goes to the share sheet where the browser can; each says clearly when it cannot', async ({
  page,
}) => {
  // A browser that shares files: record what it was given.
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number; title?: string }[] = [];
    (window as unknown as { __shared: typeof shared }).__shared = shared;
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: (data: ShareData) => {
        for (const file of data.files ?? []) {
          shared.push({ name: file.name, type: file.type, size: file.size, title: data.title });
        }
        return Promise.resolve();
      },
    });
  });
  const name = await firstName(page, 'squats');
  const p = await openPoster(page, name);
  await p.share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([
      {
        name: posterFileName(name, POSTER_SIZES.story),
        type: 'image/png',
        size: expect.any(Number) as unknown,
        title: name,
      },
    ]);

  // Copy: the clipboard holds a PNG of the poster.
  await p.copy.click();
  await expectToast(page, posterCopiedMessage(name));
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item!.getType('image/png');
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  const png = decodePng(Buffer.from(copied));
  expect([png.width, png.height]).toEqual([1080, 1920]);
});

test('without Web Share or a clipboard that takes images, the buttons say what to do instead', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: undefined,
    });
  });
  await makeClipboardReject(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'write', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  const name = await firstName(page, 'lunges');
  const p = await openPoster(page, name);
  await p.share.click();
  await expectToast(page, POSTER_SHARE_UNSUPPORTED);
  await p.copy.click();
  await expectToast(page, POSTER_COPY_FAILED);
  // Download still works.
  const [download] = await Promise.all([page.waitForEvent('download'), p.download.click()]);
  expect((await downloadedPng(download)).width).toBe(1080);
});

test('bad input gets a clear word and never a broken picture: long name and hashtag, no capitals, far dates', async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  await page.goto(ROUTES.home.path);
  const g = generator(page);
  const own = 'Riverside Community Running Clubs Of London UK';
  await g.ownHashtag.fill(own);
  const ownTag = cleanOwnHashtag(own);
  expect(ownTag.ok && ownTag.tag).toBe('#RiversideCommunityRunningClubsOfLondonUK');
  // The longest keyword there is, in one word: no join to break at.
  const long = 'Supercalifragilisticexpialidociousnesses';
  expect(long).toHaveLength(40);
  const names = await generateFor(page, long, { type: 'Fitness' });
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  const p = await openPoster(page, longest);
  for (const sizeId of POSTER_SIZE_IDS) {
    await p.size.selectOption(sizeId);
    await expectDrawnAt(p.preview, POSTER_SIZES[sizeId]);
    // The name is always there, whole; anything left out is said.
    await expect(p.preview).toHaveAccessibleName(new RegExp(`${escape(longest)}\\.`));
  }
  await p.size.selectOption('story');
  await expect(p.preview).toHaveAccessibleName(new RegExp(escape(ownTag.ok ? ownTag.tag! : '')));

  // A start date more than a year away either way is refused, and the poster goes without dates.
  await p.length.selectOption({ label: '7 days, with a calendar' });
  await p.start.fill('2024-01-01');
  await expect(p.panel.getByText(START_DATE_MESSAGES['too-early'], { exact: true })).toBeVisible();
  await expect(p.start).toHaveAttribute('aria-invalid', 'true');
  await expect(p.preview).toHaveAccessibleName(/A calendar of 7 days, each with a box to tick\./);
  await p.start.fill('2029-06-01');
  await expect(p.panel.getByText(START_DATE_MESSAGES['too-late'], { exact: true })).toBeVisible();
  // Emptied: no dates, no complaint.
  await p.start.fill('');
  await expect(p.start).toHaveAttribute('aria-invalid', 'false');
  await expect(p.panel.getByText(START_DATE_MESSAGES['too-late'], { exact: true })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), p.download.click()]);
  expect(inkOf(await downloadedPng(download)).share).toBeGreaterThan(0.3);

  // A keyword in a script without capitals: one word, drawn whole.
  const [devanagari] = await generateFor(page, 'योग', { type: 'Wellness' });
  const q = await openPoster(page, devanagari!);
  await expectDrawnAt(q.preview, POSTER_SIZES.story);
  const [picture] = await Promise.all([page.waitForEvent('download'), q.download.click()]);
  expect(inkOf(await downloadedPng(picture)).colours).toBeGreaterThan(50);
});

test('a saved name has its poster too, even when the browser refuses to store the list', async ({
  page,
}) => {
  await makeStorageThrow(page);
  const name = await firstName(page, 'burpees');
  await page.getByRole('button', { name: `Save ${name}`, exact: true }).click();
  const saved = page.getByRole('region', { name: 'Saved names', exact: true });
  await expect(saved.getByRole('listitem').first()).toContainText(name);
  // The card's poster and the saved name's have the same name: take the one in the list.
  await saved.getByRole('button', { name: `Poster for ${name}`, exact: true }).click();
  const panel = saved.getByRole('group', { name: `Poster for ${name}`, exact: true });
  await expect(panel.getByRole('img')).toHaveAccessibleName(
    new RegExp(
      `^Poster, 1080 by 1920 pixels, Midnight design\\. JOIN THE CHALLENGE\\. ${escape(name)}\\.`,
    ),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download PNG of poster for ${name}`, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(posterFileName(name, POSTER_SIZES.story));
});

test('keyboard alone opens a poster and works every control; axe finds nothing with it open, light and dark', async ({
  page,
}) => {
  const name = await firstName(page, 'yoga');
  const p = poster(page, name);
  await p.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(p.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(p.preview).toHaveAccessibleName(/^Poster, 1080 by 1920 pixels/);
  // Tab goes through the controls in order.
  for (const control of [p.design, p.size, p.words, p.length, p.start]) {
    await page.keyboard.press('Tab');
    if (control === p.start) {
      // A date field is several spin buttons; tab through to the next control.
      await expect(control).toBeFocused();
      break;
    }
    await expect(control).toBeFocused();
  }
  await p.design.focus();
  await page.keyboard.press('ArrowDown');
  await expect(p.design).toHaveValue('sunrise');
  await expect(p.preview).toHaveAccessibleName(/Sunrise design/);
  await p.length.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(p.length).toHaveValue('30');
  await p.download.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(posterFileName(name, POSTER_SIZES.story));
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  // Enter on the toggle again closes it.
  await p.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(p.panel).toBeHidden();
});

test('the poster costs a first visit nothing: its code and fonts come from this site on first open, and are kept offline', async ({
  page,
  baseURL,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const name = await firstName(page, 'stretch', undefined, { fixedDay: false });
  const isPoster = (url: string) => /poster-panel-|\.woff2$/.test(url);
  expect(requested.filter(isPoster)).toEqual([]);
  await openPoster(page, name);
  const fetched = requested.filter(isPoster);
  expect(fetched.some((url) => /\/assets\/poster-panel-[\w-]+\.js$/.test(url))).toBe(true);
  expect(fetched.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThanOrEqual(2);
  for (const url of fetched) expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin);
  expect(
    await page.evaluate(() => document.fonts.check('400 20px "Poster Display"', '#Stretch')),
  ).toBe(true);

  // The service worker's list holds every font file and the poster's code.
  const worker = await (await request.get('/sw.js')).text();
  const kept = JSON.parse(
    /serviceWorker\(self, "[^"]+", (\[.*\])\);\s*$/.exec(worker)?.[1] ?? '[]',
  ) as string[];
  for (const url of fetched) expect(kept).toContain(new URL(url).pathname);
  expect(kept.filter((file) => file.endsWith('.woff2'))).toHaveLength(6);
});
