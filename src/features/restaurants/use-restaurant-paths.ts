import type { Restaurant } from '../../api/queries/restaurants';
import { restaurantPath, restaurantSlugs } from '../../domain/restaurant-address.mjs';

/**
 * Each list's paths, made once however many parts of the page ask (the finder's list and its address both do): at a
 * chain's size, making them reads every restaurant's name and city.
 */
const made = new WeakMap<readonly Restaurant[], Map<number, string>>();
const NONE: readonly Restaurant[] = [];

/** Each restaurant's page path by id (without a language prefix), made once per list. */
export function useRestaurantPaths(restaurants: readonly Restaurant[] | undefined): Map<number, string> {
  const list = restaurants ?? NONE;
  let paths = made.get(list);
  if (!paths) {
    paths = new Map([...restaurantSlugs(list)].map(([id, slug]) => [id, restaurantPath(slug)] as const));
    made.set(list, paths);
  }
  return paths;
}
