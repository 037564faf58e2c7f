import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { Locale } from '../lib/language';
import { ROUTES, type RouteEntry } from './routes';

/** A page's code as it loads, with its outcome written on it so React's `use` reads a loaded page at once. */
type PageLoad = Promise<ComponentType> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

const loads = new Map<string, PageLoad>();

/** A page's code, fetched once: the first visit to its address downloads its chunk, later ones reuse it. */
export function loadPage(entry: RouteEntry): Promise<ComponentType> {
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
