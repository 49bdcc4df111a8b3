import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a Playwright download (it fails on these machines). scripts/e2e.mjs sets
// CHROME_PATH after finding or installing it. The flags keep headless Chromium from calling home,
// which floods a closed network with refused connections.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: each worker runs its own server and browser; tests spread across both.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  outputDir: 'test-results',
  use: {
    // The worker fixture in tests/e2e/support replaces this with its own server's address.
    baseURL: 'http://localhost:3000',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // Off: recording a trace for every test (to keep only the failures') cost a fifth of the suite's
    // time (screencast frames and DOM snapshots; 115 → 94 s on three specs). To see a failure step by
    // step, run it again with `npm run test:e2e -- <spec> --trace retain-on-failure`.
    trace: 'off',
    // A fresh context per test would install the service worker and precache the whole bundle
    // (some 200 files) on its first page, for every test. Journeys about the installed app
    // (pwa, shell-offline, the offline HR profile) allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // Every journey runs twice: on a desktop screen and on an employee's phone (390×844, touch), where
  // the navigation lives in a drawer and nothing may scroll sideways.
  projects: [
    { name: 'desktop', testIgnore: '**/*.phone.spec.ts', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions } },
  ],
});
