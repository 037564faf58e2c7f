import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Restaurant, restaurantsQuery } from '../../api/queries/restaurants';
import {
  PROVINCE_PAGES,
  provincePath,
  provinceSlug,
  RESTAURANT_PAGES,
  restaurantPath,
  restaurantSlugs,
  slugWords,
} from '../../domain/restaurant-address.mjs';
import type { Locale } from '../../lib/language';
import { groups } from './restaurant-page-from-list';

/**
 * The restaurants by province, as pages a crawler (and a visitor without scripts) follows: the finder's page links
 * every province that has a restaurant, and each province's page links every restaurant in it, by city. Each page
 * carries only what it lists, drawn from the restaurant list at build time, and asks for the list when the browser is
 * quiet after it has started.
 */

/** A province the directory links: its name and its page. */
export type ProvinceLink = { id: number; name: string; path: string };

/** A restaurant as its province's page lists it: its name, its street address and its page. */
export type ProvinceEntry = Pick<Restaurant, 'id' | 'name' | 'address' | 'postalCode'> & { path: string };

export type ProvincePageData = {
  province: { id: number; name: string };
  /** Its cities in alphabetical order, each with its restaurants in alphabetical order. */
  cities: { city: string; restaurants: ProvinceEntry[] }[];
};

/**
 * Alphabetical order by the words of a name, accents folded: the same in the pre-rendered page and in any browser,
 * whatever collation its locale data gives ("Ávila" among the A).
 */
const byWords = <T>(words: (item: T) => string) => {
  const keys = new Map<T, string>();
  const key = (item: T) => keys.get(item) ?? keys.set(item, words(item)).get(item)!;
  return (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
};

/** The path of a restaurant's page, or the finder with it chosen when it has no page in `list`'s addresses. */
const pageOf = (list: readonly Restaurant[], id: number) => {
  const slug = restaurantSlugs(list).get(id);
  return slug === undefined ? `${RESTAURANT_PAGES}?id=${id}` : restaurantPath(slug);
};

const directories = new WeakMap<readonly Restaurant[], ProvinceLink[]>();

/** Every province that has a restaurant in `list`, in alphabetical order, with its page; made once per list. */
export function provinceDirectory(list: readonly Restaurant[]): ProvinceLink[] {
  const made = directories.get(list);
  if (made) return made;
  const directory = [...groups(list).byProvince.values()]
    .map((restaurants) => {
      const { id, name } = restaurants[0]!.province;
      return { id, name, path: provincePath(provinceSlug({ id, name })) };
    })
    .sort(byWords((province) => slugWords(province.name)));
  directories.set(list, directory);
  return directory;
}

/** The province whose page is `slug`, drawn from `list`, or null when no province with a restaurant has it. */
export function provincePageData(list: readonly Restaurant[], slug: string): ProvincePageData | null {
  const link = provinceDirectory(list).find((province) => provincePath(slug) === province.path);
  if (!link) return null;
  const cities = new Map<string, ProvinceEntry[]>();
  for (const { id, name, address, postalCode, city } of groups(list).byProvince.get(link.id) ?? []) {
    const entry = { id, name, address, postalCode, path: pageOf(list, id) };
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

/** Where the restaurant list in `language` is, when it is here, to draw a page at once from. */
const listHere = (queryClient: QueryClient, language: Locale) => ({
  data: queryClient.getQueryData(restaurantsQuery(language).queryKey),
  at: queryClient.getQueryState(restaurantsQuery(language).queryKey)?.dataUpdatedAt,
});

/** The directory of provinces the finder's page links, drawn from the restaurant list in its language. */
export const provinceDirectoryQuery = (queryClient: QueryClient, language: Locale) =>
  queryOptions({
    queryKey: ['province-directory', language] as const,
    queryFn: async () => provinceDirectory(await queryClient.fetchQuery(restaurantsQuery(language))),
    initialData: () => {
      const { data } = listHere(queryClient, language);
      return data ? provinceDirectory(data) : undefined;
    },
    initialDataUpdatedAt: () => listHere(queryClient, language).at,
  });

/** A province's page, drawn from the restaurant list in its language. */
export const provincePageQuery = (queryClient: QueryClient, language: Locale, slug: string) =>
  queryOptions({
    queryKey: ['province-page', language, slug] as const,
    queryFn: async () => provincePageData(await queryClient.fetchQuery(restaurantsQuery(language)), slug),
    initialData: () => {
      const { data } = listHere(queryClient, language);
      return data ? (provincePageData(data, slug) ?? undefined) : undefined;
    },
    initialDataUpdatedAt: () => listHere(queryClient, language).at,
  });

/** The finder's page as pre-rendered: the directory of provinces, which it carries. */
export async function builtProvinceDirectory(queryClient: QueryClient, language: Locale): Promise<QueryKey[]> {
  const directory = provinceDirectoryQuery(queryClient, language);
  await queryClient.fetchQuery(directory);
  return [directory.queryKey];
}

/** The page of `path` (`/restaurantes/provincia/<slug>`) as pre-rendered: the province's restaurants, which it carries. */
export async function builtProvincePage(queryClient: QueryClient, language: Locale, path: string): Promise<QueryKey[]> {
  const page = provincePageQuery(queryClient, language, path.slice(`${PROVINCE_PAGES}/`.length));
  await queryClient.fetchQuery(page);
  return [page.queryKey];
}
