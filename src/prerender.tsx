/**
 * The server side of pre-rendering (scripts/prerender.mjs): each public page drawn to HTML at build time in each
 * language, as a visitor without a session sees it at its address before any call to the API has answered. The
 * browser then takes that HTML over (src/main.tsx) instead of drawing the page from nothing, so the page paints before
 * the code runs.
 */
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { layoutMessages } from './app/messages';
import { preparePage } from './app/pages';
import { createQueryClient } from './app/query-client';
import { addressOf, isPrerendered, prefixOf } from './app/route-table.mjs';
import { ROUTES } from './app/routes';
import { getLocaleState, initLocale } from './i18n/locale-store';
import { getConfig } from './lib/config';
import { DEFAULT_LOCALE, type Locale } from './lib/language';

/** The paths drawn at build time, in every language: the public pages the route table marks for it. */
export const PRERENDERED_PATHS = ROUTES.filter(isPrerendered).map((entry) => entry.path);

/** The site's public origin the build was made for (VITE_SITE_URL), or null: the pages' canonical links start with it. */
export const siteUrl = (): string | null => getConfig().siteUrl;

export type PrerenderedPage = { html: string; title: string };

/** The page at `path` (without a language prefix) in `language`, as its address `/en/carta` shows it. */
export async function renderPage(path: string, language: Locale = DEFAULT_LOCALE): Promise<PrerenderedPage> {
  await initLocale(language);
  const queryClient = createQueryClient();
  await preparePage(path, queryClient, language);
  const { locale, messages } = getLocaleState();
  const intl = createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE });
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`No route for ${path}`);
  const title = intl.formatMessage(layoutMessages.titleSuffix, { title: intl.formatMessage(entry.title) });

  const prefix = prefixOf(language);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={addressOf(path, prefix)} basename={prefix || '/'}>
      {children}
    </StaticRouter>
  );
  // Waits for every page's code and content to be there, unlike a streaming render.
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} Router={Router} />
    </StrictMode>,
    // Every part in place, in order: a long page is not split into parts completed by inline scripts, which the
    // Content-Security-Policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, title };
}
