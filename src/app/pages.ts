import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { loadCataloguePart } from '../i18n/locale-store';
import type { Locale } from '../lib/language';
import { handOver } from '../lib/preloadable';
import { matchAddress } from './address-match';
import type { RouteEntry } from './routes';

const loads = new Map<string, Promise<ComponentType>>();
/** Pages whose code has arrived, by address: handed to React at once. */
const loaded = new Map<string, ComponentType>();

/**
 * A page's code, fetched once: the first visit to its address downloads its chunk, later ones reuse it. A page that
 * shows messages beyond the core comes with its feature's part of the catalogue, so it never draws a message the
 * catalogue lacks.
 */
function loadPage(entry: RouteEntry): Promise<ComponentType> {
  let load = loads.get(entry.path);
  if (!load) {
    const part = entry.messages;
    load = part ? Promise.all([entry.page(), loadCataloguePart(part)]).then(([page]) => page) : entry.page();
    // A failure is the page's to report (its error boundary), through the promise React is given.
    load.then(
      (page) => loaded.set(entry.path, page),
      () => undefined,
    );
    loads.set(entry.path, load);
  }
  return load;
}

/**
 * A page's module for React.lazy. A page already loaded (preparePage) is handed over at once, through a thenable
 * that calls back immediately: lazy then renders it without suspending, so the first render draws it whole.
 */
export function pageModule(entry: RouteEntry): Promise<{ default: ComponentType }> {
  const page = loaded.get(entry.path);
  if (page) return handOver({ default: page });
  return loadPage(entry).then((value) => ({ default: value }));
}

/** The route table's entry for an address; none for old addresses and unknown ones. */
export function routeEntryAt(pathname: string): RouteEntry | undefined {
  const match = matchAddress(pathname);
  return match.kind === 'page' ? match.entry : undefined;
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

/** Starts the API calls the page at an address makes as soon as it is drawn (RouteEntry.early). */
export function startEarlyCalls(pathname: string, locale: Locale): void {
  routeEntryAt(pathname)?.early?.(locale);
}
