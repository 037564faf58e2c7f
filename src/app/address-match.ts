import { matchRoutes } from 'react-router';
import { REDIRECTS, ROUTES, type RouteEntry } from './routes';

/**
 * What an address shows: a page of the route table, an old address that leads to another, or the not-found page.
 * `path` is the pattern the address matched, as the router's table spells it.
 */
export type AddressMatch =
  | { kind: 'page'; path: string; entry: RouteEntry }
  | { kind: 'redirect'; path: string; to: string }
  | { kind: 'not-found'; path: '*' };

const NOT_FOUND: AddressMatch = { kind: 'not-found', path: '*' };

/** Every address of the site, in the router's order: the pages, the old addresses, and anything else. */
export const ADDRESS_TABLE: { path: string; match: AddressMatch }[] = [
  ...ROUTES.map((entry) => ({
    path: entry.path,
    match: { kind: 'page', path: entry.path, entry } satisfies AddressMatch,
  })),
  ...Object.entries(REDIRECTS).map(([path, to]) => ({
    path,
    match: { kind: 'redirect', path, to } satisfies AddressMatch,
  })),
  { path: '*', match: NOT_FOUND },
];

/**
 * Each address's match, found once. Matching ranks every route of the table, a few milliseconds of a phone each time
 * (a long task of the page's first moments); the router, the layout and the page loader all ask for the address
 * shown, so they share one answer. A page's own path is its match from the start, with no ranking at all.
 */
const matched = new Map<string, AddressMatch>(
  ADDRESS_TABLE.filter(({ match }) => match.kind === 'page').map(({ path, match }) => [path, match]),
);

/** The match of an address (its path, without the language prefix). */
export function matchAddress(pathname: string): AddressMatch {
  let found = matched.get(pathname);
  if (!found) {
    found = matchRoutes(ADDRESS_TABLE, pathname)?.at(-1)?.route.match ?? NOT_FOUND;
    matched.set(pathname, found);
  }
  return found;
}
