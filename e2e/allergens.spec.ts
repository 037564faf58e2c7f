import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, visit } from './support';

type Localized = { es: string; en: string; ca: string };
const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/menu.json'), 'utf8')) as {
  products: { id: number; name: Localized; allergens: string[]; nutrition: { weight: number } }[];
};
const { products } = menu;

const allergenTable = (page: Page) => page.getByRole('table', { name: 'Alérgenos de cada producto de la carta' });
const nutritionTable = (page: Page) =>
  page.getByRole('table', { name: 'Valores nutricionales por ración de cada producto de la carta' });
const bodyRows = (table: Locator) => table.locator('tbody tr');

// The page holds two tables of 59 products (about 1,600 cells): loading them and running axe over them takes a
// while on a busy machine, so the tests that do are marked slow (three times the usual timeout).

/** Opens /alergens and waits until every product's details are in (no cell still "checking"). */
async function visitLoaded(page: Page, path = '/alergens') {
  await visit(page, path);
  await expect(bodyRows(allergenTable(page))).toHaveCount(products.length, { timeout: 15_000 });
  await expect(page.getByText('Comprobando', { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

test('the two document links open the generated documents in the visitor’s language', async ({ page, context }) => {
  test.slow();
  await visitLoaded(page);
  const documents = [
    {
      link: /Lista de alérgenos \(documento para imprimir\)/,
      href: '/documents/alergenos.es.html',
      h1: 'Lista de alérgenos',
    },
    {
      link: /Valores nutricionales \(documento para imprimir\)/,
      href: '/documents/valores-nutricionales.es.html',
      h1: 'Valores nutricionales',
    },
  ];
  for (const { link, href, h1 } of documents) {
    const anchor = page.getByRole('link', { name: link });
    await expect(anchor).toHaveAttribute('href', href);
    await expect(anchor).toHaveAttribute('target', '_blank');
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<h1>${h1}</h1>`);
    for (const product of products) expect(html, product.name.es).toContain(product.name.es);
    // Standalone pages: their own inline style sheet and the site's icon, nothing else to load or run.
    expect(html.replace(/<link rel="icon"[^>]*>/, '')).not.toMatch(/<script|<link|<img/);
  }

  // Following the link opens the document in a new tab.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: documents[0]!.link }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/documents\/alergenos\.es\.html$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Lista de alérgenos');
  await expect(tab.locator('table tbody tr th[scope="row"]')).toHaveCount(products.length);
  await expectNoAxeViolations(tab, 'the allergen document');
  await tab.close();
});

test('the generated nutrition document passes axe too', async ({ page }) => {
  await visit(page, '/documents/valores-nutricionales.ca.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.locator('tbody th[scope="row"]')).toHaveCount(products.length);
  await expectNoAxeViolations(page, 'the nutrition document');
});

test('the allergen table lists every product and filters by name and by allergens to avoid', async ({ page }) => {
  test.slow();
  await visitLoaded(page);
  const table = allergenTable(page);
  const section = page.getByRole('region', { name: 'Alérgenos' });
  await expect(table.getByRole('rowheader', { name: /^Cubo 8 piezas/ })).toBeVisible();
  // Every product's details follow the menu (59 calls): on a busy machine the last ones take a while.
  await expect(bodyRows(nutritionTable(page))).toHaveCount(
    products.filter((product) => product.nutrition.weight > 0).length,
    { timeout: 45_000 },
  );
  await expectNoAxeViolations(page, '/alergens');

  await section.getByRole('searchbox', { name: 'Buscar un producto' }).fill('nuggets');
  await expect(bodyRows(table)).toHaveCount(products.filter((product) => /nuggets/i.test(product.name.es)).length);
  await expect(section.getByRole('status')).toContainText('de 59');

  await section.getByRole('button', { name: 'Quitar los filtros' }).click();
  await expect(bodyRows(table)).toHaveCount(products.length);
  const avoid = section.getByRole('group', { name: 'Mostrar solo los productos sin' });
  await avoid.getByRole('checkbox', { name: 'Gluten' }).check();
  const withoutGluten = products.filter((product) => !product.allergens.includes('gluten'));
  await expect(bodyRows(table)).toHaveCount(withoutGluten.length);
  await expect(table.getByText('Contiene', { exact: true })).toHaveCount(
    withoutGluten.reduce((sum, product) => sum + product.allergens.length, 0),
  );
  await expectNoAxeViolations(page, '/alergens filtered');
});

test('the footer’s nutrition link lands on its section', async ({ page }) => {
  test.slow();
  // The page goes to the section once both tables are whole, as until then the rows drawn above it move it down.
  await visitLoaded(page, '/alergens#valores-nutricionales');
  await expect(page.getByRole('heading', { level: 2, name: 'Valores nutricionales' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Valores nutricionales' })).toBeInViewport();
});

test('in English the page links the English documents', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await visit(page, '/alergens');
  const link = page.getByRole('link', { name: /Allergen list \(printable document\)/ });
  await expect(link).toHaveAttribute('href', '/documents/alergenos.en.html');
  const html = await (await page.request.get('/documents/valores-nutricionales.en.html')).text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('2.4');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each product is a card naming only the allergens it contains', async ({ page }) => {
    test.slow();
    await visitLoaded(page);
    const bucket = allergenTable(page)
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: /^Cubo 8 piezas/ }) });
    const contained = products.find((product) => product.id === 1001)!.allergens.length;
    await expect(bucket.locator('td:visible')).toHaveCount(contained);
    await expect(bucket.locator('td:visible').first()).toHaveAttribute('data-label', 'Gluten');
    await expect(bucket.locator('td:visible')).toHaveText(Array(contained).fill(/Contiene/));
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, '/alergens on a phone');
  });
});
