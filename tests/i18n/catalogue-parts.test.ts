import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_NAMESPACES,
  FEATURE_PARTS,
  idsInSchema,
  pagePart,
  partsOf,
  readCatalogue,
} from '../../scripts/generate/messages.mjs';
import { DOCUMENTS, ROUTES } from '../../src/app/route-table.mjs';
import type { FeaturePart } from '../../src/i18n/catalogue-parts.mjs';

const root = join(import.meta.dirname, '../..');
const src = join(root, 'src');

/**
 * The route table lists the titles of every page, but formats only the title of the page shown: that one is checked
 * against the page's part below.
 */
const ROUTE_TABLE = join(src, 'app/route-table.mjs');
/**
 * The route code loads each page's code, form and document only for its own address: from it, the walk of the frame
 * follows the page modules of the core routes (the pages whose feature has no part) and none of its dynamic imports.
 */
const ROUTE_CODE = join(src, 'app/routes.tsx');
const pageFile = (page: string) => join(src, `${page}.tsx`);
const PAGES = [...new Set(ROUTES.map((route) => route.page))];
const CORE_PAGES = PAGES.filter((page) => pagePart(page) === null).map(pageFile);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.split('?')[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, from)} imports ${specifier}, which the walk cannot find`);
}

const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
const PART_LOAD = /\bloadCataloguePart\('([a-zA-Z]+)'\)/;

/**
 * A file's dynamic imports, as the walk follows them: those made together with loadCataloguePart('<part>') bring
 * that part, and are walked on their own with it (`part`); the mock API draws nothing.
 */
function dynamicImports(code: string): { specifier: string; part: FeaturePart | null }[] {
  return code.split('\n').flatMap((line) => {
    const part = (line.match(PART_LOAD)?.[1] ?? null) as FeaturePart | null;
    return [...line.matchAll(DYNAMIC_IMPORT)]
      .map((match) => ({ specifier: match[1]!, part }))
      .filter(({ specifier }) => !specifier.includes('/mocks/'));
  });
}

type Walk = { files: Set<string>; withParts: { file: string; part: FeaturePart }[] };

/**
 * Every source file a visit can run from `start` without leaving the page: through static imports (type-only ones
 * load nothing) and the dynamic imports of what may open on that page (dialogs, banners); what comes with a part of
 * its own is listed apart.
 */
function walk(start: string): Walk {
  const files = new Set<string>();
  const withParts: Walk['withParts'] = [];
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(file, 'utf8');
    const statics = [...code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
      (match) => match[1]!,
    );
    const dynamics = file === ROUTE_CODE ? [] : dynamicImports(code);
    for (const { specifier, part } of [...statics.map((specifier) => ({ specifier, part: null })), ...dynamics]) {
      const target = resolveImport(file, specifier);
      if (!target || target.includes(join('src', 'i18n', 'compiled'))) continue;
      if (part) withParts.push({ file: target, part });
      else stack.push(target);
    }
    if (file === ROUTE_CODE) stack.push(...CORE_PAGES);
  }
  return { files, withParts };
}

/** The message ids a file names: descriptors in code, message ids in the schemas it imports and in the forms it draws. */
function idsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return [...idsInSchema(JSON.parse(text))];
  const forms = [...text.matchAll(/\bform="([a-z-]+)"/g)].flatMap((match) =>
    // The schema the site draws (definitions inlined by npm run generate) and its UI schema.
    [
      join(src, 'renderers/schema-form/validators', `${match[1]}.schema.json`),
      join(root, 'schemas/forms', `${match[1]}.ui.json`),
    ],
  );
  return [
    ...[...text.matchAll(/\bid: '([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g)].map((match) => match[1]!),
    ...forms.flatMap((schema) => [...idsInSchema(JSON.parse(readFileSync(schema, 'utf8')))]),
  ];
}

/** The ids the files name that neither the core nor `part` holds, as `file: id`. */
function outside(files: Iterable<string>, part: FeaturePart | null): string[] {
  const holds = (id: string) => partsOf(id).some((where) => where === 'core' || where === part);
  return [...files]
    .filter((file) => file !== ROUTE_TABLE)
    .flatMap((file) =>
      idsIn(file)
        .filter((id) => !holds(id))
        .map((id) => `${relative(root, file)}: ${id}`),
    );
}

describe('catalogue parts', () => {
  const frame = walk(join(src, 'main.tsx'));

  it('walk the first visit of the home page through its frame, its page and what may open over it', () => {
    const walked = [...frame.files].map((file) => relative(src, file));
    for (const file of [
      'app/layout/header.tsx',
      'features/home/home-page.tsx',
      'features/consent/cookie-settings-dialog.tsx',
      'renderers/data-table/cookie-table.tsx',
    ]) {
      expect(walked).toContain(file);
    }
    expect(walked).not.toContain('features/menu/menu-page.tsx');
    expect(walked).not.toContain('features/account/acceptance-dialogs.tsx');
    // The acceptance dialogs open over any page, with the account's part.
    expect(frame.withParts.map(({ file, part }) => `${relative(src, file)} ${part}`)).toContain(
      'features/account/acceptance-dialogs.tsx account',
    );
  });

  it('hold in the core part every message the first visit of a core page can show', () => {
    // Add the namespace to CORE_NAMESPACES (src/i18n/catalogue-parts.mjs), or load the code that shows it with its part.
    expect(outside(frame.files, null)).toEqual([]);
  });

  it.each(PAGES)('hold in the core and the part of %s every message the page can show', (page) => {
    const part = pagePart(page);
    const { files, withParts } = walk(pageFile(page));
    const ids = [...files].flatMap(idsIn);
    expect(ids.length).toBeGreaterThan(0);
    // Name the namespace in the feature's part (src/i18n/catalogue-parts.mjs).
    expect(outside(files, part)).toEqual([]);
    for (const opened of withParts) expect(outside(walk(opened.file).files, opened.part)).toEqual([]);
    // The page's title, which the document's title shows.
    const titles = ROUTES.filter((route) => route.page === page).map((route) => route.title);
    expect(titles.filter((id) => !partsOf(id).some((where) => where === 'core' || where === part))).toEqual([]);
  });

  it('hold what the dialogs opened with a part of their own can show in that part', () => {
    expect(frame.withParts.length).toBeGreaterThan(0);
    for (const { file, part } of frame.withParts) expect(outside(walk(file).files, part)).toEqual([]);
  });

  it('walk a page through the texts of its forms and its map', () => {
    const ids = (page: string) => [...walk(pageFile(page)).files].flatMap(idsIn);
    // Every title and hint the register form's schema names, whatever fields it has.
    const register = idsInSchema(JSON.parse(readFileSync(join(root, 'schemas/forms/register.schema.json'), 'utf8')));
    expect(register.size).toBeGreaterThan(0);
    expect(ids('features/account/register-page')).toEqual(expect.arrayContaining([...register]));
    expect(ids('features/restaurants/restaurants-page').some((id) => id.startsWith('mapView.'))).toBe(true);
    expect(pagePart('features/restaurants/restaurants-page')).toBe('finder');
    expect(pagePart('features/restaurants/restaurant-page')).toBe('restaurants');
    expect(pagePart('features/home/home-page')).toBeNull();
  });

  it("hold in the core part the texts of the footer's document links, which every page shows", () => {
    const linked = DOCUMENTS.flatMap((doc) => (doc.footer ? [doc.footer.label ?? doc.title] : []));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => !partsOf(id).includes('core'))).toEqual([]);
  });

  it('name only namespaces the catalogue has, and put each of its namespaces in a part', () => {
    const namespaces = new Set(Object.keys(readCatalogue('es')).map((id) => id.split('.')[0]!));
    const named = [...CORE_NAMESPACES, ...Object.values(FEATURE_PARTS).flat()];
    expect(named.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
    expect([...namespaces].filter((namespace) => !named.includes(namespace))).toEqual([]);
  });
});
