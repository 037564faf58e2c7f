/**
 * What a first visit to each route loads: every same-origin .js/.css response, sized from its file in the build
 * (raw and gzip -9). With the embedded mock, its files (the chunks only reachable through the dynamic import of
 * src/mocks/browser.ts, and the service worker scripts) are counted apart: the product's numbers leave them out.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT } from './build.mjs';

/**
 * @typedef {object} Size
 * @property {number} raw
 * @property {number} gzip
 */
/**
 * @typedef {Size & { path: string; type: 'js' | 'css'; mock: boolean; onDisk?: boolean }} SizedFile
 */
/**
 * @typedef {object} RouteTotals
 * @property {number} jsGzip
 * @property {number} jsRaw
 * @property {number} cssGzip
 * @property {number} cssRaw
 * @property {number} files
 * @property {number} mockGzip
 * @property {number} mockRaw
 * @property {number} mockFiles
 */
/**
 * @typedef {RouteTotals & { route: string; status: number | null; error: string | null; pageErrors: string[]; fileList: SizedFile[] }} RouteSizes
 */

/**
 * The dynamic entry of the embedded mock API, as the manifest keys it (path relative to the project root).
 * @type {string}
 */
export const MOCK_ENTRY = 'src/mocks/browser.ts';
/**
 * The mock API's service worker: the site's script and msw's, which it imports, copied from public/ as they are (not in the manifest).
 * @type {string[]}
 */
export const MOCK_WORKERS = ['mock-api-worker.js', 'mockServiceWorker.js'];

/**
 * The paths in the build `dist` of the mock API's chunks: reachable from the mock entry, and not reachable from the
 * app entry (index.html) without passing through the mock entry. A chunk that the app also loads on its own
 * (shared code) is the product's, not the mock's.
 * @returns {{ files: Set<string>, note: string | null }}
 * @type {(dist?: string) => { files: Set<string>; note: string | null }}
 */
export function mockFilesFromManifest(dist = DIST) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      files: new Set(),
      note: `no Vite manifest at ${relative(ROOT, manifestFile)} (build.manifest off?): mock chunks not told apart, only ${MOCK_WORKERS.join(' and ')}`,
    };
  }
  /** @type {Record<string, { file: string, css?: string[], assets?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean, src?: string }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const appEntry = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  const mockEntry = Object.keys(manifest).find((k) => k === MOCK_ENTRY || manifest[k].src === MOCK_ENTRY);
  if (!mockEntry) return { files: new Set(), note: `${MOCK_ENTRY} not in the manifest (mocking off in this build?)` };
  if (!appEntry) return { files: new Set(), note: 'no app entry (index.html) in the manifest' };

  /** Output files (JS and CSS) of every chunk reachable from `start`, never entering `stop`. */
  const reach = (start, stop) => {
    const seen = new Set();
    const files = new Set();
    const stack = [start];
    while (stack.length) {
      const key = /** @type {string} */ (stack.pop());
      if (seen.has(key) || key === stop || !manifest[key]) continue;
      seen.add(key);
      const chunk = manifest[key];
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
    }
    return files;
  };
  const app = reach(appEntry, mockEntry);
  const mock = reach(mockEntry, null);
  return { files: new Set([...mock].filter((f) => !app.has(f))), note: null };
}

/** @type {Map<string, { raw: number, gzip: number }>} */
const sizeCache = new Map();

const sizeOf = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });

/**
 * Raw and gzip (level 9) sizes of a file of the build `dist`, or null if it is not there.
 * @type {(distPath: string, dist?: string) => Size | null}
 */
export function sizeOnDisk(distPath, dist = DIST) {
  const file = join(dist, distPath);
  if (sizeCache.has(file)) return sizeCache.get(file) ?? null;
  if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  const size = sizeOf(readFileSync(file));
  sizeCache.set(file, size);
  return size;
}

/**
 * A route's totals from its files (`{ path, type, mock, raw, gzip }`): the product's JS and CSS, and the mock's
 * files apart.
 * @type {(files: SizedFile[]) => RouteTotals}
 */
export function routeTotals(files) {
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  const product = files.filter((f) => !f.mock);
  const js = product.filter((f) => f.type === 'js');
  const css = product.filter((f) => f.type === 'css');
  const mock = files.filter((f) => f.mock);
  return {
    jsGzip: sum(js, 'gzip'),
    jsRaw: sum(js, 'raw'),
    cssGzip: sum(css, 'gzip'),
    cssRaw: sum(css, 'raw'),
    files: product.length,
    mockGzip: sum(mock, 'gzip'),
    mockRaw: sum(mock, 'raw'),
    mockFiles: mock.length,
  };
}

/**
 * Opens each route in a fresh context (empty cache, no service worker yet: a first visit) and sizes the
 * same-origin JS and CSS it loads once the network is idle.
 * @type {(browser: any, origin: string, routes: string[], build: { dist: string; mockFiles: Set<string>; sessionFor: (route: string) => any }) => Promise<RouteSizes[]>}
 */
export async function measureSizes(browser, origin, routes, { dist, mockFiles, sessionFor }) {
  const results = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const session = sessionFor(route);
    if (session)
      await context.addInitScript((value) => localStorage.setItem('session', value), JSON.stringify(session));
    /** @type {Map<string, Promise<Buffer | null>>} url path → body (used only if the file is not in the build) */
    const seen = new Map();
    const record = (url, body) => {
      const u = new URL(url);
      if (u.origin !== origin || !/\.(m?js|css)$/.test(u.pathname) || seen.has(u.pathname)) return;
      seen.set(u.pathname, body());
    };
    // On the context, not the page, so that responses served through the mock service worker count too.
    context.on('response', (response) => record(response.url(), () => response.body().catch(() => null)));
    let error = null;
    let status = null;
    /** Uncaught errors and console errors: a page that broke is not worth its numbers. */
    const pageErrors = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
      const response = await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
      status = response?.status() ?? null;
      // The service worker's own script is fetched by the browser, not the page: no response event for it.
      for (const worker of context.serviceWorkers()) record(worker.url(), async () => null);
    } catch (e) {
      error = e instanceof Error ? e.message.split('\n')[0] : String(e);
    }

    /** @type {SizedFile[]} */
    const files = [];
    for (const [path, bodyPromise] of seen) {
      const distPath = decodeURIComponent(path).replace(/^\//, '');
      let size = sizeOnDisk(distPath, dist);
      let onDisk = true;
      if (!size) {
        // Not a file of the build (should not happen with vite preview): size what was served instead.
        onDisk = false;
        const body = await bodyPromise;
        size = body ? sizeOf(body) : { raw: 0, gzip: 0 };
      }
      const mock = mockFiles.has(distPath) || MOCK_WORKERS.includes(distPath);
      files.push({
        path: distPath,
        type: /** @type {'js' | 'css'} */ (path.endsWith('.css') ? 'css' : 'js'),
        mock,
        onDisk,
        ...size,
      });
    }
    await context.close();
    files.sort((a, b) => a.path.localeCompare(b.path));

    results.push({ route, status, error, pageErrors, ...routeTotals(files), fileList: files });
    const problems = [
      error && `error: ${error}`,
      pageErrors.length && `${pageErrors.length} page error(s): ${pageErrors[0]}`,
    ].filter(Boolean);
    console.log(`bench: sized ${route}${problems.length ? ` (${problems.join('; ')})` : ''}`);
  }
  return results;
}
