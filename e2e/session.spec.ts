import { FEATURE_PARTS } from '../src/i18n/catalogue-parts.mjs';
import { DEMO_USER, expect, loginThroughMock, open, reload, test, untilDataSettled, visit } from './support';

// Chromium reports every 401 in the console; here they are the point of the test.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('an expired token is refreshed once and the customer stays logged in', async ({ page }) => {
  await loginThroughMock(page);
  const before = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string } | null,
  );
  // The page's own calls answered first: one refused on this page would refresh before the reload, which cuts it
  // short and refreshes again.
  await untilDataSettled(page);
  await page.evaluate(() => window.__mockApi?.expireTokens());
  const autologins: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/autologin') autologins.push(request.url());
  });
  await reload(page);
  await expect(page.getByRole('button', { name: new RegExp(`Hola, ${DEMO_USER.firstName}`) })).toBeVisible();
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string } | null,
  );
  expect(after?.token).toBeTruthy();
  expect(after?.token).not.toBe(before?.token);
  expect(autologins).toHaveLength(1);
});

test('a session that cannot be refreshed ends, and the customer is sent home', async ({ page }) => {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  // The page's own calls answered first: one refused on this page would end the session and leave for home while
  // the reload starts, which would then open the customer's page logged out.
  await untilDataSettled(page);
  await page.evaluate(() => window.__mockApi?.revokeSessions());
  await reload(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a logout in another tab ends the session in this one', async ({ page, context }) => {
  await loginThroughMock(page);
  const other = await context.newPage();
  await open(other, '/logout');
  await other.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(other).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('an account deleted in another tab ends the session in this one', async ({ page, context }) => {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  const other = await context.newPage();
  await visit(other, '/personal-data');
  await other.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await other.getByRole('dialog', { name: 'Eliminar la cuenta' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(other).toHaveURL('/');
  // This tab leaves the customer's page too, and shows nobody logged in.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a refresh that fails in another tab ends the session in this one', async ({ page, context }) => {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  const other = await context.newPage();
  await visit(other, '/');
  // Both tabs' own calls answered first: this tab must learn of the end from the other, not from a call of its own.
  await Promise.all([untilDataSettled(page), untilDataSettled(other)]);
  await other.evaluate(() => window.__mockApi?.revokeSessions());
  await reload(other);
  await expect(other.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('two tabs refreshing at once both stay logged in, with one autologin between them', async ({ page, context }) => {
  await loginThroughMock(page);
  const other = await context.newPage();
  await visit(other, '/');
  const autologins: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/autologin') autologins.push(request.url());
  });
  // Both tabs' own calls answered first: one refused before the reloads would refresh ahead of them.
  await Promise.all([untilDataSettled(page), untilDataSettled(other)]);
  await page.evaluate(() => window.__mockApi?.expireTokens());
  // Both tabs start with the expired token and find it refused at the same time.
  await Promise.all([reload(page), reload(other)]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('button', { name: new RegExp(`Hola, ${DEMO_USER.firstName}`) })).toBeVisible();
  }
  const sessions = await Promise.all([page, other].map((tab) => tab.evaluate(() => localStorage.getItem('session'))));
  expect(sessions[0]).not.toBeNull();
  expect(sessions[1]).toBe(sessions[0]);
  // The second tab's turn came after the first tab's refresh: it took the stored token instead of asking again.
  expect(autologins).toHaveLength(1);
});

test('a first visit loads only the catalogue of the language shown, on the home page only its core part', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  await visit(page, '/');
  // Each language's catalogue comes in parts: core.<lang> and one per feature, menu.<lang>... (src/i18n/catalogue-parts.mjs).
  const parts = ['core', ...Object.keys(FEATURE_PARTS)].join('|');
  const catalogues = (lang: string) =>
    scripts.filter((path) => new RegExp(`^/assets/(${parts})\\.${lang}-`).test(path)).map((path) => path.split('.')[0]);
  expect(catalogues('es')).toEqual(['/assets/core']);
  expect(catalogues('en')).toEqual([]);
  expect(catalogues('ca')).toEqual([]);
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(catalogues('en')).toEqual(['/assets/core']);
  // Another page brings its own part of the catalogue, in the language shown only.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
  expect(catalogues('en')).toEqual(['/assets/core', '/assets/menu']);
  expect(catalogues('es')).toEqual(['/assets/core']);
  expect(catalogues('ca')).toEqual([]);
});
