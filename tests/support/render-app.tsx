import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type NavigateFunction, UNSAFE_createMemoryHistory, useLocation, useNavigate } from 'react-router';
import { LanguageRouter, type SiteHistory } from '../../src/app/language-router';
import { languageOfAddress } from '../../src/app/route-table.mjs';
import { App } from '../../src/app/app';
import { createQueryClient } from '../../src/app/query-client';
import { initLocale } from '../../src/i18n/locale-store';
import type { Locale } from '../../src/lib/language';

/** Where the in-memory history is, and a way to move it, for tests that navigate as a visitor would. */
export type TestRouter = { state: { location: { pathname: string } }; navigate: (to: string) => Promise<void> };

/**
 * Renders the whole site at `path` (an address, with its language prefix if any), as main.tsx does, with an
 * in-memory history; `router.state.location.pathname` is the path within the address's language. A `queryClient`
 * given holds what the page starts with (the answers a pre-rendered page carries).
 */
export async function renderApp(
  path: string,
  {
    locale = languageOfAddress(path.replace(/[?#].*$/, '')).locale as Locale,
    queryClient = createQueryClient(),
  }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  await initLocale(locale);
  let navigate: NavigateFunction | null = null;
  const router: TestRouter = {
    state: { location: { pathname: path } },
    navigate: async (to) => {
      await navigate?.(to);
    },
  };
  function Probe() {
    navigate = useNavigate();
    router.state.location.pathname = useLocation().pathname;
    return null;
  }
  // The in-memory history has the browser's interface (the router reads only what both have).
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }) as unknown as SiteHistory;
  function Router({ children }: { children: ReactNode }) {
    return (
      <LanguageRouter history={history}>
        <Probe />
        {children}
      </LanguageRouter>
    );
  }
  const view = render(<App queryClient={queryClient} Router={Router} />);
  return { ...view, router, queryClient };
}
