import type { Province } from '../api/queries/provinces';
import type { Restaurant } from '../api/queries/restaurants';

/**
 * The provinces worth offering: those with at least one restaurant, sorted by name (Spanish collation: "Málaga"
 * before "Murcia"), so that no choice leads to an empty list. The restaurant finder and the job application's
 * province choice both list them this way.
 */
export function provincesWithRestaurants(
  provinces: readonly Province[],
  restaurants: readonly Pick<Restaurant, 'province'>[],
): Province[] {
  const used = new Set(restaurants.map((restaurant) => restaurant.province.id));
  return provinces
    .filter((province) => used.has(province.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
}
