/**
 * The offline worker (dist/sw.js): src/service-worker.ts bundled on its own, with what the build knows written into
 * it (the API it was made for, the customers-only pages), and the list of the release's files injected by Workbox
 * after the pre-rendering, so that the list is the build's final one. Only a build that talks to a real API gets one:
 * the mock build keeps the mock API's worker, and no sw.js.
 *
 * What it keeps, and where from:
 * - Precached at install: the code, catalogue and document chunks and the map's outline (everything under assets/) and the shell
 *   (app.html). Not the media, the printable documents or the share images.
 * - Pages (navigations): the network first; after 3 seconds without an answer, or offline, the copy of that address
 *   last seen if the release still holds its code, or else the shell, which draws every address the app knows from
 *   its precached code. Customers-only pages are never kept.
 * - The public reads (menu, product details, news, restaurants, provinces, services, popups): the network first,
 *   the last whole JSON answer after 3 seconds or offline, stamped with the time it was stored.
 * - The site's own images seen, up to 80, for 30 days. Map tiles and other sites' images go to the network.
 * Every store is keyed by the address alone: no header of a call, the customer's token among them, is kept.
 * A new release takes over at once (`skipWaiting`, `clientsClaim`): the next navigation runs it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';
import { addresses } from '../../src/app/route-table.mjs';

const ROOT = join(import.meta.dirname, '../..');
/** The worker's source. */
const WORKER_SOURCE = join(ROOT, 'src', 'service-worker.ts');

/** The worker's file, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Seconds a page or a public read waits for the network before the stored copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The API paths whose answers are the same for every visitor, and may be kept for offline use. */
export const PUBLIC_READ_PATHS = [
  'sections/collections',
  'products/\\d+',
  'news',
  'restaurants',
  'provinces',
  'services',
  'popups',
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The addresses of the public reads, for an API at `apiBaseUrl` ('' for this site's own origin). Workbox matches a
 * pattern against the whole address and takes another origin's match only from its first character, so an API
 * elsewhere is named in full; on this site's origin the path suffices.
 * @type {(apiBaseUrl: string) => RegExp}
 */
export function publicReads(apiBaseUrl) {
  const paths = `/api/v1/(?:${PUBLIC_READ_PATHS.join('|')})(?:\\?|$)`;
  return apiBaseUrl ? new RegExp(`^${escapeRegExp(apiBaseUrl.replace(/\/+$/, ''))}${paths}`) : new RegExp(paths);
}

/**
 * What the build writes into the worker for an API at `apiBaseUrl`.
 * @type {(apiBaseUrl: string) => { publicReads: string; customerOnly: string[]; networkTimeoutSeconds: number }}
 */
export const workerSettings = (apiBaseUrl) => ({
  publicReads: publicReads(apiBaseUrl).source,
  customerOnly: addresses((route) => route.access === 'user'),
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
});

/**
 * Bundles the worker's source for an API at `apiBaseUrl` into one classic script (a worker registered without
 * `type: 'module'` runs in every browser), in `dir`. Returns its path.
 * @type {(dir: string, apiBaseUrl: string) => Promise<string>}
 */
async function bundleWorker(dir, apiBaseUrl) {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __OFFLINE_SETTINGS__: JSON.stringify(workerSettings(apiBaseUrl)),
      // Workbox's modules log only outside production.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'offlineWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  });
  return join(dir, SERVICE_WORKER_FILE);
}

/**
 * Workbox's options for the build in `dist`, the worker's bundled source at `swSrc`.
 * @type {(dist: string, swSrc: string) => import('workbox-build').InjectManifestOptions}
 */
export function manifestOptions(dist, swSrc) {
  return {
    swSrc,
    swDest: join(dist, SERVICE_WORKER_FILE),
    globDirectory: dist,
    globPatterns: ['assets/**/*.{js,css,json}', 'app.html'],
    // Files under assets/ carry their content's hash in their names: the name is their revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  };
}

/**
 * Writes dist/sw.js for a build made for the API at `apiBaseUrl`, or removes an old one from a build that mocks
 * (`apiBaseUrl` null). Returns what it did, for the build's log.
 * @type {(dist: string, apiBaseUrl: string | null) => Promise<string>}
 */
export async function writeServiceWorker(dist, apiBaseUrl) {
  const file = join(dist, SERVICE_WORKER_FILE);
  if (apiBaseUrl === null) {
    if (existsSync(file)) rmSync(file);
    return 'no offline worker: the embedded mock API keeps its own';
  }
  const dir = mkdtempSync(join(tmpdir(), 'offline-worker-'));
  try {
    const { count, size, warnings } = await injectManifest(manifestOptions(dist, await bundleWorker(dir, apiBaseUrl)));
    if (warnings.length > 0) throw new Error(`the offline worker: ${warnings.join('; ')}`);
    return `${SERVICE_WORKER_FILE} precaches ${count} files (${(size / 1024).toFixed(0)} KB)`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
