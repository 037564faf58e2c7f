import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { Locale } from '../lib/language';
import { ROUTES, type RouteEntry } from './routes';

/** A page's code as it loads, with its outcome written on it so a loaded page can be handed over at once. */
type PageLoad = Promise<ComponentType> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

const loads = new Map<string, PageLoad>();

/** A page's code, fetched once: the first visit to its address downloads its chunk, later ones reuse it. */
function loadPage(entry: RouteEntry): Promise<ComponentType> {
  let load = loads.get(entry.path);
  if (!load) {
    const started: PageLoad = entry.page();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    loads.set(entry.path, started);
    load = started;
  }
  return load;
}

/**
 * A page's module for React.lazy. A page already loaded (preparePage) is handed over at once, through a thenable
 * that calls back immediately: lazy then renders it without suspending, so the first render draws it whole.
 */
export function pageModule(entry: RouteEntry): Promise<{ default: ComponentType }> {
  const load = loadPage(entry) as PageLoad;
  const loaded = load.status === 'fulfilled' ? load.value : undefined;
  if (loaded) return { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded }) } as unknown as Promise<{ default: ComponentType }>;
  return load.then((value) => ({ default: value }));
}

/** The route table's entry for an address; none for redirects and unknown addresses. */
export function routeEntryAt(pathname: string): RouteEntry | undefined {
  return matchRoutes(ROUTES, pathname)?.at(-1)?.route;
}

/**
 * Everything the page at an address needs for its first render: its code and the content it draws. Awaited
 * before the site starts, so the first render draws the whole page (and matches the pre-rendered HTML) instead of
 * a spinner. A failure is left to the page's own error handling.
 */
export async function preparePage(pathname: string, queryClient: QueryClient, locale: Locale): Promise<void> {
  const entry = routeEntryAt(pathname);
  if (!entry) return;
  await Promise.allSettled([loadPage(entry), entry.prepare?.(queryClient, locale)]);
}
