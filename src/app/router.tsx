import { useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ReactElement, useEffect, useRef } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { Layout } from './layout/layout';
import { NotFoundPage } from './not-found-page';
import { pageModule } from './pages';
import { RequireUser } from './require-user';
import { RouteErrorBoundary } from './route-error';
import { REDIRECTS, ROUTES, type RouteEntry } from './routes';
import { followSessionEnd } from './session-events';

// Each page is its own chunk, downloaded on the first visit to its address.
const PAGES = new Map<string, ReactElement>(ROUTES.map((entry) => [entry.path, createElement(lazy(() => pageModule(entry)))]));

function RoutePage({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  // No Suspense here: the layout's boundary keeps the previous page on screen while the next one's code loads.
  const page = PAGES.get(entry.path);
  // A page that fails to load or render is replaced by the error page, within the layout; leaving the address
  // (the error page's links, the header) starts afresh.
  return <RouteErrorBoundary key={pathname}>{entry.access === 'user' ? <RequireUser>{page}</RequireUser> : page}</RouteErrorBoundary>;
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
        goHome: () => current.current.navigate('/', { replace: true }),
      }),
    [queryClient],
  );
  return null;
}

/** Every address of the site, from the route table; any other address is the not-found page. */
const ADDRESSES: RouteObject[] = [
  ...ROUTES.map((entry) => ({ path: entry.path, element: <RoutePage entry={entry} /> })),
  ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
  { path: '*', element: <NotFoundPage /> },
];
const LAYOUT = <Layout />;
export const SITE: RouteObject[] = [{ element: LAYOUT, children: ADDRESSES }];

/**
 * The table the router draws an address with: the layout and the one route that address matches in the whole table.
 * Matching ranks every route of the table, a few milliseconds of a phone each time the router draws (the page's
 * start among them); it is done once per address, and the router then matches that route alone, which gives it the
 * same match.
 */
const tables = new Map<string, RouteObject[]>();
export function tableFor(pathname: string): RouteObject[] {
  let table = tables.get(pathname);
  if (!table) {
    const matches = matchRoutes(SITE, pathname);
    const route = matches && matches.length > 1 ? matches[matches.length - 1]!.route : null;
    table = route ? [{ element: LAYOUT, children: [route] }] : SITE;
    tables.set(pathname, table);
  }
  return table;
}

function AddressRoutes() {
  return useRoutes(tableFor(useLocation().pathname));
}

/**
 * Every address of the site inside the layout, from the route table: the quality page at /calidad (its English address
 * /quality leads there), My Rewards at /my-rewards and the game's legal bases at /bases-legales among them.
 */
export function SiteRoutes() {
  return (
    <RouteErrorBoundary>
      <FollowSessionEnd />
      <AddressRoutes />
    </RouteErrorBoundary>
  );
}
