import { describe, expect, it } from 'vitest';
import { addresses, ROUTES } from '../../../src/app/route-table.mjs';
import {
  canonicalLink,
  isContentPage,
  isPrivatePage,
  languageAlternates,
  PAGE_HEADS,
  pageHead,
  robotsTxt,
  SHELL_DESCRIPTION,
  sitemapXml,
  withNoindex,
  withoutNoindex,
} from '../../../scripts/build/seo.mjs';

const SITE = 'https://www.pollocrujiente.es';

/** The addresses a sitemap lists, read as XML (a sitemap that does not parse fails here). */
function sitemapLocations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

const CONTENT_PATHS = [
  '/',
  '/carta',
  '/novedades',
  '/restaurantes',
  '/contact',
  '/restaurant-contact',
  '/public-contact-form',
  '/alergens',
  '/my-rewards',
  '/historia',
  '/calidad',
  '/sostenibilidad',
  '/social-commitment',
  '/aviso-legal',
  '/politica-de-privacidad',
  '/cookies',
  '/general-conditions',
  '/bases-legales',
  '/condiciones-recompensas',
  '/accesibilidad',
];
const PRIVATE_PATHS = [
  '/login',
  '/logout',
  '/register',
  '/forgot-password',
  '/private-contact-form',
  '/personal-data',
  '/change-password',
];

describe('what search engines read', () => {
  it('sorts the route table into content pages and pages kept from crawlers', () => {
    expect(addresses(isContentPage, [''])).toEqual(CONTENT_PATHS);
    expect(addresses(isPrivatePage, [''])).toEqual(PRIVATE_PATHS);
    // No page is both; every other page (none today) is merely left out of the sitemap.
    expect(ROUTES.filter((route) => isContentPage(route) && isPrivatePage(route))).toEqual([]);
  });

  it('robots.txt keeps crawlers from the customer and account pages and names the sitemap', () => {
    const robots = robotsTxt(SITE);
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      ...PRIVATE_PATHS.flatMap((path) => [path, `/en${path}`, `/ca${path}`]).map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      'Sitemap: https://www.pollocrujiente.es/sitemap.xml',
      '',
    ]);
  });

  it('robots.txt names no sitemap without the site address', () => {
    const robots = robotsTxt(null);
    expect(robots).not.toContain('Sitemap');
    expect(robots).toContain('Disallow: /personal-data\n');
    expect(robots).toContain('Allow: /\n');
  });

  it('the sitemap lists every content page in each language, absolute, and nothing else', () => {
    const locations = sitemapLocations(sitemapXml(SITE));
    expect(locations).toEqual(
      CONTENT_PATHS.flatMap((path) => [
        `${SITE}${path}`,
        `${SITE}/en${path === '/' ? '/' : path}`,
        `${SITE}/ca${path === '/' ? '/' : path}`,
      ]),
    );
    expect(locations.filter((loc) => PRIVATE_PATHS.some((path) => loc.endsWith(path)))).toEqual([]);
  });

  it("the sitemap adds the pages whose addresses come from data (each restaurant's) in each language", () => {
    const locations = sitemapLocations(sitemapXml(SITE, undefined, ['/restaurantes/getafe-centro']));
    expect(locations).toEqual(
      expect.arrayContaining([
        `${SITE}/restaurantes/getafe-centro`,
        `${SITE}/en/restaurantes/getafe-centro`,
        `${SITE}/ca/restaurantes/getafe-centro`,
      ]),
    );
    expect(locations.some((loc) => loc.includes(':slug'))).toBe(false);
  });

  it("a restaurant's page: its own description, its route's share image, its own address", () => {
    const head = pageHead({
      siteUrl: SITE,
      path: '/restaurantes/getafe-centro',
      locale: 'ca',
      title: 'Pollo Crujiente Getafe Centro, Getafe | Pollo Crujiente',
      description: 'Pollo Crujiente Getafe Centro a Calle Madrid, 30',
      headsPath: '/restaurantes/:slug',
    });
    expect(head).toContain('<meta name="description" content="Pollo Crujiente Getafe Centro a Calle Madrid, 30">');
    expect(head).toContain('<link rel="canonical" href="https://www.pollocrujiente.es/ca/restaurantes/getafe-centro">');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.pollocrujiente.es/restaurantes/getafe-centro">',
    );
    expect(head).toContain('<meta property="og:image" content="https://www.pollocrujiente.es/share/restaurants.png">');
  });

  it('the sitemap names the four alternates, x-default the Spanish address, on each language version', () => {
    const doc = new DOMParser().parseFromString(sitemapXml(SITE), 'application/xml');
    const entries = [...doc.getElementsByTagName('url')].filter((url) =>
      /\/(en\/|ca\/)?carta$/.test(url.getElementsByTagName('loc')[0]?.textContent ?? ''),
    );
    expect(entries.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      `${SITE}/carta`,
      `${SITE}/en/carta`,
      `${SITE}/ca/carta`,
    ]);
    for (const url of entries) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
        ['es', `${SITE}/carta`],
        ['en', `${SITE}/en/carta`],
        ['ca', `${SITE}/ca/carta`],
        ['x-default', `${SITE}/carta`],
      ]);
    }
  });

  it('the alternates are each language of the route table, then x-default at the Spanish address', () => {
    expect(languageAlternates('/carta')).toEqual([
      { hreflang: 'es', path: '/carta' },
      { hreflang: 'en', path: '/en/carta' },
      { hreflang: 'ca', path: '/ca/carta' },
      { hreflang: 'x-default', path: '/carta' },
    ]);
    expect(languageAlternates('/')).toEqual([
      { hreflang: 'es', path: '/' },
      { hreflang: 'en', path: '/en/' },
      { hreflang: 'ca', path: '/ca/' },
      { hreflang: 'x-default', path: '/' },
    ]);
  });

  it('the sitemap names every language version on each version, escaped', () => {
    const alternates = (path: string) => [
      { hreflang: 'es', path },
      { hreflang: 'en', path: `/en&gb${path}` },
    ];
    const xml = sitemapXml(SITE, alternates);
    expect(xml).toContain('/en&amp;gb/carta');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const carta = [...doc.getElementsByTagName('url')].filter((url) =>
      url.getElementsByTagName('loc')[0]?.textContent?.endsWith('/carta'),
    );
    expect(carta).toHaveLength(2);
    for (const url of carta) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(
        links.map((link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')]),
      ).toEqual([
        ['alternate', 'es', `${SITE}/carta`],
        ['alternate', 'en', `${SITE}/en&gb/carta`],
      ]);
    }
    expect(sitemapLocations(xml)).toHaveLength(CONTENT_PATHS.length * 2);
  });

  it('a canonical link is the absolute address of the path, without its query, and nothing without the site address', () => {
    expect(canonicalLink(SITE, '/carta')).toBe('<link rel="canonical" href="https://www.pollocrujiente.es/carta">');
    expect(canonicalLink(SITE, '/')).toBe('<link rel="canonical" href="https://www.pollocrujiente.es/">');
    expect(canonicalLink(SITE, '/novedades?id=12&x=1#top')).toBe(
      '<link rel="canonical" href="https://www.pollocrujiente.es/novedades">',
    );
    expect(canonicalLink(null, '/carta')).toBe('');
  });

  it("a page's head: its description, canonical and language links, Open Graph and Twitter tags, in its language", () => {
    const head = pageHead({ siteUrl: SITE, path: '/carta', locale: 'en', title: 'Menu | Pollo Crujiente' });
    const description = PAGE_HEADS.pages['/carta']!.description.en;
    const alt = PAGE_HEADS.shareImages.menu!.alt.en;
    expect(head).toEqual([
      `<meta name="description" content="${description}">`,
      '<link rel="canonical" href="https://www.pollocrujiente.es/en/carta">',
      '<link rel="alternate" hreflang="es" href="https://www.pollocrujiente.es/carta">',
      '<link rel="alternate" hreflang="en" href="https://www.pollocrujiente.es/en/carta">',
      '<link rel="alternate" hreflang="ca" href="https://www.pollocrujiente.es/ca/carta">',
      '<link rel="alternate" hreflang="x-default" href="https://www.pollocrujiente.es/carta">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Pollo Crujiente">',
      '<meta property="og:title" content="Menu | Pollo Crujiente">',
      `<meta property="og:description" content="${description}">`,
      '<meta property="og:url" content="https://www.pollocrujiente.es/en/carta">',
      '<meta property="og:locale" content="en_GB">',
      '<meta property="og:locale:alternate" content="es_ES">',
      '<meta property="og:locale:alternate" content="ca_ES">',
      '<meta property="og:image" content="https://www.pollocrujiente.es/share/menu.png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      `<meta property="og:image:alt" content="${alt}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Menu | Pollo Crujiente">',
      `<meta name="twitter:description" content="${description}">`,
      '<meta name="twitter:image" content="https://www.pollocrujiente.es/share/menu.png">',
      `<meta name="twitter:image:alt" content="${alt}">`,
    ]);
  });

  it("a page's head in Spanish and Catalan: its own address, its own Open Graph locale, the default image when it names none", () => {
    const es = pageHead({ siteUrl: SITE, path: '/', locale: 'es', title: 'Inicio' });
    expect(es).toContain('<link rel="canonical" href="https://www.pollocrujiente.es/">');
    expect(es).toContain('<meta property="og:url" content="https://www.pollocrujiente.es/">');
    expect(es).toContain('<meta property="og:locale" content="es_ES">');
    expect(es.filter((tag) => tag.includes('og:locale:alternate'))).toEqual([
      '<meta property="og:locale:alternate" content="en_GB">',
      '<meta property="og:locale:alternate" content="ca_ES">',
    ]);
    const ca = pageHead({ siteUrl: SITE, path: '/aviso-legal', locale: 'ca', title: 'Avís legal' });
    expect(ca).toContain('<link rel="canonical" href="https://www.pollocrujiente.es/ca/aviso-legal">');
    expect(ca).toContain('<meta property="og:locale" content="ca_ES">');
    expect(ca).toContain(
      `<meta name="description" content="${PAGE_HEADS.pages['/aviso-legal']!.description.ca.replace(/'/g, '&apos;')}">`,
    );
    expect(ca).toContain('<meta property="og:image" content="https://www.pollocrujiente.es/share/default.png">');
  });

  it("escapes the values of a page's head tags", () => {
    const heads = {
      siteName: 'Pollo & "Crujiente"',
      pages: {
        '/carta': { description: { es: 'Alitas <b>"picantes"</b> & patatas', en: 'x', ca: 'x' }, shareImage: 'menu' },
      },
      shareImages: {
        default: { file: '/share/default.png', alt: { es: 'a', en: 'a', ca: 'a' } },
        menu: { file: '/share/menu.png', alt: { es: "L'alita <3", en: 'a', ca: 'a' } },
      },
    };
    const head = pageHead({
      siteUrl: SITE,
      path: '/carta',
      locale: 'es',
      title: 'Carta </title><script>x</script>',
      heads,
    }).join('\n');
    expect(head).toContain(
      '<meta name="description" content="Alitas &lt;b&gt;&quot;picantes&quot;&lt;/b&gt; &amp; patatas">',
    );
    expect(head).toContain('<meta property="og:site_name" content="Pollo &amp; &quot;Crujiente&quot;">');
    expect(head).toContain('<meta property="og:title" content="Carta &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(head).toContain('<meta property="og:image:alt" content="L&apos;alita &lt;3">');
    expect(head).not.toMatch(/<(b|script)>/);
  });

  it('leaves out every tag that needs an absolute address without the site address', () => {
    const head = pageHead({ siteUrl: null, path: '/carta', locale: 'es', title: 'Carta | Pollo Crujiente' });
    expect(head.filter((tag) => /canonical|rel="alternate"|og:url|og:image|twitter:image|https?:/.test(tag))).toEqual(
      [],
    );
    expect(head).toContain(`<meta name="description" content="${PAGE_HEADS.pages['/carta']!.description.es}">`);
    expect(head).toContain('<meta property="og:title" content="Carta | Pollo Crujiente">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('refuses a page without a description or in a language the site does not have', () => {
    expect(() => pageHead({ siteUrl: SITE, path: '/personal-data', locale: 'es', title: 'x' })).toThrow(
      /\/personal-data has no description/,
    );
    expect(() => pageHead({ siteUrl: SITE, path: '/carta', locale: 'fr', title: 'x' })).toThrow(/"fr"/);
  });

  it("finds the shell's own description, which a pre-rendered page's replaces", () => {
    const shell =
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Pollo" />\n    <title>x</title>\n</head>';
    expect(shell.replace(SHELL_DESCRIPTION, '')).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n</head>',
    );
  });

  it('marks a page as none for search results, at the end of its head, and can take the mark off again', () => {
    const shell =
      '<!doctype html>\n<html lang="es">\n  <head>\n    <title>Pollo Crujiente</title>\n  </head>\n  <body></body>\n</html>';
    const marked = withNoindex(shell);
    expect(marked).toContain(
      '    <title>Pollo Crujiente</title>\n    <meta name="robots" content="noindex">\n  </head>',
    );
    expect(withoutNoindex(marked)).toBe(shell);
  });
});
