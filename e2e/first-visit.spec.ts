import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addresses, LANGUAGES, languageOfAddress, ROUTES as TABLE } from '../src/app/route-table.mjs';
import {
  isProvincePage,
  isRestaurantPage,
  provincePath,
  restaurantPath,
  restaurantSlugs,
} from '../src/domain/restaurant-address.mjs';
import { DEMO_USER, expect, expectNoopenerLinks, loginThroughMock, MAIN_PATHS, test } from './support';
import { buildScripts, HOME_BUDGET, KB, ROUTE_BUDGET } from './script-budget';

/**
 * A first visit to every address of the site, on the production build, and what it must hold:
 * - the JavaScript budgets (sizes are deterministic, times are not): what it loads, in gzip, with the mock API's own
 *   chunks left out as in the benchmark, at most 130 KB on /, on a province's page and on a restaurant's page before
 *   its map, 250 KB anywhere; the form library and the map only on the pages that draw them; no other language's texts;
 * - the Content-Security-Policy: nothing the pre-rendered page or its code does is refused (every journey fails on a
 *   violation, e2e/support.ts; the headers themselves are checked in e2e/security.spec.ts);
 * - every link that opens a new tab does so with noopener.
 */

/** The pages that draw a schema form (rjsf) and the one that draws the map (OpenLayers). */
const FORM_ROUTES = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/personal-data',
  '/change-password',
  '/public-contact-form',
  '/private-contact-form',
]);
const MAP_ROUTES = new Set(['/restaurantes', '/restaurantes/:slug']);

const dist = join(import.meta.dirname, '../dist');
const { manifest, mapFiles, gzipOf, firstVisitScripts: scriptsOf } = buildScripts(dist);
/** The chunks of a language's texts: its catalogues and its documents. */
const languageFiles = (lang: string) =>
  Object.entries(manifest)
    .filter(([key]) => key.endsWith(`.${lang}.json`))
    .map(([, chunk]) => chunk.file);
/** The chunks of every language but the one an address is in. */
const otherLanguages = (path: string) => {
  const own = languageOfAddress(new URL(path, 'http://site').pathname).locale;
  return new Set(LANGUAGES.filter(({ locale }) => locale !== own).flatMap(({ locale }) => languageFiles(locale)));
};
const contains = (file: string, marker: string) => readFileSync(join(dist, file), 'utf8').includes(marker);

// Every Spanish address of the site, from the route table, so the list cannot fall behind, and the main pages in
// English and Catalan: a first visit in one language loads no other language's texts.
const inLanguages = (access: 'all' | 'user') => [
  ...addresses((route) => route.access === access, ['']),
  ...addresses((route) => route.access === access && MAIN_PATHS.includes(route.path), ['/en', '/ca']),
];
const userRoutes = inLanguages('user');
/** A restaurant's page stands for all of them: the same code draws each (their built files are read in e2e/restaurant-pages.spec.ts). */
const RESTAURANTS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8'),
) as { restaurants: { id: number; name: string; city: string }[] };
const RESTAURANT = restaurantPath(restaurantSlugs(RESTAURANTS.restaurants).values().next().value!);
/** A province's page stands for all of them, as a restaurant's does. */
const PROVINCE = provincePath('madrid');
const allRoutes = [...inLanguages('all'), RESTAURANT, PROVINCE];
/**
 * The route table's path of an address, whatever its language: a restaurant's page is `/restaurantes/:slug`, a
 * province's `/restaurantes/provincia/:province`.
 */
const routeOf = (address: string) => {
  const { path } = languageOfAddress(new URL(address, 'http://site').pathname);
  if (isProvincePage(path)) return '/restaurantes/provincia/:province';
  return isRestaurantPage(path) ? '/restaurantes/:slug' : path;
};
/** The pages whose whole first visit (a restaurant's, before its map) fits the home page's budget. */
const SMALL_ROUTES = new Set(['/', '/restaurantes/provincia/:province']);

/** `dialog`: the name of a dialog the visit opens by itself, whose code comes after the page's. */
const firstVisitScripts = (page: Page, path: string, origin: string, dialog?: string) =>
  scriptsOf(page, path, origin, { map: MAP_ROUTES.has(routeOf(path)), dialog });

function expectWithinBudget(address: string, files: string[]) {
  // The route an address shows, whatever its language: /en/restaurantes is the map's page as /restaurantes is.
  const path = routeOf(address);
  const gzip = gzipOf(files);
  expect(gzip, `${address} loads ${(gzip / KB).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(
    SMALL_ROUTES.has(path) ? HOME_BUDGET : ROUTE_BUDGET,
  );
  if (path === '/restaurantes/:slug') {
    expect(mapFiles.size, 'the map has chunks of its own').toBeGreaterThan(1);
    const beforeMap = gzipOf(files.filter((file) => !mapFiles.has(file)));
    expect(beforeMap, `${address} loads ${(beforeMap / KB).toFixed(1)} KB before its map`).toBeLessThanOrEqual(
      HOME_BUDGET,
    );
  }
  expect(files.filter((file) => contains(file, 'rjsf')).length > 0, `${address} loads rjsf`).toBe(
    FORM_ROUTES.has(path),
  );
  expect(files.filter((file) => contains(file, 'ol-viewport')).length > 0, `${address} loads OpenLayers`).toBe(
    MAP_ROUTES.has(path),
  );
  const others = otherLanguages(address);
  expect(others.size, 'the other languages have chunks to look for').toBeGreaterThan(0);
  expect(
    files.filter((file) => others.has(file)),
    `${address} loads another language`,
  ).toEqual([]);
  return gzip;
}

test.describe('a first visit', () => {
  // Undecided, so the cookie banner is there too, as on a visitor's first visit.
  test.use({ cookieConsent: 'undecided' });

  test('the route list is complete: every row of the route table is visited, no address twice', () => {
    const visited = [...allRoutes, ...userRoutes].map(routeOf);
    expect(new Set(visited)).toEqual(new Set(TABLE.map((row) => row.path)));
    expect(new Set([...allRoutes, ...userRoutes]).size).toBe(allRoutes.length + userRoutes.length);
    expect(allRoutes).toEqual(
      expect.arrayContaining(['/', '/aviso-legal', '/en/carta', '/ca/restaurantes', '/en/my-rewards']),
    );
    expect(userRoutes).toEqual(expect.arrayContaining(['/personal-data', '/change-password']));
  });

  test('the new-tab check fails on a link without noopener, and names it', async ({ page }) => {
    await page.setContent(
      '<a href="https://kept.example" target="_blank" rel="noopener noreferrer">kept</a><a href="https://open.example" target="_blank" rel="noreferrer">open</a>',
    );
    await expect(expectNoopenerLinks(page, 'a page with an open link')).rejects.toThrow(/open\.example/);
    await page.setContent('<a href="https://kept.example" target="_blank" rel="noopener">kept</a>');
    await expectNoopenerLinks(page, 'a page whose links keep the opener out');
  });

  for (const path of allRoutes) {
    test(`${path} stays within its budget, loads only the libraries it needs, works under the policy and opens new tabs with noopener`, async ({
      page,
      baseURL,
    }) => {
      expectWithinBudget(path, await firstVisitScripts(page, path, new URL(baseURL!).origin));
      await expectNoopenerLinks(page, path);
    });
  }

  test.describe('with the daily popup due', () => {
    // The popup waits for the cookie banner: the visit that opens it at once is that of a visitor who has answered it.
    test.use({ homePopup: 'due', cookieConsent: 'decided' });

    test('/ stays within its budget with the popup open, the heaviest first visit of the home page', async ({
      page,
      baseURL,
    }) => {
      expectWithinBudget('/', await firstVisitScripts(page, '/', new URL(baseURL!).origin, 'No te lo pierdas'));
    });
  });

  test('customer pages stay within the budget too, work under the policy and open new tabs with noopener', async ({
    page,
    baseURL,
  }) => {
    await loginThroughMock(page, DEMO_USER);
    for (const path of userRoutes) {
      await test.step(path, async () => {
        // A new page of the same browser: the session is there, and every script it runs is reported, cached or not.
        const fresh = await page.context().newPage();
        expectWithinBudget(path, await firstVisitScripts(fresh, path, new URL(baseURL!).origin));
        await expectNoopenerLinks(fresh, path);
        await fresh.close();
      });
    }
  });
});
