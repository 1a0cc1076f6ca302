import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (no browser downloads on these machines). Each
// test starts its own product (fresh data directory, its own SMTP peer): see e2e/fixtures.ts.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each test starts its own product (e2e/fixtures.ts), which takes part of this.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // One retry on CI: a test that passes only on its retry is still reported as flaky in the list.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
