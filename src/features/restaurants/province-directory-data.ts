import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Restaurant, restaurantsQuery } from '../../api/queries/restaurants';
import { provincePath, provinceSlug, slugWords } from '../../domain/restaurant-paths.mjs';
import type { Locale } from '../../lib/language';

/**
 * The restaurants by province, as pages a crawler (and a visitor without scripts) follows: the finder's page links
 * every province that has a restaurant, and each province's page (./province-page-data) links every restaurant in
 * it, by city. Each carries only what it lists, drawn from the restaurant list at build time, and asks for the list
 * when the browser is quiet after it has started.
 */

/** A province the directory links: its name and its page. */
export type ProvinceLink = { id: number; name: string; path: string };

/**
 * Alphabetical order by the words of a name, accents folded: the same in the pre-rendered page and in any browser,
 * whatever collation its locale data gives ("Ávila" among the A).
 */
export const byWords =
  <T>(words: (item: T) => string) =>
  (a: T, b: T): number => {
    const [left, right] = [words(a), words(b)];
    return left < right ? -1 : left > right ? 1 : 0;
  };

const directories = new WeakMap<readonly Restaurant[], ProvinceLink[]>();

/** Every province that has a restaurant in `list`, in alphabetical order, with its page; made once per list. */
export function provinceDirectory(list: readonly Restaurant[]): ProvinceLink[] {
  const made = directories.get(list);
  if (made) return made;
  const provinces = new Map<number, ProvinceLink>();
  for (const { province } of list)
    if (!provinces.has(province.id))
      provinces.set(province.id, { id: province.id, name: province.name, path: provincePath(provinceSlug(province)) });
  const directory = [...provinces.values()].sort(byWords((province) => slugWords(province.name)));
  directories.set(list, directory);
  return directory;
}

/** Where the restaurant list in `language` is, when it is here, to draw from at once. */
export const listHere = (queryClient: QueryClient, language: Locale) => ({
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

/** The finder's page as pre-rendered: the directory of provinces, which it carries. */
export async function builtProvinceDirectory(queryClient: QueryClient, language: Locale): Promise<QueryKey[]> {
  const directory = provinceDirectoryQuery(queryClient, language);
  await queryClient.fetchQuery(directory);
  return [directory.queryKey];
}
