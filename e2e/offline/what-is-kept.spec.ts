import type { BrowserContext, Page, Route } from '@playwright/test';
import { apiAddresses } from '../../scripts/test/real-api-site.mjs';
import { expect, open, reload, test } from '../support';
import {
  BUCKET,
  type Customer,
  everythingKept,
  logIn,
  OFFLINE_ERRORS,
  openCodes,
  registerCustomer,
  RESTAURANTS,
  startWithWorker,
  storedNote,
} from './offline-support';

// A phone is shared: once a customer's session ends, or another customer logs in, nothing the browser keeps for the
// site (caches, storage, databases) holds the first customer's credentials or who they are. And what is kept for
// offline use is only ever whole: an answer that is not the API's JSON, or a page that is not the site's own, never
// replaces the good copy.

test.use({ allowedConsoleErrors: [OFFLINE_ERRORS] });

/** The menu with a product open, the restaurants, My Rewards with its codes, and the customer's own details. */
async function browseAsCustomer(page: Page, customer: Customer) {
  await open(page, '/carta?id=1');
  await page.getByRole('button', { name: new RegExp(BUCKET) }).click();
  await expect(page.getByRole('dialog', { name: BUCKET })).toBeVisible();
  await page.keyboard.press('Escape');
  await open(page, '/restaurantes');
  await expect(page.getByRole('region', { name: 'Resultados' }).getByRole('article').first()).toBeVisible();
  await open(page, '/my-rewards');
  const codes = await openCodes(page);
  await expect(codes.getByText('Cargando…')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await open(page, '/personal-data');
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(customer.firstName!);
}

/** What of `customer`, and of their session, the browser must not keep. */
const traces = (customer: Customer, session: { token: string; refreshToken: string }) => [
  session.token,
  session.refreshToken,
  customer.email,
  customer.firstName!,
  customer.lastName!,
];

async function expectNothingKeptOf(page: Page, secrets: string[]) {
  const kept = await everythingKept(page);
  expect(kept.withCredential).toEqual([]);
  for (const secret of secrets) expect(kept.text, 'what the browser keeps').not.toContain(secret);
  // A customers-only page is never kept, not even the shell it is drawn from.
  expect(kept.pages.filter((path) => /personal-data|change-password|private-contact-form/.test(path))).toEqual([]);
  return kept;
}

test("after a logout, nothing kept holds the customer's token, e-mail or name", async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Zorvakine', 'Quiltrebed');
  await startWithWorker(page);
  const session = await logIn(page, customer);
  await browseAsCustomer(page, customer);
  // Proof the journey looks where it must: the public reads were fetched while the token was there.
  expect((await everythingKept(page)).text).toContain('/api/v1/restaurants');

  await open(page, '/logout');
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await expectNothingKeptOf(page, traces(customer, session));
});

test('when another customer logs in on the device, nothing of the first is kept', async ({ page, request }) => {
  const first = await registerCustomer(request, 'Wexmorith', 'Plundavex');
  const second = await registerCustomer(request, 'Yarbolund', 'Krimstavel');
  await startWithWorker(page);
  const firstSession = await logIn(page, first);
  await browseAsCustomer(page, first);

  await logIn(page, second);
  await browseAsCustomer(page, second);
  await expectNothingKeptOf(page, traces(first, firstSession));
});

test("a new worker forgets what an earlier one kept with a customer's token, and customers-only pages", async ({
  page,
}) => {
  const api = apiAddresses();
  const token = 'earlier-worker-token-7f3a';
  const read = `${api.mainBaseUrl}/api/v1/provinces?language=es&key=${api.apiKey}`;
  // The caches are seeded as an earlier worker left them from a file of the site that registers no worker: the worker
  // installs and activates over them when the first page of the site registers it.
  await open(page, '/manifest.webmanifest', { until: 'load' });
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);
  await page.evaluate(
    async ({ read, token }) => {
      const json = () => new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } });
      const html = () => new Response('<!doctype html><title>x</title>', { headers: { 'Content-Type': 'text/html' } });
      const reads = await caches.open('public-reads');
      await reads.put(new Request(read, { headers: { Authorization: `Bearer ${token}` } }), json());
      await reads.put(new Request(`${read}&page=2`), json());
      const pages = await caches.open('pages');
      await pages.put(new Request('/en/personal-data'), html());
      await pages.put(new Request('/aviso-legal'), html());
    },
    { read, token },
  );
  await startWithWorker(page);

  const kept = await expectNothingKeptOf(page, [token]);
  expect(kept.text).toContain(`${read}&page=2`);
  expect(kept.pages).toContain('/aviso-legal');
});

const offline = (context: BrowserContext) => context.setOffline(true);

test('an answer that is not whole JSON never replaces the copy kept for offline use', async ({ page, context }) => {
  // The list says how many restaurants it holds (it draws them a page at a time): all of them, online and offline.
  const results = page.getByRole('region', { name: 'Resultados' }).getByRole('status');
  await startWithWorker(page);
  await open(page, '/restaurantes');
  await expect(results).toHaveText(`${RESTAURANTS} restaurantes`);

  // A maintenance page answered with 200 in front of the API, then a body cut short.
  for (const [contentType, body] of [
    ['text/html', '<!doctype html><h1>Volvemos enseguida</h1>'],
    ['application/json', '{"data":[{"id":1,"name":"Gran V'],
  ]) {
    // Every call of this load gets it, the list's one retry of a broken answer included.
    const broken = (route: Route) => route.fulfill({ status: 200, contentType, body });
    await context.route(/\/api\/v1\/restaurants\?/, broken);
    await reload(page);
    await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido cargar los restaurantes.' })).toBeVisible();
    await context.unroute(/\/api\/v1\/restaurants\?/, broken);
  }

  await offline(context);
  await reload(page);
  await expect(storedNote(page)).toBeVisible();
  await expect(results).toHaveText(`${RESTAURANTS} restaurantes`);
});
