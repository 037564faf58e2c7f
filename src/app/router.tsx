import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
      errorElement: <Layout><RouteError /></Layout>,
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
