import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePart, CORE_NAMESPACES, idsInSchema, readCatalogue } from '../../scripts/messages.mjs';
import { DOCUMENTS, ROUTES } from '../../src/app/route-table.mjs';

const root = join(import.meta.dirname, '../..');
const src = join(root, 'src');

/**
 * The route table lists the titles of every page, but formats only the title of the page shown: a page beyond the
 * core ones has loaded every page's messages before its title is drawn.
 */
const ROUTE_TABLE = join(src, 'app/route-table.mjs');
/**
 * The route code loads each page's code, form and document only for its own address: from it, the walk follows the
 * page modules of the core routes (as the route table names them) and none of its dynamic imports.
 */
const ROUTE_CODE = join(src, 'app/routes.tsx');
const CORE_PAGES = ROUTES.filter((route) => route.messages === 'core').map((route) => join(src, `${route.page}.tsx`));

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.split('?')[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, from)} imports ${specifier}, which the walk cannot find`);
}

/** The dynamic imports of a file that the first visit of a core page follows. */
function followedDynamicImports(code: string): string[] {
  // Imports made together with loadWholeCatalogue() bring every page's messages; the mock API draws nothing.
  const kept = code.split('\n').filter((line) => !line.includes('loadWholeCatalogue()'));
  return [...kept.join('\n').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!).filter((specifier) => !specifier.includes('/mocks/'));
}

/**
 * Every source file the first visit to a core page can run without leaving it: from src/main.tsx, through static
 * imports (type-only ones load nothing) and the dynamic imports of what may open on that page (dialogs, banners).
 */
function firstVisitFiles(): Set<string> {
  const seen = new Set<string>();
  const stack = [join(src, 'main.tsx')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(file, 'utf8');
    const statics = [...code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1]!);
    for (const specifier of [...statics, ...(file === ROUTE_CODE ? [] : followedDynamicImports(code))]) {
      const target = resolveImport(file, specifier);
      if (target && !target.includes(`${join('src', 'i18n', 'compiled')}`)) stack.push(target);
    }
    if (file === ROUTE_CODE) stack.push(...CORE_PAGES);
  }
  return seen;
}

/** The message ids a file names: descriptors in code, message ids in the schemas it imports. */
function idsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return [...idsInSchema(JSON.parse(text))];
  return [...text.matchAll(/\bid: '([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g)].map((match) => match[1]!);
}

describe('catalogue parts', () => {
  const files = firstVisitFiles();

  it('walk the first visit of the home page through its frame, its page and what may open over it', () => {
    const walked = [...files].map((file) => relative(src, file));
    for (const file of ['app/layout/header.tsx', 'features/home/home-page.tsx', 'features/consent/cookie-settings-dialog.tsx', 'renderers/data-table/cookie-table.tsx']) {
      expect(walked).toContain(file);
    }
    expect(walked).not.toContain('features/menu/menu-page.tsx');
    expect(walked).not.toContain('features/account/acceptance-dialogs.tsx');
  });

  it('hold in the core part every message the first visit of a core page can show', () => {
    const outside = [...files]
      .filter((file) => file !== ROUTE_TABLE)
      .flatMap((file) => idsIn(file).filter((id) => cataloguePart(id) !== 'core').map((id) => `${relative(root, file)}: ${id}`));
    // Add the namespace to CORE_NAMESPACES (scripts/messages.mjs), or load the code that shows it with the whole catalogue.
    expect(outside).toEqual([]);
  });

  it('hold in the core part the texts of the footer\'s document links, which every page shows', () => {
    const linked = DOCUMENTS.flatMap((doc) => (doc.footer ? [doc.footer.label ?? doc.title] : []));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => cataloguePart(id) !== 'core')).toEqual([]);
  });

  it('name only namespaces the catalogue has', () => {
    const namespaces = new Set(Object.keys(readCatalogue('es')).map((id) => id.split('.')[0]));
    expect(CORE_NAMESPACES.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
  });
});
