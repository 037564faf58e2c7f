import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { startMenu } from '../api/queries/menu';
import { builtNews, NEWS_PAGE_TAGS } from '../api/queries/news';
import type * as DocumentPageModule from '../features/documents/document-page';
import { HOME_NEWS_TAGS, startHomeCalls } from '../features/home/home-calls';
import { type FeaturePart, pagePart } from '../i18n/catalogue-parts.mjs';
import type { ScreenName } from '../lib/analytics';
import type { Locale } from '../lib/language';
import type { FormName } from '../renderers/schema-form/forms';
import { type Access, REDIRECTS as REDIRECT_TABLE, ROUTES as ROUTE_TABLE, type RouteRow } from './route-table.mjs';

export type { Access };

/** One row of the route table (src/app/route-table.mjs) with the code that draws and prepares its page. */
export type RouteEntry = {
  path: string;
  access: Access;
  /** Logged as a screen view when analytics is allowed; routes without one log nothing. */
  screen?: ScreenName;
  title: MessageDescriptor;
  /** The page, loaded on first visit so each route downloads only its own code. */
  page: () => Promise<ComponentType>;
  /**
   * Data the page draws from the site's own content (not the API), fetched before its first render: the page is
   * drawn whole at once, in the pre-rendered HTML as in the browser, and the two agree.
   */
  prepare?: (queryClient: QueryClient, locale: Locale) => Promise<void>;
  /**
   * API calls the page makes as soon as it is drawn, started while its code loads instead (src/api/early-calls.ts):
   * their answers arrive sooner, and the first render still matches the pre-rendered HTML.
   */
  early?: (locale: Locale) => void;
  /**
   * API answers the pre-rendered page at `path` (without a language prefix) is drawn with at build time, fetched into
   * `queryClient`; resolves to their query keys, whose answers the page carries (src/app/built-data.ts). The browser draws them first and asks again.
   */
  built?: (queryClient: QueryClient, locale: Locale, path: string) => Promise<QueryKey[]>;
  prerender?: boolean;
  /** The page names itself in the document's title (see the route table's `ownTitle`). */
  ownTitle?: boolean;
  /** The data its addresses are made from (see the route table's `from`). */
  from?: RouteRow['from'];
  /** The catalogue part its messages need beyond the core (its feature's), loaded with its code; null for none. */
  messages: FeaturePart | null;
};

type PageCode = Pick<RouteEntry, 'prepare' | 'early' | 'built'>;

/** Each page module its own chunk; the route table names which one draws which address. */
const PAGE_MODULES = import.meta.glob('../features/*/*-page.tsx');

function pageModule(row: RouteRow): () => Promise<unknown> {
  const load = PAGE_MODULES[`../${row.page}.tsx`];
  if (!load) throw new Error(`The route table draws ${row.path} with src/${row.page}.tsx, which is not a page module`);
  return load;
}

/**
 * A form page's form, loaded with its code: the form is drawn with the page's first render (and a pre-rendered one
 * taken over with the page) instead of later, when a visitor may already be typing into the pre-rendered fields.
 */
const formOf = (name: FormName) => async () => {
  const { loadForm } = await import('../renderers/schema-form/forms');
  await loadForm(name);
};

/** What pages other than documents do before their first render or while their code loads, by path. */
const PAGE_CODE: Record<string, PageCode> = {
  // The news pages' pictures, the largest thing they paint, are in their HTML instead of after the code and a call.
  '/': { early: startHomeCalls, built: builtNews(HOME_NEWS_TAGS) },
  '/novedades': { built: builtNews(NEWS_PAGE_TAGS) },
  '/login': { prepare: formOf('login') },
  '/register': { prepare: formOf('register') },
  '/forgot-password': { prepare: formOf('forgot-password') },
  '/carta': { early: (locale) => void startMenu(locale) },
  // Loaded only by the build: the browser takes the built answer from the page.
  '/restaurantes': {
    built: async (queryClient, locale) =>
      (await import('../features/restaurants/province-directory-data')).builtProvinceDirectory(queryClient, locale),
  },
  '/restaurantes/provincia/:province': {
    built: async (queryClient, locale, path) =>
      (await import('../features/restaurants/province-page-data')).builtProvincePage(queryClient, locale, path),
  },
  '/restaurantes/:slug': {
    built: async (queryClient, locale, path) =>
      (await import('../features/restaurants/restaurant-page-data')).builtRestaurantPage(queryClient, locale, path),
  },
  '/public-contact-form': { prepare: formOf('public-contact') },
  '/private-contact-form': { prepare: formOf('order-incident') },
  '/personal-data': { prepare: formOf('profile') },
  '/change-password': { prepare: formOf('change-password') },
};

/** A document page: its content file is fetched before the first render, so the text is in the pre-rendered HTML. */
function documentCode(row: RouteRow, slug: string): Pick<RouteEntry, 'page' | 'prepare'> {
  const load = pageModule(row);
  const title: MessageDescriptor = { id: row.title };
  return {
    prepare: async (queryClient, locale) => {
      const { documentQuery } = await import('../api/queries/documents');
      await queryClient.prefetchQuery(documentQuery(slug, locale));
    },
    page: async () => {
      const { DocumentPage } = (await load()) as typeof DocumentPageModule;
      return function DocumentRoute() {
        return <DocumentPage slug={slug} title={title} />;
      };
    },
  };
}

function entryOf(row: RouteRow): RouteEntry {
  const shared = {
    path: row.path,
    access: row.access,
    screen: row.screen,
    title: { id: row.title },
    prerender: row.prerender,
    ownTitle: row.ownTitle,
    from: row.from,
    messages: pagePart(row.page),
  };
  if (row.document !== undefined) return { ...shared, ...documentCode(row, row.document) };
  const load = pageModule(row);
  return {
    ...shared,
    ...PAGE_CODE[row.path],
    page: async () => ((await load()) as { default: ComponentType }).default,
  };
}

for (const path of Object.keys(PAGE_CODE)) {
  if (!ROUTE_TABLE.some((row) => row.path === path && row.document === undefined))
    throw new Error(`routes.tsx has code for ${path}, a page the route table does not have`);
}

/** Every address of the site, with its code. */
export const ROUTES: RouteEntry[] = ROUTE_TABLE.map(entryOf);

/** Older addresses that lead to a current one. */
export const REDIRECTS: Readonly<Record<string, string>> = REDIRECT_TABLE;
