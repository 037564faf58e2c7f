import { useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ReactElement, useEffect, useRef } from 'react';
import { matchRoutes, Navigate, renderMatches, type RouteObject, useLocation, useNavigate } from 'react-router';
import { ADDRESS_TABLE, matchAddress } from './address-match';
import { Layout } from './layout/layout';
import { NotFoundProvider } from '../ui/not-found';
import { NotFoundPage } from './not-found-page';
import { pageModule } from './pages';
import { RequireUser } from './require-user';
import { RouteErrorBoundary } from './route-error';
import { ROUTES, type RouteEntry } from './routes';
import { followSessionEnd } from './session-events';

// Each page is its own chunk, downloaded on the first visit to its address.
const PAGES = new Map<string, ReactElement>(
  ROUTES.map((entry) => [entry.path, createElement(lazy(() => pageModule(entry)))]),
);

function RoutePage({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  // No Suspense here: the layout's boundary keeps the previous page on screen while the next one's code loads.
  const page = PAGES.get(entry.path);
  // A page that fails to load or render is replaced by the error page, within the layout; leaving the address
  // (the error page's links, the header) starts afresh.
  return (
    <RouteErrorBoundary key={pathname}>
      {entry.access === 'user' ? <RequireUser>{page}</RequireUser> : page}
    </RouteErrorBoundary>
  );
}

/** Session ends (here or in another tab) forget the customer's data and leave customer-only pages. */
function FollowSessionEnd() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef({ pathname, navigate });
  useEffect(() => {
    current.current = { pathname, navigate };
  });
  useEffect(
    () =>
      followSessionEnd(queryClient, {
        pathname: () => current.current.pathname,
        goHome: () => void current.current.navigate('/', { replace: true }),
      }),
    [queryClient],
  );
  return null;
}

/** Every address of the site, from the route table, with what it draws; any other address is the not-found page. */
const ROUTE_OF = new Map<string, RouteObject>(
  ADDRESS_TABLE.map(({ path, match }) => [
    path,
    {
      path,
      element:
        match.kind === 'page' ? (
          <RoutePage entry={match.entry} />
        ) : match.kind === 'redirect' ? (
          <Navigate to={match.to} replace />
        ) : (
          <NotFoundPage />
        ),
    },
  ]),
);
const LAYOUT = <Layout />;
const NOT_FOUND = <NotFoundPage />;
export const SITE: RouteObject[] = [{ element: LAYOUT, children: [...ROUTE_OF.values()] }];

/**
 * The table the router draws an address with: the layout and the one route the address matches (found once, and
 * shared with the layout and the page loader), one table per route. Matching the whole table ranks every route of it
 * each time the router draws; matched against its own route alone, the address gets the same match.
 */
const TABLES = new Map<string, RouteObject[]>(
  [...ROUTE_OF].map(([path, route]) => [path, [{ element: LAYOUT, children: [route] }]]),
);
export function tableFor(pathname: string): RouteObject[] {
  return TABLES.get(matchAddress(pathname).path)!;
}

function AddressRoutes() {
  const { pathname } = useLocation();
  // The router's catch-all `*` stops at a line break, and the router matches the decoded path: `/carta%0A` matches no
  // route, not even `*`, and useRoutes would draw an empty page. Such an address is drawn as the not-found table's
  // root, the not-found page within the layout. Matched and drawn here in both cases, the layout stays mounted
  // between such an address and any other, as between any two pages.
  return renderMatches(matchRoutes(tableFor(pathname), pathname) ?? matchRoutes(TABLES.get('*')!, '/'));
}

/**
 * Every address of the site inside the layout, from the route table: the quality page at /calidad (its English address
 * /quality leads there), My Rewards at /my-rewards and the game's legal bases at /bases-legales among them.
 */
export function SiteRoutes() {
  return (
    <RouteErrorBoundary>
      <FollowSessionEnd />
      <NotFoundProvider value={NOT_FOUND}>
        <AddressRoutes />
      </NotFoundProvider>
    </RouteErrorBoundary>
  );
}
