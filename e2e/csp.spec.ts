/**
 * The Content-Security-Policy holds on every page and through the whole journey: a visitor who
 * generates, copies, moves through the footer and answers the cookie question never triggers a
 * single violation — so the policy is as strict as it claims and the site still works under it.
 */
import type { Page } from '@playwright/test';
import { PAGE_ROUTES, ROUTES } from '../src/config/routes';
import { contentSecurityPolicy, sha256Source } from '../scripts/headers';
import {
  COPIED_WHAT,
  consentSavedMessage,
  copiedMessage,
  keywordRefusalMessage,
  CONSENT_TEXT,
} from '../src/config/messages';
import { SAMPLE_NAMES } from '../src/features/samples/sample-names';
import { test as base, expect } from './fixtures';
import {
  CLIPBOARD_PERMISSIONS,
  copiedText,
  expectToast,
  generator,
  sampleButton,
  tryEveryExtra,
} from './home-helpers';

const UNKNOWN_PATH = '/no-such-page';
const ALL_PATHS = [...PAGE_ROUTES.map((route) => route.path), UNKNOWN_PATH];

/**
 * Every violation the browser reports, from the `securitypolicyviolation` event (registered before
 * any page script runs, and reported to the test at once, so a full page load loses nothing) and
 * from console messages about the policy. The test fails if any was seen.
 */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (report: string) => {
        violations.push(report);
      });
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            // Only the header can carry frame-ancestors: that tells which of the two policies spoke.
            const policy = event.originalPolicy.includes('frame-ancestors') ? 'header' : 'meta';
            const report = `${event.effectiveDirective} (${policy}) blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}:${event.lineNumber} ${event.sample}`;
            void (
              window as unknown as { __reportCspViolation: (text: string) => Promise<void> }
            ).__reportCspViolation(report);
          },
          true,
        );
      });
      page.on('console', (message) => {
        if (/content[ -]security[ -]policy/i.test(message.text())) {
          violations.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      await use(violations);
    },
    { auto: true },
  ],
});

/** Lets reports of the last step arrive, then fails on any. */
async function expectNoViolations(page: Page, violations: readonly string[]): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test.describe('every page', () => {
  for (const path of ALL_PATHS) {
    test(`${path} carries the policy in its HTML and its headers, and loads without a violation`, async ({
      page,
      request,
      cspViolations,
    }) => {
      // The HTML as a static host serves it, before any script runs.
      const response = await request.get(path);
      const html = await response.text();
      const metas = [
        ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/g),
      ];
      expect(metas, 'one CSP meta tag').toHaveLength(1);
      const metaPolicy = metas[0]?.[1] ?? '';
      // The meta tag comes before every script and stylesheet it governs.
      expect(html.indexOf(metas[0]?.[0] ?? '')).toBeLessThan(html.search(/<script|<link/));
      expect(metaPolicy).toBe(contentSecurityPolicy('meta'));

      const meta = directivesOf(metaPolicy);
      expect(meta.get('default-src')).toEqual(["'self'"]);
      expect(meta.get('object-src')).toEqual(["'none'"]);
      expect(meta.get('base-uri')).toEqual(["'self'"]);
      expect(meta.get('form-action')).toEqual(["'none'"]);
      expect(meta.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(metaPolicy).not.toMatch(/unsafe-eval|unsafe-inline|unsafe-hashes/);

      const header = response.headers()['content-security-policy'] ?? '';
      const headerDirectives = directivesOf(header);
      expect(headerDirectives.get('frame-ancestors')).toEqual(["'none'"]);
      for (const [name, sources] of meta) {
        // The header allows at least what the meta tag allows (the browser enforces both).
        expect(headerDirectives.get(name), name).toEqual(expect.arrayContaining(sources));
      }
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('no-referrer');
      expect(response.headers()['permissions-policy']).toContain('clipboard-write=(self)');
      expect(response.headers()['permissions-policy']).toContain('camera=()');

      // The page in a real browser, running its scripts under the policy.
      const visit = await page.goto(path, { waitUntil: 'networkidle' });
      expect(visit?.headers()['content-security-policy']).toBe(header);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        metaPolicy,
      );
      // Inline scripts run by hash only: every inline script of the page, and nothing more.
      const inlineScripts = await page.locator('script:not([src])').allTextContents();
      expect(inlineScripts.length).toBeGreaterThan(0);
      expect(meta.get('script-src')).toEqual([
        "'self'",
        ...new Set(inlineScripts.map(sha256Source)),
      ]);
      await expectNoViolations(page, cspViolations);
    });
  }
});

test.describe('the whole journey', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('generating, copying, moving through every page and choosing cookies break no rule', async ({
    page,
    cspViolations,
  }) => {
    await page.goto(ROUTES.home.path, { waitUntil: 'networkidle' });
    const g = generator(page);

    // An empty keyword: the destructive toast.
    await g.generate.click();
    await expectToast(page, keywordRefusalMessage('empty'));
    await expectNoViolations(page, cspViolations);

    // Type, Generate, eight names.
    await g.keyword.fill('yoga');
    await g.type.selectOption({ label: 'Fitness' });
    await g.platform.selectOption({ label: 'Instagram Reels' });
    await g.generate.click();
    await expect(g.cards).toHaveCount(8);
    const [first] = await g.nameButtons.allTextContents();
    if (!first) throw new Error('no names were generated');

    // Copy a name, then its hashtag set, then a sample.
    await page.getByRole('button', { name: `Copy ${first}`, exact: true }).click();
    await expectToast(page, copiedText(first));
    await page.getByRole('button', { name: `Copy hashtags for ${first}`, exact: true }).click();
    await expectToast(page, copiedMessage(COPIED_WHAT.hashtagSet(first)));
    await sampleButton(page, 0).click();
    await expectToast(page, copiedText(SAMPLE_NAMES[0]));
    // Enter generates again and replaces the results.
    await g.keyword.fill('guitar');
    await g.keyword.press('Enter');
    await expect(g.nameButtons.first()).toContainText('Guitar');
    await expectNoViolations(page, cspViolations);

    // Beyond the spec: copy all, a platform-ready set, save, download, share, dark mode.
    const [name = ''] = await g.nameButtons.allTextContents();
    await tryEveryExtra(page, name, 'Instagram Reels');
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    // The share link's address, opened afresh, shows the same names.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(g.nameButtons.first()).toHaveText(name);
    await expectNoViolations(page, cspViolations);

    // Every page through the footer (client-side navigation).
    const footer = page.getByRole('navigation', { name: 'Footer', exact: true });
    for (const route of PAGE_ROUTES) {
      await footer.getByRole('link', { name: route.navLabel, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expectNoViolations(page, cspViolations);

    // The cookie choice, then a fresh load that shows the remembered choice.
    await footer.getByRole('link', { name: ROUTES.cookiePolicy.navLabel, exact: true }).click();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText(CONSENT_TEXT.saved, { exact: true })).toBeVisible();
    await expectToast(page, consentSavedMessage('accepted'));
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // An unknown address and the way home from it.
    await page.goto(UNKNOWN_PATH, { waitUntil: 'networkidle' });
    await footer.getByRole('link', { name: ROUTES.home.navLabel, exact: true }).click();
    await expect(g.keyword).toBeVisible();
    await expectNoViolations(page, cspViolations);
  });
});

test('the policy is live: injected markup, scripts, handlers, styles and eval are refused and reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto(ROUTES.about.path, { waitUntil: 'networkidle' });
  const outcome = await page.evaluate(async () => {
    const ran = window as unknown as { __ran: string[] };
    ran.__ran = [];
    /** What became of one attack: it ran, threw (and how), or silently did nothing. */
    const attempt = (name: string, attack: () => void): string => {
      try {
        attack();
      } catch (error) {
        return `${name}: refused (${error instanceof Error ? error.name : String(error)})`;
      }
      return `${name}: ${ran.__ran.includes(name) ? 'ran' : 'did not run'}`;
    };
    const results = [
      // Trusted Types: no string reaches an HTML or script sink.
      attempt('markup', () => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/x" onerror="__ran.push(\'markup\')">',
        );
      }),
      attempt('inline script', () => {
        const script = document.createElement('script');
        script.textContent = "__ran.push('inline script')";
        document.head.append(script);
      }),
      attempt('handler attribute', () => {
        const button = document.createElement('button');
        button.setAttribute('onclick', "__ran.push('handler attribute')");
        document.body.append(button);
        button.click();
        button.remove();
      }),
      attempt('foreign script', () => {
        const script = document.createElement('script');
        script.src = 'https://scripts.example/steal.js';
        document.head.append(script);
      }),
      attempt('own policy', () => {
        (
          window as unknown as {
            trustedTypes: { createPolicy: (name: string, rules: object) => void };
          }
        ).trustedTypes.createPolicy('attacker', {});
      }),
      // The style sheet only: a <style> element is ignored.
      attempt('style element', () => {
        const style = document.createElement('style');
        style.append(document.createTextNode('body { display: none; }'));
        document.head.append(style);
        if (getComputedStyle(document.body).display === 'none') ran.__ran.push('style element');
      }),
    ];
    // DevTools lets code it evaluates use eval; a task of the page's own does not get that pass.
    results.push(
      await new Promise<string>((resolve) => {
        setTimeout(() => {
          resolve(
            attempt('eval', () => {
              eval("__ran.push('eval')");
            }),
          );
        }, 0);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { results, ran: ran.__ran };
  });
  expect(outcome).toEqual({
    results: [
      'markup: refused (TypeError)',
      'inline script: refused (TypeError)',
      'handler attribute: refused (TypeError)',
      'foreign script: refused (TypeError)',
      'own policy: refused (TypeError)',
      'style element: did not run',
      'eval: refused (EvalError)',
    ],
    ran: [],
  });
  await expect
    .poll(() =>
      [
        ...new Set(
          cspViolations
            .filter((report) => !report.startsWith('console'))
            .map((report) => report.split(' ').slice(0, 2).join(' ')),
        ),
      ].sort(),
    )
    // Each is refused by both policies: the meta tag's and the header's.
    .toEqual(
      ['require-trusted-types-for', 'style-src-elem', 'trusted-types'].flatMap((directive) => [
        `${directive} (header)`,
        `${directive} (meta)`,
      ]),
    );
});
