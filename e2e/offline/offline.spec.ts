import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, reload, test } from '../support';
import {
  BUCKET,
  CODE,
  logIn,
  MENU_PRODUCTS,
  OFFLINE_ERRORS,
  openCodes,
  registerCustomer,
  startWithWorker,
  storedNote,
} from './offline-support';

// The site as customers get it (built for a real API, served with the mock API over HTTP) keeps what a customer needs
// at a restaurant's counter once seen online: their reward codes, the menu, the restaurants and the pages visited.

test.use({ allowedConsoleErrors: [OFFLINE_ERRORS] });

const offline = (context: BrowserContext) => context.setOffline(true);
const online = (context: BrowserContext) => context.setOffline(false);

/** What the map says where its tiles could not be loaded. */
const tilesMissing = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'No se ha podido cargar parte del mapa.' });

/** The demo customer's id, in the fixtures. */
const DEMO_ID = 1;
/** A restaurant's own page, pre-rendered. */
const RESTAURANT_PAGE = '/restaurantes/madrid-gran-via';

test("the menu, a product, the restaurants, a restaurant's page and a document, once seen, open offline", async ({
  page,
  context,
}) => {
  await startWithWorker(page);
  await open(page, '/carta?id=1');
  const product = page.getByRole('button', { name: new RegExp(BUCKET) });
  await product.click();
  await expect(page.getByRole('dialog', { name: BUCKET })).toBeVisible();
  await page.keyboard.press('Escape');
  await open(page, '/restaurantes');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.locator('.ol-layer canvas').first()).toBeAttached();
  await expect(tilesMissing(page)).toHaveCount(0);
  await open(page, RESTAURANT_PAGE);
  const restaurant = await page.getByRole('heading', { level: 1 }).innerText();
  await open(page, '/aviso-legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await offline(context);
  await open(page, '/carta?id=1');
  await expect(storedNote(page)).toBeVisible();
  await product.click();
  const dialog = page.getByRole('dialog', { name: BUCKET });
  await expect(dialog.getByRole('button', { name: 'Información nutricional y alérgenos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'the menu offline');

  await open(page, '/restaurantes');
  await expect(storedNote(page)).toBeVisible();
  const entry = page.getByRole('region', { name: 'Resultados' }).getByRole('article').first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute('href', /^https:\/\//);
  // The map's tiles are left to the network: where they are missing, the map says so in words.
  await expect(tilesMissing(page)).toBeVisible();

  // A restaurant's own page: its schedule and the way there.
  await open(page, RESTAURANT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant);
  await expect(page.getByRole('region', { name: 'Horario' }).getByRole('term')).toHaveCount(8);
  await expect(page.getByRole('link', { name: `Cómo llegar a ${restaurant}` })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('main')).not.toContainText('No hemos podido');

  await open(page, '/aviso-legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('No hemos podido');

  // Back online, the pages ask again and the API's answers replace the stored ones.
  await open(page, '/carta?id=1');
  await expect(storedNote(page)).toBeVisible();
  await online(context);
  await expect(storedNote(page)).toHaveCount(0);
  await reload(page);
  await expect(storedNote(page)).toHaveCount(0);
});

test('the allergens, seen online, open offline with every product and the time they date from', async ({
  page,
  context,
}) => {
  test.slow();
  const rows = page.getByRole('table', { name: 'Alérgenos de cada producto de la carta' }).locator('tbody tr');
  const checking = page.getByText('Comprobando', { exact: true });
  await startWithWorker(page, '/alergens');
  // Seen once the worker is there: every product's details are then stored.
  await reload(page);
  await expect(rows).toHaveCount(MENU_PRODUCTS);
  await expect(checking).toHaveCount(0);
  await expect(storedNote(page)).toHaveCount(0);

  await offline(context);
  await reload(page);
  await expect(storedNote(page)).toBeVisible();
  await expect(rows).toHaveCount(MENU_PRODUCTS);
  await expect(checking).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('No hemos podido');
});

test("an address whose data was never loaded says, in the visitor's language, what is there offline", async ({
  page,
  context,
}) => {
  await startWithWorker(page, '/en/');
  await offline(context);
  await open(page, '/en/carta');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the menu." });
  await expect(alert).toBeVisible();
  const available = alert.getByRole('navigation', { name: /Offline, you can see what you already opened/ });
  await expect(available.getByRole('link', { name: 'your My Rewards codes' })).toHaveAttribute(
    'href',
    '/en/my-rewards',
  );
  await expect(available.getByRole('link', { name: 'the restaurants' })).toHaveAttribute('href', '/en/restaurantes');
  await expectNoAxeViolations(page, 'a page never loaded, offline');
});

test('My Rewards shows the codes last loaded offline, with their time, until the customer logs out', async ({
  page,
  context,
}) => {
  await startWithWorker(page);
  await logIn(page);
  await open(page, '/my-rewards');
  await expect(page.getByText(/^Tienes \d+ estrellas? de 9$/)).toBeVisible();
  const codes = await openCodes(page);
  await expect(codes).toContainText(CODE);
  await page.keyboard.press('Escape');

  await offline(context);
  await reload(page);
  await expect(page.getByText(/^Tienes \d+ estrellas? de 9$/)).toBeVisible();
  await expect(storedNote(page)).toBeVisible();
  const kept = await openCodes(page);
  await expect(kept.getByRole('status').first()).toContainText(
    'Los códigos que hayas usado desde entonces pueden seguir apareciendo.',
  );
  await expect(kept).toContainText(CODE);
  await expect(kept.getByRole('img', { name: `Código QR del código ${CODE}` })).toBeVisible();
  await expectNoAxeViolations(page, 'the codes offline');
  await page.keyboard.press('Escape');

  // Back online: the API's answer, and no note.
  await online(context);
  await reload(page);
  await expect(page.getByText(/^Tienes \d+ estrellas? de 9$/)).toBeVisible();
  await expect(storedNote(page)).toHaveCount(0);

  // A logout in another tab takes what was kept with it.
  expect(await page.evaluate(() => localStorage.getItem('offlineCopies'))).toContain(CODE);
  const other = await context.newPage();
  await open(other, '/logout');
  await other.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Mis códigos' })).toHaveCount(0);
  await other.close();
  expect(await page.evaluate(() => localStorage.getItem('offlineCopies'))).toBeNull();

  await offline(context);
  await reload(page);
  await expect(page.getByRole('link', { name: /Inicia sesión para ver tus estrellas y tus códigos/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mis códigos' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(CODE);
  await expect(page.getByText(/^Tienes \d+ estrellas? de 9$/)).toHaveCount(0);
});

test("another customer on the device never sees the first one's codes", async ({ page, context, request }) => {
  await startWithWorker(page);
  await logIn(page);
  await open(page, '/my-rewards');
  const codes = await openCodes(page);
  await expect(codes).toContainText(CODE);
  await page.keyboard.press('Escape');

  // Another customer logs in on the same device, in another tab: this tab follows.
  const second = await registerCustomer(request, 'Yolvendra', 'Sumbrakel');
  const other = await context.newPage();
  const { id } = await logIn(other, second);
  await other.close();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('offlineCopies') ?? 'null') as { customerId: number } | null),
    )
    .not.toMatchObject({ customerId: DEMO_ID });
  expect(await page.evaluate(() => localStorage.getItem('offlineCopies') ?? '')).not.toContain(CODE);

  await offline(context);
  await reload(page);
  // The second customer's own stars as kept here, or none: never the first one's.
  const mine = page.getByRole('region', { name: 'Tus estrellas' });
  await expect(mine.getByRole('alert').or(mine.getByText(/^Tienes \d+ estrellas? de 9$/))).toBeVisible();
  await expect(mine).not.toContainText('Tienes 4 estrellas de 9');
  await expect(page.locator('body')).not.toContainText(CODE);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toContain(`"id":${id}`);
});
