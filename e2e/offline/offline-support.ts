import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAddresses } from '../../scripts/test/real-api-site.mjs';
import { DEMO_USER, expect, open } from '../support';

const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/fixtures/menu.json'), 'utf8')) as {
  products: { id: number; name: { es: string } }[];
};
/** How many products the menu has. */
export const MENU_PRODUCTS = menu.products.length;
/** A product of the menu's first category (`/carta?id=1`), by its Spanish name. */
export const BUCKET = menu.products.find((product) => product.id === 1001)!.name.es;
/** How many restaurants the API lists. */
export const RESTAURANTS = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../content/fixtures/restaurants.json'), 'utf8')) as {
    restaurants: unknown[];
  }
).restaurants.length;
/** The demo customer's first reward code. */
export const CODE = 'PC-7K2M-Q9XA';

/** What a browser reports of a call that could not leave the device: expected offline, and nothing else. */
export const OFFLINE_ERRORS =
  /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|The FetchEvent for ".*" resulted in a network error response/;

/** Waits until the offline worker controls the page, its files stored (it is activated only once they are). */
export async function untilOfflineReady(page: Page) {
  // The worker controls the page from its activation's start; 'activated' comes once its activation's work is done
  // (what an earlier release kept and no store may hold is gone by then).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Opens the site and waits for its offline worker: what is seen from then on is kept. */
export async function startWithWorker(page: Page, path = '/') {
  await open(page, path);
  await untilOfflineReady(page);
}

/** A customer who can log in: an e-mail, a password and, for those registered by a journey, their names. */
export type Customer = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * Logs a customer in with the form. A customer who owes no acceptance is handed off to the delivery site, whose page
 * has none of the site's storage: the session is read back once the site is open again.
 */
export async function logIn(page: Page, customer: Customer = DEMO_USER) {
  await open(page, '/login');
  await page.getByLabel('Correo electrónico').fill(customer.email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(customer.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL((url) => url.origin === apiAddresses().deliveryBaseUrl);
  await open(page, '/');
  const session = await page.evaluate(() => localStorage.getItem('session'));
  expect(session).toContain(customer.email);
  return JSON.parse(session!) as { id: number; email: string; token: string; refreshToken: string };
}

/**
 * Registers a customer through the API with names no page of the site can hold (so that finding them anywhere the
 * browser keeps things means the customer's data was kept), and returns how they log in.
 */
export async function registerCustomer(request: APIRequestContext, firstName: string, lastName: string) {
  const api = apiAddresses();
  const customer = {
    email: `${firstName}.${lastName}.${Date.now().toString(36)}@pollocrujiente.example`.toLowerCase(),
    password: 'Kept4Nobody',
    firstName,
    lastName,
  };
  const answer = await request.post(`${api.mainBaseUrl}/api/v1/auth/register?key=${api.apiKey}`, {
    data: { ...customer, phone: '612345678', news: false },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return customer;
}

/** Opens the codes' popup of My Rewards. */
export async function openCodes(page: Page) {
  await page.getByRole('button', { name: 'Mis códigos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mis códigos' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The note that says the page shows what was stored, and from when. */
export const storedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Sin conexión: lo que ves es de las/ });

/**
 * Everything the site's origin keeps in this browser, as text: every entry of every cache (its request's address and
 * headers, its answer's headers and body), local and session storage, and every record of every IndexedDB store. With
 * the entries stored with a credential, and the paths of the pages kept.
 */
export function everythingKept(page: Page) {
  return page.evaluate(async () => {
    const parts: string[] = [];
    const withCredential: string[] = [];
    const pages: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (request.headers.has('authorization') || request.headers.has('cookie'))
          withCredential.push(`${name}: ${request.url}`);
        if (name === 'pages') pages.push(new URL(request.url).pathname);
        parts.push(name, request.url, JSON.stringify([...request.headers]));
        const response = await cache.match(request, { ignoreVary: true });
        if (response) parts.push(JSON.stringify([...response.headers]), await response.text());
      }
    }
    for (const storage of [localStorage, sessionStorage])
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        parts.push(key, storage.getItem(key) ?? '');
      }
    const settled = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await settled(indexedDB.open(name));
      for (const store of [...database.objectStoreNames])
        parts.push(name, store, JSON.stringify(await settled(database.transaction(store).objectStore(store).getAll())));
      database.close();
    }
    return { text: parts.join('\n'), withCredential, pages };
  });
}
