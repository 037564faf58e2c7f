/**
 * What search engines and chat apps read besides the pages themselves, from the route table: robots.txt (which
 * addresses they may crawl), sitemap.xml (the content pages in every language, under the site's public origin,
 * VITE_SITE_URL) and each pre-rendered page's head (description, canonical and language links, Open Graph and Twitter
 * tags, from content/pages/heads.json). Pure functions: the build (vite.config.ts, scripts/build/prerender.mjs) writes what
 * they return.
 *
 * Content pages are the public, pre-rendered ones that are not account pages (signing in, registering, recovering a
 * password, signing out); customer pages and account pages are kept away from crawlers. Addresses come from the
 * route table's `addresses()`, so a language prefix added there reaches robots.txt with no change here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addresses,
  addressOf,
  isFromData,
  isPrerendered,
  LANGUAGES,
  prefixOf,
  ROUTES,
} from '../../src/app/route-table.mjs';

/** @import { RouteRow } from '../../src/app/route-table.mjs' */
/**
 * @typedef {object} LanguageVersion
 * @property {string} hreflang
 * @property {string} path
 */
/**
 * @typedef {object} LocalizedText
 * @property {string} es
 * @property {string} en
 * @property {string} ca
 */
/**
 * @typedef {object} PageHeads
 * @property {string} siteName
 * @property {Record<string, { description: LocalizedText; shareImage?: string }>} pages
 * @property {Record<string, { file: string; alt: LocalizedText }>} shareImages
 */

/**
 * The line the build prints when it has no public origin to write absolute addresses with.
 * @type {string}
 */
export const NO_SITE_URL_NOTICE =
  "VITE_SITE_URL is not set: the sitemap, canonical and language links, and the pages' share addresses and images are left out";

/**
 * The tag that keeps a page out of search results (the shell answered for unknown and customer addresses).
 * @type {string}
 */
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/**
 * A page marked as none for search results, on a line of its own at the end of its head.
 * @type {(html: string) => string}
 */
export const withNoindex = (html) =>
  html.replace(/(\n[ \t]*)<\/head>/, (_, line) => `${line}  ${NOINDEX_META}${line}</head>`);

/**
 * The page without that mark, as it was before `withNoindex`.
 * @type {(html: string) => string}
 */
export const withoutNoindex = (html) => html.replace(new RegExp(`\\n[ \\t]*${NOINDEX_META}`), '');

/**
 * A page search engines should index and list: public, pre-rendered, not an account page.
 * @type {(route: RouteRow) => boolean}
 */
export const isContentPage = (route) => isPrerendered(route) && route.kind !== 'account';

/**
 * A page search engines are told not to crawl: a customer's own page, or an account page.
 * @type {(route: RouteRow) => boolean}
 */
export const isPrivatePage = (route) => route.access === 'user' || route.kind === 'account';

const escapeXml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A path's absolute address under the site's origin; a query (`?id=`) or fragment is not part of it.
 * @type {(siteUrl: string, path: string) => string}
 */
export const absoluteUrl = (siteUrl, path) => `${siteUrl}${path.replace(/[?#].*$/, '')}`;

/**
 * The hreflang of the version shown to a visitor whose language the site does not have.
 * @type {string}
 */
export const X_DEFAULT = 'x-default';

/**
 * The language versions of a route's path, each with its hreflang, one per language of the route table, then the
 * Spanish address again as `x-default`, the one for every other language: the sitemap names them all on every
 * version's entry, and so does each pre-rendered page's head.
 * @type {(path: string) => LanguageVersion[]}
 */
export function languageAlternates(path) {
  return [
    ...LANGUAGES.map(({ locale, prefix }) => ({ hreflang: locale, path: addressOf(path, prefix) })),
    { hreflang: X_DEFAULT, path: addressOf(path) },
  ];
}

/**
 * robots.txt: every page may be crawled but the customer and account pages; the sitemap's address when known.
 * @type {(siteUrl: string | null) => string}
 */
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
 * than one (a page's only version has none to name). `dataPaths`: the pages whose addresses come from data (each
 * restaurant's), which the pre-rendering lists.
 * @type {(siteUrl: string, alternates?: (path: string) => LanguageVersion[], dataPaths?: readonly string[]) => string}
 */
export function sitemapXml(siteUrl, alternates = languageAlternates, dataPaths = []) {
  const paths = [
    ...ROUTES.filter((route) => isContentPage(route) && !isFromData(route)).map((route) => route.path),
    ...dataPaths,
  ];
  const entries = paths.flatMap((path) => {
    const versions = alternates(path);
    // x-default is another name of one of the versions, not an address of its own.
    const own = versions.filter((version) => version.hreflang !== X_DEFAULT);
    const links =
      own.length > 1
        ? versions
            .map(
              (version) =>
                `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(version.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, version.path))}"/>`,
            )
            .join('')
        : '';
    return own.map(
      (version) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, version.path))}</loc>${links}\n  </url>\n`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/**
 * A page's canonical link for its head, or nothing without the site's origin.
 * @type {(siteUrl: string | null, path: string) => string}
 */
export function canonicalLink(siteUrl, path) {
  if (!siteUrl) return '';
  return `<link rel="canonical" href="${escapeXml(absoluteUrl(siteUrl, path))}">`;
}

/**
 * Each public page's description and share image (content/pages/heads.json, schemas/content/page-heads.schema.json),
 * read here at build time so that none of it ships in the site's scripts.
 * @type {PageHeads}
 */
export const PAGE_HEADS = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/pages/heads.json'), 'utf8'));

/**
 * The shell's own description (index.html), with the line it stands on: a pre-rendered page has its own instead.
 * @type {RegExp}
 */
export const SHELL_DESCRIPTION = /\n[ \t]*<meta name="description"[^>]*>/;

/**
 * The Open Graph name of each language of the site: the Spanish, English and Catalan read in Spain and Britain.
 * @type {Record<'es' | 'en' | 'ca', string>}
 */
export const OG_LOCALES = { es: 'es_ES', en: 'en_GB', ca: 'ca_ES' };

/**
 * The size every share image is drawn at (scripts/generate/share-images.mjs), the one chat apps show large.
 * @type {{ width: number; height: number }}
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeXml(String(content))}">`;

/**
 * The tags of a pre-rendered page's head besides its title and stylesheets, for the page at `path` (a route's path,
 * without a language prefix) in `locale`, titled `title`: its description; its canonical link (its own language's
 * address) and a link to each language version; Open Graph and Twitter tags, with its share image. Every tag that
 * needs an absolute address is left out without the site's origin (`siteUrl` null). A page whose address comes from
 * data (a restaurant's) gives its own `description`, and its route's path (`headsPath`) for its share image.
 * @type {(page: { siteUrl: string | null; path: string; locale: string; title: string; description?: string | null; headsPath?: string; heads?: PageHeads }) => string[]}
 */
export function pageHead({
  siteUrl,
  path,
  locale,
  title,
  description: own = null,
  headsPath = path,
  heads = PAGE_HEADS,
}) {
  const page = heads.pages[headsPath];
  if (!page) throw new Error(`seo: ${headsPath} has no description in content/pages/heads.json`);
  const description = own ?? page.description[locale];
  if (!description || !OG_LOCALES[locale]) throw new Error(`seo: ${path} has no description in "${locale}"`);
  const image = heads.shareImages[page.shareImage ?? 'default'];
  if (!image)
    throw new Error(
      `seo: ${path} names share image "${page.shareImage}", which content/pages/heads.json does not list`,
    );
  const address = addressOf(path, prefixOf(locale));
  const absolute = siteUrl
    ? [
        canonicalLink(siteUrl, address),
        ...languageAlternates(path).map(
          (version) =>
            `<link rel="alternate" hreflang="${escapeXml(version.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, version.path))}">`,
        ),
      ]
    : [];
  const alt = image.alt[locale];
  const imageUrl = siteUrl ? absoluteUrl(siteUrl, image.file) : null;
  return [
    meta('name', 'description', description),
    ...absolute,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', heads.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(siteUrl ? [meta('property', 'og:url', absoluteUrl(siteUrl, address))] : []),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LANGUAGES.filter((language) => language.locale !== locale).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language.locale]),
    ),
    ...(imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:width', SHARE_IMAGE_SIZE.width),
          meta('property', 'og:image:height', SHARE_IMAGE_SIZE.height),
          meta('property', 'og:image:alt', alt),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl), meta('name', 'twitter:image:alt', alt)] : []),
  ];
}
