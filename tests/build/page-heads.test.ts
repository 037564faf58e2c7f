// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedFile } from '../../scripts/build/prerendered-pages.mjs';
import { isContentPage, PAGE_HEADS } from '../../scripts/build/seo.mjs';
import { SITE_URL as SITE } from '../../scripts/test/real-api-site.mjs';
import { BUILT_DATA_ID } from '../../src/app/built-data';
import { addresses, addressOf, isFromData, isPrerendered, LANGUAGES, ROUTES } from '../../src/app/route-table.mjs';
import { provincePath, provinceSlug, restaurantPath, restaurantSlugs } from '../../src/domain/restaurant-address.mjs';
import { fixtures } from '../../src/mocks/fixtures';
import { builtSite } from './built-site';

const root = join(import.meta.dirname, '../..');

/**
 * The site `npm run build:real-api` makes with its public origin known: pre-rendered from the answers of the mock API
 * over HTTP, which serves the fixtures as the embedded one does.
 */
const outDir = builtSite('real-api');

/** A built page, parsed. */
const page = (file: string) => new DOMParser().parseFromString(readFileSync(join(outDir, file), 'utf8'), 'text/html');
const content = (doc: Document, selector: string) =>
  [...doc.head.querySelectorAll(selector)].map((tag) => tag.getAttribute('content'));
const links = (doc: Document, rel: string) =>
  [...doc.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

/** Every pre-rendered page of the route table, in every language (a restaurant's pages are read on their own). */
const PRERENDERED = LANGUAGES.flatMap(({ locale, prefix }) =>
  ROUTES.filter((route) => isPrerendered(route) && !isFromData(route)).map((route) => ({
    path: route.path,
    locale,
    address: addressOf(route.path, prefix),
  })),
);

/** Each restaurant's page, from the restaurants the mock API lists. */
const RESTAURANT_PATHS = [...restaurantSlugs(fixtures.restaurants.restaurants).values()].map(restaurantPath);

/** Each province's page: the provinces with a restaurant. */
const PROVINCES = fixtures.restaurants.provinces.filter((province) =>
  fixtures.restaurants.restaurants.some((restaurant) => restaurant.provinceId === province.id),
);
const PROVINCE_PATHS = PROVINCES.map((province) => provincePath(provinceSlug(province)));

describe('the pre-rendered pages in every language', () => {
  it('are written where a static host looks for them, in their language, with their own address and tags', () => {
    expect(PRERENDERED.length).toBeGreaterThan(60);
    for (const { path, locale, address } of PRERENDERED) {
      const file = prerenderedFile(address);
      const html = readFileSync(join(outDir, file), 'utf8');
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.documentElement.lang, file).toBe(locale);
      expect(doc.getElementById('root')?.dataset.prerendered, file).toBe(address);
      expect(content(doc, 'meta[name="description"]'), file).toEqual([PAGE_HEADS.pages[path]!.description[locale]]);
      expect(links(doc, 'canonical'), file).toEqual([[null, `${SITE}${address}`]]);
      expect(
        links(doc, 'alternate').map(([lang]) => lang),
        file,
      ).toEqual(['es', 'en', 'ca', 'x-default']);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:locale', 'og:image', 'og:image:alt']) {
        expect(content(doc, `meta[property="${property}"]`), `${file} ${property}`).toHaveLength(1);
      }
      expect(content(doc, 'meta[property="og:url"]'), file).toEqual([`${SITE}${address}`]);
      expect(content(doc, 'meta[name="twitter:card"]'), file).toEqual(['summary_large_image']);
      expect(content(doc, 'meta[name="robots"]'), file).toEqual([]);
      expect(doc.title, file).toBe(content(doc, 'meta[property="og:title"]')[0]);
    }
  });

  it('are written for every restaurant, each with its own title, description, address and language links', () => {
    expect(RESTAURANT_PATHS.length).toBe(fixtures.restaurants.restaurants.length);
    for (const path of RESTAURANT_PATHS)
      for (const { prefix } of LANGUAGES) {
        const address = addressOf(path, prefix);
        const doc = page(prerenderedFile(address));
        const name = doc.querySelector('#root h1')?.textContent ?? '';
        expect(name, address).toMatch(/^Pollo Crujiente /);
        expect(doc.title, address).toMatch(
          new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+ \\| Pollo Crujiente$`),
        );
        expect(content(doc, 'meta[name="description"]')[0], address).toContain(name);
        expect(links(doc, 'canonical'), address).toEqual([[null, `${SITE}${address}`]]);
        expect(
          links(doc, 'alternate').map(([lang]) => lang),
          address,
        ).toEqual(['es', 'en', 'ca', 'x-default']);
        expect(content(doc, 'meta[property="og:url"]'), address).toEqual([`${SITE}${address}`]);
        const data = [...doc.querySelectorAll('#root script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
        );
        expect(data.find((block) => block['@type'] === 'Restaurant')?.['@id'], address).toBe(`${SITE}${address}`);
      }
  });

  it('are written for every province with a restaurant, each with its own title, description and language links', () => {
    expect(PROVINCE_PATHS.length).toBeLessThan(fixtures.restaurants.provinces.length);
    for (const province of PROVINCES)
      for (const { prefix } of LANGUAGES) {
        const address = addressOf(provincePath(provinceSlug(province)), prefix);
        const doc = page(prerenderedFile(address));
        expect(doc.querySelector('#root h1')?.textContent, address).toContain(province.name);
        expect(doc.title, address).toMatch(new RegExp(`${province.name} \\| Pollo Crujiente$`));
        expect(content(doc, 'meta[name="description"]')[0], address).toContain(province.name);
        expect(links(doc, 'canonical'), address).toEqual([[null, `${SITE}${address}`]]);
        expect(
          links(doc, 'alternate').map(([lang]) => lang),
          address,
        ).toEqual(['es', 'en', 'ca', 'x-default']);
        const data = [...doc.querySelectorAll('#root script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
        );
        expect(
          data.some((block) => block['@type'] === 'BreadcrumbList'),
          address,
        ).toBe(true);
      }
  });

  it('say their texts in their language: the English and Catalan menu and legal notice', () => {
    const english = page('en/carta.html');
    expect(english.title).toBe('Menu | Pollo Crujiente');
    expect(english.querySelector('#root h1')?.textContent).toBe('Menu');
    expect(content(english, 'meta[property="og:locale"]')).toEqual(['en_GB']);
    expect(content(english, 'meta[property="og:locale:alternate"]')).toEqual(['es_ES', 'ca_ES']);
    const catalan = page('ca/aviso-legal.html');
    expect(catalan.querySelector('#root h1')?.textContent).toBe('Avís legal');
    expect(links(catalan, 'canonical')).toEqual([[null, `${SITE}/ca/aviso-legal`]]);
    expect(page('en/index.html').documentElement.lang).toBe('en');
  });

  it('the home page and the news page in each language are drawn with their news as at the build, which they carry', () => {
    type News = { id: number; name: Record<string, string>; image: string; tags: string[] };
    const fixtures = JSON.parse(readFileSync(join(root, 'content/fixtures/news.json'), 'utf8')) as { news: News[] };
    for (const [path, tags] of [
      ['/', 'WEB,HOME'],
      ['/novedades', 'WEB,NEWS'],
    ] as const) {
      const news = fixtures.news.filter((item) => tags.split(',').every((tag) => item.tags.includes(tag)));
      expect(news.length, tags).toBeGreaterThan(1);
      for (const { locale, prefix } of LANGUAGES) {
        const file = prerenderedFile(addressOf(path, prefix));
        const doc = page(file);
        // The carousel's first picture, the largest thing the page paints, asked for first.
        const first = doc.querySelector(`#root img[src="${news[0]!.image}"]`);
        expect(first?.getAttribute('alt'), file).toBe(news[0]!.name[locale]);
        expect(first?.getAttribute('fetchpriority'), file).toBe('high');
        const block = doc.querySelectorAll(`script[type="application/json"]#${BUILT_DATA_ID}`);
        expect(block, file).toHaveLength(1);
        const answers = JSON.parse(block[0]!.textContent ?? '') as {
          queryKey: unknown[];
          data: { id: number; name: string }[];
        }[];
        expect(
          answers.map((answer) => answer.queryKey),
          file,
        ).toEqual([['news', locale, tags]]);
        expect(
          answers[0]!.data.map((item) => [item.id, item.name]),
          file,
        ).toEqual(news.map((item) => [item.id, item.name[locale]]));
      }
    }
    // The pages without API content carry nothing.
    for (const file of ['carta.html', 'aviso-legal.html', 'en/carta.html'])
      expect(page(file).getElementById(BUILT_DATA_ID), file).toBeNull();
  });

  it('robots.txt keeps crawlers from the customer and account pages in every language and names the sitemap', () => {
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    for (const address of ['/personal-data', '/en/personal-data', '/ca/login', '/en/register'])
      expect(robots).toContain(`\nDisallow: ${address}\n`);
    expect(robots).not.toContain('Disallow: /carta');
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('ships the web app manifest and its icons, and the shell keeps its own lang', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string }[];
    };
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons)
      expect(existsSync(join(outDir, icon.src.replace(/^\//, ''))), icon.src).toBe(true);
    expect(page('app.html').documentElement.lang).toBe('es');
  });
});

describe('the pre-rendered pages as search engines and chat apps read them', () => {
  it('the home page: its own description only, canonical and language links, Open Graph and Twitter tags', () => {
    const doc = page('index.html');
    const description = PAGE_HEADS.pages['/']!.description.es;
    const title = doc.title;
    expect(title).toBe('Pollo Crujiente: pollo frito marinado 12 horas | Pollo Crujiente');
    expect(content(doc, 'meta[name="description"]')).toEqual([description]);
    expect(links(doc, 'canonical')).toEqual([[null, `${SITE}/`]]);
    expect(links(doc, 'alternate')).toEqual([
      ['es', `${SITE}/`],
      ['en', `${SITE}/en/`],
      ['ca', `${SITE}/ca/`],
      ['x-default', `${SITE}/`],
    ]);
    const og = Object.fromEntries(
      [...doc.head.querySelectorAll('meta[property^="og:"]')]
        .filter((tag) => tag.getAttribute('property') !== 'og:locale:alternate')
        .map((tag) => [tag.getAttribute('property'), tag.getAttribute('content')]),
    );
    expect(og).toEqual({
      'og:type': 'website',
      'og:site_name': 'Pollo Crujiente',
      'og:title': title,
      'og:description': description,
      'og:url': `${SITE}/`,
      'og:locale': 'es_ES',
      'og:image': `${SITE}/share/home.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': PAGE_HEADS.shareImages.home!.alt.es,
    });
    expect(content(doc, 'meta[property="og:locale:alternate"]')).toEqual(['en_GB', 'ca_ES']);
    const twitter = Object.fromEntries(
      [...doc.head.querySelectorAll('meta[name^="twitter:"]')].map((tag) => [
        tag.getAttribute('name'),
        tag.getAttribute('content'),
      ]),
    );
    expect(twitter).toEqual({
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': `${SITE}/share/home.png`,
      'twitter:image:alt': PAGE_HEADS.shareImages.home!.alt.es,
    });
    expect(existsSync(join(outDir, 'share/home.png'))).toBe(true);
  });

  it('the home page names the chain and its site as schema.org data, at the public origin', () => {
    const blocks = [...page('index.html').querySelectorAll('#root script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    );
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@graph': [
          expect.objectContaining({
            '@type': 'Organization',
            name: 'Pollo Crujiente',
            url: `${SITE}/`,
            logo: `${SITE}/icons/icon-512.png`,
          }),
          { '@type': 'WebSite', name: 'Pollo Crujiente', url: `${SITE}/`, inLanguage: 'es' },
        ],
      },
    ]);
    expect(blocks[0]['@graph'][0].sameAs).toContain('https://www.instagram.com/pollocrujiente');
  });

  it('each page has its own description, address and share image: the menu its own, a document the default one', () => {
    const menu = page('carta.html');
    expect(content(menu, 'meta[name="description"]')).toEqual([PAGE_HEADS.pages['/carta']!.description.es]);
    expect(links(menu, 'canonical')).toEqual([[null, `${SITE}/carta`]]);
    expect(links(menu, 'alternate').map(([lang]) => lang)).toEqual(['es', 'en', 'ca', 'x-default']);
    expect(content(menu, 'meta[property="og:image"]')).toEqual([`${SITE}/share/menu.png`]);
    expect(content(menu, 'meta[property="og:title"]')).toEqual([menu.title]);
    const legal = page('aviso-legal.html');
    expect(content(legal, 'meta[name="description"]')).toEqual([PAGE_HEADS.pages['/aviso-legal']!.description.es]);
    expect(links(legal, 'canonical')).toEqual([[null, `${SITE}/aviso-legal`]]);
    expect(content(legal, 'meta[property="og:image"]')).toEqual([`${SITE}/share/default.png`]);
    expect(legal.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('the shell, which answers customer and unknown addresses, has no address or share tags of any page', () => {
    const shell = page('app.html');
    expect(links(shell, 'canonical')).toEqual([]);
    expect(shell.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
    expect(content(shell, 'meta[name="robots"]')).toEqual(['noindex']);
  });

  it('the sitemap lists each content page in the three languages, each with its alternates', () => {
    const xml = new DOMParser().parseFromString(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const entries = [...xml.getElementsByTagName('url')];
    const locations = entries.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/en/`,
        `${SITE}/ca/`,
        `${SITE}/carta`,
        `${SITE}/en/carta`,
        `${SITE}/ca/aviso-legal`,
      ]),
    );
    // Every content page in every language, and nothing else: no login, registration or customer page.
    expect(new Set(locations)).toEqual(
      new Set(
        [
          ...addresses(isContentPage),
          ...[...PROVINCE_PATHS, ...RESTAURANT_PATHS].flatMap((path) =>
            LANGUAGES.map(({ prefix }) => addressOf(path, prefix)),
          ),
        ].map((address) => `${SITE}${address}`),
      ),
    );
    const english = entries.find((url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}/en/carta`)!;
    expect(
      [...english.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['es', `${SITE}/carta`],
      ['en', `${SITE}/en/carta`],
      ['ca', `${SITE}/ca/carta`],
      ['x-default', `${SITE}/carta`],
    ]);
  });
});
