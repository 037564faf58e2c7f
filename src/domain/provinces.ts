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
  return provinces.filter((province) => used.has(province.id)).sort((a, b) => spanishOrder(a.name, b.name));
}

let collator: Intl.Collator | undefined;

/**
 * Two names compared as a Spanish reader orders them ("Málaga" before "Murcia", case and accents aside), with one
 * collator for every comparison: `localeCompare` given a language and options makes a collator at each call, and a
 * sort of Spain's 52 provinces took 2-9 ms that way, against under 0.1 ms. Made at the first comparison, not when the
 * module loads.
 */
export const spanishOrder = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('es', { sensitivity: 'base' })).compare(a, b);
