import { describe, expect, it } from 'vitest';
import { addresses, ROUTES } from '../../src/app/route-table.mjs';
import { canonicalLink, isContentPage, isPrivatePage, languageAlternates, robotsTxt, sitemapXml, withNoindex, withoutNoindex } from '../../scripts/seo.mjs';

const SITE = 'https://www.pollocrujiente.es';

/** The addresses a sitemap lists, read as XML (a sitemap that does not parse fails here). */
function sitemapLocations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

const CONTENT_PATHS = [
  '/', '/carta', '/novedades', '/restaurantes', '/contact', '/restaurant-contact', '/public-contact-form', '/alergens', '/my-rewards',
  '/historia', '/calidad', '/sostenibilidad', '/social-commitment', '/aviso-legal', '/politica-de-privacidad', '/cookies',
  '/general-conditions', '/bases-legales', '/condiciones-recompensas', '/accesibilidad',
];
const PRIVATE_PATHS = ['/login', '/logout', '/register', '/forgot-password', '/private-contact-form', '/personal-data', '/change-password'];

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

  it('the sitemap lists every content page, absolute, and nothing else', () => {
    const locations = sitemapLocations(sitemapXml(SITE));
    expect(locations).toEqual(CONTENT_PATHS.map((path) => `${SITE}${path}`));
    expect(locations.filter((loc) => PRIVATE_PATHS.some((path) => loc.endsWith(path)))).toEqual([]);
    // One language: no alternates to name.
    expect(sitemapXml(SITE)).not.toContain('xhtml:link');
  });

  it('the alternates are Spanish only, at the unprefixed address', () => {
    expect(languageAlternates('/carta')).toEqual([{ hreflang: 'es', path: '/carta' }]);
    expect(languageAlternates('/')).toEqual([{ hreflang: 'es', path: '/' }]);
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
    const carta = [...doc.getElementsByTagName('url')].filter((url) => url.getElementsByTagName('loc')[0]?.textContent?.endsWith('/carta'));
    expect(carta).toHaveLength(2);
    for (const url of carta) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
        ['alternate', 'es', `${SITE}/carta`],
        ['alternate', 'en', `${SITE}/en&gb/carta`],
      ]);
    }
    expect(sitemapLocations(xml)).toHaveLength(CONTENT_PATHS.length * 2);
  });

  it('a canonical link is the absolute address of the path, without its query, and nothing without the site address', () => {
    expect(canonicalLink(SITE, '/carta')).toBe('<link rel="canonical" href="https://www.pollocrujiente.es/carta">');
    expect(canonicalLink(SITE, '/')).toBe('<link rel="canonical" href="https://www.pollocrujiente.es/">');
    expect(canonicalLink(SITE, '/novedades?id=12&x=1#top')).toBe('<link rel="canonical" href="https://www.pollocrujiente.es/novedades">');
    expect(canonicalLink(null, '/carta')).toBe('');
  });

  it('marks a page as none for search results, at the end of its head, and can take the mark off again', () => {
    const shell = '<!doctype html>\n<html lang="es">\n  <head>\n    <title>Pollo Crujiente</title>\n  </head>\n  <body></body>\n</html>';
    const marked = withNoindex(shell);
    expect(marked).toContain('    <title>Pollo Crujiente</title>\n    <meta name="robots" content="noindex">\n  </head>');
    expect(withoutNoindex(marked)).toBe(shell);
  });
});
