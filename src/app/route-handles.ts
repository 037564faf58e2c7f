import { matchRoutes } from 'react-router';
import { layoutMessages } from './messages';
import type { RouteHandle } from './route-handle';
import { REDIRECTS, ROUTES } from './routes';

const NOT_FOUND: RouteHandle = { title: layoutMessages.notFoundTitle, screen: 'not_found', access: 'all' };

/** Every address with its handle: the layout's title, screen view and access for the page shown. */
const HANDLES = [
  ...ROUTES.map((entry) => ({ path: entry.path, handle: { title: entry.title, screen: entry.screen, access: entry.access } satisfies RouteHandle as RouteHandle | undefined })),
  ...Object.keys(REDIRECTS).map((path) => ({ path, handle: undefined })),
  { path: '*', handle: NOT_FOUND as RouteHandle | undefined },
];

/** Found once per address: matching ranks every address of the table, a few milliseconds of a phone each time. */
const found = new Map<string, RouteHandle | undefined>();

export function routeHandleAt(pathname: string): RouteHandle | undefined {
  if (!found.has(pathname)) found.set(pathname, matchRoutes(HANDLES, pathname)?.at(-1)?.route.handle);
  return found.get(pathname);
}
