import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { App } from '../../src/app/app';
import { createQueryClient } from '../../src/app/query-client';
import { initLocale } from '../../src/i18n/locale-store';
import type { Locale } from '../../src/lib/language';

/** Where the in-memory history is, and a way to move it, for tests that navigate as a visitor would. */
export type TestRouter = { state: { location: { pathname: string } }; navigate: (to: string) => Promise<void> };

/** Renders the whole site at `path`, as main.tsx does, with an in-memory history. */
export async function renderApp(path: string, { locale = 'es' as Locale } = {}) {
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
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }
  const queryClient = createQueryClient();
  const view = render(<App queryClient={queryClient} Router={Router} />);
  return { ...view, router, queryClient };
}
