/**
 * The offline worker, bundled on its own into dist/sw.js by scripts/build/service-worker.mjs after the pre-rendering
 * (its list of files is the build's final one). Only a build for a real API has it; a build that mocks keeps the mock
 * API's worker. What it keeps, and the rules it keeps it by, are in src/lib/offline-store.ts; docs/offline.md has
 * the table.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  bareRequest,
  forgetWhatMayNotBeKept,
  IMAGES_CACHE,
  isCustomerOnlyAddress,
  isWholeJson,
  isWholePage,
  PAGES_CACHE,
  PUBLIC_READS_CACHE,
  stampedCopy,
} from './lib/offline-store';

/** What the build writes into the worker: it knows the API it was made for and the site's customers-only pages. */
type OfflineSettings = {
  /** The public reads' addresses, as a regular expression's source. */
  publicReads: string;
  /** The customers-only pages, under every language prefix. */
  customerOnly: string[];
  /** Seconds a page or a public read waits for the network before the stored copy answers. */
  networkTimeoutSeconds: number;
};

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
declare const __OFFLINE_SETTINGS__: OfflineSettings;

const settings = __OFFLINE_SETTINGS__;
const SHELL = '/app.html';

// A release takes over at once: the next navigation runs it.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// What an earlier worker kept that no store may hold (a request stored with the customer's token, a customers-only
// page) goes as this release takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(forgetWhatMayNotBeKept(caches, settings.customerOnly));
});

/** Every store is read and written by the address alone: nothing kept carries a header of the call. */
const storedByAddress: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => bareRequest(request) };

/** Whether the current release holds a file (its precache does). */
const held = (address: string) => getCacheKeyForURL(address) !== undefined;

/** Only the site's own pages, whole in this release, are kept and served from the store. */
const wholePages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    (await isWholePage(response, self.location.origin, held)) ? response : null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await isWholePage(cachedResponse, self.location.origin, held)) ? cachedResponse : null,
};

/** Only whole JSON answers are kept and served from the store; what is kept is stamped with the time it was stored. */
const wholeJsonStamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await isWholeJson(response)) ? stampedCopy(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await isWholeJson(cachedResponse)) ? cachedResponse : null,
};

const shellWhenNothingElse = new PrecacheFallbackPlugin({ fallbackURL: SHELL });
const customersOnly = (url: URL) => isCustomerOnlyAddress(url, settings.customerOnly);

// A customers-only page is never kept: offline, the shell draws it from the release's code.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && customersOnly(url),
  new NetworkOnly({ networkTimeoutSeconds: settings.networkTimeoutSeconds, plugins: [shellWhenNothingElse] }),
);

// Pages: the network first; after the time limit or offline, the copy of that address, else the shell.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: settings.networkTimeoutSeconds,
    plugins: [storedByAddress, wholePages, new ExpirationPlugin({ maxEntries: 200 }), shellWhenNothingElse],
  }),
);

// The API's public reads: the network first; after the time limit or offline, the last whole answer.
registerRoute(
  new RegExp(settings.publicReads),
  new NetworkFirst({
    cacheName: PUBLIC_READS_CACHE,
    networkTimeoutSeconds: settings.networkTimeoutSeconds,
    matchOptions: { ignoreVary: true },
    plugins: [
      storedByAddress,
      wholeJsonStamped,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// The site's own images: the stored copy, else the network. Map tiles and other sites' images go to the network.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      storedByAddress,
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
