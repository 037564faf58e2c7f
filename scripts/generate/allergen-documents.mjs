#!/usr/bin/env node
// The allergen list and the nutritional values of every product, as printable static HTML documents in es, en and
// ca, generated from the menu data (content/fixtures/menu.json, the seed of the mock API) into public/documents/,
// which the site serves at /documents/<name>.<lang>.html and the /alergens page links to. The 14 allergens and the
// nutrition rows are the site's (src/domain/food-information.mjs); the words the documents share with the /alergens
// page (allergen names, nutrient labels, marks, the allergen disclaimer) are read from the message catalogues
// (content/messages), so the page and its documents say the same. Each file stands alone: inline CSS, no script,
// no image, no external resource (the site's icon aside, which a saved copy simply goes without), so it can be
// saved, printed or handed over as it is. Run by scripts/generate/generate.mjs; `node scripts/generate/allergen-documents.mjs` runs
// it alone.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EU_ALLERGENS, NUTRIENTS } from '../../src/domain/food-information.mjs';
import { readCatalogue } from './messages.mjs';

/**
 * Type declarations for scripts/generate/allergen-documents.mjs.
 * @typedef {'es' | 'en' | 'ca'} DocumentLanguage
 */
/**
 * @typedef {'allergens' | 'nutrition'} DocumentKind
 */
/**
 * @typedef {Record<DocumentLanguage, string>} Localized
 */
/**
 * @typedef {Record<'weight' | 'kcal' | 'proteins' | 'carbs' | 'sugar' | 'fat' | 'transfat' | 'fibers' | 'sodium' | 'salt', number>} Nutrition
 */
/**
 * What the documents are made from: the menu data (content/fixtures/menu.json and allergens.json) and the catalogues of their languages (content/messages), message id → text.
 * @typedef {object} MenuData
 * @property {{ categories: { id: number; name: Localized; products: number[]; children?: { id: number; name: Localized; products: number[] }[] }[]; products: { id: number; name: Localized; nutrition: Nutrition; allergens: string[] }[]; }} menu
 * @property {{ key: string; name: Localized; image: string }[]} allergens
 * @property {Record<DocumentLanguage, Record<string, string>>} catalogues
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {readonly DocumentLanguage[]} */
export const DOCUMENT_LANGUAGES = ['es', 'en', 'ca'];

/**
 * The file names, without language and extension: the same words as the anchors of the /alergens page.
 * @type {Record<DocumentKind, string>}
 */
export const DOCUMENT_NAMES = { allergens: 'alergenos', nutrition: 'valores-nutricionales' };

/**
 * A document's file name, e.g. `alergenos.es.html`; the site serves it at `/documents/<file name>`.
 * @type {(kind: DocumentKind, lang: DocumentLanguage) => string}
 */
export const documentFileName = (kind, lang) => `${DOCUMENT_NAMES[kind]}.${lang}.html`;

// The documents' own texts: what the /alergens page shows too is read from the catalogues (see documentTexts).
const TEXTS = {
  es: {
    site: 'Pollo Crujiente',
    allergensTitle: 'Lista de alérgenos',
    allergensIntro:
      'Presencia en cada producto de la carta de los 14 alérgenos de declaración obligatoria del Reglamento (UE) n.º 1169/2011 (anexo II).',
    allergensCaption: 'Alérgenos de cada producto, por categoría de la carta',
    legend: 'Leyenda:',
    nutritionTitle: 'Valores nutricionales',
    nutritionIntro: 'Valores nutricionales de una ración de cada producto de la carta, tal como se sirve.',
    nutritionCaption: 'Valores nutricionales por ración de cada producto, por categoría de la carta',
    noNutrition: 'Sin valores nutricionales declarados',
    // The generation date goes between the two parts.
    generated: ['Documento generado el ', ' a partir de los datos de la carta.'],
  },
  en: {
    site: 'Pollo Crujiente',
    allergensTitle: 'Allergen list',
    allergensIntro:
      'For each product on the menu, which of the 14 allergens that must be declared under Regulation (EU) No 1169/2011 (Annex II) it contains.',
    allergensCaption: 'Allergens in each product, by menu category',
    legend: 'Key:',
    nutritionTitle: 'Nutritional values',
    nutritionIntro: 'Nutritional values of one serving of each product on the menu, as served.',
    nutritionCaption: 'Nutritional values per serving of each product, by menu category',
    noNutrition: 'No nutritional values declared',
    generated: ['Document generated on ', ' from the menu data.'],
  },
  ca: {
    site: 'Pollo Crujiente',
    allergensTitle: "Llista d'al·lèrgens",
    allergensIntro:
      'Presència en cada producte de la carta dels 14 al·lèrgens de declaració obligatòria del Reglament (UE) núm. 1169/2011 (annex II).',
    allergensCaption: 'Al·lèrgens de cada producte, per categoria de la carta',
    legend: 'Llegenda:',
    nutritionTitle: 'Valors nutricionals',
    nutritionIntro: "Valors nutricionals d'una ració de cada producte de la carta, tal com se serveix.",
    nutritionCaption: 'Valors nutricionals per ració de cada producte, per categoria de la carta',
    noNutrition: 'Sense valors nutricionals declarats',
    generated: ['Document generat el ', ' a partir de les dades de la carta.'],
  },
};

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * Reads what the documents are made from: the menu data, and the catalogues of the languages they are written in.
 * @type {(rootDir?: string) => MenuData}
 */
export function readMenuData(rootDir = root) {
  const read = (file) => JSON.parse(readFileSync(join(rootDir, 'content/fixtures', file), 'utf8'));
  const catalogues = /** @type {Record<DocumentLanguage, Record<string, string>>} */ (
    Object.fromEntries(DOCUMENT_LANGUAGES.map((lang) => [lang, readCatalogue(lang, rootDir)]))
  );
  return { menu: read('menu.json'), allergens: read('allergens.json').allergens, catalogues };
}

/**
 * A catalogue's text, as the site would show it. Only plain texts are read: a message that takes values (`{…}`)
 * would need the site's formatter, and a missing one means the site renamed or dropped a text the documents show.
 */
function catalogueText(catalogues, lang, id) {
  const message = catalogues[lang]?.[id];
  if (typeof message !== 'string')
    throw new Error(`content/messages/${lang}.json has no message "${id}", which the allergen documents show`);
  if (message.includes('{'))
    throw new Error(
      `content/messages/${lang}.json: "${id}" takes values; the allergen documents show plain texts only`,
    );
  // In a message, a doubled apostrophe stands for one.
  return message.replaceAll("''", "'");
}

/**
 * Every text of a document in one language: its own, and those it shares with the /alergens page, by the ids the
 * menu feature gives them (src/features/menu/messages.ts).
 */
function documentTexts({ catalogues }, lang) {
  const text = (id) => catalogueText(catalogues, lang, id);
  return {
    ...TEXTS[lang],
    product: text('allergens.table.product'),
    contains: text('allergens.mark.contains'),
    free: text('allergens.mark.free'),
    disclaimer: text('allergens.note'),
    allergens: Object.fromEntries(EU_ALLERGENS.map((key) => [key, text(`menu.allergen.${key}`)])),
    nutrients: Object.fromEntries(NUTRIENTS.map(({ key }) => [key, text(`menu.nutrition.${String(key)}`)])),
  };
}

/**
 * The menu's products in groups, in menu order: a category's own products, then each of its sub-categories
 * ("Hamburguesas · Clásicas"). Groups without products are left out.
 * @type {(menu: MenuData['menu'], lang: DocumentLanguage) => { id: string; name: string; products: MenuData['menu']['products'] }[]}
 */
export function productGroups(menu, lang) {
  const byId = new Map(menu.products.map((product) => [product.id, product]));
  const pick = (ids) => ids.map((id) => byId.get(id)).filter(Boolean);
  const groups = [];
  for (const category of menu.categories) {
    const name = category.name[lang];
    groups.push({ id: `c${category.id}`, name, products: pick(category.products) });
    for (const child of category.children ?? []) {
      groups.push({ id: `c${child.id}`, name: `${name} · ${child.name[lang]}`, products: pick(child.products) });
    }
  }
  return groups.filter((group) => group.products.length > 0);
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0 auto; padding: 1.5rem 1rem 3rem; max-width: 80rem; font: 0.95rem/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #2b1b12; background: #fff; }
  header p { margin: 0; font-weight: 700; color: #8c1d17; }
  h1 { margin: 0.25rem 0 0.75rem; font-size: 1.75rem; line-height: 1.2; color: #6b3e26; }
  p { margin: 0 0 0.75rem; max-width: 60rem; }
  .meta { color: #5c4a3f; font-size: 0.92em; }
  .wrap { overflow-x: auto; margin: 1rem 0; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9em; }
  caption { padding: 0.5rem 0; text-align: left; font-weight: 700; font-size: 1.1em; }
  /* On a narrow screen the table scrolls sideways; its caption stays where it can be read. */
  caption span { display: inline-block; position: sticky; left: 0; max-width: calc(100vw - 2rem); }
  th, td { padding: 0.3rem 0.45rem; border: 1px solid #b9a690; vertical-align: middle; }
  thead th { background: #fff4e0; font-weight: 700; }
  thead th:first-child { text-align: left; vertical-align: bottom; }
  tbody th[scope="row"] { text-align: left; font-weight: 600; min-width: 11rem; }
  /* The product names stay in view while a wide table scrolls sideways. */
  thead th:first-child, tbody th[scope="row"] { position: sticky; left: 0; z-index: 1; background: #fff; box-shadow: inset -1px 0 0 #b9a690; }
  thead th:first-child { background: #fff4e0; }
  tbody th[scope="rowgroup"] span { position: sticky; left: 0.5rem; }
  tbody th[scope="rowgroup"] { text-align: left; background: #6b3e26; color: #fff; font-size: 0.9rem; }
  td { text-align: center; }
  td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.none { text-align: left; font-style: italic; color: #5c4a3f; }
  th.allergen { padding: 0.4rem 0.2rem; vertical-align: bottom; }
  th.allergen span { display: inline-block; writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; font-weight: 600; }
  td.yes { background: #fde8e8; color: #a4161a; font-weight: 700; }
  td.no { color: #5c4a3f; }
  tbody tr:nth-child(even) td { background-color: #faf6f0; }
  tbody tr:nth-child(even) td.yes { background: #fbdcdc; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .note { margin-top: 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid #b3261e; background: #fff4e0; }
  @page { size: A4 landscape; margin: 12mm; }
  @media print {
    body { padding: 0; max-width: none; font-size: 9pt; }
    .wrap { overflow: visible; }
    thead { display: table-header-group; }
    tr { break-inside: avoid; }
    tbody th[scope="rowgroup"] { break-after: avoid; }
    th, td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  }
`;

/**
 * The hash of the documents' style sheet as a Content-Security-Policy source: the site's policy allows this one
 * inline style sheet (scripts/build/security-headers.mjs) and no other, so each document keeps standing alone.
 * @type {string}
 */
export const DOCUMENT_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function page({ t, lang, title, intro, table, date }) {
  const iso = date.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/media/brand/logo-mark.svg">
<title>${escape(`${title} | ${t.site}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escape(t.site)}</p></header>
<main>
<h1>${escape(title)}</h1>
<p>${escape(intro)}</p>
<p class="meta">${escape(t.generated[0])}<time datetime="${iso}">${escape(shown)}</time>${escape(t.generated[1])}</p>
${table}
<p class="note">${escape(t.disclaimer)}</p>
</main>
</body>
</html>
`;
}

/**
 * The allergen list in one language: every product against the 14 allergens, by category.
 * @type {(data: MenuData, lang: DocumentLanguage, date?: Date) => string}
 */
export function renderAllergenDocument(data, lang, date = new Date()) {
  const t = documentTexts(data, lang);
  const mark = (contains) =>
    contains
      ? `<td class="yes"><span aria-hidden="true">●</span><span class="visually-hidden">${escape(t.contains)}</span></td>`
      : `<td class="no"><span aria-hidden="true">–</span><span class="visually-hidden">${escape(t.free)}</span></td>`;
  const head = `<thead><tr><th scope="col">${escape(t.product)}</th>${EU_ALLERGENS.map(
    (key) => `<th scope="col" class="allergen"><span>${escape(t.allergens[key])}</span></th>`,
  ).join('')}</tr></thead>`;
  const bodies = productGroups(data.menu, lang)
    .map(
      (group) =>
        `<tbody><tr><th scope="rowgroup" colspan="${EU_ALLERGENS.length + 1}"><span>${escape(group.name)}</span></th></tr>${group.products
          .map(
            (product) =>
              `<tr><th scope="row">${escape(product.name[lang])}</th>${EU_ALLERGENS.map((key) =>
                mark(product.allergens.includes(key)),
              ).join('')}</tr>`,
          )
          .join('\n')}</tbody>`,
    )
    .join('\n');
  const legend = `<p class="meta">${escape(t.legend)} <span aria-hidden="true">●</span> ${escape(t.contains)} · <span aria-hidden="true">–</span> ${escape(t.free)}</p>`;
  const table = `${legend}\n<div class="wrap"><table>\n<caption><span>${escape(t.allergensCaption)}</span></caption>\n${head}\n${bodies}\n</table></div>`;
  return page({ t, lang, title: t.allergensTitle, intro: t.allergensIntro, table, date });
}

/**
 * The nutritional values in one language: every product's values per serving, by category.
 * @type {(data: MenuData, lang: DocumentLanguage, date?: Date) => string}
 */
export function renderNutritionDocument(data, lang, date = new Date()) {
  const t = documentTexts(data, lang);
  // Up to two decimals: the data's precision, which matters for sodium and salt (0,42 g).
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const head = `<thead><tr><th scope="col">${escape(t.product)}</th>${NUTRIENTS.map(
    ({ key, unit }) => `<th scope="col">${escape(t.nutrients[key])} (${unit})</th>`,
  ).join('')}</tr></thead>`;
  const bodies = productGroups(data.menu, lang)
    .map(
      (group) =>
        `<tbody><tr><th scope="rowgroup" colspan="${NUTRIENTS.length + 1}"><span>${escape(group.name)}</span></th></tr>${group.products
          .map((product) => {
            const cells =
              product.nutrition.weight > 0
                ? NUTRIENTS.map(
                    ({ key }) => `<td class="number">${escape(number.format(product.nutrition[key]))}</td>`,
                  ).join('')
                : `<td class="none" colspan="${NUTRIENTS.length}">${escape(t.noNutrition)}</td>`;
            return `<tr><th scope="row">${escape(product.name[lang])}</th>${cells}</tr>`;
          })
          .join('\n')}</tbody>`,
    )
    .join('\n');
  const table = `<div class="wrap"><table>\n<caption><span>${escape(t.nutritionCaption)}</span></caption>\n${head}\n${bodies}\n</table></div>`;
  return page({ t, lang, title: t.nutritionTitle, intro: t.nutritionIntro, table, date });
}

/**
 * The six documents (allergens and nutrition, in es, en and ca) by file name, as of `date`, the generation date they
 * show.
 * @type {(rootDir?: string, date?: Date) => Map<string, string>}
 */
export function allergenDocumentFiles(rootDir = root, date = new Date()) {
  const data = readMenuData(rootDir);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const lang of DOCUMENT_LANGUAGES) {
    /** @type {[DocumentKind, (data: MenuData, lang: DocumentLanguage, date?: Date) => string][]} */
    const kinds = [
      ['allergens', renderAllergenDocument],
      ['nutrition', renderNutritionDocument],
    ];
    for (const [kind, render] of kinds) files.set(documentFileName(kind, lang), render(data, lang, date));
  }
  return files;
}

/**
 * The generation date a written document shows (its `<time datetime>`), or null.
 * @type {(html: string) => Date | null}
 */
export function generatedOn(html) {
  const iso = /<time datetime="(\d{4}-\d{2}-\d{2})">/.exec(html)?.[1];
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

/**
 * Writes the six documents into `outDir` and returns their paths. `date` is the generation date the documents show.
 * @type {(rootDir?: string, options?: { outDir?: string; date?: Date }) => string[]}
 */
export function generateAllergenDocuments(
  rootDir = root,
  { outDir = join(rootDir, 'public/documents'), date = new Date() } = {},
) {
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const [name, html] of allergenDocumentFiles(rootDir, date)) {
    const file = join(outDir, name);
    writeFileSync(file, html);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = generateAllergenDocuments();
  console.log(`Allergen and nutrition documents: ${written.length} files in public/documents.`);
}
