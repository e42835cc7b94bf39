import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS } from './support/e2e-env';

// One output folder per run: a second run in the same checkout (another engineer, an editor) must not
// delete this run's traces. Workers inherit the id from the main process.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  globalSetup: './support/global-setup.ts',
  // Platform tests change the server's remote registry, which every page shares: one worker keeps them apart.
  workers: 1,
  // One retry on CI: a test that passes only on retry is still listed as flaky in the report, to be fixed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (tests/visual): no animation or caret, and a little room for antialiasing.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.01 },
  },
  // Baselines are committed beside the suite, not in the per-run output folder; one set for this
  // machine kind and Debian Chromium (CI is the same), so no platform suffix.
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileDir}/{testFileName}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
