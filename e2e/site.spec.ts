import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { NOT_FOUND_PAGE, PAGE_ROUTES, ROUTES, type PageRoute } from '../src/config/routes';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A page's main heading as the static HTML has it, before any JavaScript runs. The browser must
 * show the same one after hydration and after client-side navigation, so the table of pages is
 * the only list of them.
 */
async function prerenderedHeading(request: APIRequestContext, path: string): Promise<string> {
  // React separates adjacent text nodes with empty comments; a reader of the HTML does not see them.
  const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
  const headings = [...html.matchAll(/<h1[^>]*>([^<]+)<\/h1>/g)].map((match) => match[1]!.trim());
  expect(headings, `${path}: one main heading`).toHaveLength(1);
  expect(headings[0]).not.toBe('');
  return headings[0]!;
}

const CONTACT_EMAIL = 'hello@challengenames.app';
/** Canonical and og: addresses name the public site, never the server the test runs against. */
const PUBLIC_ORIGIN = 'https://challengenames.app';

/** Every page-specific tag in the document's head, each as the list of values it has. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const values = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute));
    return {
      title: [...document.head.querySelectorAll('title')].map((tag) => tag.textContent),
      description: values('meta[name="description"]', 'content'),
      canonical: values('link[rel="canonical"]', 'href'),
      ogTitle: values('meta[property="og:title"]', 'content'),
      ogDescription: values('meta[property="og:description"]', 'content'),
      ogUrl: values('meta[property="og:url"]', 'content'),
      ogType: values('meta[property="og:type"]', 'content'),
      robots: values('meta[name="robots"]', 'content'),
    };
  });
}

/** The head a page must carry: indexable pages their own public address, the not-found page noindex. */
function expectedHead(route: PageRoute | undefined) {
  if (!route) {
    return {
      title: [NOT_FOUND_PAGE.title],
      description: [NOT_FOUND_PAGE.description],
      canonical: [],
      ogTitle: [],
      ogDescription: [],
      ogUrl: [],
      ogType: [],
      robots: ['noindex'],
    };
  }
  const url = new URL(route.path, PUBLIC_ORIGIN).href;
  return {
    title: [route.title],
    description: [route.description],
    canonical: [url],
    ogTitle: [route.title],
    ogDescription: [route.description],
    ogUrl: [url],
    ogType: ['website'],
    robots: [],
  };
}

test.describe('the head of each page', () => {
  test.describe('as prerendered, before any script runs', () => {
    test.use({ javaScriptEnabled: false });
    for (const route of [...PAGE_ROUTES, undefined]) {
      test(route?.path ?? 'an unknown path', async ({ page }) => {
        await page.goto(route?.path ?? '/no-such-page');
        expect(await headTags(page)).toEqual(expectedHead(route));
      });
    }
  });

  test('after hydration and at each client-side navigation, once each', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect.poll(() => headTags(page)).toEqual(expectedHead(undefined));
    await page
      .getByRole('link', { name: 'Go to the challenge name generator', exact: true })
      .click();
    await expect.poll(() => headTags(page)).toEqual(expectedHead(ROUTES.home));
    for (const route of PAGE_ROUTES.toReversed()) {
      await page
        .getByRole('navigation', { name: 'Footer', exact: true })
        .getByRole('link', { name: route.navLabel, exact: true })
        .click();
      await expect(page).toHaveURL(route.path);
      await expect.poll(() => headTags(page)).toEqual(expectedHead(route));
    }
  });
});

test.describe('every page', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} loads with its heading, title, description, canonical link and footer`, async ({
      page,
      request,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        await prerenderedHeading(request, route.path),
      );
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https://[^/]+${route.path === '/' ? '/' : route.path}$`),
      );
      const footer = page.getByRole('navigation', { name: 'Footer', exact: true });
      for (const link of PAGE_ROUTES) {
        await expect(footer.getByRole('link', { name: link.navLabel, exact: true })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: route.navLabel, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(footer.locator('[aria-current="page"]')).toHaveCount(1);
    });

    test(`${route.path} has its content in the HTML before any JavaScript runs`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      await prerenderedHeading(request, route.path);
      expect(html).toContain(`<title>${route.title.replaceAll('&', '&amp;')}</title>`);
      expect(html).toContain('aria-label="Footer"');
    });

    test(`${route.path} passes an axe-core audit`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('every footer link reaches its page by client-side navigation', async ({ page, request }) => {
  await page.goto(ROUTES.faq.path);
  for (const route of PAGE_ROUTES) {
    const heading = await prerenderedHeading(request, route.path);
    await page
      .getByRole('navigation', { name: 'Footer', exact: true })
      .getByRole('link', { name: route.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(route.title);
  }
});

test.describe('a page whose chunk is still on its way', () => {
  // Page chunks then come from the network alone, where the test holds one back.
  test.use({ serviceWorkers: 'block' });

  test('stays behind the page on screen until it is in, then replaces it whole', async ({
    page,
    request,
  }) => {
    const home = await prerenderedHeading(request, ROUTES.home.path);
    const about = await prerenderedHeading(request, ROUTES.about.path);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/about-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ROUTES.home.path);
    await page
      .getByRole('navigation', { name: 'Footer', exact: true })
      .getByRole('link', { name: ROUTES.about.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(ROUTES.about.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
    await expect(page).toHaveTitle(ROUTES.home.title);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about);
    await expect(page).toHaveTitle(ROUTES.about.title);
    await expect(page.locator('main')).toBeFocused();
  });
});

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto(ROUTES.about.path);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('unknown paths', () => {
  test('show the not-found page with the footer and a way home', async ({ page, request }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(NOT_FOUND_PAGE.title);
    await expect(page.getByRole('navigation', { name: 'Footer', exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: 'Go to the challenge name generator', exact: true })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await prerenderedHeading(request, ROUTES.home.path),
    );
  });

  test('are answered by the prerendered 404.html', async ({ request }) => {
    const response = await request.get('/definitely/missing');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  test("are never answered from Vite's own .vite/ folder, which the build does not publish", async ({
    request,
  }) => {
    expect(existsSync(resolve(import.meta.dirname, '..', 'dist', '.vite'))).toBe(false);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });

  test('pass an axe-core audit', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('page content', () => {
  test('about names the contact address, the date and the in-browser promise', async ({ page }) => {
    await page.goto(ROUTES.about.path);
    await expect(page.getByRole('link', { name: CONTACT_EMAIL, exact: true })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    await expect(page.getByText('Last updated: 14 August 2025', { exact: true })).toBeVisible();
    await expect(page.getByText(/runs entirely in your browser/).first()).toBeVisible();
    await expect(
      page.getByText(/not stored on our servers|stored on our servers/).first(),
    ).toBeVisible();
  });

  test('contact shows the address as a mailto link', async ({ page }) => {
    await page.goto(ROUTES.contact.path);
    await expect(page.getByRole('link', { name: CONTACT_EMAIL, exact: true })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  test('privacy policy has its four sections and its date', async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Data handling', 'Data sale', 'Advertising', 'Contact']);
    await expect(page.getByText('Last updated: 13 August 2025', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: CONTACT_EMAIL, exact: true })).toBeVisible();
  });

  test('cookie policy explains essential and future cookies and offers Accept and Reject', async ({
    page,
  }) => {
    await page.goto(ROUTES.cookiePolicy.path);
    await expect(
      page.getByRole('heading', { name: 'Essential cookies', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /non-essential cookies/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  });

  test('the FAQ answers the three questions', async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    await expect(page.getByRole('heading', { level: 2, name: /how does .* work/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /results different/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /stored/i })).toBeVisible();
  });

  test('home shows the headline and the six sample names', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    expect(SAMPLE_NAMES).toHaveLength(6);
    for (const sample of SAMPLE_NAMES) {
      await expect(page.getByRole('button', { name: `Copy ${sample}`, exact: true })).toBeVisible();
    }
  });
});

test('pages make no request to any other origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(url.href);
  });
  for (const route of [...PAGE_ROUTES.map((r) => r.path), '/missing']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
