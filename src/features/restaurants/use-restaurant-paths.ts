import { startTransition, useEffect, useState } from 'react';
import type { Restaurant } from '../../api/queries/restaurants';
import {
  type RestaurantAddresses,
  restaurantAddressesInSteps,
  restaurantPath,
  restaurantSlugs,
} from '../../domain/restaurant-address.mjs';
import { isAbortError, whenIdle } from '../../lib/idle';
import { usePageWork } from '../../lib/page-work';

/**
 * Each list's paths, made once however many parts of the page ask (the finder's list and its address both do): at a
 * chain's size, making them reads every restaurant's name and city.
 */
const made = new WeakMap<readonly Restaurant[], Map<number, string>>();
const NONE: readonly Restaurant[] = [];

const pathsOf = (slugs: RestaurantAddresses['slugs']) =>
  new Map([...slugs].map(([id, slug]) => [id, restaurantPath(slug)] as const));

/** Each restaurant's page path by id (without a language prefix), made once per list. */
export function useRestaurantPaths(restaurants: readonly Restaurant[] | undefined): Map<number, string> {
  const list = restaurants ?? NONE;
  let paths = made.get(list);
  if (!paths) {
    paths = pathsOf(restaurantSlugs(list));
    made.set(list, paths);
  }
  return paths;
}

/** A list up to this long has its paths made where they are first asked for; a longer one in steps, ahead. */
export const PATHS_AT_ONCE = 200;

/**
 * `restaurants` once every restaurant's path is made, so that whatever draws them finds their paths ready: a chain's
 * list has them made a few hundred restaurants per quiet moment of the browser, the page held busy meanwhile, and until
 * then the list made before (or undefined, as while the list loads); a shorter list at once.
 */
export function useWithPaths(restaurants: readonly Restaurant[] | undefined): readonly Restaurant[] | undefined {
  const ready = !restaurants || restaurants.length <= PATHS_AT_ONCE || made.has(restaurants);
  // The last long list whose paths were made in steps.
  const [madeInSteps, setMadeInSteps] = useState<readonly Restaurant[] | undefined>(undefined);
  useEffect(() => {
    if (ready || !restaurants) return;
    const controller = new AbortController();
    restaurantAddressesInSteps(restaurants, () => whenIdle(controller.signal)).then(
      ({ slugs }) => {
        made.set(restaurants, pathsOf(slugs));
        // The list is then drawn as it was to be: in a render React can split.
        startTransition(() => setMadeInSteps(restaurants));
      },
      (error: unknown) => {
        if (!isAbortError(error)) throw error;
      },
    );
    return () => controller.abort();
  }, [restaurants, ready]);
  usePageWork(!ready);
  return ready ? restaurants : madeInSteps;
}
