/**
 * `npm run bench`: how heavy and how fast the built site is, route by route.
 *
 * A benchmark, not a test: it measures and prints, and exits 0 whatever the numbers. It exits non-zero
 * only when it cannot run at all (the build fails, the preview server or the browser does not start).
 *
 * What it measures is the site as customers get it: a build made for a real API, with no mock in the page
 * (`--api server`, the default). The mock API answers over HTTP from this process (scripts/test/api-server.mjs);
 * the site is built into .bench/site/ so that dist/ (the end-to-end suite's build) is left alone.
 * `--api mock` measures the default build instead, with the embedded mock API in the page (QA's build).
 *
 * Each step has its module in scripts/bench/; this file puts them together.
 *
 *   1. The build (skipped with --no-build; build.mjs): `npm run build`, with the API addresses of the server.
 *   2. `vite preview` on 127.0.0.1:4399 (--port), serving that build with its security headers, and the mock API
 *      on the next two ports (servers.mjs); always stopped at the end (lifecycle.mjs).
 *   3. Sizes (sizes.mjs): each route opened in a fresh Playwright context (browser.mjs); every same-origin
 *      .js/.css response is sized from its file in the build (raw and gzip -9). With the embedded mock, its files (the chunks only
 *      reachable through the dynamic import of src/mocks/browser.ts, and the service worker scripts) are
 *      counted apart: the product's numbers leave them out.
 *   4. Lighthouse (skipped with --no-lighthouse; lighthouse.mjs): mobile emulation, simulated throttling,
 *      performance only, --runs N times per route (default 3; a run Lighthouse fails to measure is run again, twice at most); medians
 *      are reported. Lighthouse's 4x CPU slowdown is meant for a high-end desktop (benchmark index 1500-2000, its
 *      docs/throttling.md), to emulate a mid-tier phone. Each run is audited with the slowdown that turns the
 *      benchmark index Lighthouse measured as it started into that same phone (--cpu-slowdown N sets a fixed one
 *      instead; 4 is Lighthouse's default). Beside its TBT, the blocking time counted on the main thread's CPU time
 *      rather than its wall time (cpu-blocking.mjs): the page's own work, without the time it waited for a core.
 *   5. The floor (skipped with --no-floor or --no-lighthouse; floor.mjs): each route as a phone visitor finally sees it
 *      (the site ready, the network idle, the page settled), saved without any script or module preload into the
 *      build's __floor/ folder (removed when the bench ends) and measured by Lighthouse just after the route itself, alike: its figures are as fast
 *      as that page's own HTML can be, and the site's FCP and LCP are given as ratios site/floor.
 *   6. Interactions (skipped with --no-flows or --no-lighthouse; flows.mjs): Lighthouse user flows in timespan mode
 *      measure the Interaction to Next Paint of opening a menu category, a product, a restaurant search, the cookie
 *      settings, switching language and logging in, with the same calibrated CPU slowdown; --flows login,language
 *      picks some.
 *
 * Every route of the site is measured (src/app/route-table.mjs); the customer pages with the demo customer's
 * session (with --api server). --routes /,/carta measures those only; --routes main the main pages (/, /carta,
 * /restaurantes, /login, /aviso-legal, /alergens, /my-rewards, /en/carta, /ca/).
 *
 * Prints one table of the routes, one of the interactions, and writes everything to .bench/results-<timestamp>.json
 * and .bench/latest.json (report.mjs).
 *
 * Options (options.mjs): --no-build, --no-lighthouse, --no-floor, --no-flows, --flows id,id, --api server|mock,
 * --routes /,/carta|main, --runs N, --cpu-slowdown auto|N, --port N.
 */
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildEnv, DIST, ROOT, SERVER_BUILD } from './build.mjs';
import { chromiumVersion, launchBrowser } from './browser.mjs';
import { captureFloors } from './floor.mjs';
import { measureFlows, pickInteractions } from './flows.mjs';
import { cleanUp, Fatal, stopOnSignals } from './lifecycle.mjs';
import { DEFAULT_CPU_SLOWDOWN, measureLighthouse, REFERENCE_BENCHMARK_INDEX } from './lighthouse.mjs';
import { parseOptions, USAGE } from './options.mjs';
import {
  benchSection,
  formatFlows,
  formatIndexes,
  formatNotes,
  formatTable,
  ratiosOf,
  writeBenchSection,
  writeResults,
} from './report.mjs';
import { DEMO_USER, startMockApiServer, startPreview } from './servers.mjs';
import { measureSizes, MOCK_ENTRY, MOCK_WORKERS, mockFilesFromManifest } from './sizes.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from '../test/chromium.mjs';

// The budgets of the end-to-end suite size the build as the benchmark does.
export { mockFilesFromManifest, sizeOnDisk } from './sizes.mjs';

async function main() {
  stopOnSignals();
  const options = parseOptions(process.argv.slice(2));
  if ('help' in options) {
    console.log(USAGE);
    return;
  }
  const chromePath = ensureChromium();

  // The API the build talks to: this process's HTTP mock API, or the mock inside the page.
  const api = options.api === 'server' ? await startMockApiServer(options.port + 1) : null;
  const dist = api ? SERVER_BUILD : DIST;
  const env = buildEnv(api);
  if (options.build) await build(env);
  const { files: mockFiles, note: mockNote } =
    options.api === 'mock' ? mockFilesFromManifest(dist) : { files: new Set(), note: null };
  if (mockNote) console.warn(`bench: ${mockNote}`);
  if (options.api === 'mock' && options.customerRoutes.length) {
    console.warn(
      `bench: customer pages need --api server for a session; left out: ${options.customerRoutes.join(', ')}`,
    );
    options.routes = options.routes.filter((r) => !options.customerRoutes.includes(r));
  }
  const customer = new Set(options.customerRoutes);
  /** A fresh session for a customer page (sessions expire: one per visit), none for the others. */
  const sessionFor = (route) => (api && customer.has(route) ? api.login(DEMO_USER.email, DEMO_USER.password) : null);

  const { origin } = await startPreview(options.port, env, dist);
  console.log(`bench: serving ${relative(ROOT, dist)}/ at ${origin}`);

  /** How long each step took, in seconds: what a larger run will take follows from them. */
  const durations = {};
  let started = Date.now();
  const took = (step) => {
    durations[step] = Math.round((Date.now() - started) / 1000);
    started = Date.now();
  };
  const browser = await launchBrowser(chromePath);
  const sizes = await measureSizes(browser, origin, options.routes, { dist, mockFiles, sessionFor });
  const floors = options.floor ? await captureFloors(browser, origin, options.routes, { dist, sessionFor }) : null;
  await browser.close();
  took('sizes and floors');

  const measured = { runs: options.runs, cpuSlowdown: options.cpuSlowdown, chromePath };
  /** @type {import('./lighthouse.mjs').LighthouseResult[] | null} */
  let lighthouseResults = null;
  /** @type {(import('./lighthouse.mjs').LighthouseResult & { address?: string })[] | null} */
  let floorResults = null;
  if (options.lighthouse) {
    lighthouseResults = [];
    floorResults = floors ? [] : null;
    // Route by route, the page then its floor, so that both are measured while the machine is about as fast.
    for (const [i, route] of options.routes.entries()) {
      lighthouseResults.push(
        ...(await measureLighthouse(origin, [route], { ...measured, sessionFor, warmUp: i === 0 })),
      );
      const floor = floors?.find((f) => f.route === route && !f.error);
      if (floor && floorResults) {
        const [result] = await measureLighthouse(origin, [floor.address], { ...measured, sessionFor: () => null });
        if (result) floorResults.push({ ...result, route, address: floor.address });
      }
    }
  }
  took('lighthouse');
  const flowIds = Array.isArray(options.flows) ? options.flows : undefined;
  const flows = options.flows ? await measureFlows(origin, pickInteractions(flowIds), measured) : null;
  took('flows');

  const table = formatTable(sizes, lighthouseResults, options.api === 'mock', floorResults);
  const flowTable = flows ? formatFlows(flows) : [];
  for (const line of [...table, ...flowTable]) console.log(line);
  const notes = formatNotes({
    api: options.api,
    customerRoutes: [...customer],
    lighthouseResults,
    cpuSlowdown: options.cpuSlowdown,
    runs: options.runs,
    floorResults,
    flows,
  });
  for (const note of notes) console.log(note);
  if (lighthouseResults) {
    console.log("Benchmark index per run (Lighthouse's, as each run began):");
    for (const line of formatIndexes(lighthouseResults, floorResults)) console.log(line);
  }

  console.log(
    `bench: took ${Object.entries(durations)
      .map(([step, s]) => `${step} ${s} s`)
      .join(', ')}`,
  );

  const timestamp = new Date().toISOString();
  if (options.write) {
    writeBenchSection(
      benchSection({
        timestamp,
        command: ['npm run bench --', ...process.argv.slice(2).filter((arg) => arg !== '--write')].join(' '),
        chromium: chromiumVersion(chromePath) ?? 'Chromium',
        results: [...(lighthouseResults ?? []), ...(floorResults ?? [])],
        lines: [...table, ...flowTable, ...notes],
      }),
    );
    console.log("bench: docs/quality.md has this run's tables in place of the previous ones");
  }
  const file = writeResults({
    timestamp,
    node: process.version,
    chromium: { path: chromePath, version: chromiumVersion(chromePath), flags: CHROMIUM_FLAGS },
    options: { ...options, built: options.build },
    durations: { ...durations, units: 's' },
    api: api
      ? { mainBaseUrl: api.mainBaseUrl, deliveryBaseUrl: api.deliveryBaseUrl, build: relative(ROOT, dist) }
      : 'embedded mock',
    cpu: {
      slowdown: options.cpuSlowdown,
      referenceBenchmarkIndex: REFERENCE_BENCHMARK_INDEX,
      lighthouseDefault: DEFAULT_CPU_SLOWDOWN,
    },
    units: { sizes: 'bytes', gzip: 'zlib level 9', times: 'ms' },
    mock: options.api === 'mock' ? { entry: MOCK_ENTRY, files: [...mockFiles, ...MOCK_WORKERS], note: mockNote } : null,
    routes: options.routes.map((route) => ({
      route,
      size: sizes.find((s) => s.route === route) ?? null,
      lighthouse: lighthouseResults?.find((l) => l.route === route) ?? null,
      floor: floors
        ? {
            ...(floors.find((f) => f.route === route) ?? {}),
            lighthouse: floorResults?.find((f) => f.route === route) ?? null,
            ratios: ratiosOf(
              lighthouseResults?.find((l) => l.route === route),
              floorResults?.find((f) => f.route === route),
            ),
          }
        : null,
    })),
    flows,
  });
  console.log(`bench: results in ${file} and .bench/latest.json`);
}

// Only when run as a script: importing this module (the budgets test does) must not start a bench.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  try {
    await main();
    await cleanUp();
    process.exit(0);
  } catch (error) {
    await cleanUp();
    console.error(
      `bench: ${error instanceof Fatal ? '' : 'failed: '}${error instanceof Error ? (error instanceof Fatal ? error.message : error.stack) : error}`,
    );
    process.exit(1);
  }
}
