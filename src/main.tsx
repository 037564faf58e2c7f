// First: the errors the page reports from here on are kept (builds with the embedded mock API).
import './app/page-errors';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeBuiltData } from './app/built-data';
import { browserHistory, LanguageRouter } from './app/language-router';
import { preparePage, startEarlyCalls } from './app/pages';
import { createQueryClient } from './app/query-client';
import { startOfflineWorker } from './app/offline-worker';
import { markCallsOnTheirWay } from './app/settled-signal';
import { configureApi } from './api/clients';
import { languageOfAddress } from './app/route-table.mjs';
import { initLocale, requestedLocale } from './i18n/locale-store';
import { warmIntl } from './i18n/warm-intl';
import { ConfigError, getConfig } from './lib/config';
import { nextTask } from './lib/idle';
import { storeLocale } from './lib/language';
import { sessionApiHooks } from './session/api-hooks';
import { getSession, syncSessionAcrossTabs } from './session/session';
import './styles/global.css';

function showConfigError(error: ConfigError) {
  console.error(error.message);
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:2rem;padding:1rem;border:2px solid #a4161a;background:#fde8e8;white-space:pre-wrap';
  box.textContent = error.message;
  root.replaceChildren(box);
}

/** Whether two addresses are the same page: `/en` is the English home page `/en/` too. */
const samePath = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

async function start() {
  // The evaluation of the site's code is a long task of its own: what starts the site begins in the next one.
  await nextTask();
  const config = getConfig();
  const settings = {
    mainBaseUrl: config.apiBaseUrl || window.location.origin,
    apiKey: config.apiKey,
    deliveryBaseUrl: config.deliveryBaseUrl,
    deliveryProvider: config.deliveryProvider,
  };
  // A logout or a login in another tab while this one starts is followed from the start, not missed.
  syncSessionAcrossTabs();
  // The address names the language (/en/…, /ca/…, Spanish without a prefix), and opening one is choosing it. A
  // visitor who chose another language and opened a Spanish address has been sent on by the head's script
  // (scripts/build/language-address.mjs) before this runs.
  const address = languageOfAddress(window.location.pathname);
  const locale = address.locale;
  if (address.prefix !== '') storeLocale(locale);
  // Asked for first: every call, the ones started before the first render too, speaks the visitor's language.
  const catalogue = initLocale(locale);
  // The browser's formatters load their locale data in a worker while the page's code loads (src/i18n/warm-intl.ts).
  const formatters = warmIntl(locale);
  const queryClient = createQueryClient();
  markCallsOnTheirWay(queryClient);
  startOfflineWorker(queryClient);
  // A pre-rendered page drawn with the API's answers as at the build carries them: the first render draws them too,
  // taking that HTML over as it is, and the page asks for them again as it starts. A page drawn afresh (a session)
  // draws them at once too, instead of a placeholder where the HTML already showed them.
  if (samePath(document.getElementById('root')?.dataset.prerendered, window.location.pathname))
    takeBuiltData(queryClient);
  // The mock API and its fixtures are a separate chunk, fetched only in builds that mock.
  const mockApi = __API_MOCKING__ ? import('./mocks/browser').then(({ startMockApi }) => startMockApi(settings)) : null;
  configureApi(settings, sessionApiHooks(requestedLocale));
  // The page's first API calls travel while its code loads (once the mock API, if any, answers).
  void Promise.resolve(mockApi).then(
    () => startEarlyCalls(address.path, locale),
    () => undefined,
  );
  // The page's code and content load meanwhile, so the first render draws the page whole.
  const page = preparePage(address.path, queryClient, locale);
  const history = browserHistory();
  await Promise.all([mockApi, catalogue, page, formatters]);
  // React starts in a task of its own, not in the one that brought the last of the above (a chunk's evaluation).
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const Router = ({ children }: { children: ReactNode }) => (
    <LanguageRouter history={history}>{children}</LanguageRouter>
  );
  const app = (
    <StrictMode>
      <App queryClient={queryClient} Router={Router} />
    </StrictMode>
  );
  // Public pages come pre-rendered (scripts/build/prerender.mjs) in each language as a visitor without a session sees them
  // at their address without a query: that page is taken over as it is. Anyone else gets the page drawn afresh, replacing it.
  const asPrerendered =
    samePath(container.dataset.prerendered, window.location.pathname) && !getSession() && window.location.search === '';
  // As a transition React draws the page in slices, yielding to the browser between them: a tap or a keystroke
  // while the page starts is answered at once instead of after one long task (hydration was one of 40-65 ms).
  startTransition(() => {
    if (asPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// A page the head's script is taking the visitor away from (to their language's address) is not started.
if (!document.documentElement.hasAttribute('data-leaving')) {
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) showConfigError(error);
    else throw error;
  });
}
