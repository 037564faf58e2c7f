/**
 * The embedded mock API in the browser: a service worker answers the main API and the delivery site
 * from an in-memory store seeded by content/fixtures. Loaded with a dynamic import only when mocking is on.
 */
import { setupWorker } from 'msw/browser';
import { fixtures } from './fixtures';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore } from './store';
import { localStoragePersistence } from './store/persistence';

/** Set while a page reloads because it started without the worker, so that it does so only once in a row. */
const RELOADED_KEY = 'mock-api:reloaded-for-worker';
/** How long a page the worker does not control yet waits to be claimed before it is reloaded under it. */
const CLAIM_WAIT_MS = 3000;

declare global {
  interface Window {
    /** The mock API's store, for QA and the end-to-end suite (mock builds only). */
    __mockApi?: MockStore;
    /** How many of the API's calls the mock API is answering now (mock builds only). */
    __mockApiCallsInFlight?: () => number;
  }
}

export async function startMockApi(options: {
  mainBaseUrl: string;
  deliveryBaseUrl: string;
  apiKey: string;
}): Promise<MockStore> {
  // Kept in local storage so accounts, edits and sessions survive reloads and are shared by tabs, as on a server.
  const store = createMockStore(fixtures, { persistence: localStoragePersistence() });
  // On every start MSW asks the browser, in the background and without waiting, whether its worker script changed.
  // When the page is left before the answer (a quick reload or link), the browser rejects that question: nothing
  // is wrong with the worker, so that rejection is not reported as an error of the page.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
  const apiOrigins = [options.mainBaseUrl, options.deliveryBaseUrl].map((url) => new URL(url).origin);
  const worker = setupWorker(...createHandlers(store, { ...options, latencyMs: 150 }));
  // The calls being answered, for whoever waits until the API has answered everything (the end-to-end journeys).
  const inFlight = new Set<string>();
  const isApiCall = (request: Request) => {
    const url = new URL(request.url);
    return apiOrigins.includes(url.origin) && url.pathname.startsWith('/api/');
  };
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isApiCall(request)) inFlight.add(requestId);
  });
  worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  window.__mockApiCallsInFlight = () => inFlight.size;
  await worker.start({
    quiet: true,
    // MSW's worker that keeps answering a page until it is gone (public/mock-api-worker.js says why).
    serviceWorker: { url: '/mock-api-worker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Pages, scripts and media are the site's own files; only API calls must all be mocked.
      if (apiOrigins.includes(url.origin) && url.pathname.startsWith('/api/')) print.error();
    },
  });
  // The worker answers only the pages it controls, yet MSW's start also succeeds in a page it does not control
  // (after a hard reload, which bypasses service workers): all that page's calls would go to the server. Such a
  // page is loaded again, now under the worker, before the app makes a call.
  // On a first visit the new worker claims the page just after starting: that is waited for, not reloaded.
  await untilControlled(CLAIM_WAIT_MS);
  if (reloadUnderWorker()) return new Promise<never>(() => {});
  window.__mockApi = store;
  return store;
}

/** Resolves once a service worker controls the page, or after `ms` without one. */
function untilControlled(ms: number): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    container.addEventListener('controllerchange', done);
  });
}

/**
 * Reloads the page if the worker does not control it, unless it was just reloaded for that (a browser that never
 * hands the page to the worker must not reload it for ever). True when it reloads.
 */
function reloadUnderWorker(): boolean {
  try {
    if (navigator.serviceWorker.controller || sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.removeItem(RELOADED_KEY);
      return false;
    }
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    // Without session storage a second reload cannot be told from the first: none.
    return false;
  }
  location.reload();
  return true;
}
