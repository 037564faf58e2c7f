import type { Page } from '@playwright/test';
import { DEMO_USER, expect, expectNoAxeViolations, loginThroughMock, open, test, visit } from './support';

// Every language has its own addresses: Spanish at the plain paths, English under /en, Catalan under /ca.

/** Records, across the tab's documents, the address of every document that painted content (its first contentful paint). */
async function recordContentfulPaints(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[];
      sessionStorage.setItem('painted', JSON.stringify([...painted, location.pathname]));
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Keeps the first heading the HTML brings, to tell later whether the site took the page over or drew a new one. */
async function keepFirstHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      (window as unknown as { firstHeading: Element }).firstHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

test.describe('an address per language', () => {
  const PAGES = [
    { address: '/en/carta', lang: 'en', heading: 'Menu', stored: 'en' },
    { address: '/ca/aviso-legal', lang: 'ca', heading: 'Avís legal', stored: 'cat' },
    { address: '/en/', lang: 'en', heading: 'Pollo Crujiente: fried chicken marinated for 12 hours', stored: 'en' },
  ];

  for (const { address, lang, heading, stored } of PAGES) {
    test(`${address} is served pre-rendered in its language, taken over in it, and stores the choice`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(address)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`data-prerendered="${address}"`);
      expect(html).toContain(`>${heading}</h1>`);

      await keepFirstHeading(page);
      await visit(page, address);
      await expect(page).toHaveURL(address);
      // Taken over as it came (hydrated), not drawn again.
      expect(
        await page.evaluate(
          () => (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('#root h1'),
        ),
      ).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await storedLanguage(page)).toBe(stored);
      await expectNoAxeViolations(page);
    });
  }

  test('the links of an English page stay in English: header, footer and a document', async ({ page }) => {
    await visit(page, '/en/cookies');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/en/novedades',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
      'href',
      '/en/aviso-legal',
    );
    // A link written inside a document's content, as `/politica-de-privacidad`.
    const privacy = page.getByRole('main').locator('a[href$="/politica-de-privacidad"]').first();
    await expect(privacy).toHaveAttribute('href', '/en/politica-de-privacidad');
    await privacy.click();
    await expect(page).toHaveURL('/en/politica-de-privacidad');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switcher links to the same page in each language, query and fragment kept, and the back button returns', async ({
    page,
  }) => {
    await visit(page, '/carta?id=2');
    const switcher = page.getByRole('group', { name: 'Idioma' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/carta?id=2');
    await expect(switcher.getByRole('link', { name: 'Català' })).toHaveAttribute('href', '/ca/carta?id=2');
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');

    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/carta?id=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    const english = page.getByRole('group', { name: 'Language' });
    await expect(english.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/carta?id=2');

    await english.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL('/carta?id=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await storedLanguage(page)).toBe('es');

    await page.goBack();
    await expect(page).toHaveURL('/en/carta?id=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
  });

  test('a visitor who chose Catalan and opens a Spanish address is taken to the Catalan one before anything paints', async ({
    page,
    context,
  }) => {
    // The history a direct visit to the Catalan address leaves, to compare with.
    const direct = await context.newPage();
    await open(direct, '/ca/aviso-legal?x=1#contacto');
    const directLength = await direct.evaluate(() => history.length);
    await direct.close();

    await page.addInitScript(() => localStorage.setItem('language', 'cat'));
    await recordContentfulPaints(page);
    await open(page, '/aviso-legal?x=1#contacto');
    await expect(page).toHaveURL('/ca/aviso-legal?x=1#contacto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avís legal');
    // Only the Catalan page painted, and the Spanish address left no entry to go back to.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('painted')))
      .toBe(JSON.stringify(['/ca/aviso-legal']));
    expect(await page.evaluate(() => history.length)).toBe(directLength);
  });

  test('the not-found page, old addresses and the customer-page guard work under each prefix', async ({ page }) => {
    await visit(page, '/en/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, page not found!');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pollo Crujiente: fried chicken marinated for 12 hours',
    );

    await visit(page, '/ca/quality');
    await expect(page).toHaveURL('/ca/calidad');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');

    // A guest finds no customer page, in the address's language.
    await visit(page, '/ca/personal-data');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, no hem trobat la pàgina!');
  });

  test("a customer's own pages answer under a prefix, in that language", async ({ page }) => {
    await loginThroughMock(page, DEMO_USER, '/en/personal-data');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal data');
    await expectNoAxeViolations(page);
  });
});
