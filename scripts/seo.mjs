/**
 * What search engines read besides the pages themselves, from the route table: robots.txt (which addresses they may
 * crawl), sitemap.xml (the content pages, under the site's public origin, VITE_SITE_URL) and each pre-rendered page's
 * canonical link. Pure functions: the build (vite.config.ts, scripts/prerender.mjs) writes what they return.
 *
 * Content pages are the public, pre-rendered ones that are not account pages (signing in, registering, recovering a
 * password, signing out); customer pages and account pages are kept away from crawlers. Addresses come from the
 * route table's `addresses()`, so a language prefix added there reaches robots.txt with no change here.
 */
import { addresses, addressOf, ROUTES } from '../src/app/route-table.mjs';

/** The line the build prints when it has no public origin to write absolute addresses with. */
export const NO_SITE_URL_NOTICE = 'VITE_SITE_URL is not set: canonical links and the sitemap are left out';

/** The tag that keeps a page out of search results (the shell answered for unknown and customer addresses). */
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** A page marked as none for search results, on a line of its own at the end of its head. */
export const withNoindex = (html) => html.replace(/(\n[ \t]*)<\/head>/, (_, line) => `${line}  ${NOINDEX_META}${line}</head>`);

/** The page without that mark, as it was before `withNoindex`. */
export const withoutNoindex = (html) => html.replace(new RegExp(`\\n[ \\t]*${NOINDEX_META}`), '');

/** A page search engines should index and list: public, pre-rendered, not an account page. */
export const isContentPage = (route) => route.access === 'all' && route.prerender === true && route.kind !== 'account';

/** A page search engines are told not to crawl: a customer's own page, or an account page. */
export const isPrivatePage = (route) => route.access === 'user' || route.kind === 'account';

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A path's absolute address under the site's origin; a query (`?id=`) or fragment is not part of it. */
export const absoluteUrl = (siteUrl, path) => `${siteUrl}${path.replace(/[?#].*$/, '')}`;

/**
 * The language versions of a route's path, each with its hreflang: the sitemap names them all on every version's
 * entry. Spanish only, at the unprefixed address, until the site answers under language prefixes; each language
 * address added to the route table adds its entry here.
 */
export function languageAlternates(path) {
  return [{ hreflang: 'es', path: addressOf(path) }];
}

/** robots.txt: every page may be crawled but the customer and account pages; the sitemap's address when known. */
export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    ...addresses(isPrivatePage).map((path) => `Disallow: ${path}`),
    'Allow: /',
    ...(siteUrl ? ['', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`] : []),
    '',
  ].join('\n');
}

/**
 * sitemap.xml: one entry per language version of every content page, with its language alternates when there is more
 * than one (a page's only version has none to name).
 */
export function sitemapXml(siteUrl, alternates = languageAlternates) {
  const entries = ROUTES.filter(isContentPage).flatMap((route) => {
    const versions = alternates(route.path);
    const links = versions.length > 1
      ? versions.map((version) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(version.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, version.path))}"/>`).join('')
      : '';
    return versions.map((version) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, version.path))}</loc>${links}\n  </url>\n`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** A page's canonical link for its head, or nothing without the site's origin. */
export function canonicalLink(siteUrl, path) {
  if (!siteUrl) return '';
  return `<link rel="canonical" href="${escapeXml(absoluteUrl(siteUrl, path))}">`;
}
