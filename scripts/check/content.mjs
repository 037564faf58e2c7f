#!/usr/bin/env node
// Checks the content the site is built from: every file that names a JSON Schema is validated against it,
// then the cross-references a schema cannot express are checked (ids, product placement, allergen keys,
// provinces and services, media files on disk, news links to menu categories, demo users).
//
// Usage: node scripts/check/content.mjs  (npm run check:content)
// Prints every problem and exits 1, or prints a one-line summary and exits 0.
//
// To check a new kind of content, write one `check<Kind>(ctx)` function that pushes problem strings with
// `ctx.problem(file, message)` and returns counts for the summary, then add it to CHECKS below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { DOCUMENTS, isPrerendered, ROUTES } from '../../src/app/route-table.mjs';
import { EU_ALLERGENS } from '../../src/domain/food-information.mjs';
import { readFormSchemas } from '../generate/schema-types.mjs';
import { catalogueProblems } from './catalogues.mjs';
import { documentSchemaProblem, sayOf } from './document-problems.mjs';
import { jsonPositions, positionOf } from './json-position.mjs';
import { mistakes, oneOfBranches } from './schema-mistakes.mjs';

/**
 * Counts a check reports for the summary line, e.g. { products: 59 }.
 * @typedef {Record<string, number>} ContentCounts
 */
/**
 * What every check receives: the repository root, parsed JSON files, the schema validator and a problem collector.
 * @typedef {{ readonly root: string; readonly problems: string[]; rel(path: string): string; problem(file: string, message: string, at?: TextPosition): void; readJson(file: string, options?: { required?: boolean }): any; mediaExists(sitePath: string): boolean; schemaIdByPath: Map<string, string>; ajv?: any; oneOfBranches?: OneOfBranches }} ContentCheckContext
 */
/**
 * @typedef {(ctx: ContentCheckContext) => ContentCounts | undefined} ContentCheck
 * @typedef {import('./json-position.mjs').TextPosition} TextPosition
 * @typedef {import('./schema-mistakes.mjs').OneOfBranches} OneOfBranches
 */

const Ajv2020 = /** @type {any} */ (Ajv2020Module).default ?? Ajv2020Module;
const addFormats = /** @type {any} */ (addFormatsModule).default ?? addFormatsModule;

const SCHEMA_DIR = 'schemas/content';
const FIXTURE_DIR = 'content/fixtures';
const DOCUMENT_DIR = 'content/documents';
const COOKIE_DIR = 'content/cookies';
const PAGE_HEADS = 'content/pages/heads.json';
const LANGUAGES = ['es', 'en', 'ca'];
/**
 * Every document the site shows: the documents registry (src/app/route-table.mjs).
 * @type {readonly string[]}
 */
export const REQUIRED_DOCUMENTS = DOCUMENTS.map((doc) => doc.slug);
const MEDIA_DIR = 'content/media';
const MEDIA_PREFIX = '/media/';

/** Services every restaurant offers (the restaurants page says so), by their Spanish name. */
const SERVICES_EVERYWHERE = ['WIFI', 'Recarga', 'Quiosco'];
const NEWS_SECTIONS_TO_CATEGORY = 'carta';
/** The site's password rule, written once for every form that sets a password. */
const PASSWORD_DEFINITION = 'schemas/forms/definitions/password.schema.json';

// ---------------------------------------------------------------------------------------------------
// Helpers

/** Files under `dir` (recursively) whose name ends with `suffix`, as absolute paths, sorted. */
function listFiles(dir, suffix = '') {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, suffix));
    else if (entry.isFile() && entry.name.endsWith(suffix)) out.push(path);
  }
  return out.sort();
}

/** Values of `items` whose key (from `keyOf`) occurs more than once. */
function duplicates(items, keyOf = (x) => x) {
  const seen = new Set();
  const dup = new Set();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) dup.add(key);
    seen.add(key);
  }
  return [...dup];
}

/** Every string in a JSON value, with its JSON pointer. */
function* strings(value, pointer = '') {
  if (typeof value === 'string') yield [pointer, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${pointer}/${i}`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      yield* strings(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

const decimals = (n) => (Number.isInteger(n) ? 0 : (String(n).split('.')[1]?.length ?? 0));
const label = (item) => (item?.name?.es ? `${item.id} "${item.name.es}"` : String(item?.id));

/**
 * What every check works with: the root, the parsed JSON files (by path relative to the root), the
 * schema validator and a problem collector.
 */
function createContext(rootDir) {
  const root = resolve(rootDir);
  const problems = [];
  const json = new Map();
  const rel = (path) => relative(root, path).split(sep).join('/');
  return {
    root,
    problems,
    rel,
    /** A problem of `file`; `at`, where in the file it is, is written `file:line:column`. */
    problem(file, message, at) {
      problems.push(`${file}${at ? `:${at.line}:${at.column}` : ''}: ${message}`);
    },
    /** The parsed JSON of a file relative to the root; undefined (and one problem) if missing or invalid. */
    readJson(file, { required = true } = {}) {
      if (json.has(file)) return json.get(file);
      const path = join(root, file);
      let data;
      if (!existsSync(path)) {
        if (required) problems.push(`${file}: file is missing`);
      } else {
        try {
          data = JSON.parse(readFileSync(path, 'utf8'));
        } catch (error) {
          problems.push(`${file}: not valid JSON (${error.message})`);
        }
      }
      json.set(file, data);
      return data;
    },
    /** Whether a site path such as /media/news/x.svg names a file under content/media. */
    mediaExists(sitePath) {
      if (!sitePath.startsWith(MEDIA_PREFIX)) return false;
      const mediaRoot = join(root, MEDIA_DIR);
      const file = resolve(mediaRoot, decodeURIComponent(sitePath.slice(MEDIA_PREFIX.length).split(/[?#]/)[0]));
      return file.startsWith(mediaRoot + sep) && existsSync(file) && statSync(file).isFile();
    },
    ajv: undefined,
    schemaIdByPath: new Map(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Checks, one per kind of file. Each returns counts for the summary line.

/**
 * Compiles every schema in schemas/content (they may $ref each other by $id).
 * @type {ContentCheck}
 */
export function checkSchemas(ctx) {
  // `discriminator`: a `oneOf` with one names the property (a document block's "type") whose value picks the one
  // branch to check. `verbose`: errors carry the value and the schema, to tell one problem per mistake.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true, verbose: true });
  addFormats(ajv);
  // Annotations the site reads from content schemas: the message ids of enumerated values (src/i18n/enum-messages.mjs),
  // and how a table shows a property (schemas/content/cookie-table.schema.json).
  ajv.addVocabulary(['x-enum-message-prefix', 'x-href', 'x-column']);
  const files = listFiles(join(ctx.root, SCHEMA_DIR), '.schema.json');
  for (const path of files) {
    const file = ctx.rel(path);
    const schema = ctx.readJson(file);
    if (!schema) continue;
    if (typeof schema.$id !== 'string') {
      ctx.problem(file, 'schema has no $id');
      continue;
    }
    try {
      ajv.addSchema(schema);
      ctx.schemaIdByPath.set(path, schema.$id);
    } catch (error) {
      ctx.problem(file, `schema cannot be loaded: ${error.message}`);
    }
  }
  for (const [path, id] of ctx.schemaIdByPath) {
    try {
      ajv.getSchema(id);
    } catch (error) {
      ctx.problem(ctx.rel(path), `schema does not compile: ${error.message}`);
      ctx.schemaIdByPath.delete(path);
    }
  }
  ctx.ajv = ajv;
  ctx.oneOfBranches = oneOfBranches(
    ajv,
    [...ctx.schemaIdByPath.keys()].map((path) => ctx.readJson(ctx.rel(path))),
  );
  return { schemas: ctx.schemaIdByPath.size };
}

/**
 * The validator of the schema a content JSON file names by its "$schema" key (a path relative to the file); undefined,
 * with a problem, when the file has no such key or it names no schema of schemas/content.
 * @type {(ctx: ContentCheckContext, file: string) => any}
 */
function ownSchemaValidator(ctx, file) {
  const data = ctx.readJson(file);
  if (data === undefined) return undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data) || typeof data.$schema !== 'string') {
    ctx.problem(file, 'has no "$schema" key naming its JSON Schema');
    return undefined;
  }
  const schemaPath = resolve(dirname(join(ctx.root, file)), data.$schema);
  const id = ctx.schemaIdByPath.get(schemaPath);
  if (!id) {
    ctx.problem(file, `"$schema" ${data.$schema} is not a schema of ${SCHEMA_DIR}`);
    return undefined;
  }
  return ctx.ajv.getSchema(id);
}

/**
 * Validates one content JSON file against the schema its "$schema" key names (a path relative to the file).
 * Returns whether it is valid. Other content kinds (documents, cookie tables) can reuse it.
 * @type {(ctx: ContentCheckContext, file: string) => boolean}
 */
export function validateAgainstOwnSchema(ctx, file) {
  const validate = ownSchemaValidator(ctx, file);
  if (!validate) return false;
  if (validate(ctx.readJson(file))) return true;
  for (const error of validate.errors ?? []) {
    const where = error.instancePath || '/';
    const extra = error.keyword === 'additionalProperties' ? ` ("${error.params.additionalProperty}")` : '';
    const allowed =
      error.keyword === 'enum' ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})` : '';
    ctx.problem(file, `${where} ${error.message}${extra}${allowed}`);
  }
  return false;
}

/**
 * Validates a document against the schema it names, as validateAgainstOwnSchema does, but tells each mistake once, at
 * the line and column of the value, in the document's words: `content/documents/aviso-legal.es.json:42:17: section
 * "titular", block 3 (paragraph): text must be string or array`. Returns whether it is valid.
 * @type {(ctx: ContentCheckContext, file: string) => boolean}
 */
export function validateDocument(ctx, file) {
  const validate = ownSchemaValidator(ctx, file);
  if (!validate) return false;
  const doc = ctx.readJson(file);
  if (validate(doc)) return true;
  const branches = /** @type {OneOfBranches} */ (ctx.oneOfBranches);
  const positions = positionsIn(ctx, file);
  const problems = mistakes([...(validate.errors ?? [])], branches).map((error) =>
    documentSchemaProblem(doc, positions, error, branches),
  );
  // In the order of the file.
  const order = ({ at }) => (at ? [at.line, at.column] : [0, 0]);
  problems.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
  for (const { at, message } of problems) ctx.problem(file, message, at);
  return false;
}

/**
 * Where each value of a content JSON file is (the file has been read as JSON already).
 * @type {(ctx: ContentCheckContext, file: string) => Map<string, import('./json-position.mjs').JsonPosition>}
 */
const positionsIn = (ctx, file) => jsonPositions(readFileSync(join(ctx.root, file), 'utf8'));

/**
 * Reports `what` of the value at a JSON pointer of a content file: `/restaurants/0/image refers to …`.
 * @type {(ctx: ContentCheckContext, file: string, pointer: string, what: string) => void}
 */
function reportAtPointer(ctx, file, pointer, what) {
  ctx.problem(file, `${pointer} ${what}`);
}

/**
 * Reports `what` of the value at `pointer` of a document, at its line and column and in the document's words.
 * @type {(ctx: ContentCheckContext, file: string, pointer: string, what: string) => void}
 */
function reportInDocument(ctx, file, pointer, what) {
  ctx.problem(file, sayOf(ctx.readJson(file), pointer, what), positionOf(positionsIn(ctx, file), pointer));
}

/** Every fixture validates against its schema; every /media/... path in it exists. */
/**
 * Validates each JSON file of a folder against the schema it names, and checks its /media references. `validate`
 * checks one file; `report` tells a problem of the value at a JSON pointer of a file.
 * @type {(ctx: ContentCheckContext, dir: string, validate?: (ctx: ContentCheckContext, file: string) => boolean, report?: (ctx: ContentCheckContext, file: string, pointer: string, what: string) => void) => { files: string[]; mediaRefs: number }}
 */
function checkFolder(ctx, dir, validate = validateAgainstOwnSchema, report = reportAtPointer) {
  const files = listFiles(join(ctx.root, dir), '.json').map(ctx.rel);
  let mediaRefs = 0;
  for (const file of files) {
    validate(ctx, file);
    const data = ctx.readJson(file);
    if (!data) continue;
    for (const [pointer, value] of strings(data)) {
      if (!value.startsWith(MEDIA_PREFIX)) continue;
      mediaRefs += 1;
      if (!ctx.mediaExists(value))
        report(ctx, file, pointer, `refers to ${value}, which is not a file under ${MEDIA_DIR}`);
    }
  }
  return { files, mediaRefs };
}

/** @type {ContentCheck} */
export function checkFixtureFiles(ctx) {
  const { files, mediaRefs } = checkFolder(ctx, FIXTURE_DIR);
  return { fixtures: files.length, mediaRefs };
}

/** The ids of a document's sections and sub-sections, in order. */
const sectionIds = (doc) => (doc?.sections ?? []).flatMap((s) => [s.id, ...(s.sections ?? []).map((sub) => sub.id)]);

/**
 * Documents: one file per document and language, all three languages present, the same section ids in the same
 * order in each language, ids unique, and every anchor link (#id, /slug#id) pointing at a section that exists.
 * @type {ContentCheck}
 */
export function checkDocuments(ctx) {
  const { files, mediaRefs } = checkFolder(ctx, DOCUMENT_DIR, validateDocument, reportInDocument);
  const bySlug = new Map();
  for (const file of files) {
    const match = file.match(/\/([a-z0-9-]+)\.([a-z]{2})\.json$/);
    if (!match || !LANGUAGES.includes(match[2])) {
      ctx.problem(file, `is not named <slug>.<lang>.json with lang one of ${LANGUAGES.join(', ')}`);
      continue;
    }
    const [, slug, lang] = match;
    if (!bySlug.has(slug)) bySlug.set(slug, new Map());
    bySlug.get(slug).set(lang, ctx.readJson(file));
  }
  for (const slug of REQUIRED_DOCUMENTS) {
    if (!bySlug.has(slug)) ctx.problem(DOCUMENT_DIR, `document "${slug}" is missing (the site has a page for it)`);
  }
  for (const [slug, versions] of bySlug) {
    for (const lang of LANGUAGES) {
      if (!versions.has(lang))
        ctx.problem(
          `${DOCUMENT_DIR}/${slug}.${lang}.json`,
          `is missing: "${slug}" must exist in ${LANGUAGES.join(', ')}`,
        );
    }
    const reference = sectionIds(versions.get('es'));
    for (const id of duplicates(reference))
      ctx.problem(`${DOCUMENT_DIR}/${slug}.es.json`, `section id "${id}" is used more than once`);
    for (const [lang, doc] of versions) {
      const file = `${DOCUMENT_DIR}/${slug}.${lang}.json`;
      const ids = sectionIds(doc);
      if (lang !== 'es' && ids.join(',') !== reference.join(',')) {
        ctx.problem(
          file,
          `section ids differ from the Spanish file: [${ids.join(', ')}] instead of [${reference.join(', ')}]`,
        );
      }
      for (const [pointer, value] of strings(doc)) {
        if (!pointer.endsWith('/href')) continue;
        const anchor = value.match(/^(?:\/([a-z0-9-]+))?#(.+)$/);
        if (!anchor) continue;
        const target = anchor[1] ?? slug;
        if (!bySlug.has(target)) continue;
        if (!sectionIds(bySlug.get(target).get(lang)).includes(anchor[2])) {
          reportInDocument(ctx, file, pointer, `links to ${value}, but that document has no section "${anchor[2]}"`);
        }
      }
    }
  }
  return { documents: bySlug.size, documentFiles: files.length, documentMediaRefs: mediaRefs };
}

/**
 * The documents' titles: the catalogues hold each registered document's title, which the header, the footer and the
 * browser's title show without loading the document, so it must say what the document's own title says in the same
 * language.
 * @type {ContentCheck}
 */
export function checkDocumentTitles(ctx) {
  let titles = 0;
  for (const lang of LANGUAGES) {
    const catalogueFile = `content/messages/${lang}.json`;
    const catalogue = ctx.readJson(catalogueFile);
    if (!catalogue) continue;
    for (const { slug, title } of DOCUMENTS) {
      const file = `${DOCUMENT_DIR}/${slug}.${lang}.json`;
      const own = ctx.readJson(file, { required: false })?.title;
      if (typeof own !== 'string') continue;
      titles += 1;
      if (catalogue[title] !== own) {
        ctx.problem(
          file,
          `title "${own}" differs from the catalogue's title of the document (${catalogueFile}: ${title} is ${JSON.stringify(catalogue[title] ?? null)})`,
        );
      }
    }
  }
  return { documentTitles: titles };
}

/**
 * Cookie tables: valid rows, no cookie listed twice.
 * @type {ContentCheck}
 */
export function checkCookieTables(ctx) {
  const { files } = checkFolder(ctx, COOKIE_DIR);
  let rows = 0;
  for (const file of files) {
    const cookies = ctx.readJson(file)?.cookies;
    if (!Array.isArray(cookies)) continue;
    rows += cookies.length;
    for (const key of duplicates(cookies, (c) => `${c.domain} ${c.name}`))
      ctx.problem(file, `cookie ${key} is listed more than once`);
  }
  return { cookieRows: rows };
}

/**
 * Every page that search engines and chat apps read a head of: the public pre-rendered pages of the route table.
 * @type {readonly string[]}
 */
export const PAGES_WITH_HEADS = ROUTES.filter(isPrerendered).map((route) => route.path);

/**
 * Page heads (content/pages/heads.json): a description in each language for every public pre-rendered page of the
 * route table and for no other page (the schema keeps each within 160 characters), and each share image a page names
 * listed (the images themselves are drawn into public/share/ and tested there).
 * @type {ContentCheck}
 */
export function checkPageHeads(ctx) {
  if (!validateAgainstOwnSchema(ctx, PAGE_HEADS)) return {};
  const { pages, shareImages } = ctx.readJson(PAGE_HEADS);
  for (const path of PAGES_WITH_HEADS) {
    if (!pages[path])
      ctx.problem(PAGE_HEADS, `page ${path} has no description (it is a public page of the route table)`);
  }
  for (const [path, page] of Object.entries(pages)) {
    if (!PAGES_WITH_HEADS.includes(path))
      ctx.problem(PAGE_HEADS, `page ${path} is not a public pre-rendered page of the route table`);
    if (page.shareImage !== undefined && !shareImages[page.shareImage])
      ctx.problem(PAGE_HEADS, `page ${path} names share image "${page.shareImage}", which is not in shareImages`);
  }
  return { pageHeads: Object.keys(pages).length, shareImages: Object.keys(shareImages).length };
}

/** @type {ContentCheck} */
export function checkAllergens(ctx) {
  const file = `${FIXTURE_DIR}/allergens.json`;
  const allergens = ctx.readJson(file)?.allergens;
  if (!Array.isArray(allergens)) return {};
  const keys = allergens.map((a) => a?.key);
  for (const key of duplicates(keys)) ctx.problem(file, `allergen key "${key}" appears more than once`);
  if (allergens.length !== EU_ALLERGENS.length) {
    ctx.problem(
      file,
      `has ${allergens.length} allergens; EU Regulation 1169/2011 lists exactly ${EU_ALLERGENS.length}`,
    );
  }
  for (const key of EU_ALLERGENS) if (!keys.includes(key)) ctx.problem(file, `allergen "${key}" is missing`);
  // The schema names the keys for editors and for the generated types; it must name the site's 14, in their order.
  const schemaFile = `${SCHEMA_DIR}/allergens.schema.json`;
  const named = ctx.readJson(schemaFile)?.$defs?.allergenKey?.enum;
  if (JSON.stringify(named) !== JSON.stringify(EU_ALLERGENS)) {
    ctx.problem(
      schemaFile,
      `$defs.allergenKey must list the allergens of src/domain/food-information.mjs, in order: ${EU_ALLERGENS.join(', ')}`,
    );
  }
  return { allergens: allergens.length };
}

/** @type {ContentCheck} */
export function checkMenu(ctx) {
  const file = `${FIXTURE_DIR}/menu.json`;
  const menu = ctx.readJson(file);
  if (!Array.isArray(menu?.categories) || !Array.isArray(menu?.products)) return {};
  const allergenKeys = new Set(
    (ctx.readJson(`${FIXTURE_DIR}/allergens.json`, { required: false })?.allergens ?? []).map((a) => a.key),
  );
  const { categories, products } = menu;
  const subcategories = categories.flatMap((c) => c.children ?? []);

  for (const id of duplicates(categories, (c) => c.id)) ctx.problem(file, `category id ${id} is used more than once`);
  for (const id of duplicates(subcategories, (s) => s.id))
    ctx.problem(file, `sub-category id ${id} is used more than once`);
  const categoryIds = new Set(categories.map((c) => c.id));
  for (const s of subcategories)
    if (categoryIds.has(s.id)) ctx.problem(file, `sub-category id ${s.id} is also a category id`);
  for (const id of duplicates(products, (p) => p.id)) ctx.problem(file, `product id ${id} is used more than once`);
  for (const key of duplicates(products, (p) => p.keyname))
    ctx.problem(file, `product keyname "${key}" is used more than once`);

  // Every product in exactly one category or sub-category, and every listed id a product.
  const productIds = new Set(products.map((p) => p.id));
  const placements = new Map();
  const place = (where, ids) => {
    for (const id of ids ?? []) {
      if (!productIds.has(id)) ctx.problem(file, `${where} lists product ${id}, which does not exist`);
      placements.set(id, [...(placements.get(id) ?? []), where]);
    }
  };
  for (const c of categories) {
    place(`category ${label(c)}`, c.products);
    for (const s of c.children ?? []) place(`sub-category ${label(s)}`, s.products);
    if ((c.products ?? []).length === 0 && (c.children ?? []).every((s) => (s.products ?? []).length === 0)) {
      ctx.problem(file, `category ${label(c)} has no products`);
    }
  }
  for (const p of products) {
    const where = placements.get(p.id) ?? [];
    if (where.length === 0) ctx.problem(file, `product ${label(p)} is in no category or sub-category`);
    if (where.length > 1) ctx.problem(file, `product ${label(p)} is in more than one place: ${where.join('; ')}`);
  }

  for (const p of products) {
    for (const key of p.allergens ?? []) {
      if (allergenKeys.size > 0 && !allergenKeys.has(key))
        ctx.problem(file, `product ${label(p)} lists unknown allergen "${key}"`);
    }
    checkNutrition(ctx, file, p);
  }
  return { categories: categories.length, subcategories: subcategories.length, products: products.length };
}

/** Plausibility of one product's nutrition (values per serving). */
function checkNutrition(ctx, file, product) {
  const n = product.nutrition;
  if (!n || typeof n !== 'object') return;
  const where = `product ${label(product)} nutrition`;
  for (const [field, value] of Object.entries(n)) {
    if (typeof value === 'number' && decimals(value) > 2)
      ctx.problem(file, `${where}: ${field} has more than 2 decimals`);
  }
  if (n.weight === 0) {
    const nonZero = Object.entries(n)
      .filter(([, v]) => v !== 0)
      .map(([k]) => k);
    if (nonZero.length) ctx.problem(file, `${where}: weight is 0 but ${nonZero.join(', ')} are not`);
    return;
  }
  if (n.sugar > n.carbs) ctx.problem(file, `${where}: sugar (${n.sugar}) exceeds carbs (${n.carbs})`);
  if (n.transfat > n.fat) ctx.problem(file, `${where}: transfat (${n.transfat}) exceeds fat (${n.fat})`);
  if (n.proteins + n.carbs + n.fat + n.fibers + n.salt > n.weight)
    ctx.problem(file, `${where}: nutrients weigh more than the serving`);
  if (Math.abs(n.salt - n.sodium * 2.5) > 0.05 + n.sodium * 0.05) {
    ctx.problem(file, `${where}: salt (${n.salt}) should be sodium × 2.5 (${Math.round(n.sodium * 250) / 100})`);
  }
  // EU Regulation 1169/2011, Annex XIV conversion factors.
  const energy = 4 * n.proteins + 4 * n.carbs + 9 * n.fat + 2 * n.fibers;
  if (Math.abs(n.kcal - energy) > 5 + energy * 0.1) {
    ctx.problem(
      file,
      `${where}: kcal (${n.kcal}) is far from 4 × proteins + 4 × carbs + 9 × fat + 2 × fibers (${Math.round(energy)})`,
    );
  }
}

/** @type {ContentCheck} */
export function checkRestaurants(ctx) {
  const file = `${FIXTURE_DIR}/restaurants.json`;
  const data = ctx.readJson(file);
  if (!Array.isArray(data?.provinces) || !Array.isArray(data?.services) || !Array.isArray(data?.restaurants)) return {};
  const { provinces, services, restaurants } = data;
  for (const id of duplicates(provinces, (p) => p.id)) ctx.problem(file, `province id ${id} is used more than once`);
  for (const code of duplicates(provinces, (p) => p.geocode))
    ctx.problem(file, `province geocode "${code}" is used more than once`);
  for (const name of duplicates(provinces, (p) => p.name))
    ctx.problem(file, `province name "${name}" is used more than once`);
  for (const id of duplicates(services, (s) => s.id)) ctx.problem(file, `service id ${id} is used more than once`);
  for (const id of duplicates(restaurants, (r) => r.id))
    ctx.problem(file, `restaurant id ${id} is used more than once`);
  for (const name of duplicates(restaurants, (r) => r.name))
    ctx.problem(file, `restaurant name "${name}" is used more than once`);

  const provinceById = new Map(provinces.map((p) => [p.id, p]));
  const serviceIds = new Set(services.map((s) => s.id));
  const everywhere = SERVICES_EVERYWHERE.map((name) => services.find((s) => s.name?.es === name));
  for (const [i, service] of everywhere.entries()) {
    if (!service)
      ctx.problem(file, `service "${SERVICES_EVERYWHERE[i]}" is missing (the site says every restaurant offers it)`);
  }
  const withRestaurants = new Set();
  for (const r of restaurants) {
    const where = `restaurant ${r.id} "${r.name}"`;
    const province = provinceById.get(r.provinceId);
    if (!province) ctx.problem(file, `${where} has unknown provinceId ${r.provinceId}`);
    else {
      withRestaurants.add(province.id);
      if (typeof r.postalCode === 'string' && !r.postalCode.startsWith(province.geocode)) {
        ctx.problem(
          file,
          `${where}: postal code ${r.postalCode} is not in ${province.name} (geocode ${province.geocode})`,
        );
      }
    }
    for (const id of r.serviceIds ?? [])
      if (!serviceIds.has(id)) ctx.problem(file, `${where} has unknown service id ${id}`);
    for (const service of everywhere) {
      if (service && !(r.serviceIds ?? []).includes(service.id))
        ctx.problem(file, `${where} lacks the service ${service.name.es}`);
    }
    for (const field of ['latitude', 'longitude']) {
      if (typeof r[field] === 'number' && decimals(r[field]) > 6)
        ctx.problem(file, `${where}: ${field} has more than 6 decimals`);
    }
  }
  return {
    provinces: provinces.length,
    provincesWithRestaurants: withRestaurants.size,
    services: services.length,
    restaurants: restaurants.length,
  };
}

/** @type {ContentCheck} */
export function checkNews(ctx) {
  const file = `${FIXTURE_DIR}/news.json`;
  const data = ctx.readJson(file);
  if (!Array.isArray(data?.news) || !Array.isArray(data?.popups)) return {};
  const categoryIds = new Set(
    (ctx.readJson(`${FIXTURE_DIR}/menu.json`, { required: false })?.categories ?? []).map((c) => c.id),
  );
  for (const [list, items] of [
    ['news', data.news],
    ['popups', data.popups],
  ]) {
    for (const id of duplicates(items, (n) => n.id)) ctx.problem(file, `${list} id ${id} is used more than once`);
    for (const item of items) {
      const where = `${list} item ${label(item)}`;
      if (item.sec === NEWS_SECTIONS_TO_CATEGORY && !categoryIds.has(item.id)) {
        ctx.problem(
          file,
          `${where} has sec "carta" but its id is not a menu category id (the site opens /carta?id=${item.id})`,
        );
      }
      if (list === 'news' && item.url === null && item.sec === null)
        ctx.problem(file, `${where} has neither url nor sec: clicking it does nothing`);
    }
  }
  return { news: data.news.length, popups: data.popups.length };
}

/** @type {ContentCheck} */
export function checkUsers(ctx) {
  const file = `${FIXTURE_DIR}/users.json`;
  const data = ctx.readJson(file);
  if (!Array.isArray(data?.users) || !Array.isArray(data?.rewards)) return {};
  const { users, rewards } = data;
  for (const stars of duplicates(rewards, (r) => r.stars)) ctx.problem(file, `two rewards need ${stars} stars`);
  for (const id of duplicates(users, (u) => u.id)) ctx.problem(file, `user id ${id} is used more than once`);
  for (const email of duplicates(users, (u) => String(u.email).toLowerCase()))
    ctx.problem(file, `user email ${email} is used more than once`);
  const orders = users.flatMap((u) => u.orders ?? []);
  for (const id of duplicates(orders, (o) => o.id)) ctx.problem(file, `order id ${id} is used more than once`);
  for (const code of duplicates(
    users.flatMap((u) => u.vouchers ?? []),
    (v) => v.code,
  ))
    ctx.problem(file, `voucher code ${code} is used more than once`);
  // Like the forms' UI schemas, checked where the forms are (a copy of the content alone has none).
  const rule = ctx.readJson(PASSWORD_DEFINITION, { required: false });
  const meetsRule = (password) =>
    !rule ||
    ([...password].length >= rule.minLength &&
      [...password].length <= rule.maxLength &&
      new RegExp(rule.pattern, 'u').test(password));
  for (const u of users) {
    const where = `user ${u.id} (${u.email})`;
    if (typeof u.password === 'string' && !meetsRule(u.password))
      ctx.problem(file, `${where}: password breaks the site's password rule`);
    const ongoing = (u.orders ?? []).filter((o) => o.status === 'on_the_way');
    if (ongoing.length > 1)
      ctx.problem(file, `${where} has ${ongoing.length} orders on the way; the order bar shows one`);
    for (const o of u.orders ?? []) {
      if (typeof o.total === 'number' && decimals(o.total) > 2)
        ctx.problem(file, `${where}: order ${o.id} total has more than 2 decimals`);
    }
  }
  return { users: users.length };
}

/**
 * Media files are served to browsers as they are: no scripts, no external references in SVG.
 * @type {ContentCheck}
 */
export function checkMediaFiles(ctx) {
  const files = listFiles(join(ctx.root, MEDIA_DIR));
  for (const path of files.filter((f) => f.endsWith('.svg'))) {
    const file = ctx.rel(path);
    const svg = readFileSync(path, 'utf8');
    if (!/<svg[\s>]/.test(svg)) ctx.problem(file, 'is not an SVG document');
    if (/<script|<foreignObject|\son[a-z]+\s*=/i.test(svg))
      ctx.problem(file, 'contains scripts, event handlers or foreignObject');
    if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg) || /url\(\s*["']?(?!#)/i.test(svg))
      ctx.problem(file, 'refers to external resources');
    if (!/viewBox\s*=/.test(svg)) ctx.problem(file, 'has no viewBox, so it cannot scale');
  }
  return { media: files.length };
}

/**
/** HTML's autofill tokens around the field name, by their place: shipping or billing, then a kind of contact. */
const AUTOFILL_ADDRESS_KINDS = ['shipping', 'billing'];
const AUTOFILL_CONTACT_KINDS = ['home', 'work', 'mobile', 'fax', 'pager'];
const AUTOFILL_ORDER =
  'section-<name>, shipping or billing, home, work, mobile, fax or pager, the field name, webauthn';

/** The name in `names` a misspelt `word` was most likely meant to be: at most two letters away, and close to it. */
function nearest(word, names) {
  // Letters to add, remove, change or swap with their neighbour to write `b` from `a`.
  /** @type {(a: string, b: string) => number} */
  const distance = (a, b) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
    return d[a.length][b.length];
  };
  let best;
  let bestDistance = Math.min(2, Math.floor(word.length / 3));
  for (const name of names) {
    const d = distance(word.toLowerCase(), name);
    if (d <= bestDistance && (best === undefined || d < bestDistance)) [best, bestDistance] = [name, d];
  }
  return best;
}

/**
 * What is wrong with a field's `ui:autocomplete` by HTML's autofill rules, or undefined when nothing is: "on" or
 * "off" alone, or in this order an optional `section-<name>`, an optional shipping or billing, an optional home, work,
 * mobile, fax or pager (before a contact field only), one field name, an optional webauthn. `fields` and
 * `contactFields` are the field names of schemas/ui-options.schema.json (`$defs` autofillField and
 * autofillContactField).
 * @type {(value: string, fields: readonly string[], contactFields: readonly string[]) => string | undefined}
 */
export function autofillProblem(value, fields, contactFields) {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return undefined;
  const quoted = JSON.stringify(value);
  const about = (token) => (tokens.length > 1 ? `${quoted}: "${token}"` : quoted);
  const isField = (token) => fields.includes(token) || contactFields.includes(token);
  const words = ['on', 'off', ...AUTOFILL_ADDRESS_KINDS, ...AUTOFILL_CONTACT_KINDS, 'webauthn'];
  const unknown = tokens.find((token) => !isField(token) && !words.includes(token) && !token.startsWith('section-'));
  if (unknown !== undefined) {
    const meant =
      nearest(unknown, [...fields, ...contactFields, ...words]) ??
      (tokens.length > 1 ? nearest(tokens.join('-'), [...fields, ...contactFields]) : undefined);
    return `${about(unknown)} is not an HTML autofill token${meant ? ` (did you mean "${meant}"?)` : ''}`;
  }
  const alone = tokens.find((token) => token === 'on' || token === 'off');
  if (alone !== undefined) return `${about(alone)} stands alone`;
  const named = tokens.filter(isField);
  if (named.length === 0) return `${quoted} has no field name`;
  if (named.length > 1) return `${quoted} names more than one field (${named.join(', ')})`;
  let at = 0;
  if (tokens[at]?.startsWith('section-')) at++;
  if (AUTOFILL_ADDRESS_KINDS.includes(tokens[at])) at++;
  const contactKind = AUTOFILL_CONTACT_KINDS.includes(tokens[at]) ? tokens[at++] : undefined;
  if (contactKind !== undefined && fields.includes(tokens[at]))
    return `${about(contactKind)} comes only before tel, tel-…, email or impp`;
  if (isField(tokens[at])) at++;
  if (tokens[at] === 'webauthn') at++;
  return at === tokens.length ? undefined : `${quoted} is not in the order of autofill tokens: ${AUTOFILL_ORDER}`;
}

/**
 * The forms' UI schemas (schemas/forms/<form>.ui.json) against schemas/ui-options.schema.json, so a misspelt or
 * unknown option fails here instead of being ignored by the renderer; then what that schema cannot say: every field
 * named is a field of the form, `ui:autocomplete` is HTML autofill tokens in their order, `ui:order` lists each field
 * once, `sameAs` names another field, and each document a label opens exists.
 * @type {ContentCheck}
 */
export function checkFormUiSchemas(ctx) {
  const formsDir = join(ctx.root, 'schemas/forms');
  if (!existsSync(formsDir)) return { formUiSchemas: 0 };
  const optionsSchema = ctx.readJson('schemas/ui-options.schema.json');
  if (!optionsSchema) return { formUiSchemas: 0 };
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(optionsSchema);
  const autofillFields = optionsSchema.$defs?.autofillField?.enum ?? [];
  const autofillContactFields = optionsSchema.$defs?.autofillContactField?.enum ?? [];
  const uiFiles = listFiles(formsDir, '.ui.json');
  for (const path of uiFiles) {
    const file = ctx.rel(path);
    const ui = ctx.readJson(file);
    const schema = ctx.readJson(file.replace(/\.ui\.json$/, '.schema.json'));
    if (!ui || !schema) continue;
    if (!validate(ui)) {
      for (const error of validate.errors ?? []) {
        const where = error.instancePath || '/';
        const detail =
          error.keyword === 'additionalProperties'
            ? `unknown option "${error.params.additionalProperty}" (not in schemas/ui-options.schema.json)`
            : error.keyword === 'enum'
              ? `${error.message}: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`
              : error.message;
        ctx.problem(file, `${where} ${detail}`);
      }
    }
    const fields = Object.keys(schema.properties ?? {});
    for (const [key, field] of Object.entries(ui)) {
      if (key.startsWith('ui:')) continue;
      if (!fields.includes(key)) ctx.problem(file, `"${key}" is not a field of the form's schema`);
      const autocomplete = field?.['ui:autocomplete'];
      const autofill =
        typeof autocomplete === 'string'
          ? autofillProblem(autocomplete, autofillFields, autofillContactFields)
          : undefined;
      if (autofill) ctx.problem(file, `/${key}/ui:autocomplete ${autofill}`);
      const options = field?.['ui:options'] ?? {};
      if (options.sameAs !== undefined && (options.sameAs === key || !fields.includes(options.sameAs))) {
        ctx.problem(file, `/${key}/ui:options/sameAs "${options.sameAs}" is not another field of the form`);
      }
      for (const slug of Object.values(options.documents ?? {})) {
        if (!existsSync(join(ctx.root, DOCUMENT_DIR, `${slug}.es.json`)))
          ctx.problem(file, `/${key}/ui:options/documents: no document "${slug}" in ${DOCUMENT_DIR}`);
      }
    }
    const order = ui['ui:order'];
    if (Array.isArray(order)) {
      const missing = fields.filter((name) => !order.includes(name));
      const unknown = order.filter((name) => !fields.includes(name));
      if (missing.length) ctx.problem(file, `ui:order leaves out ${missing.join(', ')}`);
      if (unknown.length) ctx.problem(file, `ui:order names ${unknown.join(', ')}, not fields of the form`);
    }
  }
  return { formUiSchemas: uiFiles.length };
}

/** A text a field of a form must refuse: longer than any field is, and one with a control character in it. */
const TOO_LONG = 'a'.repeat(10_000);
const WITH_CONTROL = 'Toledo\u0007';

/**
 * Whether a form's field is a password, by its UI: drawn as one, or filled in by the browser as one.
 * @type {(ui: any) => boolean}
 */
const isPassword = (ui) =>
  ui?.['ui:widget'] === 'password' || /(?:^|\s)(?:current|new)-password(?:\s|$)/.test(ui?.['ui:autocomplete'] ?? '');

/**
 * Every text field of a form (a string that is not a choice) bounds its length and, unless it is a password, refuses
 * control characters: what the schema lets through reaches the API and the pages that show it. Each field is checked
 * as the site checks it, its definitions inlined (scripts/generate/schema-types.mjs), with AJV.
 * @type {ContentCheck}
 */
export function checkFormTextFields(ctx) {
  const formsDir = join(ctx.root, 'schemas/forms');
  if (!existsSync(formsDir)) return {};
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  let fields = 0;
  for (const [form, schema] of Object.entries(readFormSchemas(formsDir))) {
    const file = `schemas/forms/${form}.schema.json`;
    const ui = ctx.readJson(`schemas/forms/${form}.ui.json`, { required: false }) ?? {};
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (field?.type !== 'string' || field.enum !== undefined || field.const !== undefined) continue;
      fields += 1;
      // A definition inlined keeps its own "$schema" (draft-07), which this validator need not load.
      const rules = Object.fromEntries(Object.entries(field).filter(([key]) => key !== '$schema'));
      let validate;
      try {
        validate = ajv.compile(rules);
      } catch (error) {
        ctx.problem(file, `/${name} does not compile: ${error instanceof Error ? error.message : error}`);
        continue;
      }
      if (validate(TOO_LONG)) ctx.problem(file, `/${name} takes a text of any length: give it "maxLength"`);
      else if (!isPassword(ui[name]) && validate(WITH_CONTROL))
        ctx.problem(
          file,
          `/${name} takes control characters: name "definitions/single-line-text.schema.json" with "$ref" beside its title (a text of several lines: the "not" of "comments")`,
        );
    }
  }
  return { formTextFields: fields };
}

/**
 * The message catalogues against the code, the schemas and the route table, and against each other
 * (scripts/check/catalogues.mjs).
 * @type {ContentCheck}
 */
export function checkCatalogues(ctx) {
  const { problems, messages } = catalogueProblems(ctx.root, (file) => ctx.readJson(file));
  ctx.problems.push(...problems);
  return { messages };
}

/**
 * Every check, in order; a check may rely on what an earlier one set up (checkSchemas the validator).
 * @type {readonly ContentCheck[]}
 */
export const CHECKS = [
  checkSchemas,
  checkFixtureFiles,
  checkAllergens,
  checkMenu,
  checkRestaurants,
  checkNews,
  checkUsers,
  checkDocuments,
  checkDocumentTitles,
  checkCookieTables,
  checkPageHeads,
  checkFormUiSchemas,
  checkFormTextFields,
  checkCatalogues,
  checkMediaFiles,
];

/**
 * The files `npm run generate` makes from the contract, the schemas, the catalogues and the menu (types, form
 * validators, answer checks, compiled catalogues, printable allergen documents), against what those sources give now:
 * one problem naming the files that are out of date, or the one that stops the generation (a contract keyword the
 * answer checks do not understand, a message that does not parse).
 * @type {(rootDir: string) => Promise<string[]>}
 */
export async function checkGenerated(rootDir) {
  const { staleGeneratedFiles } = await import('../generate/generate.mjs');
  try {
    const stale = await staleGeneratedFiles(rootDir);
    if (stale.length === 0) return [];
    const shown = stale.slice(0, 5).join(', ') + (stale.length > 5 ? ` and ${stale.length - 5} more` : '');
    return [`generated files are not what their sources give now (${shown}): run npm run generate`];
  } catch (error) {
    return [`npm run generate fails: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Runs every check on the repository at `rootDir`, or the `checks` given, in their order (checkSchemas first when a
 * check validates files); returns the problems and the summary counts.
 * @type {(rootDir: string, checks?: readonly ContentCheck[]) => { problems: string[]; counts: ContentCounts }}
 */
export function runChecks(rootDir, checks = CHECKS) {
  const ctx = createContext(rootDir);
  /** @type {ContentCounts} */
  const counts = {};
  for (const check of checks) Object.assign(counts, check(ctx));
  return { problems: ctx.problems, counts };
}

/**
 * The problems found in the content of the repository at `rootDir` (empty when everything is fine).
 * @type {(rootDir: string) => string[]}
 */
export function checkContent(rootDir) {
  return runChecks(rootDir).problems;
}

function summary(counts) {
  const c = (key) => counts[key] ?? 0;
  return [
    `${c('schemas')} schemas`,
    `${c('fixtures')} fixture files`,
    `${c('allergens')} allergens`,
    `${c('categories')} categories (${c('subcategories')} sub-categories)`,
    `${c('products')} products`,
    `${c('restaurants')} restaurants in ${c('provincesWithRestaurants')} of ${c('provinces')} provinces`,
    `${c('services')} services`,
    `${c('news')} news`,
    `${c('popups')} popups`,
    `${c('users')} users`,
    `${c('documents')} documents (${c('documentFiles')} files, ${c('documentTitles')} titles as the catalogues say)`,
    `${c('cookieRows')} cookie table rows`,
    `${c('formTextFields')} form text fields bounded`,
    `${c('messages')} messages in ${c('messages') ? 3 : 0} languages`,
    `${c('pageHeads')} page descriptions (${c('shareImages')} share images)`,
    `${c('media')} media files (${c('mediaRefs') + c('documentMediaRefs')} references)`,
  ].join(', ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const { problems, counts } = runChecks(root);
  problems.push(...(await checkGenerated(root)));
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'}.`);
    process.exit(1);
  }
  console.log(`Content OK: ${summary(counts)}.`);
}
