import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import { SiteRoutes } from './router';

/** The site with its providers; `Router` is the browser's history in the page, an in-memory one in tests. */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <Router>
          <SiteRoutes />
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}
