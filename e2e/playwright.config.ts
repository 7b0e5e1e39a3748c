import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/browser';

/**
 * Browser tests in Debian's Chromium headless shell (never a downloaded browser: `npm test` installs the
 * package `chromium-headless-shell` when it runs as root; support/browser.ts). The global setup builds the web app when it is stale and starts the
 * real server on a free port with a fresh DATA_DIR (embedded PostgreSQL, demo data, FOYER_DEBUG=1, dev
 * outbox); its address reaches the workers as FOYER_E2E_BASE_URL. Set FOYER_E2E_BASE_URL yourself to
 * run the specs against a server you started.
 */
const workers = Number(process.env.FOYER_E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  // Two cores carry the server, its PostgreSQL and the browsers: more workers only queue.
  workers: Math.min(Math.max(workers, 1), 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.FOYER_E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs() },
    // Recording a trace costs a third of the suite's time (its screencast), so only the retry of a failed test
    // records one (CI retries once); locally, `--trace retain-on-failure` keeps one for a failing spec.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    locale: 'en-US',
    timezoneId: 'Europe/Amsterdam',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        // Desktop Chrome's user agent: headless Chromium's own says "HeadlessChrome".
        userAgent: devices['Desktop Chrome'].userAgent,
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
      },
    },
    {
      name: 'mobile',
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
