import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, failFromStart, nextFrames, open, reload, test, visit } from './support';

type Localized = { es: string; en: string; ca: string };
type Fixture = {
  categories: {
    id: number;
    name: Localized;
    products: number[];
    children: { name: Localized; products: number[] }[];
  }[];
  products: { id: number; name: Localized; image: string; nutrition: { weight: number }; allergens: string[] }[];
};
const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/menu.json'), 'utf8')) as Fixture;
const productsOf = (category: Fixture['categories'][number]) => [
  ...category.products,
  ...category.children.flatMap((child) => child.products),
];
const product = (id: number) => menu.products.find((item) => item.id === id)!;

test('the picker opens the menu at the chosen category, and the header action goes back', async ({ page }) => {
  await visit(page, '/carta');
  const picker = page.getByRole('navigation', { name: 'Categorías' });
  await expect(picker.getByRole('link')).toHaveCount(menu.categories.length);
  await expectNoAxeViolations(page, '/carta picker');
  const sauces = menu.categories.find((category) => category.id === 8)!;
  await picker.getByRole('link', { name: new RegExp(sauces.name.es) }).click();
  await expect(page).toHaveURL('/carta?id=8');
  await expect(page.getByRole('heading', { level: 2, name: sauces.name.es })).toBeInViewport();
  await expect(page.getByRole('link', { name: sauces.name.es }).first()).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, '/carta menu');
  await page.getByRole('button', { name: 'Todas las categorías' }).click();
  await expect(page).toHaveURL('/carta');
  await expect(picker).toBeVisible();
});

test('/carta?id= opens the menu at that category, with every section and sub-category', async ({ page }) => {
  await visit(page, '/carta?id=9');
  const desserts = menu.categories.find((category) => category.id === 9)!;
  await expect(page.getByRole('heading', { level: 2, name: desserts.name.es })).toBeInViewport();
  for (const category of menu.categories) {
    await expect(page.getByRole('heading', { level: 2, name: category.name.es, exact: true })).toHaveCount(1);
    for (const child of category.children)
      await expect(page.getByRole('heading', { level: 3, name: child.name.es, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('main').locator('ul li button[aria-haspopup="dialog"]')).toHaveCount(
    menu.categories.flatMap(productsOf).length,
  );
});

test('the compact strip appears past 190 px, and choosing a category scrolls and underlines it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/carta?id=1');
  const strips = page.getByRole('navigation', { name: 'Ir a una categoría' });
  await expect(strips).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 150));
  await nextFrames(page);
  await expect(strips).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(strips).toHaveCount(2);
  const compact = strips.nth(1);
  await expect(compact).toBeInViewport();
  await expect(compact.locator('img')).toHaveCount(0);

  const drinks = menu.categories.find((category) => category.id === 10)!;
  await compact.getByRole('link', { name: drinks.name.es }).click();
  await expect(compact.getByRole('link', { name: drinks.name.es })).toHaveAttribute('aria-current', 'true');
  const heading = page.getByRole('heading', { level: 2, name: drinks.name.es });
  await expect(heading).toBeInViewport();
  // The section lands under the header and the compact strip (offset -180 on wide windows).
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeGreaterThan(150);
  await expect(compact).toBeInViewport();
});

test('a product shows its details and nutrition from the API, and back returns to it', async ({ page }) => {
  await visit(page, '/carta?id=1');
  const bucket = product(1001);
  await page.getByRole('button', { name: new RegExp(bucket.name.es) }).click();
  const dialog = page.getByRole('dialog', { name: bucket.name.es });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Pide ya' })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page, 'product dialog');
  await dialog.getByRole('button', { name: 'Información nutricional y alérgenos' }).click();
  const nutrition = page.getByRole('dialog', { name: 'Información nutricional' });
  await expect(nutrition.getByRole('row', { name: /Peso/ })).toContainText('1120 g');
  await expect(nutrition.getByRole('row', { name: /azúcares/ })).toContainText('2,4 g');
  await expect(nutrition.getByRole('row', { name: /Grasas trans/ })).toContainText('1,2 g');
  await expect(nutrition.getByRole('listitem')).toHaveCount(bucket.allergens.length);
  await expect(nutrition.getByRole('listitem').first()).toContainText('Gluten');
  await expectNoAxeViolations(page, 'nutrition dialog');
  await nutrition.getByRole('button', { name: 'Volver al producto' }).first().click();
  await expect(page.getByRole('dialog', { name: bucket.name.es })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a product closed at its nutrition gives the page back, and the next one opens on its own details and image', async ({
  page,
}) => {
  await visit(page, '/carta?id=1');
  const [bucket, wings] = [product(1001), product(1004)];
  expect(wings.image).not.toBe(bucket.image);
  const card = page.getByRole('button', { name: new RegExp(bucket.name.es) });
  await card.click();
  await page
    .getByRole('dialog', { name: bucket.name.es })
    .getByRole('button', { name: 'Información nutricional y alérgenos' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Información nutricional' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toBeFocused();
  // The dialog stays in the page for the next product, closed: nothing behind it is left inert.
  expect(await page.evaluate(() => document.querySelectorAll('dialog[open], dialog:modal').length)).toBe(0);

  await page.getByRole('button', { name: new RegExp(wings.name.es) }).click();
  const dialog = page.getByRole('dialog', { name: wings.name.es });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Información nutricional y alérgenos' })).toBeVisible();
  await expect(dialog.getByRole('table')).toHaveCount(0);
  // The image drawn is this product's, never the last one's while it loads.
  const image = dialog.locator('img').first();
  await expect(image).toHaveAttribute('src', wings.image);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && new URL(element.currentSrc).pathname))
    .toBe(wings.image);
  await expectNoAxeViolations(page, 'the next product dialog');
});

test("a product's dialog shows before the page behind is made inert, then turns modal, and a key pressed at once stays in it", async ({
  page,
}) => {
  await visit(page, '/carta?id=1');
  const bucket = product(1001);
  const modal = () => page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal') ?? null);
  // Left alone, it turns modal once its first frame is painted: the page behind is inert, Escape closes it.
  await page.getByRole('button', { name: new RegExp(bucket.name.es) }).click();
  await expect(page.getByRole('dialog', { name: bucket.name.es })).toBeVisible();
  await expect.poll(modal).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A key pressed in the same task as the tap that opens it: it is modal before the key moves focus, so Tab stays inside.
  const stayed = await page.evaluate(async (name) => {
    const card = [...document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')].find((button) =>
      button.textContent?.includes(name),
    )!;
    card.click();
    // React draws the update of a click at the end of the task that dispatched it, before any frame.
    for (let turn = 0; turn < 5 && !document.querySelector('dialog[open]'); turn++) await Promise.resolve();
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')!;
    const before = dialog.matches(':modal');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    return { before, after: dialog.matches(':modal'), open: dialog.open };
  }, bucket.name.es);
  expect(stayed).toEqual({ before: false, after: true, open: true });
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
});

test('the product dialog drawn ahead waits closed where it opens, unseen and out of reach, so a tap lays nothing out', async ({
  page,
}) => {
  await visit(page, '/carta?id=2');
  const card = page.locator('#categoria-2 button[aria-haspopup="dialog"]').first();
  const name = (await card.locator('span span').first().textContent())!.trim();
  const drawn = page.locator('dialog', { has: page.getByText(name, { exact: true }) });
  await expect(drawn).toHaveCount(1);
  // The product's details, asked for as its card came on screen, drawn in it while closed: opening changes nothing in it.
  await expect(drawn.locator('[role="status"]')).toHaveCount(0);
  const box = () =>
    drawn.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    });
  const closed = await box();
  expect(closed.width).toBeGreaterThan(200);
  expect(closed.height).toBeGreaterThan(200);
  // Laid out, yet seen by no one: no dialog in the accessibility tree, no tap on it, no focus in it.
  await expect(drawn).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reach = await drawn.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    const scrollable = element.querySelector<HTMLElement>('[tabindex="0"]')!;
    scrollable.focus();
    return { hit: element.contains(hit), focused: document.activeElement === scrollable };
  });
  expect(reach).toEqual({ hit: false, focused: false });

  await card.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect.poll(() => drawn.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await box()).toEqual(closed);
});

test('a product without weight or allergens has no nutrition link', async ({ page }) => {
  await visit(page, '/carta?id=10');
  const water = product(1055);
  await page.getByRole('button', { name: new RegExp(water.name.es) }).click();
  const dialog = page.getByRole('dialog', { name: water.name.es });
  await expect(dialog.locator('p').first()).not.toBeEmpty();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Información nutricional y alérgenos' })).toHaveCount(0);
});

test('switching language reloads the menu in that language', async ({ page }) => {
  await visit(page, '/carta?id=1');
  const bucket = product(1001);
  await expect(page.getByRole('button', { name: new RegExp(bucket.name.es) })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
  await expect(page.getByRole('button', { name: new RegExp(bucket.name.en) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: menu.categories[0]!.name.en })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(bucket.name.en) }).click();
  await expect(page.getByRole('dialog', { name: bucket.name.en })).toBeVisible();
});

test('the allergen filter hides the products that contain them, and lives in the address', async ({ page }) => {
  await visit(page, '/carta?id=1');
  const cards = page.getByRole('main').locator('ul li button[aria-haspopup="dialog"]');
  const all = menu.categories.flatMap(productsOf).length;
  await expect(cards).toHaveCount(all);
  await page.getByRole('button', { name: 'Filtrar por alérgenos' }).click();
  await page.getByRole('checkbox', { name: 'Gluten' }).check();
  await page.getByRole('checkbox', { name: 'Leche' }).check();
  await expect(page).toHaveURL(/sin=gluten%2Cmilk|sin=gluten,milk/);
  const free = menu.products.filter((item) => !item.allergens.includes('gluten') && !item.allergens.includes('milk'));
  await expect(cards).toHaveCount(free.length);
  await expect(page.getByText(`${all - free.length} productos ocultos por contener Gluten o Leche.`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(product(1001).name.es) })).toHaveCount(0);
  await expectNoAxeViolations(page, 'allergen filter');

  // A shared address shows the same filtered menu.
  await reload(page);
  await expect(cards).toHaveCount(free.length);
  await page.getByRole('button', { name: 'Quitar el filtro' }).click();
  await expect(cards).toHaveCount(all);
});

test.describe('when a product cannot be checked', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('it is shown as unknown, never as free', async ({ page }) => {
    // The details of the products in sight are asked for as the menu starts, before the test could break them.
    await failFromStart(page, '/api/v1/products/1001');
    await visit(page, '/carta?id=1');
    await page.getByRole('button', { name: 'Filtrar por alérgenos' }).click();
    await page.getByRole('checkbox', { name: 'Pescado' }).check();
    const bucket = page.getByRole('button', { name: new RegExp(product(1001).name.es) });
    await expect(bucket).toContainText('No hemos podido comprobar sus alérgenos');
    // Its neighbours, which were checked, carry no such mark.
    await expect(page.getByRole('button', { name: new RegExp(product(1002).name.es) })).not.toContainText('comprobar');
  });
});

for (const [stored, lang, path, heading] of [
  ['cat', 'ca', '/carta?id=1', 'Carta'],
  ['en', 'en', '/', 'Pollo Crujiente'],
  ['cat', 'ca', '/', 'Pollo Crujiente'],
] as const) {
  test(`a visitor whose language is ${stored} who opens ${path} directly is answered in it: every call says ${lang} in its address and its Accept-Language`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('language', value), stored);
    const calls: { path: string; language: string | null; accepted: string | undefined }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The main API: with the embedded mock, the site's own origin.
      if (url.origin !== new URL(baseURL!).origin || !url.pathname.startsWith('/api/')) return;
      calls.push({
        path: url.pathname,
        language: url.searchParams.get('language'),
        accepted: request.headers()['accept-language'],
      });
    });
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    // The calls made before the first render (the menu, the news, the popups) among them.
    const early = path === '/' ? '/api/v1/news' : '/api/v1/sections/collections';
    await expect.poll(() => calls.some((call) => call.path === early)).toBe(true);
    for (const call of calls) {
      expect(call.accepted, `${call.path}'s Accept-Language`).toBe(lang);
      if (call.language !== null) expect(call.language, `${call.path}'s language`).toBe(lang);
    }
  });
}
