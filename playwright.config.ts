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

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: each worker runs its own server and browser.
  workers: 2,
  fullyParallel: false,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS },
      },
    },
  ],
});
