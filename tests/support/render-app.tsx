import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { App } from '../../src/app/app';
import { createQueryClient } from '../../src/app/query-client';
import { buildRoutes } from '../../src/app/router';
import { followSessionEnd } from '../../src/app/session-events';
import { initLocale } from '../../src/i18n/locale-store';
import type { Locale } from '../../src/lib/language';

/** Renders the whole site at `path`, as main.tsx does, with an in-memory history. */
export async function renderApp(path: string, { locale = 'es' as Locale } = {}) {
  await initLocale(locale);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  onTestFinished(followSessionEnd(queryClient, router as never));
  const view = render(<App queryClient={queryClient} router={router as never} />);
  return { ...view, router, queryClient };
}
