import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHAIN_DIR, CHAIN_SIZE } from '../../scripts/test/chain-site.mjs';
import { provincePath, provinceSlug, restaurantPath, restaurantSlugs } from '../../src/domain/restaurant-address.mjs';
import type { Restaurants } from '../../src/lib/generated/content';
import { chainRestaurants } from '../../src/mocks/chain-restaurants';
import { buildScripts, HOME_BUDGET, KB, ROUTE_BUDGET } from '../script-budget';
import { expect, expectNoAxeViolations, open, test } from '../support';

/**
 * The site at a real chain's size: the build whose embedded mock API lists CHAIN_SIZE restaurants over Spain's
 * provinces, names repeating across cities (scripts/test/chain-site.mjs). The restaurants are those the mock lists,
 * made by the same generator from the fixtures; every count below is read from them.
 */
const fixtures = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/fixtures/restaurants.json'), 'utf8'),
) as Restaurants;
const data = chainRestaurants(fixtures, CHAIN_SIZE);
const slugs = restaurantSlugs(data.restaurants);
const dist = join(import.meta.dirname, '../..', CHAIN_DIR);
const { mapFiles, gzipOf, firstVisitScripts } = buildScripts(dist);

/** A restaurant's page at most this large, whatever the chain's size: its restaurant and the few others it names. */
const PAGE_HTML_MAX = 40 * KB;
/** The finder's first page of entries; "Show more" adds as many. */
const PAGE_SIZE = 20;
const LANGUAGES = ['', '/en', '/ca'];

const madrid = data.provinces.find((province) => province.name === 'Madrid')!;
const inMadrid = data.restaurants.filter((item) => item.provinceId === madrid.id);
const count = (value: number) => new Intl.NumberFormat('es').format(value);

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const entries = (page: Page) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
/** The map renderer's test hook (mock API builds only). */
type MapHook = {
  groups: () => { ids: number[] }[];
  pinPixel: (id: number) => [number, number] | null;
  center: () => [number, number];
  zoom: () => number | undefined;
};
/** The restaurants of each group of pins the map draws. */
const groups = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __mapView?: MapHook }).__mapView?.groups().map((group) => group.ids) ??
      ([] as number[][]),
  );
const pinPixel = (page: Page, id: number) =>
  page.evaluate((pin) => (window as unknown as { __mapView?: MapHook }).__mapView?.pinPixel(pin) ?? null, id);

test('the finder lists a thousand restaurants a page at a time, searches a province and groups nearby pins', async ({
  page,
  baseURL,
}) => {
  const files = await firstVisitScripts(page, '/restaurantes', new URL(baseURL!).origin, { map: true });
  expect(gzipOf(files), 'the finder’s first visit').toBeLessThanOrEqual(ROUTE_BUDGET);

  const status = results(page).getByRole('status');
  await expect(status).toHaveText(`${count(CHAIN_SIZE)} restaurantes`);
  await expect(entries(page)).toHaveCount(PAGE_SIZE);
  const more = results(page).getByRole('button', { name: /^Mostrar \d+ más/ });
  await expect(more).toHaveText(`Mostrar ${PAGE_SIZE} más (${count(CHAIN_SIZE - PAGE_SIZE)} restantes)`);
  await more.click();
  await expect(entries(page)).toHaveCount(2 * PAGE_SIZE);
  // The visitor goes on reading where the new entries begin.
  expect(
    await entries(page)
      .nth(PAGE_SIZE)
      .evaluate((item) => item.contains(document.activeElement)),
  ).toBe(true);

  // The pins close together are drawn as groups: far fewer circles than restaurants.
  await expect.poll(async () => (await groups(page)).length).toBeGreaterThan(0);
  expect(new Set((await groups(page)).flat()).size).toBeGreaterThan(PAGE_SIZE);
  await expectNoAxeViolations(page, '/restaurantes at a chain’s size');

  // Madrid: its count said, its restaurants only, in the list and on the map.
  await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Madrid' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(status).toHaveText(`${count(inMadrid.length)} restaurantes`);
  await expect(entries(page)).toHaveCount(Math.min(PAGE_SIZE, inMadrid.length));
  const names = new Set(inMadrid.map((item) => item.name));
  for (const heading of await entries(page).getByRole('heading', { level: 3 }).allTextContents())
    expect(names, heading).toContain(heading);
  const elsewhere = data.restaurants.find((item) => item.provinceId !== madrid.id)!;
  await expect.poll(() => pinPixel(page, elsewhere.id)).toBeNull();
});

test('an address naming a restaurant far down the list opens with its entry shown and the map centred on it', async ({
  page,
}) => {
  // Its pin is among the last placed: the map's pins come a batch per quiet moment at this size.
  const far = data.restaurants.at(-3)!;
  await open(page, `/restaurantes?id=${far.id}`);
  // Names repeat across cities: its entry is found by its id.
  const name = page.locator(`#restaurante-${far.id}-nombre`);
  await expect(name).toHaveAttribute('aria-current', 'true');
  await expect(name).toHaveText(far.name);
  await expect(name).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const hook = (window as unknown as { __mapView?: MapHook }).__mapView;
        return hook ? { center: hook.center(), zoom: hook.zoom() } : null;
      }),
    )
    .toEqual({ center: [expect.closeTo(far.longitude, 4), expect.closeTo(far.latitude, 4)], zoom: 17 });
  expect(await pinPixel(page, far.id)).not.toBeNull();
});

test('a province’s page links every restaurant of its province, within the home page’s budget', async ({
  page,
  baseURL,
}) => {
  const path = provincePath(provinceSlug(madrid));
  const files = await firstVisitScripts(page, path, new URL(baseURL!).origin);
  expect(gzipOf(files), `${path}’s first visit`).toBeLessThanOrEqual(HOME_BUDGET);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurantes en la provincia de Madrid');
  const links = await page
    .locator('main a[href^="/restaurantes/"]:not([href*="/provincia/"])')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(links.sort()).toEqual(inMadrid.map((item) => restaurantPath(slugs.get(item.id)!)).sort());
  await expectNoAxeViolations(page, `${path} at a chain’s size`);
});

test('a restaurant’s page draws its own part of the list: its restaurant and the nearest few', async ({
  page,
  baseURL,
}) => {
  const first = fixtures.restaurants[0]!;
  const path = restaurantPath(slugs.get(first.id)!);
  const files = await firstVisitScripts(page, path, new URL(baseURL!).origin, { map: true });
  expect(gzipOf(files.filter((file) => !mapFiles.has(file))), `${path} before its map`).toBeLessThanOrEqual(
    HOME_BUDGET,
  );
  expect(gzipOf(files), `${path}’s first visit`).toBeLessThanOrEqual(ROUTE_BUDGET);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  // Its city has far more restaurants than the page names.
  const sameCity = data.restaurants.filter((item) => item.city === first.city && item.id !== first.id);
  expect(sameCity.length).toBeGreaterThan(10);
  const nearby = page.getByRole('region', { name: `Otros restaurantes en ${first.city}` }).getByRole('listitem');
  await expect(nearby).toHaveCount(10);
  const cityNames = new Set(sameCity.map((item) => item.name));
  for (const name of await nearby.allTextContents()) expect(cityNames, name).toContain(name);
  await expect(page.locator('.ol-viewport')).toBeAttached();
  await expectNoAxeViolations(page, `${path} at a chain’s size`);
});

test('a crawler that runs no script reaches every restaurant’s page from the finder, in each language', async ({
  request,
}) => {
  const hrefs = async (path: string, prefix: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return [...(await response.text()).matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((href) => href.startsWith(`${prefix}/restaurantes/`));
  };
  for (const prefix of LANGUAGES) {
    const provinces = [
      ...new Set((await hrefs(`${prefix}/restaurantes`, prefix)).filter((h) => h.includes('/provincia/'))),
    ];
    expect(provinces).toHaveLength(new Set(data.restaurants.map((item) => item.provinceId)).size);
    const reached = new Set<string>();
    for (const province of provinces)
      for (const href of await hrefs(province, prefix)) if (!href.includes('/provincia/')) reached.add(href);
    expect([...reached].sort()).toEqual([...slugs.values()].map((slug) => `${prefix}${restaurantPath(slug)}`).sort());
  }
});

test('every restaurant’s page is built in every language, none larger than its own part needs', () => {
  for (const prefix of LANGUAGES) {
    const folder = join(dist, prefix, 'restaurantes');
    const built = readdirSync(folder).filter((file) => file.endsWith('.html'));
    expect(built.sort()).toEqual([...slugs.values()].map((slug) => `${slug}.html`).sort());
    const largest = Math.max(...built.map((file) => statSync(join(folder, file)).size));
    expect(largest, `the largest restaurant’s page under ${prefix || '/'}`).toBeLessThanOrEqual(PAGE_HTML_MAX);
  }
});
