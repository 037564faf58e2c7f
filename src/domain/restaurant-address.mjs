/**
 * Each restaurant's own address, `/restaurantes/<slug>`, the same after every language prefix. Plain JavaScript: the
 * build makes the pages of these addresses from the same rule the site finds them by.
 */

/**
 * The chain's own name, which every restaurant's name begins with and its slug leaves out.
 * @type {string}
 */
export const CHAIN_NAME = 'Pollo Crujiente';

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
 * A restaurant's slug before ties are broken: its city, then its name without the chain's name, leaving the city out of
 * the name where the name begins or ends with it ("Pollo Crujiente Getafe Centro" in Getafe → "getafe-centro",
 * "Pollo Crujiente Gran Vía" in Madrid → "madrid-gran-via", "Pollo Crujiente Móstoles" in Móstoles → "mostoles").
 * @type {(restaurant: { name: string; city: string }) => string}
 */
export function baseSlug({ name, city }) {
  const cityWords = slugWords(city);
  const chain = slugWords(CHAIN_NAME);
  let own = slugWords(name);
  if (own === chain) own = '';
  else if (own.startsWith(`${chain}-`)) own = own.slice(chain.length + 1);
  if (cityWords !== '') {
    if (own === cityWords) own = '';
    else if (own.startsWith(`${cityWords}-`)) own = own.slice(cityWords.length + 1);
    else if (own.endsWith(`-${cityWords}`)) own = own.slice(0, -cityWords.length - 1);
  }
  return [cityWords, own].filter(Boolean).join('-') || 'restaurante';
}

/**
 * Every restaurant's slug, by id, from the Spanish answer: the base slug, and where two or more share one, the one
 * with the lowest id keeps it and each other gets its id after it ("madrid-centro-41"), so a restaurant added later
 * never takes an address a page already has.
 * @type {(restaurants: readonly { id: number; name: string; city: string }[]) => Map<number, string>}
 */
export function restaurantSlugs(restaurants) {
  const byBase = new Map();
  for (const restaurant of [...restaurants].sort((a, b) => a.id - b.id)) {
    const base = baseSlug(restaurant);
    byBase.set(base, [...(byBase.get(base) ?? []), restaurant.id]);
  }
  const slugs = new Map();
  for (const [base, ids] of byBase) ids.forEach((id, index) => slugs.set(id, index === 0 ? base : `${base}-${id}`));
  return slugs;
}

/**
 * The id of the restaurant whose slug is `slug` among `restaurants` (slugs made as restaurantSlugs makes them), or null.
 * @type {(restaurants: readonly { id: number; name: string; city: string }[], slug: string) => number | null}
 */
export function idOfSlug(restaurants, slug) {
  for (const [id, own] of restaurantSlugs(restaurants)) if (own === slug) return id;
  return null;
}

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
