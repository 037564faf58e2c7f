/**
 * The embedded mock API in the browser: a service worker answers the main API and the delivery site
 * from an in-memory store seeded by content/fixtures. Loaded with a dynamic import only when mocking is on.
 */
import { setupWorker } from 'msw/browser';
import { fixtures } from './fixtures';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore } from './store';
import { localStoragePersistence } from './store/persistence';
import { beforeMockStart, CLAIM_WAIT_MS, untilControlled } from './worker-control';

/** Set while a page reloads because it started without the worker, so that it does so only once in a row. */
const RELOADED_KEY = 'mock-api:reloaded-for-worker';
/** MSW's worker that keeps answering a page until it is gone (public/mock-api-worker.js says why). */
const MOCK_WORKER = '/mock-api-worker.js';

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
  // A build made with VITE_MOCK_RESTAURANTS lists a chain's size of restaurants. The generator is a chunk of its own,
  // fetched only then: a build without it drops this branch, and the mock's chunk stays as it was.
  const seed =
    __MOCK_RESTAURANTS__ === null
      ? fixtures
      : (await import('./chain-restaurants')).atChainSize(fixtures, __MOCK_RESTAURANTS__);
  // Kept in local storage so accounts, edits and sessions survive reloads and are shared by tabs, as on a server.
  const store = createMockStore(seed, { persistence: localStoragePersistence() });
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
  const container = navigator.serviceWorker;
  // MSW's start would reload a page its worker does not control and go on starting in it: such a page is settled
  // first (src/mocks/worker-control.ts).
  if ((await beforeMockStart(container, new URL(MOCK_WORKER, location.href).href)) === 'reload' && reloadUnderWorker())
    return new Promise<never>(() => {});
  await worker.start({
    quiet: true,
    serviceWorker: { url: MOCK_WORKER },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Pages, scripts and media are the site's own files; only API calls must all be mocked.
      if (apiOrigins.includes(url.origin) && url.pathname.startsWith('/api/')) print.error();
    },
  });
  // The worker answers only the pages it controls: on a first visit, the one this start registered claims the page
  // as it activates, which is waited for. A page still without one is loaded again, under it, before the app makes
  // a call that would otherwise go to the server.
  await untilControlled(container, CLAIM_WAIT_MS);
  if (reloadUnderWorker()) return new Promise<never>(() => {});
  window.__mockApi = store;
  return store;
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
