import type { QueryClient } from '@tanstack/react-query';
import { anyStoredAnswer, subscribeStoredAnswers, takeStoredAnswers } from '../api/stored-answers';
import { whenIdle } from '../lib/idle';

/** The offline worker's address (scripts/build/service-worker.mjs writes it at the site's root). */
export const OFFLINE_WORKER = '/sw.js';

/**
 * How long after the page's load the worker is registered, at the next quiet moment: its first install fetches and
 * stores the whole release (1.9 MB before compression), which on a phone's two cores slowed the page's own last
 * tasks (the map, late images) when it began at the load itself.
 */
export const REGISTER_AFTER_LOAD_MS = 5_000;

/** How long the page waits before asking again for what came from the store while online: doubling, up to a minute. */
export const ASK_AGAIN_FIRST_MS = 5_000;
export const ASK_AGAIN_MAX_MS = 60_000;

/**
 * Asks again for the answers the page showed from the worker's store, once the connection is back: at once when the
 * browser says so, and, while answers still come from the store though the browser says it is online (the network
 * not yet usable, or an API too slow to answer within the worker's time limit), again after a while, less and less
 * often. Stored answers are fresh to the query cache: they are invalidated, so the queries on the page ask at once
 * and the others when next needed; the API's answers replace them. The queries that failed for want of a connection
 * are asked again by the cache itself.
 */
export function askAgainWhenOnline(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = ASK_AGAIN_FIRST_MS;
  const askAgain = () => {
    clearTimeout(timer);
    timer = undefined;
    if (takeStoredAnswers()) void queryClient.invalidateQueries();
  };
  const onOnline = () => {
    delay = ASK_AGAIN_FIRST_MS;
    askAgain();
  };
  const stopWatching = subscribeStoredAnswers(() => {
    if (!navigator.onLine || timer !== undefined || !anyStoredAnswer()) return;
    timer = setTimeout(askAgain, delay);
    delay = Math.min(delay * 2, ASK_AGAIN_MAX_MS);
  });
  window.addEventListener('online', onOnline);
  return () => {
    clearTimeout(timer);
    stopWatching();
    window.removeEventListener('online', onOnline);
  };
}

/** A file of the code this page runs (the chunk this module is part of): the release the page belongs to. */
const PAGE_CODE = import.meta.url;

/**
 * Whether a newer release's worker has taken the page over: a release's worker stores that release's files and, once
 * active, drops the files of the one before. A page still running the earlier code can no longer load the parts it
 * has not loaded yet (another page, a popup), from the store or, once the release is out, from the server.
 */
let pageCodeGone = false;

const reloadPage = () => window.location.reload();

/**
 * Loads the page's address afresh, in the new release, when a newer release's worker has taken the page over, and
 * says whether it did: a move to another page does so instead of drawing it with the earlier code.
 */
export function loadInNewRelease(reload: () => void = reloadPage): boolean {
  if (!pageCodeGone) return false;
  reload();
  return true;
}

/**
 * Checks, whenever a worker takes the page over, whether it holds the page's own code: once the worker is active
 * (its predecessor's files dropped), the page's code file is looked for among what it stores. The first worker a page
 * gets holds the release the page was loaded with, unless a new one came out in between.
 */
export function watchForNewRelease(container: ServiceWorkerContainer, reload: () => void = reloadPage): () => void {
  const check = async () => {
    const worker = container.controller;
    if (!worker) return;
    if (worker.state !== 'activated')
      await new Promise<void>((resolve) => {
        const settled = () => {
          if (worker.state !== 'activated' && worker.state !== 'redundant') return;
          worker.removeEventListener('statechange', settled);
          resolve();
        };
        worker.addEventListener('statechange', settled);
      });
    if (worker.state !== 'activated' || worker !== container.controller) return;
    pageCodeGone = (await caches.match(PAGE_CODE, { ignoreSearch: true, ignoreVary: true })) === undefined;
    // Marked for whoever needs to know (the end-to-end journeys wait for it before moving on).
    document.documentElement.toggleAttribute('data-new-release', pageCodeGone);
  };
  const onControllerChange = () => void check().catch(() => undefined);
  // A part of the page that fails to load once its code is gone loads the page afresh, in the new release.
  const onPartMissing = () => loadInNewRelease(reload);
  container.addEventListener('controllerchange', onControllerChange);
  window.addEventListener('vite:preloadError', onPartMissing);
  return () => {
    container.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('vite:preloadError', onPartMissing);
  };
}

/**
 * Registers the offline worker a while after the page has loaded, so that it never competes with a first visit, and
 * asks again for what the page showed from its store once the connection is back. Only builds for a real API have
 * the worker; a build that mocks keeps the mock API's.
 */
export function startOfflineWorker(queryClient: QueryClient): void {
  if (__API_MOCKING__ || !('serviceWorker' in navigator)) return;
  watchForNewRelease(navigator.serviceWorker);
  const register = () => {
    setTimeout(() => {
      whenIdle(new AbortController().signal, REGISTER_AFTER_LOAD_MS)
        .then(() => navigator.serviceWorker.register(OFFLINE_WORKER))
        .catch(() => undefined);
    }, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  askAgainWhenOnline(queryClient);
}
