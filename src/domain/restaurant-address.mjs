/**
 * Each restaurant's own address, `/restaurantes/<slug>`, the same after every language prefix. Plain JavaScript: the
 * build makes the pages of these addresses from the same rule the site finds them by.
 */

import { slugWords } from './restaurant-paths.mjs';

export {
  isProvincePage,
  isRestaurantPage,
  PROVINCE_PAGES,
  provincePath,
  provinceSlug,
  RESTAURANT_PAGES,
  restaurantPath,
  slugWords,
} from './restaurant-paths.mjs';

/**
 * The chain's own name, which every restaurant's name begins with and its slug leaves out.
 * @type {string}
 */
export const CHAIN_NAME = 'Pollo Crujiente';

/** The chain's name as slug words, made once. */
const CHAIN_WORDS = slugWords(CHAIN_NAME);

/**
 * Each city's slug words, made once: a chain's restaurants share far fewer cities, and folding a text's accents is
 * most of the time it takes to give a thousand restaurants their addresses.
 * @type {Map<string, string>}
 */
const wordsOfCities = new Map();
/** @type {(city: string) => string} */
function cityWordsOf(city) {
  let words = wordsOfCities.get(city);
  if (words === undefined) {
    words = slugWords(city);
    wordsOfCities.set(city, words);
  }
  return words;
}

/**
 * A restaurant's slug before ties are broken: its city, then its name without the chain's name, leaving the city out of
 * the name where the name begins or ends with it ("Pollo Crujiente Getafe Centro" in Getafe → "getafe-centro",
 * "Pollo Crujiente Gran Vía" in Madrid → "madrid-gran-via", "Pollo Crujiente Móstoles" in Móstoles → "mostoles").
 * @type {(restaurant: { name: string; city: string }) => string}
 */
export function baseSlug({ name, city }) {
  const cityWords = cityWordsOf(city);
  let own = slugWords(name);
  if (own === CHAIN_WORDS) own = '';
  else if (own.startsWith(`${CHAIN_WORDS}-`)) own = own.slice(CHAIN_WORDS.length + 1);
  if (cityWords !== '') {
    if (own === cityWords) own = '';
    else if (own.startsWith(`${cityWords}-`)) own = own.slice(cityWords.length + 1);
    else if (own.endsWith(`-${cityWords}`)) own = own.slice(0, -cityWords.length - 1);
  }
  return [cityWords, own].filter(Boolean).join('-') || 'restaurante';
}

/**
 * The longest slug, its suffix included: long enough for a city and a restaurant's own name, short enough for a file
 * name (a build writes `<slug>.html`, and a file system refuses a name past 255 bytes).
 */
export const MAX_SLUG_LENGTH = 80;

/**
 * `slug` cut to at most `length` characters after its last whole word that fits, or where the limit falls when its
 * first word alone is longer.
 * @type {(slug: string, length: number) => string}
 */
function cutSlug(slug, length) {
  if (slug.length <= length) return slug;
  const end = slug.lastIndexOf('-', length);
  return end > 0 ? slug.slice(0, end) : slug.slice(0, length);
}

/**
 * A restaurant's candidates for its slug that are still free, in the order it takes them: its base slug, then with its
 * id after it, then with a count after that (`-2`, `-3`…) where even that is another restaurant's. The base is cut so
 * that the whole slug, its suffix included, fits in MAX_SLUG_LENGTH.
 * @type {(restaurant: { id: number; name: string; city: string }, taken: (slug: string) => boolean) => Generator<string, never>}
 */
function* freeSlugs(restaurant, taken) {
  const base = baseSlug(restaurant);
  for (let count = 0; ; count += 1) {
    const suffix = count === 0 ? '' : count === 1 ? `-${restaurant.id}` : `-${restaurant.id}-${count}`;
    const slug = `${cutSlug(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
    if (!taken(slug)) yield slug;
  }
}

/**
 * @typedef {object} RestaurantAddresses
 * @property {ReadonlyMap<number, string>} slugs Each restaurant's slug, by id.
 * @property {ReadonlyMap<string, number>} ids Each slug's restaurant id.
 * @property {ReadonlyMap<string, string>} moved Slugs no restaurant has, each the one a restaurant had while one more
 *   restaurant with a lower id claimed its slug, with the slug it answers 301 to.
 */

/**
 * Each list's addresses, made once: the build and the page read them many times from the same list.
 * @type {WeakMap<readonly object[], RestaurantAddresses>}
 */
const madeFor = new WeakMap();

/**
 * Every restaurant's slug from the Spanish answer, made once per list (a list is never changed once the API has
 * answered). The restaurants claim slugs in the order of their ids, each taking the first of its candidates that no
 * lower id has claimed: its base slug, else with its id after it ("madrid-centro-41"). So the lowest id of namesakes
 * keeps the bare slug, and a restaurant that opens later, with a higher id, never takes or moves an address already
 * given.
 *
 * A restaurant that closes or is renamed can free a slug for a higher one, which then moves to it. So each restaurant
 * also claims its next free candidate, the one it had while one more lower restaurant claimed its slug (for the
 * holder of a bare slug, the one a namesake with a lower id would leave it): that one answers 301 to its page
 * (`moved`), and no restaurant is given it.
 * @type {(restaurants: readonly { id: number; name: string; city: string }[]) => RestaurantAddresses}
 */
export function restaurantAddresses(restaurants) {
  const made = madeFor.get(restaurants);
  if (made) return made;
  const { addresses, claim } = addressBook();
  for (const restaurant of byId(restaurants)) claim(restaurant);
  madeFor.set(restaurants, addresses);
  return addresses;
}

/** Restaurants given their addresses per step by restaurantAddressesInSteps. */
export const ADDRESSES_PER_STEP = 250;

/**
 * restaurantAddresses, made `perStep` restaurants at a time, awaiting `pause()` before each step: in the browser, a
 * chain's list given its addresses at once held the page's thread for one long task. Rejects as `pause()` does (a
 * page left midway), keeping nothing.
 * @type {(restaurants: readonly { id: number; name: string; city: string }[], pause: () => Promise<void>, perStep?: number) => Promise<RestaurantAddresses>}
 */
export async function restaurantAddressesInSteps(restaurants, pause, perStep = ADDRESSES_PER_STEP) {
  const made = madeFor.get(restaurants);
  if (made) return made;
  const { addresses, claim } = addressBook();
  const sorted = byId(restaurants);
  for (let start = 0; start < sorted.length; start += perStep) {
    await pause();
    for (const restaurant of sorted.slice(start, start + perStep)) claim(restaurant);
  }
  madeFor.set(restaurants, addresses);
  return addresses;
}

/** @type {<T extends { id: number }>(restaurants: readonly T[]) => T[]} */
const byId = (restaurants) => [...restaurants].sort((a, b) => a.id - b.id);

/**
 * The addresses being given, and what gives the next restaurant (in the order of their ids) its slug and the one it
 * would move to (see restaurantAddresses).
 * @type {() => { addresses: RestaurantAddresses; claim: (restaurant: { id: number; name: string; city: string }) => void }}
 */
function addressBook() {
  /** @type {Map<number, string>} */
  const slugs = new Map();
  /** @type {Map<string, number>} */
  const ids = new Map();
  /** @type {Map<string, string>} */
  const moved = new Map();
  /** @type {(slug: string) => boolean} */
  const taken = (slug) => ids.has(slug) || moved.has(slug);
  return {
    addresses: { slugs, ids, moved },
    claim: (restaurant) => {
      const free = freeSlugs(restaurant, taken);
      const slug = free.next().value;
      slugs.set(restaurant.id, slug);
      ids.set(slug, restaurant.id);
      moved.set(free.next().value, slug);
    },
  };
}

/**
 * Every restaurant's slug, by id (see restaurantAddresses).
 * @type {(restaurants: readonly { id: number; name: string; city: string }[]) => ReadonlyMap<number, string>}
 */
export const restaurantSlugs = (restaurants) => restaurantAddresses(restaurants).slugs;

/**
 * The id of the restaurant whose slug is `slug` among `restaurants`, or that had it while one more restaurant with a
 * lower id claimed its slug, or null. The second is a page built before that restaurant closed: until the next build
 * writes its 301, it still shows the restaurant it was built for.
 * @type {(restaurants: readonly { id: number; name: string; city: string }[], slug: string) => number | null}
 */
export function idOfSlug(restaurants, slug) {
  const { ids, moved } = restaurantAddresses(restaurants);
  return ids.get(slug) ?? ids.get(moved.get(slug) ?? '') ?? null;
}
