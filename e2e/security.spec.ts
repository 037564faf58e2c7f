import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as unwatched, type Page } from '@playwright/test';
import { CONSENT_STATE_HASH } from '../scripts/build/consent-state.mjs';
import { PAGE_CODE_HASH } from '../scripts/build/page-code.mjs';
import { LANGUAGE_ADDRESS_HASH } from '../scripts/build/language-address.mjs';
import { expect, expectNoopenerLinks, loginThroughMock, open, test, untilLoaded, visit } from './support';

// Every journey fails on a Content-Security-Policy violation (e2e/support.ts), and e2e/first-visit.spec.ts makes a
// first visit to every address of the route table, checking its links that open a new tab. This file checks the
// headers themselves, what the policy refuses, the addresses outside the table, and what loads late: the map, the
// videos, the formats' worker, the printable documents.

/** Not in the table: an old address that redirects, and one that does not exist, in Spanish and under a prefix. */
const OTHER_PATHS = ['/quality', '/pagina-que-no-existe', '/en/quality', '/ca/pagina-que-no-existe'];
const RESTAURANT = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8')) as {
    restaurants: { name: string }[];
  }
).restaurants[0]!;
const PRINTABLE_DOCUMENTS = ['alergenos', 'valores-nutricionales'].flatMap((name) =>
  ['es', 'en', 'ca'].map((lang) => `/documents/${name}.${lang}.html`),
);

/** The policy's directives, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources];
      }),
  );
}

/** Lets the page finish what it loads after its heading: images, the lazy parts, the mock API's answers. */
async function settle(page: Page) {
  await untilLoaded(page);
}

test('the pages are sent with the security headers', async ({ page, request }) => {
  for (const path of ['/', '/restaurantes', '/documents/alergenos.es.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Sent over http too, as the preview server speaks it; a browser applies it only to an HTTPS answer.
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    const permissions = headers['permissions-policy']?.split(/,\s*/) ?? [];
    expect(permissions, path).toContain('geolocation=(self)');
    for (const feature of ['camera', 'microphone', 'payment']) expect(permissions, path).toContain(`${feature}=()`);

    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    // The site's files and the three inline scripts it carries, by their hashes (scripts/build/language-address.mjs,
    // scripts/build/consent-state.mjs, scripts/build/page-code.mjs).
    expect(policy.get('script-src'), path).toEqual([
      "'self'",
      LANGUAGE_ADDRESS_HASH,
      CONSENT_STATE_HASH,
      PAGE_CODE_HASH,
    ]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('form-action'), path).toEqual(["'self'"]);
    expect(policy.get('media-src'), path).toEqual(["'self'"]);
    // The suite runs on the mock API: its service worker, and the delivery site it stands in for.
    expect(policy.get('worker-src'), path).toEqual(["'self'"]);
    for (const name of ['connect-src', 'img-src']) {
      expect(policy.get(name), `${path} ${name}`).toEqual(["'self'", 'https://delivery.example.com']);
    }
    const everything = [...policy.values()].flat();
    expect(
      everything.filter((source) => /unsafe|^\*$|^data:|^blob:|^https?:$/.test(source)),
      path,
    ).toEqual([]);
  }
  // The same headers reach the browser (this page's navigation went through the same server).
  const response = await open(page, '/carta');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
});

// Without the console check of ./support: the violations here are the point.
// (eval cannot be tried from here: code the test runs in the page is exempt from the page's policy.)
unwatched(
  'the browser enforces the policy: no inline script or inline style sheet, each reported',
  async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => {
      const reported: string[] = [];
      (window as unknown as { reported: string[] }).reported = reported;
      document.addEventListener('securitypolicyviolation', (event) => reported.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
    });
    // Both refusals reported: by then the browser has decided on both elements.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { reported: string[] }).reported))
      .toEqual(['script-src-elem', 'style-src-elem']);
    const outcome = await page.evaluate(() => ({
      injected: document.documentElement.dataset.injected ?? null,
      hidden: getComputedStyle(document.body).display === 'none',
    }));
    expect(outcome).toEqual({ injected: null, hidden: false });
  },
);

for (const path of OTHER_PATHS) {
  test(`${path} works under the policy`, async ({ page }) => {
    await visit(page, path);
    await settle(page);
  });
}

test('a logged-in visitor’s home and rewards work under the policy', async ({ page }) => {
  await loginThroughMock(page);
  for (const path of ['/', '/my-rewards', '/carta']) {
    await visit(page, path);
    await settle(page);
    await expectNoopenerLinks(page, path);
  }
});

test('the restaurant map draws under the policy', async ({ page }) => {
  await visit(page, '/restaurantes');
  const map = page.getByTestId('restaurant-map');
  await expect(map.locator('canvas').first()).toBeVisible();
  // The pins are drawn and a chosen restaurant is shown close up, with its label.
  await expect.poll(() => page.evaluate(() => Boolean((window as { __mapView?: unknown }).__mapView))).toBe(true);
  await page.getByRole('button', { name: RESTAURANT.name, exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __mapView?: { zoom: () => number | undefined } }).__mapView?.zoom()),
    )
    .toBe(17);
  await expect(map.locator('.ol-attribution')).toContainText('Natural Earth');
  await settle(page);
});

test('the worker that loads the formats starts under the policy and ends', async ({ page }) => {
  const workers: { url: string; closed: Promise<void> }[] = [];
  page.on('worker', (worker) =>
    workers.push({ url: worker.url(), closed: new Promise((resolve) => worker.once('close', () => resolve())) }),
  );
  await visit(page, '/aviso-legal');
  await expect
    .poll(() => workers.map((worker) => new URL(worker.url).pathname))
    .toEqual([expect.stringMatching(/^\/assets\/warm-intl\.worker-[\w-]+\.js$/)]);
  // A file of the site's, which closes itself once the formats are loaded.
  expect(new URL(workers[0]!.url).origin).toBe(new URL(page.url()).origin);
  await workers[0]!.closed;
});

test('the history page’s videos play under the policy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/historia');
  const videos = page.locator('video');
  await expect(videos.first()).toBeAttached();
  const count = await videos.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const ready = await videos.nth(index).evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          video.addEventListener('loadeddata', () => resolve(video.readyState), { once: true });
          video.addEventListener(
            'error',
            () => reject(new Error(`${video.currentSrc}: ${video.error?.message ?? 'error'}`)),
            { once: true },
          );
          video.load();
        }),
    );
    expect(ready).toBeGreaterThanOrEqual(2);
  }
});

for (const path of PRINTABLE_DOCUMENTS) {
  test(`the printable document ${path} keeps its style under the policy`, async ({ page }) => {
    await open(page, path);
    await expect(page.locator('h1')).toBeVisible();
    // The inline style sheet applied: the table's header cells have their colour.
    await expect(page.locator('thead th').first()).toHaveCSS('background-color', 'rgb(255, 244, 224)');
  });
}
