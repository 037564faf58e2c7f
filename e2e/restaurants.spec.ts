import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { restaurantPath, restaurantSlugs } from '../src/domain/restaurant-address.mjs';
import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  layoutShiftReport,
  layoutShiftTotal,
  loginThroughMock,
  recordLayoutShifts,
  reload,
  test,
  untilSettled,
  visit,
} from './support';

type Localized = { es: string; en: string; ca: string };
type Fixture = {
  provinces: { id: number; name: string }[];
  services: { id: number; name: Localized }[];
  restaurants: {
    id: number;
    name: string;
    city: string;
    latitude: number;
    longitude: number;
    provinceId: number;
    serviceIds: number[];
  }[];
};
const data = JSON.parse(
  readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8'),
) as Fixture;
const restaurant = (id: number) => data.restaurants.find((item) => item.id === id)!;
const slugs = restaurantSlugs(data.restaurants);
/** The path of a restaurant's own page. */
const pageOf = (item: { id: number }) => restaurantPath(slugs.get(item.id)!);
const province = (name: string) => data.provinces.find((item) => item.name === name)!;
const service = (es: string) => data.services.find((item) => item.name.es === es)!;
const HIDDEN = ['WIFI', 'Recarga', 'Quiosco'];
/** The entries the finder shows at first, a page (its PAGE_SIZE, 20): "Show more" adds the next. */
const FIRST_PAGE = Math.min(20, data.restaurants.length);

/** The map renderer's test hook (mock API builds only). */
type MapHook = {
  pinPixel: (id: number) => [number, number] | null;
  pinAt: (x: number, y: number) => number | null;
  groups: () => { pixel: [number, number]; ids: number[] }[];
  center: () => [number, number];
  zoom: () => number | undefined;
  hasBaseLayer: () => boolean;
};
const pinPixel = (page: Page, id: number) =>
  page.evaluate((pin) => (window as unknown as { __mapView?: MapHook }).__mapView?.pinPixel(pin) ?? null, id);
const groups = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapView?: MapHook }).__mapView?.groups() ?? []);
const hasBaseLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapView?: MapHook }).__mapView?.hasBaseLayer());
const mapView = (page: Page) =>
  page.evaluate(() => {
    const hook = (window as unknown as { __mapView?: MapHook }).__mapView;
    return hook ? { center: hook.center(), zoom: hook.zoom() } : null;
  });

/**
 * Clicks a restaurant's pin once the map has drawn it there. The pins are given to the map before it draws them, and a
 * click is matched against the frame drawn last, which on a busy machine may be several frames later: the click waits
 * until that frame holds the pin at the point clicked.
 */
async function clickPin(page: Page, id: number) {
  await expect
    .poll(() =>
      page.evaluate((pin) => {
        const hook = (window as unknown as { __mapView?: MapHook }).__mapView;
        const pixel = hook?.pinPixel(pin);
        return pixel ? hook!.pinAt(pixel[0], pixel[1]) : null;
      }, id),
    )
    .toBe(id);
  const [x, y] = (await pinPixel(page, id))!;
  await page.mouse.click(x, y);
}

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const entries = (page: Page) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
const entry = (page: Page, name: string) =>
  entries(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Shows the next page of entries. */
const showMore = (page: Page) =>
  results(page)
    .getByRole('button', { name: /^Mostrar \d+ más/ })
    .click();
const hoursButton = (page: Page, name: string) => page.getByRole('button', { name: `Horario de ${name}`, exact: true });

test('filters the list and the map by province and services; a province with no match says so', async ({ page }) => {
  await visit(page, '/restaurantes');
  await expect(entries(page)).toHaveCount(FIRST_PAGE);
  await expect(
    page.getByText('Todos nuestros restaurantes tienen WiFi gratis, quioscos de pedido y recarga de refrescos.'),
  ).toBeVisible();

  // Only provinces with a restaurant, sorted by name; the services every restaurant has are not filters.
  const select = page.getByLabel('Provincia', { exact: true });
  const used = new Set(data.restaurants.map((item) => item.provinceId));
  const expected = data.provinces
    .filter((item) => used.has(item.id))
    .map((item) => item.name)
    .sort((a, b) => a.localeCompare(b, 'es'));
  expect(data.provinces.length).toBeGreaterThan(expected.length);
  await expect(select.locator('option')).toHaveText(['Todas las provincias', ...expected]);
  const services = page.getByRole('group', { name: 'Servicios' });
  for (const name of HIDDEN) await expect(services.getByRole('checkbox', { name })).toHaveCount(0);
  await expect(services.getByRole('checkbox')).toHaveCount(data.services.length - HIDDEN.length);
  await expect.poll(() => pinPixel(page, 1)).not.toBeNull();
  await expectNoAxeViolations(page, '/restaurantes');

  // Barcelona with play areas: the restaurants there that have them, and only their pins.
  const barcelona = province('Barcelona');
  const kids = service('Zonas infantiles');
  await select.selectOption({ label: 'Barcelona' });
  await services.getByRole('checkbox', { name: 'Zonas infantiles' }).check();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const matching = data.restaurants.filter(
    (item) => item.provinceId === barcelona.id && item.serviceIds.includes(kids.id),
  );
  expect(matching.length).toBeGreaterThan(0);
  await expect(entries(page)).toHaveCount(matching.length);
  for (const item of matching) await expect(entry(page, item.name)).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(matching.length);
  expect(await pinPixel(page, matching[0]!.id)).not.toBeNull();
  const other = data.restaurants.find(
    (item) => item.provinceId === barcelona.id && !item.serviceIds.includes(kids.id),
  )!;
  expect(await pinPixel(page, other.id)).toBeNull();

  // Toledo with drive-thru: none.
  const toledo = province('Toledo');
  const drive = service('Auto');
  expect(data.restaurants.some((item) => item.provinceId === toledo.id && item.serviceIds.includes(drive.id))).toBe(
    false,
  );
  await select.selectOption({ label: 'Toledo' });
  await services.getByRole('checkbox', { name: 'Zonas infantiles' }).uncheck();
  await services.getByRole('checkbox', { name: 'Auto' }).check();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(results(page).getByRole('status')).toHaveText('No se ha encontrado ningún restaurante.');
  await expect(entries(page)).toHaveCount(0);
  await expectNoAxeViolations(page, '/restaurantes with no result');
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`nothing moves as the restaurants, provinces, services and map arrive (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await visit(page, '/restaurantes');
    await expect(entries(page)).toHaveCount(FIRST_PAGE);
    await expect(page.getByRole('group', { name: 'Servicios' }).getByRole('checkbox')).toHaveCount(
      data.services.length - HIDDEN.length,
    );
    await expect(page.getByLabel('Provincia', { exact: true }).locator('option')).not.toHaveCount(1);
    await expect.poll(() => pinPixel(page, 1)).not.toBeNull();
    // Nothing at all: what arrives late has its room kept from the first paint, so the page settles without a shift.
    await untilSettled(page);
    expect(await layoutShiftTotal(page), await layoutShiftReport(page)).toBe(0);
  });
}

test('each restaurant links to directions by its coordinates, and its schema.org data describes it', async ({
  page,
}) => {
  await visit(page, '/restaurantes');
  const granVia = restaurant(1);
  const item = entry(page, granVia.name);
  const directions = item.getByRole('link', { name: new RegExp(`Cómo llegar a ${granVia.name}`) });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${granVia.latitude},${granVia.longitude}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(item.getByRole('link', { name: 'Pide ya' })).toHaveAttribute('href', '/login');
  await expect(item.getByText(/^(Abierto|Cerrado) ahora$/)).toBeVisible();
  const json = JSON.parse((await item.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(json).toMatchObject({
    '@type': 'Restaurant',
    name: granVia.name,
    geo: { latitude: granVia.latitude, longitude: granVia.longitude },
  });
});

test('a logged-in customer orders on the delivery site', async ({ page }) => {
  await loginThroughMock(page, DEMO_USER, '/restaurantes');
  await expect(entries(page).first().getByRole('link', { name: 'Pide ya' })).toHaveAttribute(
    'href',
    'https://delivery.example.com/addresses',
  );
});

test('hours open one restaurant at a time', async ({ page }) => {
  await visit(page, '/restaurantes');
  const [first, second] = [restaurant(1), restaurant(2)];
  const firstHours = hoursButton(page, first.name);
  const secondHours = hoursButton(page, second.name);
  await expect(firstHours).toHaveAttribute('aria-expanded', 'false');
  await firstHours.click();
  await expect(firstHours).toHaveAttribute('aria-expanded', 'true');
  const table = entry(page, first.name).getByRole('definition');
  await expect(table).toHaveCount(8);
  await expect(entry(page, first.name).getByRole('term')).toHaveText(
    ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo', 'Festivos'].map(
      (day) => new RegExp(`^${day}`),
    ),
  );
  await secondHours.click();
  await expect(secondHours).toHaveAttribute('aria-expanded', 'true');
  await expect(firstHours).toHaveAttribute('aria-expanded', 'false');
  await expect(entry(page, first.name).getByRole('definition')).toHaveCount(0);
  await secondHours.click();
  await expect(secondHours).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, '/restaurantes hours');
});

test('clicking a pin selects the restaurant, centres the map at zoom 17, and shows its entry and hours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/restaurantes');
  const alcala = restaurant(11);
  await expect
    .poll(() => mapView(page))
    .toEqual({ center: [expect.closeTo(-3.88, 3), expect.closeTo(40.33, 3)], zoom: 9 });
  await clickPin(page, alcala.id);
  const name = page.getByRole('button', { name: alcala.name, exact: true });
  await expect(name).toHaveAttribute('aria-current', 'true');
  await expect(hoursButton(page, alcala.name)).toHaveAttribute('aria-expanded', 'true');
  await expect(entry(page, alcala.name)).toBeInViewport();
  await expect
    .poll(() => mapView(page))
    .toEqual({ center: [expect.closeTo(alcala.longitude, 4), expect.closeTo(alcala.latitude, 4)], zoom: 17 });
});

test('a tap on a group of pins zooms in until its restaurants stand in view, choosing none of them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/restaurantes');
  await expect
    .poll(() => mapView(page))
    .toEqual({ center: [expect.closeTo(-3.88, 3), expect.closeTo(40.33, 3)], zoom: 9 });
  const map = page.locator('.ol-viewport');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  // The part of the map in the window, where a tap can land.
  const inMap = (pixel: [number, number] | null) =>
    pixel !== null &&
    pixel[0] > Math.max(box.x, 0) &&
    pixel[0] < Math.min(box.x + box.width, 1280) &&
    pixel[1] > Math.max(box.y, 0) &&
    pixel[1] < Math.min(box.y + box.height, 800);
  // Madrid's restaurants, a few streets apart, stand as one circle at the start's zoom.
  let group: { pixel: [number, number]; ids: number[] } | undefined;
  await expect
    .poll(async () => {
      group = (await groups(page)).find((item) => inMap(item.pixel));
      return group?.ids.length ?? 0;
    })
    .toBeGreaterThan(1);
  const { pixel, ids } = group!;
  await page.mouse.click(pixel[0], pixel[1]);
  await expect.poll(async () => (await mapView(page))?.zoom ?? 0).toBeGreaterThan(9);
  await expect
    .poll(async () => {
      const pixels = await Promise.all(ids.map((id) => pinPixel(page, id)));
      return pixels.every(inMap);
    })
    .toBe(true);
  expect((await mapView(page))!.zoom).toBeLessThanOrEqual(17);
  for (const id of ids) {
    await expect(page.getByRole('button', { name: restaurant(id).name, exact: true })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
  }
  await expect(page).toHaveURL((url) => !url.searchParams.has('id'));
});

test('a pin pressed before the map is complete is still there to be released: its canvas stays as the base layer arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The outline's code late, as on a slow network: the pins are drawn first, alone. Held at the context, which sees
  // the requests the mock API's service worker makes for a page it controls (a page's own route does not).
  let releaseOutline = () => {};
  const outlineHeld = new Promise<void>((resolve) => (releaseOutline = resolve));
  await page.context().route(/\/assets\/outline-layer-[^/]*\.js$/, async (route) => {
    await outlineHeld;
    await route.continue();
  });
  await visit(page, '/restaurantes');
  const alcala = restaurant(11);
  // The element a press lands on as soon as the pin can be hit, before the outline is drawn under it.
  await expect
    .poll(() =>
      page.evaluate((pin) => {
        const hook = (window as unknown as { __mapView?: MapHook }).__mapView;
        const pixel = hook?.pinPixel(pin);
        if (!pixel || hook!.pinAt(pixel[0], pixel[1]) !== pin) return false;
        (window as unknown as { pressed?: Element | null }).pressed = document.elementFromPoint(pixel[0], pixel[1]);
        return true;
      }, alcala.id),
    )
    .toBe(true);
  expect(await hasBaseLayer(page)).toBe(false);
  releaseOutline();
  await expect.poll(() => hasBaseLayer(page)).toBe(true);
  // OpenLayers drops a click whose press target has left the page: the pins must keep their canvas.
  expect(await page.evaluate(() => (window as unknown as { pressed?: Element | null }).pressed?.isConnected)).toBe(
    true,
  );
  const [x, y] = (await pinPixel(page, alcala.id))!;
  expect(
    await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!) === (window as unknown as { pressed?: Element | null }).pressed,
      [x, y],
    ),
  ).toBe(true);
});

test('an address naming a restaurant opens the finder with it chosen, as its pin chooses it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const alcala = restaurant(11);
  await visit(page, `/restaurantes?id=${alcala.id}`);
  await expect(page.getByRole('button', { name: alcala.name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(hoursButton(page, alcala.name)).toHaveAttribute('aria-expanded', 'true');
  await expect(entry(page, alcala.name).getByRole('definition')).toHaveCount(8);
  await expect(entry(page, alcala.name)).toBeInViewport();
  await expect
    .poll(() => mapView(page))
    .toEqual({ center: [expect.closeTo(alcala.longitude, 4), expect.closeTo(alcala.latitude, 4)], zoom: 17 });
  await expect(entries(page)).toHaveCount(FIRST_PAGE);
  await expect(page.getByRole('alert')).toBeEmpty();
  await expectNoAxeViolations(page, '/restaurantes?id=');
});

test('choosing a restaurant writes it into the address in place of the current entry, keeping the other parameters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/restaurantes?utm_source=folleto');
  const entriesBefore = await page.evaluate(() => history.length);
  const alcala = restaurant(11);
  await clickPin(page, alcala.id);
  await expect(page.getByRole('button', { name: alcala.name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/restaurantes' &&
      url.searchParams.get('id') === String(alcala.id) &&
      url.searchParams.get('utm_source') === 'folleto',
  );
  const larios = restaurant(23);
  await showMore(page);
  await page.getByRole('button', { name: larios.name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('id') === String(larios.id));
  expect(await page.evaluate(() => history.length)).toBe(entriesBefore);
  // Reloading the address shows the same choice.
  await reload(page);
  await expect(page.getByRole('button', { name: larios.name, exact: true })).toHaveAttribute('aria-current', 'true');
});

test('an address naming no restaurant says so and shows them all', async ({ page }) => {
  await visit(page, '/restaurantes?id=9999');
  await expect(page.getByRole('alert')).toHaveText(
    'No hemos encontrado el restaurante del enlace. Aquí tienes todos nuestros restaurantes.',
  );
  await expect(entries(page)).toHaveCount(FIRST_PAGE);
  await expect(results(page).locator('[aria-current]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/restaurantes with an unknown id');
});

test("a restaurant is shared through the browser's share sheet with its own page's absolute address", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [
          ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
          data,
        ];
        return Promise.resolve();
      },
    });
  });
  await visit(page, '/restaurantes');
  const granVia = restaurant(1);
  await entry(page, granVia.name)
    .getByRole('button', { name: `Compartir ${granVia.name}` })
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
    .toEqual([
      {
        title: granVia.name,
        text: expect.stringContaining(granVia.name),
        url: `${baseURL}${pageOf(granVia)}`,
      },
    ]);
  await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado' })).toHaveCount(0);
});

test("where the browser cannot share, a restaurant's link is copied and the notification says so", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => Promise.resolve(void ((window as unknown as { copied: string }).copied = text)),
      },
    });
  });
  await visit(page, '/restaurantes');
  const larios = restaurant(23);
  await showMore(page);
  await entry(page, larios.name)
    .getByRole('button', { name: `Compartir ${larios.name}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(
    `${baseURL}${pageOf(larios)}`,
  );
  await expectNoAxeViolations(page, '/restaurantes link copied');
});

test('clicking a name centres the map on that restaurant', async ({ page }) => {
  await visit(page, '/restaurantes');
  const larios = restaurant(23);
  await expect.poll(() => mapView(page)).not.toBeNull();
  await showMore(page);
  await page.getByRole('button', { name: larios.name, exact: true }).click();
  await expect(page.getByRole('button', { name: larios.name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => mapView(page))
    .toEqual({ center: [expect.closeTo(larios.longitude, 4), expect.closeTo(larios.latitude, 4)], zoom: 17 });
});

test('services follow the language', async ({ page }) => {
  await visit(page, '/restaurantes');
  const services = page.getByRole('group', { name: 'Servicios' });
  await expect(services.getByRole('checkbox', { name: 'Auto' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  const english = page.getByRole('group', { name: 'Services' });
  await expect(english.getByRole('checkbox', { name: 'Drive-thru' })).toBeVisible();
  await expect(english.getByRole('checkbox', { name: 'Kiosk' })).toHaveCount(0);
  await expect(english.getByRole('checkbox', { name: 'Refill' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/restaurantes in English');
});

test.describe('near me, allowed', () => {
  // Plaça de Catalunya, Barcelona.
  test.use({ geolocation: { latitude: 41.387, longitude: 2.17 }, permissions: ['geolocation'] });

  test('sorts the list by distance and selects the nearest restaurant', async ({ page }) => {
    await visit(page, '/restaurantes');
    await expect(entries(page)).toHaveCount(FIRST_PAGE);
    await page.getByRole('button', { name: 'Cerca de mí' }).click();
    await expect(page.getByText('Restaurantes ordenados del más cercano al más lejano.')).toBeVisible();
    const nearest = restaurant(12);
    await expect(entries(page).first().getByRole('heading')).toHaveText(nearest.name);
    await expect(entries(page).first()).toContainText(/A 0,\d km de ti/);
    await expect(entries(page).last()).toContainText(/km de ti/);
    await expect(page.getByRole('button', { name: nearest.name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(() => mapView(page))
      .toEqual({ center: [expect.closeTo(nearest.longitude, 4), expect.closeTo(nearest.latitude, 4)], zoom: 17 });
    await expectNoAxeViolations(page, '/restaurantes near me');
  });
});

test.describe('near me, refused', () => {
  test('says why the list cannot be sorted and keeps it', async ({ page, context }) => {
    await context.clearPermissions();
    await visit(page, '/restaurantes');
    await expect(entries(page)).toHaveCount(FIRST_PAGE);
    const first = await entries(page).first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Cerca de mí' }).click();
    await expect(page.getByText(/No has dado permiso para usar tu ubicación/)).toBeVisible();
    await expect(entries(page).first().getByRole('heading')).toHaveText(first ?? '');
    await expect(entries(page)).toHaveCount(FIRST_PAGE);
    await expectNoAxeViolations(page, '/restaurantes location refused');
  });
});
