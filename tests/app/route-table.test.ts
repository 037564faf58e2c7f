import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  addressOf,
  DOCUMENTS,
  LANGUAGES,
  languageOfAddress,
  prefixOf,
  ROUTES as TABLE,
} from '../../src/app/route-table.mjs';
import { siteAddress } from '../../src/app/language-router';
import { LOCALES } from '../../src/lib/language';
import { ROUTES } from '../../src/app/routes';

const root = join(import.meta.dirname, '../..');

/** Every file under a folder of the repository, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?js|tsx?)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Files that may name the route code: the catalogue walk follows imports through every source file, and skips the
 * route code's dynamic imports (it takes the core pages from the route table instead) without matching its text.
 */
const MAY_NAME_ROUTE_CODE = new Set(['tests/i18n/catalogue-parts.test.ts', 'tests/app/route-table.test.ts']);

describe('the route table', () => {
  it('is what the site routes with: every row has its code, in the same order', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(TABLE.map((row) => row.path));
    for (const [index, route] of ROUTES.entries()) {
      expect(route.access, route.path).toBe(TABLE[index]!.access);
      expect(route.title, route.path).toEqual({ id: TABLE[index]!.title });
      expect(typeof route.page, route.path).toBe('function');
    }
  });

  it('draws every document with the document page, from its registry row', async () => {
    const route = ROUTES.find((entry) => entry.path === '/accesibilidad')!;
    expect(route).toMatchObject({ access: 'all', prerender: true, title: { id: 'documents.accessibility.title' } });
    expect(ROUTES.find((entry) => entry.path === '/aviso-legal')).toMatchObject({
      screen: 'legal_notice',
      title: { id: 'documents.legalNotice.title' },
    });
    expect(typeof (await route.page())).toBe('function');
    expect(DOCUMENTS.map((doc) => doc.path)).toEqual(
      TABLE.filter((row) => row.document !== undefined).map((row) => row.path),
    );
  });

  it('has one row per path', () => {
    expect(new Set(TABLE.map((row) => row.path)).size).toBe(TABLE.length);
  });

  it('lists its addresses in every language, or under the prefixes asked for', () => {
    // A restaurant's page has an address per restaurant, made from data: the pattern is no address.
    expect(addresses()).toHaveLength(TABLE.filter((route) => !route.path.includes(':')).length * 3);
    expect(addresses().some((address) => address.includes(':'))).toBe(false);
    expect(addresses((route) => route.access === 'user', [''])).toEqual([
      '/private-contact-form',
      '/personal-data',
      '/change-password',
    ]);
    expect(addresses((route) => route.path === '/carta')).toEqual(['/carta', '/en/carta', '/ca/carta']);
    expect(addresses((route) => route.path === '/', ['/ca'])).toEqual(['/ca/']);
    expect(addressOf('/carta', '/en')).toBe('/en/carta');
    expect(addressOf('/', '/en')).toBe('/en/');
    expect(addressOf('/carta')).toBe('/carta');
  });

  it('reads the language of an address from its prefix, Spanish without one', () => {
    expect(languageOfAddress('/en/carta')).toEqual({ locale: 'en', prefix: '/en', path: '/carta' });
    expect(languageOfAddress('/ca/')).toEqual({ locale: 'ca', prefix: '/ca', path: '/' });
    expect(languageOfAddress('/en')).toEqual({ locale: 'en', prefix: '/en', path: '/' });
    expect(languageOfAddress('/carta')).toEqual({ locale: 'es', prefix: '', path: '/carta' });
    expect(languageOfAddress('/')).toEqual({ locale: 'es', prefix: '', path: '/' });
    // A path that only starts like a prefix is a Spanish address (one the site does not have).
    expect(languageOfAddress('/english')).toEqual({ locale: 'es', prefix: '', path: '/english' });
    expect(languageOfAddress('/cat/carta')).toEqual({ locale: 'es', prefix: '', path: '/cat/carta' });
    expect(LANGUAGES.map(({ locale }) => prefixOf(locale))).toEqual(['', '/en', '/ca']);
    // The table's languages are the site's (src/lib/language.ts), in the same order.
    expect(LANGUAGES.map(({ locale }) => locale)).toEqual([...LOCALES]);
  });

  it('builds only addresses of this site, whatever the path read from the current address begins with', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '///evil.example']) {
      for (const prefix of ['', '/en', '/ca']) {
        const address = addressOf(path, prefix);
        expect(address, `${prefix} ${path}`).toMatch(/^\/[^/\\]/);
        expect(new URL(address, 'https://www.pollocrujiente.es').origin).toBe('https://www.pollocrujiente.es');
      }
    }
    expect(addressOf('/carta', '/en')).toBe('/en/carta');
    expect(addressOf('/', '/ca')).toBe('/ca/');
  });

  it('navigates only within the site', () => {
    const base = 'https://www.pollocrujiente.es/en/carta';
    expect(siteAddress('/carta?id=2#top', base)).toBe('/carta?id=2#top');
    expect(siteAddress('https://www.pollocrujiente.es/ca/', base)).toBe('/ca/');
    for (const address of ['//evil.example/x', 'https://evil.example/', '/\\evil.example/x', 'javascript:alert(1)']) {
      expect(siteAddress(address, base), address).toBeNull();
    }
  });

  it('is never read as text by the scripts and the tests: they import it', () => {
    const readers = ['scripts', 'e2e', 'tests']
      .flatMap(filesUnder)
      .filter((file) => !MAY_NAME_ROUTE_CODE.has(file))
      .filter((file) => /['"`][^'"`\n]*routes\.tsx['"`]/.test(readFileSync(join(root, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
