import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../ui/error-boundary';
import { Layout, LayoutFallback } from './layout/layout';
import { layoutMessages } from './messages';
import { NotFoundPage } from './not-found-page';
import { RequireUser } from './require-user';
import type { RouteHandle } from './route-handle';
import { REDIRECTS, ROUTES, type RouteEntry } from './routes';
import { RouteError } from './route-error';

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, screen: entry.screen, access: entry.access };
  return {
    path: entry.path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const Page = await entry.page();
      if (entry.access === 'all') return { Component: Page };
      return {
        Component: function GuardedPage() {
          return (
            <RequireUser>
              <Page />
            </RequireUser>
          );
        },
      };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  const notFoundHandle: RouteHandle = { title: layoutMessages.notFoundTitle, screen: 'not_found', access: 'all' };
  return [
    {
      element: <Layout />,
      HydrateFallback: LayoutFallback,
      // A page's own error stays within the page (each route's errorElement); this one catches the rest, and if
      // the frame itself cannot be drawn, the message shows without it rather than a blank screen.
      errorElement: (
        <ErrorBoundary fallback={<RouteError />}>
          <Layout><RouteError /></Layout>
        </ErrorBoundary>
      ),
      children: [
        ...ROUTES.map(toRouteObject),
        ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
        { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
export type AppRouter = ReturnType<typeof createRouter>;
