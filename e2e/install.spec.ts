import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/test/chromium.mjs';
import { expect, open, test, untilLoaded, visit } from './support';

// The site can be installed from the browser's own menu: Chromium itself says whether it is installable (the
// DevTools protocol's installability report). The native app stays the one the site recommends (the smart banner),
// so the site never offers an install of its own.

/**
 * Chromium never installs from an off-the-record profile, and Playwright's usual contexts are off the record: the
 * installability report needs a browser with a profile of its own on disk. Any console or page error fails, but for
 * those listed.
 */
async function withProfile(
  { serviceWorkers = 'allow', allowedErrors = [] }: { serviceWorkers?: 'allow' | 'block'; allowedErrors?: RegExp[] },
  run: (page: Page) => Promise<void>,
) {
  const profile = mkdtempSync(join(tmpdir(), 'install-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_FLAGS,
    baseURL: test.info().project.use.baseURL,
    serviceWorkers,
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await run(page);
    expect(errors.filter((error) => !allowedErrors.some((allowed) => allowed.test(error)))).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The manifest as Chromium read it, and what Chromium says stands in the way of installing the site. */
async function installability(page: Page) {
  // The browser's own load: with service workers blocked the mock API, and so the site, never starts.
  await open(page, '/', { until: 'load' });
  await expect(page.locator('h1')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return { manifest, installabilityErrors };
}

test('Chromium finds the site installable, with a manifest that parses cleanly', async () => {
  await withProfile({}, async (page) => {
    const { manifest, installabilityErrors } = await installability(page);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? 'null') as unknown).toMatchObject({
      name: 'Pollo Crujiente',
      display: 'standalone',
      start_url: '/',
    });
    expect(installabilityErrors).toEqual([]);
    // The mock API's worker is the only one a build that mocks registers.
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(worker).pathname).toBe('/mock-api-worker.js');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  });
});

// The suite runs the build with the mock API, whose service worker controls the page, and which has no offline worker
// of its own (a build for a real API has one: e2e/offline/). Chromium must find the site installable without any
// worker at all, as a browser that blocks them sees it.
test('Chromium finds the site installable without any service worker', async () => {
  const mockCannotStart = /^pageerror: \[MSW\] Failed to register the Service Worker/;
  await withProfile({ serviceWorkers: 'block', allowedErrors: [mockCannotStart] }, async (page) => {
    const { installabilityErrors } = await installability(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(installabilityErrors).toEqual([]);
  });
});

test('the manifest is sent as application/manifest+json', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
});

test("the site shows no install prompt of its own: nothing listens for the browser's offer", async ({ page }) => {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.defineProperty(window, '__installListeners', { value: heard });
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
    ) {
      if (type === 'beforeinstallprompt' || type === 'appinstalled') heard.push(type);
      add.call(this, type, ...rest);
    };
  });
  await visit(page, '/');
  await untilLoaded(page);
  const listeners = await page.evaluate(() => ({
    added: (window as unknown as { __installListeners: string[] }).__installListeners,
    property: (window as unknown as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt ?? null,
  }));
  expect(listeners).toEqual({ added: [], property: null });
});
