import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_STYLE_HASH,
  type DocumentLanguage,
  documentFileName,
  generateAllergenDocuments,
  readMenuData,
} from '../../../scripts/generate/allergen-documents.mjs';
import { EU_ALLERGENS, NUTRIENTS } from '../../../src/domain/food-information.mjs';

const root = join(import.meta.dirname, '../../..');
const outDir = mkdtempSync(join(tmpdir(), 'allergen-documents-'));
const date = new Date('2026-03-15T10:00:00Z');
const written = generateAllergenDocuments(root, { outDir, date });
const { menu, allergens, catalogues } = readMenuData(root);
const scratch: string[] = [];

afterAll(() => {
  for (const dir of [outDir, ...scratch]) rmSync(dir, { recursive: true, force: true });
});

const LANGUAGES: DocumentLanguage[] = ['es', 'en', 'ca'];
const ICON = '/media/brand/logo-mark.svg';
const parsed = new Map<string, Document>();
/** A generated document, parsed once (they are large: 59 products × 14 allergens). */
function open(file: string): Document {
  if (!parsed.has(file))
    parsed.set(file, new DOMParser().parseFromString(readFileSync(join(outDir, file), 'utf8'), 'text/html'));
  return parsed.get(file)!;
}
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The products as the menu lists them, category by category and sub-category by sub-category (read here, not from the script). */
function productsInMenuOrder() {
  const byId = new Map(menu.products.map((product) => [product.id, product]));
  return menu.categories.flatMap((category) =>
    [category.products, ...(category.children ?? []).map((child) => child.products)].flat().map((id) => byId.get(id)!),
  );
}

describe('allergen and nutrition documents', () => {
  it('writes the two documents in es, en and ca, under the names the /alergens page links to', () => {
    expect(readdirSync(outDir).sort()).toEqual([
      'alergenos.ca.html',
      'alergenos.en.html',
      'alergenos.es.html',
      'valores-nutricionales.ca.html',
      'valores-nutricionales.en.html',
      'valores-nutricionales.es.html',
    ]);
    expect(written).toHaveLength(6);
    expect(documentFileName('allergens', 'es')).toBe('alergenos.es.html');
    expect(documentFileName('nutrition', 'ca')).toBe('valores-nutricionales.ca.html');
  });

  it.each(LANGUAGES)(
    'are standalone, accessible pages in %s: lang, title, one h1, caption, scoped headings, no script or external resource',
    (lang) => {
      for (const kind of ['allergens', 'nutrition'] as const) {
        const html = readFileSync(join(outDir, documentFileName(kind, lang)), 'utf8');
        const doc = open(documentFileName(kind, lang));
        expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
        expect(doc.documentElement.lang).toBe(lang);
        expect(doc.title).toMatch(/\| Pollo Crujiente$/);
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        expect(doc.title.startsWith(text(doc.querySelector('h1')))).toBe(true);
        expect(doc.querySelectorAll('main')).toHaveLength(1);
        expect(doc.querySelectorAll('table')).toHaveLength(1);
        expect(text(doc.querySelector('table > caption'))).not.toBe('');
        expect(
          [...doc.querySelectorAll('th')].every((th) =>
            ['col', 'row', 'rowgroup'].includes(th.getAttribute('scope') ?? ''),
          ),
        ).toBe(true);
        expect(
          doc.querySelectorAll(`script, link:not([rel="icon"][href="${ICON}"]), img, iframe, object, embed`),
        ).toHaveLength(0);
        // The site's icon, so a browser does not ask for /favicon.ico (an inline data: icon would need img-src data:).
        expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(ICON);
        // Nothing else is fetched: a saved copy misses only its icon.
        expect(html.replace(`<link rel="icon" type="image/svg+xml" href="${ICON}">`, '')).not.toMatch(
          /\b(?:src|href)=|url\(|@import/,
        );
        const style = doc.querySelector('style')?.textContent ?? '';
        expect(style).toContain('@media print');
        // The site's Content-Security-Policy allows this style sheet by its hash.
        expect(DOCUMENT_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
        // The generation date, as a machine-readable date and in the language's words.
        expect(doc.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-15');
        expect(text(doc.querySelector('.note'))).toMatch(/contamina/i);
      }
    },
  );

  it('date the documents in each language', () => {
    expect(text(open('alergenos.es.html').querySelector('time'))).toBe('15 de marzo de 2026');
    expect(text(open('alergenos.en.html').querySelector('time'))).toBe('March 15, 2026');
    expect(text(open('alergenos.ca.html').querySelector('time'))).toMatch(/^15 de març/);
  });

  it.each(LANGUAGES)(
    'list every product against the 14 allergens in %s, marked as the menu data says, by category',
    (lang) => {
      const doc = open(documentFileName('allergens', lang));
      const headings = [...doc.querySelectorAll('thead th')].map(text);
      expect(headings).toEqual([expect.any(String), ...allergens.map((allergen) => allergen.name[lang])]);
      expect(allergens).toHaveLength(14);

      const groups = [...doc.querySelectorAll('tbody')];
      const groupNames = groups.map((tbody) => text(tbody.querySelector('th[scope="rowgroup"]')));
      expect(groupNames).toContain(menu.categories[0]!.name[lang]);
      const burgers = menu.categories.find((category) => category.children?.length)!;
      expect(groupNames).toContain(`${burgers.name[lang]} · ${burgers.children![0]!.name[lang]}`);

      const rows = [...doc.querySelectorAll('tbody tr')].filter((row) => row.querySelector('th[scope="row"]'));
      const products = productsInMenuOrder();
      expect(rows).toHaveLength(menu.products.length);
      expect(rows.map((row) => text(row.querySelector('th')))).toEqual(products.map((product) => product.name[lang]));
      rows.forEach((row, index) => {
        const product = products[index]!;
        const cells = [...row.querySelectorAll('td')];
        expect(cells).toHaveLength(14);
        const marked = allergens
          .filter((_, column) => cells[column]!.classList.contains('yes'))
          .map((allergen) => allergen.key);
        expect(marked, product.name.es).toEqual(
          allergens.map((allergen) => allergen.key).filter((key) => product.allergens.includes(key)),
        );
        // Every cell says what it means in words, not only with a symbol.
        cells.forEach((cell) => expect(text(cell.querySelector('.visually-hidden'))).not.toBe(''));
      });
    },
  );

  it.each(LANGUAGES)('give every product its nutritional values per serving in %s', (lang) => {
    const doc = open(documentFileName('nutrition', lang));
    expect([...doc.querySelectorAll('thead th')]).toHaveLength(11);
    const rows = [...doc.querySelectorAll('tbody tr')].filter((row) => row.querySelector('th[scope="row"]'));
    const products = productsInMenuOrder();
    expect(rows.map((row) => text(row.querySelector('th')))).toEqual(products.map((product) => product.name[lang]));
    rows.forEach((row, index) => {
      const { nutrition } = products[index]!;
      const cells = [...row.querySelectorAll('td')].map(text);
      if (nutrition.weight > 0) {
        expect(cells).toHaveLength(10);
        expect(cells[0]).toBe(new Intl.NumberFormat(lang).format(nutrition.weight));
      } else {
        expect(cells).toHaveLength(1);
      }
    });
  });

  it('write decimals with a comma in es and ca and a point in en', () => {
    const bucket = menu.products.find((product) => product.id === 1001)!;
    expect(bucket.nutrition.sugar).toBe(2.4);
    const sugarOfBucket = (lang: DocumentLanguage) => {
      const doc = open(documentFileName('nutrition', lang));
      const row = [...doc.querySelectorAll('tbody tr')].find(
        (tr) => text(tr.querySelector('th')) === bucket.name[lang],
      )!;
      return text(row.querySelectorAll('td')[4]!);
    };
    expect(sugarOfBucket('es')).toBe('2,4');
    expect(sugarOfBucket('ca')).toBe('2,4');
    expect(sugarOfBucket('en')).toBe('2.4');
    expect(text(open('valores-nutricionales.es.html').querySelector('tbody'))).not.toMatch(/\d\.\d/);
  });
});

describe('the words the documents share with the /alergens page', () => {
  /** A copy of the content the documents are made from, with some catalogue texts changed, and its documents. */
  function generateWith(changes: Partial<Record<DocumentLanguage, Record<string, string>>>) {
    const copy = mkdtempSync(join(tmpdir(), 'allergen-documents-content-'));
    scratch.push(copy);
    cpSync(join(root, 'content/fixtures'), join(copy, 'content/fixtures'), { recursive: true });
    cpSync(join(root, 'content/messages'), join(copy, 'content/messages'), { recursive: true });
    for (const [lang, texts] of Object.entries(changes)) {
      const file = join(copy, 'content/messages', `${lang}.json`);
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...texts }, null, 2));
    }
    const out = join(copy, 'documents');
    generateAllergenDocuments(copy, { outDir: out, date });
    return (kind: 'allergens' | 'nutrition', lang: DocumentLanguage) =>
      new DOMParser().parseFromString(readFileSync(join(out, documentFileName(kind, lang)), 'utf8'), 'text/html');
  }

  it.each(LANGUAGES)(
    "are the catalogue's in %s: the allergen disclaimer, the allergen names, the nutrient labels, the marks",
    (lang) => {
      const messages = catalogues[lang];
      for (const kind of ['allergens', 'nutrition'] as const) {
        expect(text(open(documentFileName(kind, lang)).querySelector('.note'))).toBe(messages['allergens.note']);
      }
      const allergenDoc = open(documentFileName('allergens', lang));
      expect([...allergenDoc.querySelectorAll('thead th')].map(text)).toEqual([
        messages['allergens.table.product'],
        ...EU_ALLERGENS.map((key) => messages[`menu.allergen.${key}`]),
      ]);
      const marks = new Set([...allergenDoc.querySelectorAll('tbody td .visually-hidden')].map(text));
      expect([...marks].sort()).toEqual([messages['allergens.mark.contains'], messages['allergens.mark.free']].sort());
      const nutritionDoc = open(documentFileName('nutrition', lang));
      expect([...nutritionDoc.querySelectorAll('thead th')].map(text)).toEqual([
        messages['allergens.table.product'],
        ...NUTRIENTS.map(({ key, unit }) => `${messages[`menu.nutrition.${key}`]} (${unit})`),
      ]);
    },
  );

  it('follow a change of the catalogue, in the language changed only', () => {
    const documentOf = generateWith({
      en: {
        'allergens.note': 'Ask our staff about allergens before ordering.',
        'menu.allergen.lupin': 'Lupin beans',
        'menu.nutrition.salt': 'Salt content',
        'allergens.mark.contains': 'Has it',
      },
    });
    const allergensEn = documentOf('allergens', 'en');
    expect(text(allergensEn.querySelector('.note'))).toBe('Ask our staff about allergens before ordering.');
    expect(text(documentOf('nutrition', 'en').querySelector('.note'))).toBe(
      'Ask our staff about allergens before ordering.',
    );
    expect([...allergensEn.querySelectorAll('thead th')].map(text)).toContain('Lupin beans');
    expect([...allergensEn.querySelectorAll('td.yes .visually-hidden')].map(text)).toContain('Has it');
    expect([...documentOf('nutrition', 'en').querySelectorAll('thead th')].map(text)).toContain('Salt content (g)');
    expect(text(documentOf('allergens', 'es').querySelector('.note'))).toBe(catalogues.es['allergens.note']);
  });

  it('refuse to write a document without a text the site has dropped', () => {
    expect(() => generateWith({ ca: { 'menu.nutrition.salt': undefined as unknown as string } })).toThrow(
      'content/messages/ca.json has no message "menu.nutrition.salt"',
    );
  });
});
