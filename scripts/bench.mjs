/**
 * `npm run bench`: how heavy and how fast the built site is, route by route.
 *
 * A benchmark, not a test: it measures and prints, and exits 0 whatever the numbers. It exits non-zero
 * only when it cannot run at all (the build fails, the preview server or the browser does not start).
 *
 * What it measures is the site as customers get it: a build made for a real API, with no mock in the page
 * (`--api server`, the default). The mock API answers over HTTP from this process (scripts/api-server.mjs);
 * the site is built into .bench/site/ so that dist/ (the end-to-end suite's build) is left alone.
 * `--api mock` measures the default build instead, with the embedded mock API in the page (QA's build).
 *
 *   1. The build (skipped with --no-build): `npm run build`, with the API addresses of the server.
 *   2. `vite preview` on 127.0.0.1:4399 (--port), serving that build with its security headers; always stopped at the end.
 *   3. Sizes: each route opened in a fresh Playwright context; every same-origin .js/.css response is
 *      sized from its file in the build (raw and gzip -9). With the embedded mock, its files (the chunks only
 *      reachable through the dynamic import of src/mocks/browser.ts, and the service worker scripts) are
 *      counted apart: the product's numbers leave them out.
 *   4. Lighthouse (skipped with --no-lighthouse): mobile emulation, simulated throttling, performance only,
 *      --runs N times per route (default 3; a run Lighthouse fails to measure is run again, twice at most); medians
 *      are reported. Lighthouse's 4x CPU slowdown is meant for a high-end desktop (benchmark index 1500-2000, its
 *      docs/throttling.md), to emulate a mid-tier phone. Each run is audited with the slowdown that turns the
 *      benchmark index Lighthouse measured as it started into that same phone (--cpu-slowdown N sets a fixed one
 *      instead; 4 is Lighthouse's default).
 *
 * Every route of the site is measured (src/app/route-table.mjs); the customer pages with the demo customer's
 * session (with --api server). --routes /,/carta measures those only.
 *
 * Prints one table and writes everything to .bench/results-<timestamp>.json and .bench/latest.json.
 *
 * Options: --no-build, --no-lighthouse, --api server|mock, --routes /,/carta, --runs N, --cpu-slowdown auto|N, --port N.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { addresses } from '../src/app/route-table.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The build measured: dist/ unless the bench builds its own (useBuild). */
let DIST = join(ROOT, 'dist');
let MANIFEST = join(DIST, '.vite', 'manifest.json');
/** Where `--api server` builds the site, beside dist/. */
const SERVER_BUILD = join(ROOT, '.bench', 'site');
const OUT_DIR = join(ROOT, '.bench');
/** The dynamic entry of the embedded mock API, as the manifest keys it (path relative to the project root). */
const MOCK_ENTRY = 'src/mocks/browser.ts';
/** The mock API's service worker: the site's script and msw's, which it imports, copied from public/ as they are (not in the manifest). */
const MOCK_WORKERS = ['mock-api-worker.js', 'mockServiceWorker.js'];
const HOST = '127.0.0.1';
const KB = 1024;
/** The customer whose session the customer pages are measured with (content/fixtures/users.json). */
const DEMO_USER = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
/**
 * Lighthouse's benchmark index of the machine its 4x CPU slowdown is meant for (a high-end desktop scores 1500-2000,
 * docs/throttling.md): 4x brings it to a mid-tier phone's ~440. Other machines get the slowdown that brings them there.
 */
const REFERENCE_BENCHMARK_INDEX = 1750;
const DEFAULT_CPU_SLOWDOWN = 4;
/** How many runs of a route Lighthouse may fail to measure, each run again, before a median is taken of fewer. */
const MAX_FAILED_RUNS = 2;

/** Measures the build in `dir` (dist/ by default). */
function useBuild(dir) {
  DIST = dir;
  MANIFEST = join(DIST, '.vite', 'manifest.json');
  sizeCache.clear();
}

/**
 * Every address of the site, from the route table: the public ones (pages and documents) and the customer ones,
 * which need a session. `/carta?id=2` adds a menu category opened from a link, the heaviest state of the menu.
 */
export function siteRoutes() {
  // /logout only ends a session and leaves: nothing to measure.
  const open = addresses((route) => route.access === 'all' && route.path !== '/logout');
  const carta = open.indexOf('/carta');
  if (carta !== -1) open.splice(carta + 1, 0, '/carta?id=2');
  return { public: open, customer: addresses((route) => route.access === 'user') };
}

// ---------------------------------------------------------------------------------------------------
// Clean-up: the preview server and browsers are stopped however the script ends.

/** @type {Set<() => void | Promise<void>>} */
const cleanups = new Set();

async function cleanUp() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch {
      // Best effort: keep stopping the rest.
    }
  }
}

function stopOnSignals() {
  const codes = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal}, stopping…`);
      void cleanUp().finally(() => process.exit(128 + code));
    });
  }
}

/** Thrown for the failures that mean the bench cannot run at all. */
class Fatal extends Error {}

// ---------------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      api: { type: 'string', default: 'server' },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: 'auto' },
      port: { type: 'string', default: '4399' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: node scripts/bench.mjs [--no-build] [--no-lighthouse] [--api server|mock] [--routes /,/carta] [--runs N] [--cpu-slowdown auto|N] [--port N]');
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Fatal(`--runs must be a positive integer, not ${values.runs}`);
  if (!Number.isInteger(port) || port < 1 || port > 65533) throw new Fatal(`--port must be a port number below 65534, not ${values.port}`);
  if (values.api !== 'server' && values.api !== 'mock') throw new Fatal(`--api must be server or mock, not ${values.api}`);
  const cpu = values['cpu-slowdown'];
  const cpuSlowdown = cpu === 'auto' ? 'auto' : Number(cpu);
  if (cpuSlowdown !== 'auto' && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Fatal(`--cpu-slowdown must be auto or a number from 1 to 20, not ${cpu}`);
  const all = siteRoutes();
  const routes = values.routes
    ? values.routes.split(',').map((r) => r.trim()).filter(Boolean).map((r) => (r.startsWith('/') ? r : `/${r}`))
    : [...all.public, ...all.customer];
  const customer = new Set(all.customer);
  return { build: !values['no-build'], lighthouse: !values['no-lighthouse'], api: values.api, routes, customerRoutes: routes.filter((r) => customer.has(r.split('?')[0])), runs, cpuSlowdown, port };
}

// ---------------------------------------------------------------------------------------------------
// Build and manifest

/**
 * The build's environment: the embedded mock's (as `npm test` builds it), or a real API's at `api` with no mock in
 * the page, built into .bench/site/.
 * @param {{ mainBaseUrl: string, deliveryBaseUrl: string, apiKey: string } | null} api
 */
function buildEnv(api) {
  if (!api) return { ...process.env, VITE_API_BASE_URL: '', VITE_API_MOCKING: 'on', VITE_API_KEY: '', VITE_DELIVERY_BASE_URL: '', SITE_OUT_DIR: '' };
  return {
    ...process.env,
    VITE_API_MOCKING: 'off',
    VITE_API_BASE_URL: api.mainBaseUrl,
    VITE_DELIVERY_BASE_URL: api.deliveryBaseUrl,
    VITE_API_KEY: api.apiKey,
    SITE_OUT_DIR: relative(ROOT, SERVER_BUILD),
  };
}

function build(env) {
  console.log(`bench: npm run build${env.SITE_OUT_DIR ? ` (into ${env.SITE_OUT_DIR}, for the API at ${env.VITE_API_BASE_URL})` : ''}`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Fatal(`npm run build failed (exit ${result.status ?? result.signal})`);
}

/**
 * The dist/ paths of the mock API's chunks: reachable from the mock entry, and not reachable from the app
 * entry (index.html) without passing through the mock entry. A chunk that the app also loads on its own
 * (shared code) is the product's, not the mock's.
 * @returns {{ files: Set<string>, note: string | null }}
 */
export function mockFilesFromManifest() {
  if (!existsSync(MANIFEST)) {
    return { files: new Set(), note: `no Vite manifest at ${relative(ROOT, MANIFEST)} (build.manifest off?): mock chunks not told apart, only ${MOCK_WORKERS.join(' and ')}` };
  }
  /** @type {Record<string, { file: string, css?: string[], assets?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean, src?: string }>} */
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
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

// ---------------------------------------------------------------------------------------------------
// Preview server

/** Starts `vite preview` in its own process group (so that it and its children can be stopped together). */
async function startPreview(port, env) {
  const viteBin = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(viteBin)) throw new Fatal('vite is not installed (run npm ci)');
  if (!existsSync(join(DIST, 'index.html'))) throw new Fatal(`${relative(ROOT, DIST)}/index.html is missing: build first (drop --no-build)`);
  // Its own Node process rather than the JS API, so that Lighthouse's work in this process cannot slow the server down.
  const child = spawn(process.execPath, [viteBin, 'preview', '--host', HOST, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    // The same variables as the build: the preview sends the security headers of that configuration.
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  const stop = () => {
    if (exited !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  cleanups.add(stop);
  process.on('exit', stop); // Synchronous last resort (process.exit from elsewhere).

  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Fatal(`vite preview exited (${exited}) before answering:\n${output}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Fatal(`vite preview did not answer on ${origin} within 30 s:\n${output}`);
}

// ---------------------------------------------------------------------------------------------------
// Sizes

/** @type {Map<string, { raw: number, gzip: number }>} */
const sizeCache = new Map();

/** Raw and gzip (level 9) sizes of a file under dist/, or null if it is not there. */
export function sizeOnDisk(distPath) {
  if (sizeCache.has(distPath)) return sizeCache.get(distPath);
  const file = join(DIST, distPath);
  if (!file.startsWith(DIST + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  const bytes = readFileSync(file);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  sizeCache.set(distPath, size);
  return size;
}

/**
 * Opens each route in a fresh context (empty cache, no service worker yet: a first visit) and sizes the
 * same-origin JS and CSS it loads once the network is idle.
 */
async function measureSizes(browser, origin, routes, mockFiles, sessionFor) {
  const results = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const session = sessionFor(route);
    if (session) await context.addInitScript((value) => localStorage.setItem('session', value), JSON.stringify(session));
    /** @type {Map<string, Promise<Buffer | null>>} url path → body (used only if the file is not in dist/) */
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

    const files = [];
    for (const [path, bodyPromise] of seen) {
      const distPath = decodeURIComponent(path).replace(/^\//, '');
      let size = sizeOnDisk(distPath);
      let onDisk = true;
      if (!size) {
        // Not a file of dist/ (should not happen with vite preview): size what was served instead.
        onDisk = false;
        const body = await bodyPromise;
        size = body ? { raw: body.length, gzip: gzipSync(body, { level: 9 }).length } : { raw: 0, gzip: 0 };
      }
      const mock = mockFiles.has(distPath) || MOCK_WORKERS.includes(distPath);
      files.push({ path: distPath, type: path.endsWith('.css') ? 'css' : 'js', mock, onDisk, ...size });
    }
    await context.close();
    files.sort((a, b) => a.path.localeCompare(b.path));

    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
    const product = files.filter((f) => !f.mock);
    const js = product.filter((f) => f.type === 'js');
    const css = product.filter((f) => f.type === 'css');
    const mock = files.filter((f) => f.mock);
    results.push({
      route,
      status,
      error,
      pageErrors,
      jsGzip: sum(js, 'gzip'),
      jsRaw: sum(js, 'raw'),
      cssGzip: sum(css, 'gzip'),
      cssRaw: sum(css, 'raw'),
      files: product.length,
      mockGzip: sum(mock, 'gzip'),
      mockRaw: sum(mock, 'raw'),
      mockFiles: mock.length,
      fileList: files,
    });
    const problems = [error && `error: ${error}`, pageErrors.length && `${pageErrors.length} page error(s): ${pageErrors[0]}`].filter(Boolean);
    console.log(`bench: sized ${route}${problems.length ? ` (${problems.join('; ')})` : ''}`);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

/**
 * A way to start a debuggable Chromium for Lighthouse: chrome-launcher (Lighthouse's own dependency) when
 * it resolves from here, else Chromium started by hand with --remote-debugging-port.
 * @returns {Promise<(chromePath: string) => Promise<{ port: number, kill: () => Promise<void> }>>}
 */
async function chromeStarter() {
  try {
    const chromeLauncher = await import('chrome-launcher');
    return async (chromePath) => {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
      return { port: chrome.port, kill: async () => void (await chrome.kill()) };
    };
  } catch {
    return startChromeByHand;
  }
}

/** Chromium with a fresh profile and a DevTools port of its choosing, which it writes to DevToolsActivePort. */
async function startChromeByHand(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(chromePath, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((r) => child.once('exit', r));
  const kill = async () => {
    // The browser process first, so that it shuts its helpers down itself; the whole group if it lingers.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone.
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, kill };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await kill();
  throw new Error('Chromium did not open a DevTools port within 30 s');
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The CPU slowdown that makes this machine the phone Lighthouse's default emulates on the machine it is meant for. */
export function calibratedSlowdown(index) {
  return Math.min(20, Math.max(1, Math.round((DEFAULT_CPU_SLOWDOWN * index * 10) / REFERENCE_BENCHMARK_INDEX) / 10));
}

/** Stores a session in Lighthouse's browser for `origin`, kept for the run (Lighthouse is told not to clear storage). */
async function storeSession(port, origin, session) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://${HOST}:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A file of the site that is not a page: nothing of the site runs or gets cached before Lighthouse's own load.
    await page.goto(`${origin}/_redirects`);
    await page.evaluate((value) => localStorage.setItem('session', value), JSON.stringify(session));
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse `runs` times on each route, a fresh Chromium each run; medians of the headline metrics.
 *
 * Simulated throttling slows the page's observed CPU work down after the fact, so the slowdown can follow the
 * machine's speed at that very run: Lighthouse measures its benchmark index as it starts gathering, and the run is
 * audited with the slowdown for that index (`cpuSlowdown` 'auto'), or with the fixed one given.
 */
async function measureLighthouse(origin, routes, runs, cpuSlowdown, sessionFor, chromePath) {
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const startChrome = await chromeStarter();
  const results = [];
  for (const route of routes) {
    const url = origin + route;
    const samples = [];
    /** Runs Lighthouse could not measure (its trace lost, the browser gone): each is run again, a few at most. */
    const failed = [];
    for (let run = 1; run <= runs; run++) {
      const chrome = await startChrome(chromePath);
      const stop = () => chrome.kill();
      cleanups.add(stop);
      try {
        const session = sessionFor(route);
        if (session) await storeSession(chrome.port, origin, session);
        // Mobile emulation and simulated throttling (Lighthouse's defaults). Lighthouse clears the browser's cache,
        // service workers and cache storage first, so every run is a first visit; it leaves local storage, where a
        // customer page finds the session stored just before.
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const gathered = await navigationGather(undefined, url, { flags });
        const index = gathered.artifacts.BenchmarkIndex;
        const slowdown = cpuSlowdown === 'auto' ? calibratedSlowdown(index) : cpuSlowdown;
        for (const settings of new Set([gathered.runnerOptions.resolvedConfig.settings, gathered.artifacts.settings].filter(Boolean))) {
          settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
        }
        const result = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown) throw new Error('the CPU slowdown was not applied');
        const value = (id) => lhr.audits[id]?.numericValue ?? null;
        const score = lhr.categories.performance?.score;
        samples.push({
          perf: typeof score === 'number' ? Math.round(score * 100) : null,
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
          runtimeError: lhr.runtimeError?.message ?? null,
          warnings: lhr.runWarnings ?? [],
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          cpuSlowdown: slowdown,
        });
      } catch (e) {
        samples.push({ error: e instanceof Error ? e.message : String(e) });
      } finally {
        cleanups.delete(stop);
        await stop();
      }
      const last = samples.at(-1);
      const retry = Boolean(last.error ?? last.runtimeError) && failed.length < MAX_FAILED_RUNS;
      console.log(`bench: lighthouse ${route} run ${run}/${runs}: ${last.error ?? last.runtimeError ?? `perf ${last.perf} (benchmark index ${Math.round(last.benchmarkIndex)}, CPU ${last.cpuSlowdown}x)`}${retry ? ' (run again)' : ''}`);
      if (retry) {
        failed.push(samples.pop());
        run -= 1;
      }
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    results.push({ route, median: { perf: pick('perf'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp'), cpuSlowdown: pick('cpuSlowdown') }, runs: samples, failedRuns: failed });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------
// Report

function printTable(sizes, lighthouseResults, withMock) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const ms = (v) => (v === null || v === undefined ? '–' : String(Math.round(v)));
  const header = ['route', 'JS gz KB', 'CSS gz KB', ...(withMock ? ['mock gz KB'] : []), 'files', 'perf', 'LCP ms', 'TBT ms', 'CLS'];
  const rows = sizes.map((s) => {
    const lh = lighthouseResults?.find((l) => l.route === s.route)?.median;
    const sizeCells = s.error && !s.fileList.length
      ? ['error', '', ...(withMock ? [''] : []), '']
      : [kb(s.jsGzip), kb(s.cssGzip), ...(withMock ? [kb(s.mockGzip)] : []), String(s.files)];
    return [s.route, ...sizeCells, lh?.perf ?? '–', ms(lh?.lcp), ms(lh?.tbt), lh?.cls === null || lh?.cls === undefined ? '–' : lh.cls.toFixed(3)].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
  console.log('');
}

function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || null;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  stopOnSignals();
  const options = parseOptions();
  const chromePath = ensureChromium();

  // The API the build talks to: this process's HTTP mock API, or the mock inside the page.
  let api = null;
  if (options.api === 'server') {
    const { startApiServer } = await import('./api-server.mjs');
    try {
      api = await startApiServer({ port: options.port + 1 });
    } catch (e) {
      throw new Fatal(`the mock API server did not start on ports ${options.port + 1}-${options.port + 2}: ${e instanceof Error ? e.message : e}`);
    }
    cleanups.add(() => api.close());
    console.log(`bench: mock API over HTTP at ${api.mainBaseUrl} (delivery site ${api.deliveryBaseUrl})`);
    useBuild(SERVER_BUILD);
  }
  const env = buildEnv(api);
  if (options.build) build(env);
  const { files: mockFiles, note: mockNote } = options.api === 'mock' ? mockFilesFromManifest() : { files: new Set(), note: null };
  if (mockNote) console.warn(`bench: ${mockNote}`);
  if (options.api === 'mock' && options.customerRoutes.length) {
    console.warn(`bench: customer pages need --api server for a session; left out: ${options.customerRoutes.join(', ')}`);
    options.routes = options.routes.filter((r) => !options.customerRoutes.includes(r));
  }
  const customer = new Set(options.customerRoutes);
  /** A fresh session for a customer page (sessions expire: one per visit), none for the others. */
  const sessionFor = (route) => (api && customer.has(route) ? api.login(DEMO_USER.email, DEMO_USER.password) : null);

  const origin = await startPreview(options.port, env);
  console.log(`bench: serving ${relative(ROOT, DIST)}/ at ${origin}`);

  const { chromium } = await import('playwright-core');
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  } catch (e) {
    throw new Fatal(`Chromium (${chromePath}) did not start: ${e instanceof Error ? e.message : e}`);
  }
  cleanups.add(() => browser.close());
  const sizes = await measureSizes(browser, origin, options.routes, mockFiles, sessionFor);
  await browser.close();

  const lighthouseResults = options.lighthouse ? await measureLighthouse(origin, options.routes, options.runs, options.cpuSlowdown, sessionFor, chromePath) : null;

  printTable(sizes, lighthouseResults, options.api === 'mock');
  console.log(
    options.api === 'server'
      ? 'The site built for a real API, served by the mock API over HTTP: no mock in the page. KB = 1024 bytes, gzip level 9.'
      : 'mock gz KB: the embedded mock API (msw and fixtures), left out of JS gz KB; KB = 1024 bytes, gzip level 9.',
  );
  if (customer.size && options.api === 'server') console.log(`Customer pages (${[...customer].join(', ')}) measured with the demo customer's session.`);
  if (lighthouseResults) {
    const slowdowns = lighthouseResults.flatMap((l) => l.runs.map((r) => r.cpuSlowdown)).filter((v) => typeof v === 'number');
    const indexes = lighthouseResults.flatMap((l) => l.runs.map((r) => r.benchmarkIndex)).filter((v) => typeof v === 'number');
    const cpu = options.cpuSlowdown === 'auto'
      ? `CPU slowdown ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x for benchmark indexes ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} (Lighthouse's ${DEFAULT_CPU_SLOWDOWN}x is meant for ${REFERENCE_BENCHMARK_INDEX})`
      : `CPU slowdown ${options.cpuSlowdown}x`;
    console.log(`perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, ${cpu}), median of ${options.runs} run(s).`);
  }

  const timestamp = new Date().toISOString();
  const results = {
    timestamp,
    node: process.version,
    chromium: { path: chromePath, version: chromiumVersion(chromePath), flags: CHROMIUM_FLAGS },
    options: { ...options, built: options.build },
    api: api ? { mainBaseUrl: api.mainBaseUrl, deliveryBaseUrl: api.deliveryBaseUrl, build: relative(ROOT, DIST) } : 'embedded mock',
    cpu: { slowdown: options.cpuSlowdown, referenceBenchmarkIndex: REFERENCE_BENCHMARK_INDEX, lighthouseDefault: DEFAULT_CPU_SLOWDOWN },
    units: { sizes: 'bytes', gzip: 'zlib level 9', times: 'ms' },
    mock: options.api === 'mock' ? { entry: MOCK_ENTRY, files: [...mockFiles, ...MOCK_WORKERS], note: mockNote } : null,
    routes: options.routes.map((route) => ({
      route,
      size: sizes.find((s) => s.route === route) ?? null,
      lighthouse: lighthouseResults?.find((l) => l.route === route) ?? null,
    })),
  };
  mkdirSync(OUT_DIR, { recursive: true });
  const json = JSON.stringify(results, null, 2) + '\n';
  const file = join(OUT_DIR, `results-${timestamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(OUT_DIR, 'latest.json'), json);
  console.log(`bench: results in ${relative(ROOT, file)} and .bench/latest.json`);
}

// Only when run as a script: importing this module (the budgets test does) must not start a bench.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  try {
    await main();
    await cleanUp();
    process.exit(0);
  } catch (error) {
    await cleanUp();
    console.error(`bench: ${error instanceof Fatal ? '' : 'failed: '}${error instanceof Error ? (error instanceof Fatal ? error.message : error.stack) : error}`);
    process.exit(1);
  }
}
