import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO_USER, expect, test, visit } from './support';

/**
 * Every main journey of the site with the keyboard alone. Nothing here clicks or fills a field it has
 * not reached with Tab; what is typed goes to the field that has focus.
 */

const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/menu.json'), 'utf8')) as {
  categories: { id: number; name: { es: string } }[];
  products: { id: number; name: { es: string } }[];
};
const restaurants = JSON.parse(
  readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8'),
) as {
  provinces: { id: number; name: string }[];
  restaurants: { id: number; name: string; provinceId: number }[];
};
const DELIVERY = 'https://delivery.example.com';

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('the skip link is the first stop and leads into the main content', async ({ page }) => {
  await visit(page, '/carta');
  // The menu's categories come from the API: until they are drawn, the page has no stop of its own to reach.
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the page, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the header navigation leads to a page and gives focus to its heading', async ({ page }) => {
  await visit(page, '/');
  const link = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Restaurantes' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/restaurantes');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Shift+Tab from the heading goes back up to the header.
  const home = page.getByRole('link', { name: 'Pollo Crujiente, ir a la página principal' });
  await tabTo(page, home, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});

test('the language switcher links work with Enter, focus staying on the chosen language', async ({ page }) => {
  await visit(page, '/');
  const english = page.getByRole('link', { name: 'English' });
  await tabTo(page, english);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('aria-current', 'true');
  await expect(english).toBeFocused();
  await expect(page).toHaveURL('/en/');
  const catalan = page.getByRole('link', { name: 'Català' });
  await tabTo(page, catalan);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page).toHaveURL('/ca/');
  await expect(catalan).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Novetats' }),
  ).toBeVisible();
});

test.describe('cookies', () => {
  test.use({ cookieConsent: 'undecided' });

  test('the banner is answered and the settings open and close with the keyboard, focus going back', async ({
    page,
  }) => {
    await visit(page, '/');
    const banner = page.getByRole('dialog', { name: 'Tu privacidad, tus cookies' });
    await expect(banner).toBeFocused();
    await tabTo(page, banner.getByRole('button', { name: 'Aceptar todas' }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const consent = await page.context().cookies();
    expect(consent.find((cookie) => cookie.name === 'cookie_analytics')?.value).toBe('true');

    // The cookie button reopens the settings; a switch turns with Space; Escape closes and gives focus back.
    const cookieButton = page.getByRole('button', { name: 'Configuración de cookies' });
    await tabTo(page, cookieButton, { max: 120 });
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    const thirdParty = settings.getByRole('switch', { name: 'Cookies de terceros' });
    await tabTo(page, thirdParty);
    await expect(thirdParty).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(thirdParty).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(cookieButton).toBeFocused();
    // Escape saved nothing.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_third_party')?.value).toBe(
      'false',
    );

    // Saved from the keyboard this time.
    await page.keyboard.press('Space');
    await expect(settings).toBeVisible();
    await tabTo(page, thirdParty);
    await page.keyboard.press('Space');
    await tabTo(page, settings.getByRole('button', { name: 'Guardar mi elección' }));
    await page.keyboard.press('Enter');
    await expect(settings).toBeHidden();
    await expect(cookieButton).toBeFocused();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_third_party')?.value).toBe('true');
  });
});

test('on /carta a category, a product, its nutrition and back, then Escape returns to the card', async ({ page }) => {
  const chicken = menu.categories.find((category) => category.id === 1)!;
  const bucket = menu.products.find((product) => product.id === 1001)!;
  await visit(page, '/carta');
  const picker = page.getByRole('navigation', { name: 'Categorías' });
  await tabTo(page, picker.getByRole('link', { name: new RegExp(chicken.name.es) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/carta?id=${chicken.id}`);

  const card = page.getByRole('button', { name: new RegExp(bucket.name.es) });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: bucket.name.es });
  await expect(dialog).toBeVisible();
  const nutritionButton = dialog.getByRole('button', { name: 'Información nutricional y alérgenos' });
  await tabTo(page, nutritionButton);
  await page.keyboard.press('Enter');
  const nutrition = page.getByRole('dialog', { name: 'Información nutricional' });
  await expect(nutrition.getByRole('row', { name: /Peso/ })).toBeVisible();
  await tabTo(page, nutrition.getByRole('button', { name: 'Volver al producto' }).first());
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('on /restaurantes a province is chosen with the arrow keys, searched, and a restaurant’s hours open', async ({
  page,
}) => {
  const barcelona = restaurants.provinces.find((province) => province.name === 'Barcelona')!;
  const there = restaurants.restaurants.filter((item) => item.provinceId === barcelona.id);
  expect(there.length).toBeGreaterThan(0);
  await visit(page, '/restaurantes');
  const results = page.getByRole('region', { name: 'Resultados' });
  const entries = results.getByRole('listitem').filter({ has: page.getByRole('article') });
  // The first page of entries (the finder's PAGE_SIZE, 20).
  await expect(entries).toHaveCount(Math.min(20, restaurants.restaurants.length));

  const select = page.getByLabel('Provincia', { exact: true });
  await tabTo(page, select);
  for (let presses = 0; presses < 60 && (await select.inputValue()) !== String(barcelona.id); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(select.locator('option:checked')).toHaveText('Barcelona');
  await tabTo(page, page.getByRole('button', { name: 'Buscar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(Math.min(20, there.length));

  const hours = page.getByRole('button', { name: `Horario de ${there[0]!.name}`, exact: true });
  await tabTo(page, hours, { max: 80 });
  await expect(hours).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(hours).toHaveAttribute('aria-expanded', 'true');
  await expect(
    entries.filter({ has: page.getByRole('heading', { name: there[0]!.name, exact: true }) }).getByRole('term'),
  ).toHaveCount(8);
  await page.keyboard.press('Space');
  await expect(hours).toHaveAttribute('aria-expanded', 'false');
});

test('the login form is filled and sent with the keyboard, up to the delivery site', async ({ page }) => {
  await page.route(`${DELIVERY}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><title>Pedidos</title><h1>Web de pedidos</h1></html>',
    }),
  );
  await visit(page, '/login');
  await typeInto(page, page.getByLabel('Correo electrónico'), DEMO_USER.email);
  await typeInto(page, page.getByLabel('Contraseña', { exact: false }).first(), DEMO_USER.password);
  const submit = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${DELIVERY}/`);
  await expect(page.getByRole('heading', { name: 'Web de pedidos' })).toBeVisible();
});

test('every register field is reached in order, and the conditions open from the box’s label and close', async ({
  page,
}) => {
  await visit(page, '/register');
  const fields = [
    /^Nombre/,
    /^Apellidos/,
    /^Teléfono/,
    /^Correo electrónico/,
    /^Contraseña/,
    /^Repite la contraseña/,
  ].map((label) => page.getByLabel(label));
  // In the order they are shown: each one is the next stop after the one before.
  await tabTo(page, fields[0]!);
  for (const field of fields.slice(1)) {
    await tabTo(page, field, { max: 3 });
  }
  const privacy = page.getByRole('checkbox', { name: /cláusula de privacidad/ });
  await tabTo(page, privacy, { max: 6 });
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();

  const open = page.getByRole('button', { name: 'condiciones generales' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const conditions = page.getByRole('dialog');
  await expect(conditions.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(conditions).toHaveCount(0);
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(conditions).toBeVisible();
  await tabTo(page, conditions.getByRole('button', { name: 'Entendido' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(conditions).toHaveCount(0);
  await expect(open).toBeFocused();
  // The form kept what it had.
  await expect(privacy).toBeChecked();
});

test('the home carousel stops, moves on and picks a slide with the keyboard', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: 'Destacados' });
  const visibleSlide = carousel.locator('[aria-roledescription="diapositiva"]:visible');
  const stop = carousel.getByRole('button', { name: 'Detener el pase automático' });
  await tabTo(page, stop);
  await page.keyboard.press('Enter');
  const start = carousel.getByRole('button', { name: 'Iniciar el pase automático' });
  await expect(start).toBeVisible();
  await expect(start).toBeFocused();
  const before = await visibleSlide.getAttribute('aria-label');

  await tabTo(page, carousel.getByRole('button', { name: 'Diapositiva siguiente' }));
  await page.keyboard.press('Enter');
  await expect(visibleSlide).not.toHaveAccessibleName(before ?? '');
  await expect(visibleSlide).toHaveAccessibleName('2 de 3');

  // The slide picker sits between the previous and next buttons: back one stop at a time.
  const third = carousel.getByRole('group', { name: 'Elige una diapositiva' }).getByRole('button').nth(2);
  await tabTo(page, third, { max: 3, backwards: true });
  await page.keyboard.press('Space');
  await expect(visibleSlide).toHaveAccessibleName('3 de 3');
  await expect(third).toHaveAttribute('aria-current', 'true');
  // Stopped: it stays on the slide picked, past the time the slideshow would have moved on.
  await page.clock.runFor(10_000);
  await expect(visibleSlide).toHaveAccessibleName('3 de 3');
});
