import type { Restaurant } from '../../api/queries/restaurants';
import { idOfSlug, RESTAURANT_PAGES, restaurantPath, restaurantSlugs } from '../../domain/restaurant-address.mjs';
import type { RestaurantPageData } from './restaurant-page-data';
import { fromList } from './restaurant-page-registry';
import { sortByDistance } from './restaurant-search';

/**
 * A restaurant's page part made from the whole restaurant list: its restaurant, and the nearest others it lists.
 * Loaded with the list, never needed to draw a pre-rendered page (see ./restaurant-page-data).
 */

/** A list's restaurants grouped by city and by province, made once per list: a page reads only its own group. */
type Groups = { byCity: Map<string, Restaurant[]>; byProvince: Map<number, Restaurant[]> };
const groupsOf = new WeakMap<readonly Restaurant[], Groups>();

export function groups(list: readonly Restaurant[]): Groups {
  const made = groupsOf.get(list);
  if (made) return made;
  const byCity = new Map<string, Restaurant[]>();
  const byProvince = new Map<number, Restaurant[]>();
  const add = <K>(map: Map<K, Restaurant[]>, key: K, restaurant: Restaurant) => {
    const group = map.get(key);
    if (group) group.push(restaurant);
    else map.set(key, [restaurant]);
  };
  for (const restaurant of list) {
    add(byCity, restaurant.city, restaurant);
    add(byProvince, restaurant.province.id, restaurant);
  }
  const grouped = { byCity, byProvince };
  groupsOf.set(list, grouped);
  return grouped;
}

/**
 * How many other restaurants a restaurant's page lists: the nearest, enough to choose another one close by. A city
 * or province of a large chain has a hundred or more, a list no one reads on a phone; the finder has them all.
 */
export const NEARBY_SHOWN = 10;

/**
 * The other restaurants of the same city, or, when it has no other, of the same province, nearest first and at most
 * NEARBY_SHOWN of them; and which of the two they are.
 */
export function nearbyRestaurants(
  restaurant: Restaurant,
  list: readonly Restaurant[],
): { within: 'city' | 'province'; restaurants: Restaurant[] } {
  const { byCity, byProvince } = groups(list);
  const nearest = (group: Restaurant[] | undefined) =>
    sortByDistance(
      (group ?? []).filter((other) => other.id !== restaurant.id),
      restaurant,
    )
      .slice(0, NEARBY_SHOWN)
      .map((entry) => entry.restaurant);
  const city = nearest(byCity.get(restaurant.city));
  if (city.length > 0) return { within: 'city', restaurants: city };
  return { within: 'province', restaurants: nearest(byProvince.get(restaurant.province.id)) };
}

/**
 * The page of `slug` drawn from `list` (the restaurants in the page's language), or null when no restaurant has
 * that address. Slugs are made from the Spanish answer; names and cities in another language are the same proper
 * nouns, so the list shown finds it, and where it does not, `spanish` (the Spanish list) says which restaurant it is.
 */
export function restaurantPageData(
  list: readonly Restaurant[],
  slug: string,
  spanish: readonly Restaurant[] | null = null,
): RestaurantPageData | null {
  const id = idOfSlug(list, slug) ?? (spanish ? idOfSlug(spanish, slug) : null);
  const restaurant = list.find((candidate) => candidate.id === id);
  if (!restaurant) return null;
  const slugs = restaurantSlugs(list);
  const nearby = nearbyRestaurants(restaurant, list);
  return {
    restaurant,
    nearby: {
      within: nearby.within,
      restaurants: nearby.restaurants.map(({ id: otherId, name }) => {
        const other = slugs.get(otherId);
        return {
          id: otherId,
          name,
          path: other === undefined ? `${RESTAURANT_PAGES}?id=${otherId}` : restaurantPath(other),
        };
      }),
    },
  };
}

// Here at once for every later page drawn from a list already here.
fromList.current = { groups, nearbyRestaurants, restaurantPageData, NEARBY_SHOWN };
