import { ROUTES } from '../src/config/routes';
import { expect, test } from './fixtures';

test('after one visit the site loads, navigates and generates with the network off', async ({
  page,
  context,
}) => {
  await page.goto(ROUTES.home.path);
  // Wait until the service worker controls the page, i.e. the precache is complete.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      });
    }
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge Name Generator');

  await page.getByLabel('Keyword', { exact: true }).fill('offline');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Viral Challenge Names', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copy hashtags for #/ })).toHaveCount(8);

  // A full page load of another route, and an unknown one, both come from the precache.
  await page.goto(ROUTES.faq.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.goto('/not-a-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the web app manifest names the app and has real icons', async ({ page, request }) => {
  await page.goto(ROUTES.home.path);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Challenge Name Generator');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (candidate) => candidate.sizes === size && candidate.type === 'image/png',
    );
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const response = await request.get(icon!.src);
    expect(response.status()).toBe(200);
    const body = await response.body();
    // A real PNG of the stated size: the signature, then the IHDR width and height.
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    const [width, height] = size.split('x').map(Number);
    expect(body.readUInt32BE(16)).toBe(width);
    expect(body.readUInt32BE(20)).toBe(height);
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});
