/**
 * The embedded mock API's service worker: MSW's own worker (mockServiceWorker.js, written by `msw init` and left
 * as it is), less one message.
 *
 * MSW's page script sends the worker CLIENT_CLOSED from `beforeunload`. The worker then stops answering that page
 * at once and, when no other page of the site is open, unregisters itself. On a reload or a link away, both are
 * wrong:
 * - the leaving page keeps running until the next one arrives, and the calls it still makes (its first ones, when
 *   it was just starting) get no answer from the worker and go on to the server: a 404 on /api;
 * - the leaving page is usually the only one open, so the registration is removed; the browser gives the next page
 *   no worker, and MSW's start either revives the registration without taking control of that page or reloads it
 *   while it goes on starting, and the page's calls go to the server.
 * So this worker ignores CLIENT_CLOSED: a page is answered until it is gone, and the worker stays registered while
 * the site is used. A closed page leaves only its id in the worker's memory, cleared whenever the browser stops
 * the idle worker.
 */
addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
