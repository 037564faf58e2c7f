import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { journeyBrowser } from './scripts/test/chromium.mjs';

// No browser download works here: the suite drives the system's Chromium, its headless shell where installed
// (CHROMIUM_SHELL_PATH and CHROMIUM_PATH may point elsewhere).
const launchOptions = journeyBrowser();
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Playwright's default, half the cores, is a single worker on a two-core machine; two keep both cores busy while
  // one worker's browser waits on the other's.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  // On CI a failed test runs once more, to record its trace; one that then passes is flaky, and fails the run all
  // the same: a test that passes only when the machine is quiet hides a race.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous: on a busy two-core machine a page can take seconds to load its chunks; a slow page is not a failure.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recorded for the retry of a test that failed: recording every test (snapshots of each step) made the suite a
    // quarter slower here. `--trace on` records a local run.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      // The site built for a real API and the one at a chain's size have journeys of their own (e2e/offline/,
      // playwright.offline.config.ts; e2e/chain/, playwright.chain.config.ts).
      testIgnore: [/.*\.mobile\.spec\.ts/, /\/offline\//, /\/chain\//],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The production build with the embedded mock API (npm test builds it first).
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
