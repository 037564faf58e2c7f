/**
 * Type declarations for src/i18n/catalogue-parts.mjs.
 * @typedef {'account' | 'contact' | 'finder' | 'menu' | 'restaurants' | 'rewards'} FeaturePart
 */
/**
 * @typedef {'core' | FeaturePart} CataloguePart
 */

/**
 * The parts each language's catalogue ships in (`npm run generate` writes src/i18n/compiled/<part>.<lang>.json), so
 * that a page downloads only the text it can show. Plain JavaScript: the build scripts and the site read the same
 * lists.
 *
 * `core`: the namespaces (an id's first segment) of what any page's frame can show without leaving the page (header,
 * footer, cookie banner and dialogs with the cookie policy, notifications, app banner, error pages), of the home page
 * and of the pages that show nothing else (news, documents). Every page draws with it.
 *
 * A feature's part: the namespaces its pages show beyond the core, fetched with the code of any of its pages (or of
 * what the feature opens over another page) and kept from then on, in the language shown and in any chosen later. A
 * namespace two features show (the forms' texts) is in both their parts. tests/i18n/catalogue-parts.test.ts checks
 * that every page's part, with the core, holds every message the page can show.
 * @type {readonly string[]}
 */
export const CORE_NAMESPACES = [
  'appBanner',
  'carousel',
  'consent',
  'cookies',
  'dialog',
  'document',
  'documents',
  'format',
  'home',
  'layout',
  'news',
  'notFound',
  'notification',
  'routeError',
  'table',
  'ui',
];

/**
 * Each feature with a part of its own, and the namespaces in it.
 * @type {Readonly<Record<FeaturePart, readonly string[]>>}
 */
export const FEATURE_PARTS = {
  account: ['account', 'form'],
  contact: ['contact', 'form'],
  // The finder shows the restaurants' shared texts and its search, list and sharing; a restaurant's and a province's
  // page show the shared texts and their own. Neither downloads the other's.
  finder: ['restaurants', 'mapView', 'finder'],
  menu: ['menu', 'allergens'],
  restaurants: ['restaurants', 'mapView', 'restaurantPage', 'provincePage'],
  rewards: ['rewards'],
};

/**
 * The parts a message is in: the core, or the part of every feature that shows its namespace; none if unknown.
 * @type {(id: string) => CataloguePart[]}
 */
export function partsOf(id) {
  const namespace = id.split('.')[0];
  if (CORE_NAMESPACES.includes(namespace)) return ['core'];
  return /** @type {FeaturePart[]} */ (Object.keys(FEATURE_PARTS)).filter((part) =>
    FEATURE_PARTS[part].includes(namespace),
  );
}

/**
 * Pages whose part is not their feature's.
 * @type {Readonly<Record<string, FeaturePart>>}
 */
const PAGE_PARTS = { 'features/restaurants/restaurants-page': 'finder' };

/**
 * The part a page brings beyond the core: its own (PAGE_PARTS), else its feature's (the page module
 * `features/<feature>/…`), or null for a page that shows only core messages.
 * @type {(page: string) => FeaturePart | null}
 */
export function pagePart(page) {
  if (Object.hasOwn(PAGE_PARTS, page)) return PAGE_PARTS[page];
  const feature = page.split('/')[1] ?? '';
  return Object.hasOwn(FEATURE_PARTS, feature) ? /** @type {FeaturePart} */ (feature) : null;
}
