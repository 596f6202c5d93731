import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// E2E_PORT lets several checkouts run their browser suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
/** Browser tests that measure how long the page's tasks take. */
const TIMED = /(huge-paste|poster-timing)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Some journeys take a visitor through a dozen actions; on a busy 2-core machine 30 s was the
  // machine's speed, not the site's. Time within a test runs on Playwright's clock, not on this.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: TIMED },
    // Tests that time the page's main thread run last, one at a time, once nothing else of the
    // suite shares the 2 cores: a keystroke's task under 50 ms measured 138 ms while the other
    // worker's browser ran beside it. One worker, not only `fullyParallel: false`: that keeps a
    // file's tests in order but still ran the poster's slowed CPU beside the paste tests, and the
    // poster's five rounds outran the test's time.
    {
      name: 'timed',
      use: { ...devices['Desktop Chrome'] },
      testMatch: TIMED,
      dependencies: ['desktop'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: `PORT=${PORT} npx tsx scripts/serve.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
