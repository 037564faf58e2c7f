import { defineConfig, devices } from '@playwright/test';
import { journeyBrowser } from './scripts/test/chromium.mjs';
import { HOST, SITE_PORT } from './scripts/test/real-api-site.mjs';
import suite from './playwright.config';

// The journeys of the site as customers get it: built for a real API, served with the mock API over HTTP, no mock in
// the page, and so with the offline worker (scripts/test/real-api-site.mjs builds it; `npm test` does first). On a
// phone, as at a restaurant's counter. Timing, retries and reports as the main suite's.
const launchOptions = journeyBrowser();

export default defineConfig({
  ...suite,
  testDir: './e2e/offline',
  use: { ...suite.use, baseURL: `http://${HOST}:${SITE_PORT}`, serviceWorkers: 'allow' },
  projects: [{ name: 'offline', use: { ...devices['Pixel 7'], launchOptions } }],
  webServer: {
    command: 'node scripts/test/real-api-site.mjs serve',
    url: `http://${HOST}:${SITE_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    // Asked to stop rather than killed: the server stops its `vite preview`, which runs in a process group of its
    // own (scripts/bench/servers.mjs) and would otherwise outlive it, holding the port.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
