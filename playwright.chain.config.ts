import { defineConfig, devices } from '@playwright/test';
import { journeyBrowser } from './scripts/test/chromium.mjs';
import { CHAIN_PORT, HOST } from './scripts/test/chain-site.mjs';
import suite from './playwright.config';

// The journeys of the site at a real chain's size: the default build with the embedded mock API listing a thousand
// restaurants (scripts/test/chain-site.mjs builds it; `npm test` does first). The other journeys run on the fixtures.
// Timing, retries and reports as the main suite's.
const launchOptions = journeyBrowser();

export default defineConfig({
  ...suite,
  testDir: './e2e/chain',
  use: { ...suite.use, baseURL: `http://${HOST}:${CHAIN_PORT}` },
  projects: [{ name: 'chain', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node scripts/test/chain-site.mjs serve',
    url: `http://${HOST}:${CHAIN_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Asked to stop rather than killed: the server stops its `vite preview`, which runs in a process group of its own.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
