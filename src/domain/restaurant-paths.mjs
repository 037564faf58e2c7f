/**
 * The addresses of the restaurants' and provinces' pages, `/restaurantes/<slug>` and `/restaurantes/provincia/<slug>`,
 * the same after every language prefix, and the words a slug is made of. Plain JavaScript, shared by the build and
 * the site; apart from how slugs are given (./restaurant-address.mjs), which a page that only links others needs not.
 */

/** The path every restaurant's page is under, after the language prefix. */
export const RESTAURANT_PAGES = '/restaurantes';

/**
 * Lower case, accents folded, every run of other characters one hyphen: "L'Hospitalet de Llobregat" →
 * "l-hospitalet-de-llobregat".
 * @type {(text: string) => string}
 */
export const slugWords = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The path of a restaurant's page, without a language prefix.
 * @type {(slug: string) => string}
 */
export const restaurantPath = (slug) => `${RESTAURANT_PAGES}/${slug}`;

/**
 * Whether a path (without a language prefix) is a restaurant's page: `/restaurantes/<slug>`, built or not.
 * @type {(path: string) => boolean}
 */
export const isRestaurantPage = (path) => /^\/restaurantes\/[^/]+\/?$/.test(path);

/** The path every province's directory page is under, after the language prefix. */
export const PROVINCE_PAGES = `${RESTAURANT_PAGES}/provincia`;

/**
 * A province's slug: its name's words ("A Coruña" → "a-coruna", "Illes Balears" → "illes-balears"). The API names a
 * province the same in every language, and no two provinces share a name; one whose name has no letter or digit is
 * named by its id.
 * @type {(province: { id: number; name: string }) => string}
 */
export const provinceSlug = (province) => slugWords(province.name) || `provincia-${province.id}`;

/**
 * The path of a province's directory page, without a language prefix.
 * @type {(slug: string) => string}
 */
export const provincePath = (slug) => `${PROVINCE_PAGES}/${slug}`;

/**
 * Whether a path (without a language prefix) is a province's directory page: `/restaurantes/provincia/<slug>`.
 * @type {(path: string) => boolean}
 */
export const isProvincePage = (path) => /^\/restaurantes\/provincia\/[^/]+\/?$/.test(path);
