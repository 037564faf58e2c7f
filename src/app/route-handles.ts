import { matchAddress } from './address-match';
import { layoutMessages } from './messages';
import type { RouteHandle } from './route-handle';
import { ROUTES } from './routes';

const NOT_FOUND: RouteHandle = { title: layoutMessages.notFoundTitle, screen: 'not_found', access: 'all' };

/** Each page's handle: the layout's title, screen view and access for it. */
const HANDLES = new Map(
  ROUTES.map((entry) => [
    entry.path,
    { title: entry.title, screen: entry.screen, access: entry.access, ownTitle: entry.ownTitle } satisfies RouteHandle,
  ]),
);

/** The handle of the page an address shows; none for an old address, which leads elsewhere at once. */
export function routeHandleAt(pathname: string): RouteHandle | undefined {
  const match = matchAddress(pathname);
  if (match.kind === 'page') return HANDLES.get(match.path);
  return match.kind === 'not-found' ? NOT_FOUND : undefined;
}
