import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
import { DocumentSourceProvider } from '../renderers/document-view/document-source';
import { useDocumentQuery } from './document-source';
import { SiteRoutes } from './router';

/** The site with its providers; `Router` is the browser's history in the page, an in-memory one in tests. */
export function App({
  queryClient,
  Router,
}: {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  // The page works from here on: until the first render (or the pre-rendered page's hydration) ends, what shows is
  // only its picture. Marked for whoever needs to know (the end-to-end journeys wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <DocumentSourceProvider value={useDocumentQuery}>
          <Router>
            <SiteRoutes />
          </Router>
        </DocumentSourceProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
