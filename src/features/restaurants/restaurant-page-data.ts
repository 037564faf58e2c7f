import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Restaurant, restaurantsQuery } from '../../api/queries/restaurants';
import { RESTAURANT_PAGES } from '../../domain/restaurant-paths.mjs';
import type { Locale } from '../../lib/language';
import { fromList } from './restaurant-page-registry';

/**
 * What a restaurant's page draws: its restaurant, and of the others only what it lists of them (their names and
 * pages). A pre-rendered page carries this, not the whole list: at a chain's size the list is hundreds of kilobytes,
 * and each of a thousand pages would carry it. The API has no call for one restaurant, so the page asks for the
 * list when the browser is quiet after it has started, and draws any change from it (see refreshedPage).
 */
export type RestaurantPageData = {
  restaurant: Restaurant;
  nearby: { within: 'city' | 'province'; restaurants: NearbyRestaurant[] };
};

/** Another restaurant as a restaurant's page lists it: its name, and its page (or the finder with it chosen). */
export type NearbyRestaurant = { id: number; name: string; path: string };

const loadFromList = async () => fromList.current ?? (await import('./restaurant-page-from-list'));

/**
 * A page already drawn (a pre-rendered one, from the part it carries) brought up to date from the list by its
 * restaurants' ids: its restaurant as listed now (renamed, new hours), and the others it lists that are still open,
 * by their names now; null when its restaurant is no longer listed (it closed). Who its neighbours are is the
 * build's: making them again needs the whole list's addresses, which the next build does.
 */
export function refreshedPage(drawn: RestaurantPageData, list: readonly Restaurant[]): RestaurantPageData | null {
  const listed = new Map(list.map((restaurant) => [restaurant.id, restaurant]));
  const restaurant = listed.get(drawn.restaurant.id);
  if (!restaurant) return null;
  const restaurants = drawn.nearby.restaurants.flatMap((other) => {
    const now = listed.get(other.id);
    return now ? [{ ...other, name: now.name }] : [];
  });
  return { restaurant, nearby: { within: drawn.nearby.within, restaurants } };
}

/**
 * A restaurant's page, drawn from the restaurant list in its language (the one the finder reads, so a page opened
 * from the finder draws at once from the list it has). The Spanish list is asked for only when the page's own
 * list does not name the address.
 */
export const restaurantPageQuery = (queryClient: QueryClient, language: Locale, slug: string) =>
  queryOptions({
    queryKey: ['restaurant-page', language, slug] as const,
    queryFn: async ({ queryKey }): Promise<RestaurantPageData | null> => {
      const drawn = queryClient.getQueryData<RestaurantPageData | null>(queryKey);
      if (drawn) return refreshedPage(drawn, await queryClient.fetchQuery(restaurantsQuery(language)));
      // Drawn in the browser for the first time: the page's part is made from the whole list.
      const [list, { restaurantPageData }] = await Promise.all([
        queryClient.fetchQuery(restaurantsQuery(language)),
        loadFromList(),
      ]);
      const own = restaurantPageData(list, slug);
      if (own || language === 'es') return own;
      return restaurantPageData(list, slug, await queryClient.fetchQuery(restaurantsQuery('es')));
    },
    // Drawn at once from a list already here, as a page opened from the finder is.
    initialData: () => {
      const list = queryClient.getQueryData(restaurantsQuery(language).queryKey);
      return list && fromList.current ? (fromList.current.restaurantPageData(list, slug) ?? undefined) : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(restaurantsQuery(language).queryKey)?.dataUpdatedAt,
  });

/**
 * The page of `path` (`/restaurantes/<slug>`) as pre-rendered at build time, fetched into `queryClient`; its query's
 * key, whose answer the page carries: its restaurant and its neighbours' names and pages, never the whole list.
 */
export async function builtRestaurantPage(
  queryClient: QueryClient,
  language: Locale,
  path: string,
): Promise<QueryKey[]> {
  const page = restaurantPageQuery(queryClient, language, path.slice(`${RESTAURANT_PAGES}/`.length));
  await queryClient.fetchQuery(page);
  return [page.queryKey];
}
