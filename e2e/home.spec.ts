import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  layoutShiftReport,
  layoutShiftTotal,
  loginThroughMock,
  NEW_USER,
  open,
  recordLayoutShifts,
  reload,
  test,
  untilSettled,
  visit,
} from './support';

type NewsFixture = {
  id: number;
  name: { es: string };
  url: string | null;
  sec: string | null;
  image: string;
  tags: string[];
};
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/news.json'), 'utf8')) as {
  news: NewsFixture[];
  popups: NewsFixture[];
};
const users = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/users.json'), 'utf8')) as {
  users: { email: string; orders: { id: number; status: string }[] }[];
};
const tagged = (...tags: string[]) => fixture.news.filter((item) => tags.every((tag) => item.tags.includes(tag)));
const homeNews = tagged('WEB', 'HOME');
const featured = homeNews.slice(0, 3);
const cards = homeNews.slice(3);
const DELIVERY = 'https://delivery.example.com';

const carousel = (page: Page) => page.getByRole('region', { name: 'Destacados' });
const visibleSlide = (page: Page) => carousel(page).locator('[aria-roledescription="diapositiva"]:visible');

async function stubOtherSites(page: Page) {
  const body = (title: string) => `<!doctype html><html lang="es"><title>${title}</title><h1>${title}</h1></html>`;
  await page
    .context()
    .route(`${DELIVERY}/**`, (route) => route.fulfill({ contentType: 'text/html', body: body('Web de pedidos') }));
  await page
    .context()
    .route('https://www.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: body('Menú Solidario') }),
    );
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`nothing moves as the home news arrive (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await visit(page, '/');
    await expect(visibleSlide(page).getByRole('img')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Más novedades' }).getByRole('link')).toHaveCount(cards.length);
    // Nothing at all: what arrives late has its room kept from the first paint, so the page settles without a shift.
    await untilSettled(page);
    expect(await layoutShiftTotal(page), await layoutShiftReport(page)).toBe(0);
  });
}

test('the home page’s news are in its HTML: without its code, the first news picture and the cards show', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await open(page, '/', { until: 'load' });
    const picture = page.getByRole('img', { name: featured[0]!.name.es });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('region', { name: 'Más novedades' }).getByRole('link')).toHaveCount(cards.length);
  } finally {
    await context.close();
  }
});

test('the carousel shows the first three home news items and the rest are cards', async ({ page }) => {
  expect(homeNews.length).toBeGreaterThan(3);
  await visit(page, '/');
  await expect(visibleSlide(page)).toHaveAccessibleName('1 de 3');
  const first = visibleSlide(page).getByRole('img');
  await expect(first).toHaveAttribute('alt', featured[0]!.name.es);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', '1200');
  await expect(first).toHaveAttribute('height', '500');

  const picker = carousel(page).getByRole('group', { name: 'Elige una diapositiva' }).getByRole('button');
  await expect(picker).toHaveText(['', '', '']);
  for (const [index, item] of featured.entries()) {
    await expect(picker.nth(index)).toHaveAccessibleName(`Diapositiva ${index + 1}: ${item.name.es}`);
  }
  const moreNews = page.getByRole('region', { name: 'Más novedades' });
  await expect(moreNews.getByRole('link')).toHaveText(cards.map((item) => new RegExp(escape(item.name.es))));
  await expectNoAxeViolations(page, '/ with the popup closed');
});

test('the carousel moves with its buttons, stops with the stop button and names the slide it shows', async ({
  page,
}) => {
  await visit(page, '/');
  await carousel(page).getByRole('button', { name: 'Detener el pase automático' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Iniciar el pase automático' })).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expect(visibleSlide(page)).toHaveAccessibleName('2 de 3');
  await expect(visibleSlide(page).getByRole('img')).toHaveAttribute('alt', featured[1]!.name.es);
  await carousel(page).getByRole('button', { name: 'Diapositiva anterior' }).click();
  await carousel(page).getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expect(visibleSlide(page)).toHaveAccessibleName('3 de 3');
  await expect(carousel(page).getByRole('button', { name: `Diapositiva 3: ${featured[2]!.name.es}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('with reduced motion the carousel does not turn on its own', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await visit(page, '/');
  await expect(carousel(page).getByRole('button', { name: 'Iniciar el pase automático' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(visibleSlide(page)).toHaveAccessibleName('1 de 3');
});

test('a news item leads by its sec: carta to its menu category, cercademi to restaurants, homedelivery to the delivery site', async ({
  page,
}) => {
  await stubOtherSites(page);
  const bySec = (sec: string) => featured.find((item) => item.sec === sec && !item.url)!;
  for (const [sec, expected] of [
    ['carta', (item: NewsFixture) => `/carta?id=${item.id}`],
    ['cercademi', () => '/restaurantes'],
    ['homedelivery', () => `${DELIVERY}/`],
  ] as const) {
    const item = bySec(sec);
    await visit(page, '/');
    await carousel(page)
      .getByRole('button', { name: new RegExp(`: ${escape(item.name.es)}$`) })
      .click();
    await visibleSlide(page).getByRole('link', { name: item.name.es }).click();
    await expect(page).toHaveURL(expected(item));
  }
});

test('a news item with a url opens it in a new tab without access to the site', async ({ page }) => {
  await stubOtherSites(page);
  const item = homeNews.find((news) => news.url)!;
  await visit(page, '/');
  const link = page
    .getByRole('region', { name: 'Más novedades' })
    .getByRole('link', { name: new RegExp(escape(item.name.es)) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(item.url!);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/');
});

test.describe('the home popup', () => {
  test.use({ homePopup: 'due' });

  test('shows the popup images once a day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
    await visit(page, '/');
    const dialog = page.getByRole('dialog', { name: 'No te lo pierdas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(fixture.popups.length);
    for (const popup of fixture.popups) await expect(dialog.getByRole('img', { name: popup.name.es })).toBeVisible();
    await expectNoAxeViolations(page, '/ with the popup open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Later the same day: the news are there, the popup is not.
    await page.clock.setFixedTime(new Date('2026-11-22T21:00:00'));
    await reload(page);
    await expect(visibleSlide(page)).toBeVisible();
    await untilSettled(page);
    await expect(dialog).toBeHidden();

    await page.clock.setFixedTime(new Date('2026-11-23T08:00:00'));
    await reload(page);
    await expect(dialog).toBeVisible();
  });

  test('a popup image leads where its item says and closes the popup', async ({ page }) => {
    const popup = fixture.popups.find((item) => item.sec === 'cercademi')!;
    await visit(page, '/');
    await page.getByRole('dialog', { name: 'No te lo pierdas' }).getByRole('link', { name: popup.name.es }).click();
    await expect(page).toHaveURL('/restaurantes');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the app section has its three steps and both store links, and the header entry leads to it', async ({ page }) => {
  await visit(page, '/carta');
  await page.getByRole('link', { name: 'Descarga la app' }).click();
  await expect(page).toHaveURL('/#app');
  const section = page.getByRole('region', { name: 'Descarga nuestra app' });
  await expect(section).toBeInViewport();
  await expect(section.getByRole('listitem').filter({ hasNot: page.getByRole('link') })).toHaveCount(3);
  for (const store of ['App Store', 'Google Play']) {
    const link = section.getByRole('link', { name: new RegExp(`Descargar en ${store}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the header says whether the chain is open now', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T13:00:00+01:00'));
  await visit(page, '/');
  await expect(page.getByRole('link', { name: /^Abierto ahora, hasta las 0:00$/ })).toBeVisible();
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+01:00'));
  await reload(page);
  await expect(page.getByRole('link', { name: /^Cerrado, abrimos a las 12:00$/ })).toHaveAttribute(
    'href',
    '/restaurantes',
  );
});

test('the order bar shows a customer’s order on its way with a link to its tracking page', async ({ page }) => {
  const ongoing = users.users
    .find((user) => user.email === DEMO_USER.email)!
    .orders.find((order) => order.status === 'on_the_way')!;
  await loginThroughMock(page, DEMO_USER);
  const bar = page.getByRole('region', { name: 'Tu pedido' });
  await expect(bar).toContainText('¡Tu pedido está en camino!');
  await expect(bar.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute(
    'href',
    `${DELIVERY}/orders/${ongoing.id}/tracking`,
  );
  await expectNoAxeViolations(page, '/ with the order bar');
});

test('there is no order bar without an order on its way, or without a session', async ({ page }) => {
  expect(
    users.users.find((user) => user.email === NEW_USER.email)!.orders.some((order) => order.status === 'on_the_way'),
  ).toBe(false);
  await visit(page, '/');
  await expect(visibleSlide(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toHaveCount(0);
  await loginThroughMock(page, NEW_USER);
  // The acceptance popup proves the customer's data has arrived.
  await expect(page.getByRole('dialog')).toBeVisible();
  await untilSettled(page);
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toHaveCount(0);
});

test('/novedades shows the news carousel of the news items', async ({ page }) => {
  const news = tagged('WEB', 'NEWS');
  await visit(page, '/novedades');
  const region = page.getByRole('region', { name: 'Novedades de Pollo Crujiente' });
  await expect(region.getByRole('group', { name: 'Elige una diapositiva' }).getByRole('button')).toHaveCount(
    news.length,
  );
  await expect(region.locator('[aria-roledescription="diapositiva"]:visible').getByRole('img')).toHaveAttribute(
    'alt',
    news[0]!.name.es,
  );
  await expectNoAxeViolations(page, '/novedades');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Pollo Crujiente news' })).toBeVisible();
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
