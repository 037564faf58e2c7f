import { useMemo } from 'react';
import type { Restaurant } from '../../api/queries/restaurants';
import { restaurantPath, restaurantSlugs } from '../../domain/restaurant-address.mjs';

/** Each restaurant's page path by id (without a language prefix), made once per list. */
export function useRestaurantPaths(restaurants: readonly Restaurant[] | undefined): Map<number, string> {
  return useMemo(
    () => new Map([...restaurantSlugs(restaurants ?? [])].map(([id, slug]) => [id, restaurantPath(slug)] as const)),
    [restaurants],
  );
}
