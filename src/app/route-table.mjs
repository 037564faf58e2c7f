/** @import { ScreenName } from '../lib/analytics' */
/**
 * @typedef {'all' | 'user'} Access
 */
/**
 * @typedef {'company' | 'legal'} FooterGroup
 */
/**
 * @typedef {object} DocumentEntry
 * @property {string} slug
 * @property {string} path
 * @property {string} title Message id of the document's title.
 * @property {ScreenName} [screen]
 * @property {{ group: FooterGroup; label?: string } | null} footer The footer group that links it, and the link's text (a message id) when it is not the title.
 */
/**
 * @typedef {object} RouteRow
 * @property {string} path Without a language prefix.
 * @property {Access} access
 * @property {'account'} [kind] A page of signing in, registering, recovering a password or signing out: no content for search engines.
 * @property {ScreenName} [screen]
 * @property {string} title Message id of the page's title.
 * @property {boolean} [prerender]
 * @property {string} page The module that draws the page, relative to src/ without extension.
 * @property {string} [document] The document's slug, for a document page.
 * @property {'restaurants' | 'provinces'} [from] The data a page's addresses are made from (`/restaurantes/:slug`, one
 *   per restaurant; `/restaurantes/provincia/:province`, one per province with a restaurant): the build lists them
 *   (scripts/build/prerender.mjs), and `addresses()` leaves the pattern out.
 * @property {boolean} [ownTitle] The page names itself (a restaurant's page, by the restaurant's name; a province's, by
 *   the province's), in the document's
 *   title as in its heading, instead of the layout naming it by `title`.
 */
/**
 * @typedef {object} LanguageEntry
 * @property {'es' | 'en' | 'ca'} locale
 * @property {string} prefix
 */

/**
 * The site's addresses as data: what every page is (access, analytics screen, title, pre-rendering, catalogue part,
 * the module that draws it) and the registry of documents. Plain JavaScript, so the build scripts, the content check
 * and the end-to-end suite import the same table the site routes with (src/app/routes.tsx adds the code: page
 * loaders and what a page fetches before its first render).
 *
 * Paths are stored without a language prefix; `addresses()` is the one place that turns them into the addresses the
 * site answers, so a language prefix (`/en/carta`) would change that function and not the rows.
 */

/**
 * The module every document page is drawn by (relative to src/, without extension).
 * @type {string}
 */
export const DOCUMENT_PAGE = 'features/documents/document-page';

/**
 * Every document page: its content is content/documents/<slug>.<lang>.json in es, en and ca, its title the
 * catalogues' message `title` (the header and footer show it on every page without loading the document, and the
 * content check makes sure it says what the document's own title says). `footer`: the footer group that links it
 * (`company` or `legal`), after the group's earlier documents, and the link's own text when it is not the title;
 * `null` when the footer does not link it. `screen`: the analytics screen name, for the documents that have one.
 *
 * Adding a document is its three content files, one row here and its title in the three catalogues.
 * @type {readonly DocumentEntry[]}
 */
export const DOCUMENTS = [
  { slug: 'historia', path: '/historia', title: 'documents.history.title', screen: 'history', footer: null },
  {
    slug: 'calidad',
    path: '/calidad',
    title: 'documents.quality.title',
    screen: 'quality',
    footer: { group: 'company', label: 'layout.footer.quality' },
  },
  {
    slug: 'sostenibilidad',
    path: '/sostenibilidad',
    title: 'documents.sustainability.title',
    screen: 'sustainability',
    footer: { group: 'company', label: 'layout.footer.sustainability' },
  },
  {
    slug: 'social-commitment',
    path: '/social-commitment',
    title: 'documents.socialCommitment.title',
    screen: 'social_commitment',
    footer: null,
  },
  {
    slug: 'aviso-legal',
    path: '/aviso-legal',
    title: 'documents.legalNotice.title',
    screen: 'legal_notice',
    footer: { group: 'legal', label: 'layout.footer.legalNotice' },
  },
  {
    slug: 'politica-de-privacidad',
    path: '/politica-de-privacidad',
    title: 'documents.privacy.title',
    screen: 'privacy_policy',
    footer: { group: 'legal', label: 'layout.footer.privacy' },
  },
  {
    slug: 'cookies',
    path: '/cookies',
    title: 'documents.cookies.title',
    screen: 'cookies_policy',
    footer: { group: 'legal', label: 'layout.footer.cookies' },
  },
  {
    slug: 'general-conditions',
    path: '/general-conditions',
    title: 'documents.generalConditions.title',
    footer: { group: 'legal', label: 'layout.footer.conditions' },
  },
  {
    slug: 'bases-legales',
    path: '/bases-legales',
    title: 'documents.gameBases.title',
    footer: { group: 'legal', label: 'layout.footer.gameBases' },
  },
  {
    slug: 'condiciones-recompensas',
    path: '/condiciones-recompensas',
    title: 'documents.rewardsTerms.title',
    footer: { group: 'legal', label: 'layout.footer.rewardsBases' },
  },
  { slug: 'accesibilidad', path: '/accesibilidad', title: 'documents.accessibility.title', footer: { group: 'legal' } },
];

/**
 * Every other page. `access`: `all`, or `user` for customers only. `screen`: logged as a screen view when analytics
 * is allowed; a page without one logs nothing. `title`: the message id of its title, the one its heading shows.
 * `kind: 'account'`: signing in, registering, recovering a password or signing out: a public page that is no content,
 * so search engines are kept away from it (scripts/build/seo.mjs).
 * `prerender`: drawn to static HTML at build time (public pages with content worth painting before the code runs).
 * `page`: the module whose default export draws it, relative to src/ without extension; its feature's part of the
 * catalogues comes with it (src/i18n/catalogue-parts.mjs).
 * @type {readonly RouteRow[]}
 */
export const PAGES = [
  { path: '/', access: 'all', prerender: true, screen: 'home', title: 'home.title', page: 'features/home/home-page' },
  {
    path: '/login',
    access: 'all',
    kind: 'account',
    prerender: true,
    screen: 'login',
    title: 'account.login.title',
    page: 'features/account/login-page',
  },
  {
    path: '/logout',
    access: 'all',
    kind: 'account',
    title: 'account.logout.title',
    page: 'features/account/logout-page',
  },
  {
    path: '/register',
    access: 'all',
    kind: 'account',
    prerender: true,
    screen: 'register',
    title: 'account.register.title',
    page: 'features/account/register-page',
  },
  {
    path: '/forgot-password',
    access: 'all',
    kind: 'account',
    prerender: true,
    title: 'account.forgot.title',
    page: 'features/account/forgot-password-page',
  },
  {
    path: '/carta',
    access: 'all',
    prerender: true,
    screen: 'catalog',
    title: 'menu.title',
    page: 'features/menu/menu-page',
  },
  {
    path: '/novedades',
    access: 'all',
    prerender: true,
    screen: 'news',
    title: 'news.title',
    page: 'features/news/news-page',
  },
  {
    path: '/restaurantes',
    access: 'all',
    prerender: true,
    screen: 'restaurants',
    title: 'restaurants.title',
    page: 'features/restaurants/restaurants-page',
  },
  {
    path: '/restaurantes/provincia/:province',
    access: 'all',
    prerender: true,
    from: 'provinces',
    ownTitle: true,
    title: 'restaurants.title',
    page: 'features/restaurants/province-page',
  },
  {
    path: '/restaurantes/:slug',
    access: 'all',
    prerender: true,
    from: 'restaurants',
    ownTitle: true,
    title: 'restaurants.title',
    page: 'features/restaurants/restaurant-page',
  },
  {
    path: '/contact',
    access: 'all',
    prerender: true,
    screen: 'contact',
    title: 'contact.title',
    page: 'features/contact/contact-page',
  },
  {
    path: '/restaurant-contact',
    access: 'all',
    prerender: true,
    title: 'contact.workWithUs.title',
    page: 'features/contact/restaurant-contact-page',
  },
  {
    path: '/public-contact-form',
    access: 'all',
    prerender: true,
    title: 'contact.publicForm.title',
    page: 'features/contact/public-contact-page',
  },
  {
    path: '/private-contact-form',
    access: 'user',
    title: 'contact.privateForm.title',
    page: 'features/contact/private-contact-page',
  },
  { path: '/alergens', access: 'all', prerender: true, title: 'allergens.title', page: 'features/menu/allergens-page' },
  {
    path: '/personal-data',
    access: 'user',
    screen: 'personal_data',
    title: 'account.profile.title',
    page: 'features/account/personal-data-page',
  },
  {
    path: '/change-password',
    access: 'user',
    title: 'account.changePassword.title',
    page: 'features/account/change-password-page',
  },
  {
    path: '/my-rewards',
    access: 'all',
    prerender: true,
    screen: 'loyalty_rewards',
    title: 'rewards.title',
    page: 'features/rewards/rewards-page',
  },
];

/**
 * Every route of the site: the pages, then the documents, each a public pre-rendered page drawn by DOCUMENT_PAGE.
 * @type {readonly RouteRow[]}
 */
export const ROUTES = [
  ...PAGES,
  ...DOCUMENTS.map(({ slug, path, title, screen }) => ({
    path,
    access: /** @type {const} */ ('all'),
    prerender: true,
    ...(screen ? { screen } : {}),
    title,
    page: DOCUMENT_PAGE,
    document: slug,
  })),
];

/**
 * A public page drawn to static HTML at build time, in every language (scripts/build/prerender.mjs).
 * @type {(route: Pick<RouteRow, 'access' | 'prerender'>) => boolean}
 */
export const isPrerendered = (route) => route.access === 'all' && route.prerender === true;

/**
 * Older addresses that lead to a current one: the quality page kept its English address as well.
 * @type {Readonly<Record<string, string>>}
 */
export const REDIRECTS = {
  '/quality': '/calidad',
};

/**
 * The site's languages and where their addresses live: Spanish at the plain paths, English under `/en` and Catalan
 * under `/ca`, each followed by the same path (`/en/carta`, `/ca/aviso-legal`, `/en/` for the home page). The order
 * is the language switcher's; Spanish, first, is the default.
 * @type {readonly LanguageEntry[]}
 */
export const LANGUAGES = [
  { locale: 'es', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ca', prefix: '/ca' },
];

/**
 * Language prefixes of the addresses the site answers.
 * @type {readonly string[]}
 */
export const LANGUAGE_PREFIXES = LANGUAGES.map((language) => language.prefix);

/**
 * The prefix of a language's addresses: `en` → `/en`, `es` → none.
 * @type {(locale: string) => string}
 */
export const prefixOf = (locale) => LANGUAGES.find((language) => language.locale === locale)?.prefix ?? '';

/**
 * A path of the site as an address may be built from: one leading slash. A path read from the current address can
 * begin with several (`/en//evil.example/x` is English at `//evil.example/x`), or with a backslash, and an address
 * built from it would then name another site (`//evil.example/x`).
 * @type {(path: string) => string}
 */
export const sitePath = (path) => path.replace(/^[/\\]*/, '/');

/**
 * The address of a route's path under a language prefix: `/carta` under `/en` is `/en/carta`, `/` is `/en/`. Always
 * an address of this site, whatever the path begins with.
 * @type {(path: string, prefix?: string) => string}
 */
export const addressOf = (path, prefix = '') => {
  const clean = sitePath(path);
  return prefix === '' ? clean : clean === '/' ? `${prefix}/` : `${prefix}${clean}`;
};

/**
 * What an address says of its language: the language, its prefix and the route's path after it. `/en/carta` is
 * English at `/carta`, `/en` and `/en/` English at `/`; an address under no prefix is Spanish.
 * @type {(pathname: string) => LanguageEntry & { path: string }}
 */
export function languageOfAddress(pathname) {
  for (const { locale, prefix } of LANGUAGES) {
    if (prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: 'es', prefix: '', path: pathname };
}

/**
 * A route whose addresses are made from data (one per restaurant, one per province), not written in the table.
 * @type {(route: Pick<RouteRow, 'from'>) => boolean}
 */
export const isFromData = (route) => route.from !== undefined;

/**
 * The addresses of the routes that `filter` keeps (all of them without one), in table order, under every language
 * prefix (or under the ones given). A route whose addresses come from data has none here: the build lists them.
 * @type {(filter?: (route: RouteRow) => boolean, prefixes?: readonly string[]) => string[]}
 */
export function addresses(filter = () => true, prefixes = LANGUAGE_PREFIXES) {
  return ROUTES.filter((route) => !isFromData(route) && filter(route)).flatMap((route) =>
    prefixes.map((prefix) => addressOf(route.path, prefix)),
  );
}

/**
 * Every message id the table names (titles, footer labels): the catalogues must hold them.
 * @type {() => string[]}
 */
export function messageIds() {
  return [
    ...new Set([
      ...ROUTES.map((route) => route.title),
      ...DOCUMENTS.flatMap((doc) => (doc.footer?.label ? [doc.footer.label] : [])),
    ]),
  ].sort();
}
