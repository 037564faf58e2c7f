import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Restaurant, restaurantsQuery } from '../../api/queries/restaurants';
import { PROVINCE_PAGES, provincePath, RESTAURANT_PAGES, slugWords } from '../../domain/restaurant-paths.mjs';
import type { Locale } from '../../lib/language';
import { byWords, provinceDirectory } from './province-directory-data';

/** A restaurant as its province's page lists it: its name, its street address and its page. */
export type ProvinceEntry = Pick<Restaurant, 'id' | 'name' | 'address' | 'postalCode'> & { path: string };

export type ProvincePageData = {
  province: { id: number; name: string };
  /** Its cities in alphabetical order, each with its restaurants in alphabetical order. */
  cities: { city: string; restaurants: ProvinceEntry[] }[];
};

/** The finder with a restaurant chosen: where a restaurant without a known page is linked. */
const inFinder = (id: number) => `${RESTAURANT_PAGES}?id=${id}`;

/**
 * The province whose page is `slug`, drawn from `list`, or null when no province with a restaurant has it; each
 * restaurant linked to `pathOf` its id.
 */
export function provincePageData(
  list: readonly Restaurant[],
  slug: string,
  pathOf: (id: number) => string,
): ProvincePageData | null {
  const link = provinceDirectory(list).find((province) => province.path === provincePath(slug));
  if (!link) return null;
  const cities = new Map<string, ProvinceEntry[]>();
  for (const { id, name, address, postalCode, city, province } of list) {
    if (province.id !== link.id) continue;
    const entry = { id, name, address, postalCode, path: pathOf(id) };
    const group = cities.get(city);
    if (group) group.push(entry);
    else cities.set(city, [entry]);
  }
  return {
    province: { id: link.id, name: link.name },
    cities: [...cities]
      .map(([city, restaurants]) => ({
        city,
        restaurants: restaurants.sort(byWords((restaurant) => slugWords(restaurant.name))),
      }))
      .sort(byWords((group) => slugWords(group.city))),
  };
}

/**
 * A province's page, drawn from the restaurant list in its language. A page already drawn keeps its restaurants'
 * pages, and links one opened since to the finder with it chosen: giving it its page needs the whole list's
 * addresses, which the next build does. A page drawn for the first time makes them.
 */
export const provincePageQuery = (queryClient: QueryClient, language: Locale, slug: string) =>
  queryOptions({
    queryKey: ['province-page', language, slug] as const,
    queryFn: async ({ queryKey }) => {
      const drawn = queryClient.getQueryData<ProvincePageData | null>(queryKey);
      const list = await queryClient.fetchQuery(restaurantsQuery(language));
      if (drawn) {
        const known = new Map(
          drawn.cities.flatMap((group) => group.restaurants.map((restaurant) => [restaurant.id, restaurant.path])),
        );
        return provincePageData(list, slug, (id) => known.get(id) ?? inFinder(id));
      }
      const { restaurantPath, restaurantSlugs } = await import('../../domain/restaurant-address.mjs');
      const slugs = restaurantSlugs(list);
      return provincePageData(list, slug, (id) => {
        const own = slugs.get(id);
        return own === undefined ? inFinder(id) : restaurantPath(own);
      });
    },
  });

/** The page of `path` (`/restaurantes/provincia/<slug>`) as pre-rendered: the province's restaurants, which it carries. */
export async function builtProvincePage(queryClient: QueryClient, language: Locale, path: string): Promise<QueryKey[]> {
  const page = provincePageQuery(queryClient, language, path.slice(`${PROVINCE_PAGES}/`.length));
  await queryClient.fetchQuery(page);
  return [page.queryKey];
}
