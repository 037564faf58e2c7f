import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS } from '../src/app/route-table.mjs';
import { expect, expectNoAxeViolations, open, test, untilLoaded, visit } from './support';

type Section = { id: string; heading: string; sections?: { id: string; heading: string }[] };
type Doc = { title: string; sections: Section[]; toc?: boolean };

// Every document of the registry, so a new one is checked without a change here.
const SLUGS = DOCUMENTS.map((doc) => doc.slug);
const LANGUAGES = [
  { stored: 'es', lang: 'es' },
  { stored: 'en', lang: 'en' },
  { stored: 'cat', lang: 'ca' },
];

const read = (slug: string, lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../content/documents', `${slug}.${lang}.json`), 'utf8')) as Doc;

// One tab per language: each document is loaded at its address, as a visitor's link opens it, in a browser that has
// visited the site before, which is quicker than a new browser for each.
for (const { stored, lang } of LANGUAGES) {
  test(`every document in ${lang} shows its title, contents and every section`, async ({ page }) => {
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('language', value), stored);
    for (const slug of SLUGS) {
      await test.step(`/${slug}`, async () => {
        const doc = read(slug, lang);
        await open(page, `/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Every section and subsection heading, with its id (what the contents and links point at), read at once.
        const expected = doc.sections.flatMap((section) => [
          `h2#${section.id} ${section.heading}`,
          ...(section.sections ?? []).map((sub) => `h3#${sub.id} ${sub.heading}`),
        ]);
        const selectors = expected.map((line) => line.split(' ')[0]!);
        await expect
          .poll(() =>
            page.evaluate(
              (list) =>
                list.map((selector) => `${selector} ${document.querySelector(selector)?.textContent ?? '(missing)'}`),
              selectors,
            ),
          )
          .toEqual(expected);
        if (doc.toc !== false && doc.sections.length >= 2) {
          const toc = page.getByRole('navigation', { name: /En esta página|On this page|En aquesta pàgina/ });
          await expect(toc.getByRole('link')).toHaveCount(doc.sections.length);
        }
        // axe checks every document in each language with the rest of the site's pages (e2e/accessibility.spec.ts).
      });
    }
  });
}

test('the cookie policy lists every third-party cookie of the content file', async ({ page }) => {
  const { cookies } = JSON.parse(
    readFileSync(join(import.meta.dirname, '../content/cookies/third-party-cookies.json'), 'utf8'),
  ) as { cookies: unknown[] };
  await open(page, '/cookies');
  const table = page.getByRole('table', { name: 'Cookies de terceros que usa esta web' });
  await expect(table.locator('tbody tr')).toHaveCount(cookies.length);
  await expectNoAxeViolations(page, 'cookie table');
});

test('the general conditions link to the privacy policy section by section', async ({ page }) => {
  await open(page, '/general-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(read('general-conditions', 'es').title);
  // The sections' own links, not the table of contents (whose anchors point into this page).
  const sections = page.getByRole('main').locator('article > section');
  await expect(sections.locator('a[href="/cookies"]').first()).toBeVisible();
  await sections.locator('a[href^="/politica-de-privacidad"]').first().click();
  await expect(page).toHaveURL(/\/politica-de-privacidad/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(read('politica-de-privacidad', 'es').title);
});

test('a table-of-contents link scrolls to its section', async ({ page }) => {
  const doc = read('sostenibilidad', 'es');
  await open(page, '/sostenibilidad');
  const last = doc.sections.at(-1)!;
  await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: last.heading }).click();
  await expect(page).toHaveURL(`/sostenibilidad#${last.id}`);
  await expect(page.locator(`h2#${last.id}`)).toBeInViewport();
});

test('the accessibility statement is linked from the footer, and its way to report a barrier opens the customer-service form on that reason', async ({
  page,
}) => {
  await visit(page, '/');
  await untilLoaded(page);
  await page
    .getByRole('navigation', { name: 'Información y legal' })
    .getByRole('link', { name: 'Declaración de accesibilidad', exact: true })
    .click();
  await expect(page).toHaveURL('/accesibilidad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad');
  await expect(page.getByText('WCAG) 2.2')).toBeVisible();
  await page.getByRole('link', { name: 'formulario de atención al cliente' }).click();
  await expect(page).toHaveURL('/public-contact-form?reason=OTHER');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atención al cliente');
  await expect(page.getByLabel(/^Motivo de la consulta/)).toHaveValue('OTHER');
  await expect(page.getByLabel(/^Motivo de la consulta/).locator('option:checked')).toHaveText('Otro motivo');
  await expectNoAxeViolations(page, '/public-contact-form?reason=OTHER');
});

test.describe('history media', () => {
  test('wide screens get the videos', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/historia');
    await expect(page.locator('video').first()).toBeVisible();
  });

  test('at 1024 px or less the images stand in for the videos', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page, '/historia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('video').first()).toBeHidden();
    await expect(page.locator('figure img').first()).toBeVisible();
  });
});
