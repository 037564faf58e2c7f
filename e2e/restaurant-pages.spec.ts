import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { restaurantPath, restaurantSlugs } from '../src/domain/restaurant-address.mjs';
import {
  breakAsMockApiStarts,
  expect,
  expectNoAxeViolations,
  layoutShiftReport,
  layoutShiftTotal,
  open,
  recordLayoutShifts,
  test,
  untilSettled,
  visit,
} from './support';

type Fixture = {
  provinces: { id: number; name: string; geocode: string }[];
  restaurants: { id: number; name: string; city: string; address: string; postalCode: string; provinceId: number }[];
};
const data = JSON.parse(
  readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8'),
) as Fixture;
const slugs = restaurantSlugs(data.restaurants);
const byName = (name: string) => data.restaurants.find((item) => item.name === name)!;
const pathOf = (name: string) => restaurantPath(slugs.get(byName(name).id)!);
const GETAFE = byName('Pollo Crujiente Getafe Centro');
const GRAN_VIA = byName('Pollo Crujiente Gran Vía');
const CANARY = data.restaurants.find((item) =>
  ['35', '38'].includes(data.provinces.find((p) => p.id === item.provinceId)!.geocode),
)!;
const DIST = join(import.meta.dirname, '../dist');
/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/** Every JSON-LD block of the page, read. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>),
    );

test('from the finder to a restaurant’s page and back to it in the finder', async ({ page }) => {
  await visit(page, '/restaurantes');
  await page.getByRole('link', { name: `Ver restaurante ${GETAFE.name}` }).click();
  await expect(page).toHaveURL(pathOf(GETAFE.name));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GETAFE.name);
  await expect(page).toHaveTitle(`${GETAFE.name}, ${GETAFE.city} | Pollo Crujiente`);
  const crumbs = page.getByRole('navigation', { name: 'Estás en' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Restaurantes', GETAFE.city, GETAFE.name]);
  await expect(page.getByText(`${GETAFE.postalCode} ${GETAFE.city}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Cómo llegar a ${GETAFE.name}` })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(page.getByRole('region', { name: 'Horario' }).getByRole('term')).toHaveCount(8);
  // Logged out, the order button leads to the login page, as in the finder.
  await expect(page.getByRole('main').getByRole('link', { name: 'Pide ya' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('region', { name: 'Mapa de restaurantes' })).toBeVisible();
  const nearby = page.getByRole('region', { name: /^Otros restaurantes en/ }).getByRole('link');
  await expect(nearby.first()).toBeVisible();
  await expectNoAxeViolations(page, 'a restaurant’s page');

  await page.getByRole('link', { name: 'Ver en el buscador de restaurantes' }).click();
  await expect(page).toHaveURL(`/restaurantes?id=${GETAFE.id}`);
  await expect(page.getByRole('button', { name: GETAFE.name, exact: true })).toHaveAttribute('aria-current', 'true');
});

for (const [language, prefix, heading] of [
  ['en', '/en', 'Opening hours'],
  ['ca', '/ca', 'Horari'],
] as const) {
  test(`a restaurant’s page opened at its ${language} address is pre-rendered in it, with its structured data`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const address = `${prefix}${pathOf(GRAN_VIA.name)}`;
    const response = await open(page, address);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(`<h1 id="page-title">${GRAN_VIA.name}</h1>`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const blocks = await structuredData(page);
    const own = blocks.find((block) => block['@type'] === 'Restaurant' && block.name === GRAN_VIA.name);
    expect(own?.['@id']).toBe(address);
    expect(own?.hasMenu).toBe(`${prefix}/carta`);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    await untilSettled(page);
    expect(await layoutShiftTotal(page), await layoutShiftReport(page)).toBe(0);
    await expectNoAxeViolations(page, address);
  });
}

test('a province’s page lists its restaurants by city, each linking to its page, and leads back to the finder', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const response = await open(page, '/restaurantes/provincia/madrid');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('Restaurantes en la provincia de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurantes en la provincia de Madrid');
  await expect(page).toHaveTitle('Restaurantes en la provincia de Madrid | Pollo Crujiente');
  const madrid = data.provinces.find((province) => province.name === 'Madrid')!;
  for (const restaurant of data.restaurants.filter((item) => item.provinceId === madrid.id))
    await expect(
      page.getByRole('region', { name: restaurant.city, exact: true }).getByRole('link', { name: restaurant.name }),
    ).toHaveAttribute('href', restaurantPath(slugs.get(restaurant.id)!));
  const blocks = await structuredData(page);
  expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(2);
  await untilSettled(page);
  expect(await layoutShiftTotal(page), await layoutShiftReport(page)).toBe(0);
  await expectNoAxeViolations(page, 'a province’s page');
  await page.getByRole('navigation', { name: 'Estás en' }).getByRole('link', { name: 'Restaurantes' }).click();
  await expect(page).toHaveURL('/restaurantes');
});

test.describe('a visitor whose browser runs no script, as a crawler', () => {
  test.use({ javaScriptEnabled: false });

  for (const prefix of ['', '/en', '/ca'])
    test(`reaches every restaurant’s page from the finder through the provinces, at ${prefix || '/'}`, async ({
      page,
    }) => {
      const links = (selector: string) =>
        page.locator(selector).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      await open(page, `${prefix}/restaurantes`, { until: 'load' });
      const provinces = await links(`main a[href^="${prefix}/restaurantes/provincia/"]`);
      expect(provinces).toHaveLength(new Set(data.restaurants.map((item) => item.provinceId)).size);
      const reached = new Set<string>();
      for (const province of provinces) {
        await open(page, province, { until: 'load' });
        for (const href of await links(`main a[href^="${prefix}/restaurantes/"]:not([href*="/provincia/"])`))
          reached.add(href);
      }
      expect([...reached].sort()).toEqual([...slugs.values()].map((slug) => `${prefix}${restaurantPath(slug)}`).sort());
    });
});

test('a Canary restaurant is open, in its own time and labelled so, when a Madrid one with its hours has closed', async ({
  page,
}) => {
  // Monday 30 November 2026 at 00:30 UTC: 01:30 in Madrid, 00:30 in the Canary Islands.
  await page.clock.setFixedTime(new Date('2026-11-30T00:30:00Z'));
  await visit(page, pathOf(CANARY.name));
  await expect(page.getByText(/^Abierto ahora, hasta las 1:00 \(hora de Canarias\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horario' }).getByText('hora de Canarias')).toBeVisible();
  await visit(page, pathOf(GRAN_VIA.name));
  await expect(page.getByText(/^Cerrado ahora\. Abre a las 12:00$/)).toBeVisible();
  // The finder reads each restaurant's hours in its own time too.
  await visit(page, '/restaurantes');
  const card = (name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // The list shows a page at a time, once it has arrived: the Canary restaurant may be on a later one.
  const entries = page.getByRole('region', { name: 'Resultados' }).getByRole('article');
  await expect(entries.first()).toBeVisible();
  const more = page.getByRole('button', { name: /^Mostrar \d+ más/ });
  while (!(await card(CANARY.name).count()) && (await more.count())) {
    const shown = await entries.count();
    await more.click();
    // The next page is drawn in a transition: read the list again once it has grown (the button may be gone then).
    await expect.poll(() => entries.count()).toBeGreaterThan(shown);
  }
  await expect(card(CANARY.name).getByText('Abierto ahora')).toBeVisible();
  await expect(card(GRAN_VIA.name).getByText('Cerrado ahora')).toBeVisible();
});

test.describe('an address under /restaurantes/ that was not built', () => {
  // The server answers it with status 404, which Chromium reports in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is the not-found page when the API lists no such restaurant', async ({ page }) => {
    const response = await open(page, '/restaurantes/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  });

  test('draws a restaurant added since the build, kept out of search results until the next one', async ({ page }) => {
    // The restaurants as the API answers them, read from the finder's own call.
    const answer = page.waitForResponse((response) => response.url().includes('/api/v1/restaurants?language=es'));
    await visit(page, '/restaurantes');
    const listed = (await (await answer).json()) as { data: Record<string, unknown>[] };
    const added = { ...listed.data[0]!, id: 990, name: 'Pollo Crujiente Nuevo Centro Norte', city: 'Segovia' };
    await breakAsMockApiStarts(page, {
      faults: [['/api/v1/restaurants', { mode: 'malformed', body: JSON.stringify({ data: [...listed.data, added] }) }]],
    });
    const response = await open(page, '/restaurantes/segovia-nuevo-centro-norte');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pollo Crujiente Nuevo Centro Norte');
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toBeAttached();
  });
});

test('every restaurant has its page built in every language, each with its heading, data and address', () => {
  for (const prefix of ['', '/en', '/ca']) {
    const folder = join(DIST, prefix, 'restaurantes');
    const built = readdirSync(folder).filter((file) => file.endsWith('.html'));
    expect(built.sort()).toEqual([...slugs.values()].map((slug) => `${slug}.html`).sort());
    for (const restaurant of data.restaurants) {
      const html = readFileSync(join(folder, `${slugs.get(restaurant.id)}.html`), 'utf8');
      const address = `${prefix}${restaurantPath(slugs.get(restaurant.id)!)}`;
      expect(html, address).toContain(`<h1 id="page-title">${inHtml(restaurant.name)}</h1>`);
      expect(html, address).toContain(`data-prerendered="${address}"`);
      expect(html, address).toContain('"@type":"Restaurant"');
      expect(html, address).toContain(`"@id":"${address}"`);
      expect(html, address).toContain('"@type":"BreadcrumbList"');
      expect(html, address).toMatch(/<meta name="description" content="[^"]+">/);
    }
  }
});
