import { useCallback, useEffect, useRef } from 'react';
import { useHref, useSearchParams } from 'react-router';
import type { Restaurant } from '../../api/queries/restaurants';
import { isolatedText } from '../../lib/isolated-text';
import { notify } from '../../lib/notifications';
import { restaurantsMessages as m } from './messages';
import { shareLink } from './share-link';
import { RESTAURANT_PARAM } from './restaurant-places';
import { useRestaurantPaths } from './use-restaurant-paths';

/**
 * The restaurant the address names, and the address of each restaurant. Once the restaurants have arrived, the one
 * the address names is chosen as a click on its pin chooses it (`choose`), or the notification says the link's
 * restaurant was not found. Whatever is selected afterwards is written into the address in place of the current
 * entry (the back button still leaves the page), keeping the address's other parameters. `share` shares a
 * restaurant's address, absolute and in the language shown.
 */
export function useRestaurantAddress(
  restaurants: readonly Restaurant[] | undefined,
  selectedId: number | null,
  choose: (id: number) => void,
) {
  const [params, setParams] = useSearchParams();
  const named = params.get(RESTAURANT_PARAM);
  // The id the address said last that has been dealt with: chosen, reported missing, or written from the selection.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!restaurants || named === null || named === handled.current) return;
    handled.current = named;
    const id = Number(named);
    if (restaurants.some((restaurant) => restaurant.id === id)) choose(id);
    else notify({ kind: 'error', message: m.notFound });
  }, [restaurants, named, choose]);

  useEffect(() => {
    if (selectedId === null || String(selectedId) === named) return;
    handled.current = String(selectedId);
    const next = new URLSearchParams(params);
    next.set(RESTAURANT_PARAM, String(selectedId));
    setParams(next, { replace: true, preventScrollReset: true });
  }, [selectedId, named, params, setParams]);

  // The restaurant's own page is the address shared: the one search engines and chat apps know it by.
  const paths = useRestaurantPaths(restaurants);
  // The language's prefix as the router writes it before a path: none, '/en' or '/ca'.
  const prefix = useHref('/').replace(/\/$/, '');
  const share = useCallback(
    (restaurant: Restaurant) => {
      const path = paths.get(restaurant.id) ?? `/restaurantes?${RESTAURANT_PARAM}=${restaurant.id}`;
      // Plain text, shown by another app beside its own words: the API's text is isolated there.
      const { name, address, postalCode, city } = restaurant;
      void shareLink({
        title: isolatedText(name),
        text: `${isolatedText(name)}: ${isolatedText(address)}, ${isolatedText(postalCode)} ${isolatedText(city)}`,
        url: new URL(`${prefix}${path}`, window.location.origin).href,
      });
    },
    [prefix, paths],
  );
  return share;
}
