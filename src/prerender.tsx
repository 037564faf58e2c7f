/**
 * The server side of pre-rendering (scripts/build/prerender.mjs): each public page drawn to HTML at build time in each
 * language, as a visitor without a session sees it at its address before any call to the API has answered. The
 * browser then takes that HTML over (src/main.tsx) instead of drawing the page from nothing, so the page paints before
 * the code runs. A page with API content (the home page's news) is drawn with the API's answers as at the build,
 * which it carries for the browser's first render (src/app/built-data.ts); a build that mocks the API is answered by
 * the node mock API, from the same fixtures as the browser's.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import type { ApiHooks } from './api/api-hooks';
import { configureApi } from './api/clients';
import { App } from './app/app';
import { builtDataText } from './app/built-data';
import { layoutMessages } from './app/messages';
import { preparePage } from './app/pages';
import { createQueryClient } from './app/query-client';
import { addressOf, isFromData, isPrerendered, prefixOf } from './app/route-table.mjs';
import { matchAddress } from './app/address-match';
import { type Restaurant, restaurantsQuery } from './api/queries/restaurants';
import { PROVINCE_PAGES, RESTAURANT_PAGES, restaurantAddresses, restaurantPath } from './domain/restaurant-address.mjs';
import { restaurantPageDescription, restaurantPageTitle } from './features/restaurants/page-head';
import { provincePageDescription, provincePageTitle } from './features/restaurants/province-messages';
import { type RouteEntry, ROUTES } from './app/routes';
import { getLocaleState, initLocale, requestedLocale } from './i18n/locale-store';
import { getConfig } from './lib/config';
import { DEFAULT_LOCALE, type Locale } from './lib/language';

export { BUILT_DATA_ID } from './app/built-data';

/**
 * The paths drawn at build time, in every language: the public pages the route table marks for it, but those whose
 * addresses come from data (see `restaurantPaths`).
 */
export const PRERENDERED_PATHS = ROUTES.filter((entry) => isPrerendered(entry) && !isFromData(entry)).map(
  (entry) => entry.path,
);

/** The variable that lets a build go on without restaurant pages when the API cannot list the restaurants. */
export const WITHOUT_RESTAURANTS = 'SITE_BUILD_WITHOUT_RESTAURANTS';

/**
 * The path of every restaurant's page and of every province's page (the provinces with a restaurant), from the
 * restaurants the API lists now (in Spanish, which the slugs are made from), and each path a restaurant had under an
 * earlier list with the one it has now (see restaurantAddresses), for `_redirects`. A restaurant exists on the site
 * only as the API lists it, so a build that cannot ask stops, naming the address it asked, unless `buildWithout`
 * (`SITE_BUILD_WITHOUT_RESTAURANTS=1`) says to build without them (their addresses then draw in the browser, from
 * the API, until the next build).
 */
export async function restaurantPaths(
  buildWithout: boolean,
): Promise<{ paths: string[]; moved: [string, string][]; warning: string | null }> {
  const queryClient = createQueryClient();
  try {
    const restaurants = await queryClient.fetchQuery({ ...restaurantsQuery('es'), retry: false });
    const { slugs, moved } = restaurantAddresses(restaurants);
    const { provinceDirectory } = await import('./features/restaurants/province-directory-data');
    return {
      paths: [
        ...provinceDirectory(restaurants).map((province) => province.path),
        ...[...slugs.values()].map(restaurantPath),
      ],
      moved: [...moved].map(([from, to]) => [restaurantPath(from), restaurantPath(to)]),
      warning: null,
    };
  } catch (error) {
    const address = __API_MOCKING__ ? 'the mock API' : `${getConfig().apiBaseUrl}/api/v1/restaurants`;
    const reason = `the restaurants could not be listed from ${address}: ${error instanceof Error ? error.message : String(error)}`;
    if (buildWithout) return { paths: [], moved: [], warning: reason };
    throw new Error(
      `prerender: ${reason}. Each restaurant's page is built from that list; to build without them, set ${WITHOUT_RESTAURANTS}=1.`,
    );
  } finally {
    queryClient.clear();
  }
}

/** The route that draws a path: its own row, or the pattern it matches (`/restaurantes/:slug`). */
function routeOf(path: string): RouteEntry | undefined {
  const own = ROUTES.find((route) => route.path === path);
  if (own) return own;
  const match = matchAddress(path);
  return match.kind === 'page' ? match.entry : undefined;
}

/** The route path of the page a path shows (`/restaurantes/:slug` for a restaurant's page), for its modules. */
export const routePathOf = (path: string): string | undefined => routeOf(path)?.path;

/** The site's public origin the build was made for (VITE_SITE_URL), or null: the pages' canonical links start with it. */
export const siteUrl = (): string | null => getConfig().siteUrl;

/**
 * The API the offline worker may keep public answers of, for a build made for a real one ('' for this site's own
 * origin), or null for a build that mocks it: that build keeps the mock API's worker and gets no offline worker.
 */
export const offlineWorkerApi = (): string | null => (__API_MOCKING__ ? null : getConfig().apiBaseUrl);

/** A build has no session: nothing is refreshed or renewed. */
const BUILD_HOOKS: ApiHooks = {
  getToken: () => null,
  getLanguage: requestedLocale,
  refreshToken: () => Promise.resolve(null),
  deliverySession: () => null,
  renewDeliverySession: () => Promise.resolve(false),
  deliverySessionRefused: () => undefined,
};

/** Where a build that mocks the API sends its calls, answered in this process by the node mock API. */
const BUILD_MOCK_API = {
  mainBaseUrl: 'http://api.build.invalid',
  deliveryBaseUrl: 'http://delivery.build.invalid',
  apiKey: 'build',
} as const;

/**
 * Makes the API the pages' build-time calls go to: the one the build is made for, or, in a build that mocks it, the
 * mock API answering in this process. Resolves to what stops it.
 */
export async function startApi(): Promise<() => void> {
  const config = getConfig();
  if (__API_MOCKING__) {
    const { createMockServer } = await import('./mocks/node');
    // The same restaurants as the browser's mock API in this build: a page for each one.
    const { server } = createMockServer({ ...BUILD_MOCK_API, latencyMs: 0, restaurants: __MOCK_RESTAURANTS__ });
    server.listen({ onUnhandledRequest: 'error' });
    configureApi({ ...BUILD_MOCK_API, deliveryProvider: config.deliveryProvider }, BUILD_HOOKS);
    return () => server.close();
  }
  configureApi(
    {
      mainBaseUrl: config.apiBaseUrl,
      apiKey: config.apiKey,
      deliveryBaseUrl: config.deliveryBaseUrl,
      deliveryProvider: config.deliveryProvider,
    },
    BUILD_HOOKS,
  );
  return () => undefined;
}

export type PrerenderedPage = {
  html: string;
  title: string;
  /** A page that names itself (a restaurant's) says what it is here; the others' descriptions are in content/pages. */
  description: string | null;
  /** The text of the page's data block (src/app/built-data.ts), or null when it was drawn without API answers. */
  data: string | null;
  /** Why the page was drawn without the API answers it asks for at build time, if it was. */
  warning: string | null;
};

/**
 * The API answers the route is pre-rendered with, fetched into `queryClient`. When the API does not answer, the page
 * is drawn as before any answer, and the browser asks for them: a build is not stopped by an API that is down.
 */
async function fetchBuilt(
  entry: RouteEntry,
  queryClient: QueryClient,
  language: Locale,
  path: string,
): Promise<{ keys: QueryKey[]; warning: string | null }> {
  if (!entry.built) return { keys: [], warning: null };
  try {
    return { keys: await entry.built(queryClient, language, path), warning: null };
  } catch (error) {
    // The failed query is drawn as one that has not answered yet (it asks again when the page is used), and its
    // failure is not carried.
    return { keys: [], warning: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The restaurants each language's pages were last drawn from, and when the API gave them. Every restaurant's page is
 * drawn from the whole list (it carries only its own part): the same list for all of them while it is fresh, rather
 * than one fetched per page, asks the API once and has its slugs and groups made once (they are kept per list).
 */
const drawnRestaurants = new Map<Locale, { list: Restaurant[]; at: number }>();

/** The page at `path` (without a language prefix) in `language`, as its address `/en/carta` shows it. */
export async function renderPage(path: string, language: Locale = DEFAULT_LOCALE): Promise<PrerenderedPage> {
  await initLocale(language);
  const entry = routeOf(path);
  if (!entry) throw new Error(`No route for ${path}`);
  const queryClient = createQueryClient();
  if (entry.from)
    for (const list of new Set([language, DEFAULT_LOCALE])) {
      const drawn = drawnRestaurants.get(list);
      if (drawn) queryClient.setQueryData(restaurantsQuery(list).queryKey, drawn.list, { updatedAt: drawn.at });
    }
  const built = await fetchBuilt(entry, queryClient, language, path);
  if (entry.from)
    for (const list of new Set([language, DEFAULT_LOCALE])) {
      const listed = queryClient.getQueryState(restaurantsQuery(list).queryKey);
      if (listed?.data) drawnRestaurants.set(list, { list: listed.data, at: listed.dataUpdatedAt });
    }
  // The page is drawn from what it carries and nothing else (the list a page's part was made from stays out): the
  // browser's first render has only that, and must draw the same.
  const carried = new Set(built.keys.map((key) => hashKey(key)));
  queryClient.removeQueries({ predicate: (query) => !carried.has(query.queryHash) });
  await preparePage(path, queryClient, language);
  const { locale, messages } = getLocaleState();
  const intl = createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE });
  let title = intl.formatMessage(layoutMessages.titleSuffix, { title: intl.formatMessage(entry.title) });
  let description: string | null = null;
  if (entry.from === 'restaurants') {
    // A restaurant's page is named by the restaurant, as the page names it in the browser.
    const slug = path.slice(`${RESTAURANT_PAGES}/`.length);
    const { restaurantPageQuery } = await import('./features/restaurants/restaurant-page-data');
    const restaurant = queryClient.getQueryData(restaurantPageQuery(queryClient, language, slug).queryKey)?.restaurant;
    if (!restaurant) throw new Error(`prerender: no restaurant the API lists in "${language}" has the page ${path}`);
    title = restaurantPageTitle(intl, restaurant);
    description = restaurantPageDescription(intl, restaurant);
  } else if (entry.from === 'provinces') {
    // A province's page is named by the province.
    const { provincePageQuery } = await import('./features/restaurants/province-page-data');
    const slug = path.slice(`${PROVINCE_PAGES}/`.length);
    const province = queryClient.getQueryData(provincePageQuery(queryClient, language, slug).queryKey)?.province;
    if (!province) throw new Error(`prerender: no province the API lists in "${language}" has the page ${path}`);
    title = provincePageTitle(intl, province.name);
    description = provincePageDescription(intl, province.name);
  }

  const prefix = prefixOf(language);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={addressOf(path, prefix)} basename={prefix || '/'}>
      {children}
    </StaticRouter>
  );
  // Waits for every page's code and content to be there, unlike a streaming render.
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} Router={Router} />
    </StrictMode>,
    // Every part in place, in order: a long page is not split into parts completed by inline scripts, which the
    // Content-Security-Policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const data = builtDataText(queryClient, built.keys);
  queryClient.clear();
  return { html, title, description, data, warning: built.warning };
}
