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
 *      https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md), to emulate a mid-tier phone. Each run is audited with the slowdown that turns the
 *      benchmark index Lighthouse measured as it started into that same phone (--cpu-slowdown N sets a fixed one
 *      instead; 4 is Lighthouse's default). Beside its TBT, the blocking time counted on the main thread's CPU time
 *      rather than its wall time (cpu-blocking.mjs): the page's own work, without the time it waited for a core.
 *   5. The floor (skipped with --no-floor or --no-lighthouse; floor.mjs): each route as a phone visitor finally sees it
 *      (the site ready, the network idle, the page settled), saved without any script or module preload into the
 *      build's __floor/ folder (removed when the bench ends) and measured by Lighthouse just after the route itself, alike: its figures are as fast
 *      as that page's own HTML can be, and the site's FCP and LCP are given as ratios site/floor.
 *   6. Interactions (skipped with --no-flows or --no-lighthouse; flows.mjs): Lighthouse user flows in timespan mode
 *      measure the Interaction to Next Paint of opening a menu category, a product, a restaurant search, "near me",
 *      the cookie settings, switching language and logging in, with the same calibrated CPU slowdown; --flows
 *      login,language picks some. With --chain, the search and "near me" are measured on both sites.
 *
 *   7. At a chain's size (skipped with --chain 0 or --no-chain; chain.mjs): a second site, built into
 *      .bench/chain-site/ for its own mock API over HTTP listing --chain N restaurants (1000 unless told), served on the
 *      three ports after the first site's; both builds are timed and sized (the folder, its files, the pages of a
 *      restaurant and of a province), and the list of restaurants, one restaurant's page and one province's are
 *      measured on both sites with the same Lighthouse settings, each with its floor. A route a site does not have
 *      (404, or its not-found page) is reported missing there.
 *
 * Every route of the site is measured (src/app/route-table.mjs); the customer pages with the demo customer's
 * session (with --api server). --routes /,/carta measures those only; --routes main the main pages (/, /carta,
 * /restaurantes, /login, /aviso-legal, /alergens, /my-rewards, /en/carta, /ca/).
 *
 * Prints one table of the routes, one of the interactions, those at a chain's size, and writes everything to .bench/results-<timestamp>.json
 * and .bench/latest.json (report.mjs).
 *
 * Options (options.mjs): --no-build, --no-lighthouse, --no-floor, --no-flows, --flows id,id, --api server|mock,
 * --routes /,/carta|main, --runs N, --cpu-slowdown auto|N, --port N, --chain N|--no-chain, --write.
 */
import { realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildEnv, CHAIN_BUILD, chainBuildEnv, DIST, ROOT, SERVER_BUILD } from './build.mjs';
import { chromiumVersion, launchBrowser } from './browser.mjs';
import { buildStats, findMissing } from './chain.mjs';
import { captureFloors } from './floor.mjs';
import { measureFlows, pickInteractions } from './flows.mjs';
import { cleanUp, Fatal, stopOnSignals } from './lifecycle.mjs';
import { DEFAULT_CPU_SLOWDOWN, measureLighthouse, REFERENCE_BENCHMARK_INDEX, REPORTS_DIR } from './lighthouse.mjs';
import { CHAIN_INTERACTIONS, CHAIN_ROUTES, parseOptions, USAGE } from './options.mjs';
import {
  benchSection,
  formatChainFlows,
  formatChainTables,
  formatFlows,
  formatIndexes,
  formatNotes,
  formatTable,
  ratiosOf,
  siteCounts,
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
  // The second site, at a chain's size: its own API listing that many restaurants (for a build for a real API), on the
  // two ports after its preview's, which follows the first site's API.
  const chainApi =
    options.chain && options.api === 'server' ? await startMockApiServer(options.port + 4, options.chain) : null;
  const chainEnv = options.chain ? chainBuildEnv(chainApi, options.chain) : null;
  /** @type {{ fixtures: number | null; chain: number | null }} How long each build took, in seconds, null when not built. */
  const buildSeconds = { fixtures: options.build ? await build(env) : null, chain: null };
  if (options.build && chainEnv) buildSeconds.chain = await build(chainEnv);
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
  const chainOrigin = chainEnv ? (await startPreview(options.port + 3, chainEnv, CHAIN_BUILD)).origin : null;
  if (chainOrigin) console.log(`bench: serving ${relative(ROOT, CHAIN_BUILD)}/ at ${chainOrigin}`);
  // Sized before any floor page is written into them.
  const builds = chainOrigin
    ? {
        fixtures: buildStats(dist, CHAIN_ROUTES, buildSeconds.fixtures, ROOT),
        chain: buildStats(CHAIN_BUILD, CHAIN_ROUTES, buildSeconds.chain, ROOT),
      }
    : null;

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

  const chain =
    chainOrigin && builds
      ? await measureChain({
          options,
          measured,
          fixtures: { origin, dist, lighthouseResults, floorResults },
          chainOrigin,
          warmUp: !lighthouseResults?.length,
        })
      : null;
  if (chain) took('chain');
  // The interactions whose work grows with the list, on both sites: the fixtures' figures of the first table reused.
  const picked = options.flows;
  const chainFlowIds = CHAIN_INTERACTIONS.filter((id) => picked === 'all' || (picked && picked.includes(id)));
  /** @type {{ fixtures: FlowResult | null; chain: FlowResult | null }[] | null} */
  let chainFlows = null;
  if (chainOrigin && options.flows && chainFlowIds.length) {
    chainFlows = [];
    for (const interaction of pickInteractions(chainFlowIds)) {
      const here =
        flows?.find((f) => f.id === interaction.id) ?? (await measureFlows(origin, [interaction], measured))[0];
      const [there] = await measureFlows(chainOrigin, [interaction], measured);
      chainFlows.push({ fixtures: here ?? null, chain: there ?? null });
    }
    took('chain flows');
  }

  const table = formatTable(sizes, lighthouseResults, options.api === 'mock', floorResults);
  const flowTable = flows ? formatFlows(flows) : [];
  const chainTable =
    chain && builds
      ? formatChainTables({
          restaurants: options.chain,
          builds,
          routes: !options.lighthouse
            ? null
            : chain.routes.map(({ route, fixtures, chain: there }) => ({
                route,
                fixtures: medianFigures(fixtures),
                chain: medianFigures(there),
              })),
          withFloor: options.floor,
        })
      : [];
  if (chainFlows && builds) chainTable.push(...formatChainFlows(siteCounts(options.chain, builds), chainFlows));
  for (const line of [...table, ...flowTable, ...chainTable]) console.log(line);
  const notes = formatNotes({
    api: options.api,
    customerRoutes: [...customer],
    // The slowdowns and indexes the note gives span the runs of the chain's table too.
    lighthouseResults:
      lighthouseResults && chain
        ? [...lighthouseResults, ...chain.measured.fixtures.pages, ...chain.measured.chain.pages]
        : lighthouseResults,
    cpuSlowdown: options.cpuSlowdown,
    runs: options.runs,
    floorResults,
    flows,
    chain: chain ? options.chain : 0,
  });
  for (const note of notes) console.log(note);
  if (lighthouseResults) {
    console.log("Benchmark index per run (Lighthouse's, as each run began):");
    for (const line of formatIndexes(lighthouseResults, floorResults)) console.log(line);
    if (chain) {
      const { fixtures, chain: there } = chain.measured;
      for (const line of formatIndexes(fixtures.pages, fixtures.floors)) console.log(line);
      for (const line of formatIndexes(there.pages, there.floors)) console.log(line.replace(/^ {2}/, '  (chain) '));
    }
  }

  if (buildSeconds.fixtures !== null) durations.build = Math.round(buildSeconds.fixtures);
  if (buildSeconds.chain !== null) durations['chain build'] = Math.round(buildSeconds.chain);
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
        results: [
          ...(lighthouseResults ?? []),
          ...(floorResults ?? []),
          ...(chain ? Object.values(chain.measured).flatMap((site) => [...site.pages, ...site.floors]) : []),
        ],
        lines: [...table, ...flowTable, ...chainTable, ...notes],
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
    chain:
      chain && builds
        ? {
            restaurants: options.chain,
            routes: CHAIN_ROUTES,
            api: chainApi
              ? { mainBaseUrl: chainApi.mainBaseUrl, deliveryBaseUrl: chainApi.deliveryBaseUrl }
              : 'embedded mock',
            origin: chainOrigin,
            builds,
            measured: chain.routes,
            flows: chainFlows,
          }
        : null,
  });
  console.log(`bench: results in ${file} and .bench/latest.json`);
}

/** @import { FlowResult } from './flows.mjs' */
/** @import { LighthouseResult } from './lighthouse.mjs' */
/** @import { BenchOptions } from './options.mjs' */
/**
 * @typedef {{ missing: string | null; lighthouse: LighthouseResult | null; floor: (LighthouseResult & { address: string }) | null }} SiteFigures
 */

/** A route's figures on one site as the chain's table takes them: its medians, its floor's. */
const medianFigures = (/** @type {SiteFigures} */ figures) => ({
  missing: figures.missing,
  median: figures.lighthouse?.median ?? null,
  floor: figures.floor?.median ?? null,
});

/**
 * The routes of CHAIN_ROUTES on both sites: which one each site is missing, and, with Lighthouse, each route's medians
 * and its floor's, measured with the same settings as the first table, the fixtures' site then the chain's, route by
 * route, so that both are measured while the machine is about as fast. A route the first table measured on the
 * fixtures' site is not measured again there.
 * @type {(chain: { options: BenchOptions; measured: { runs: number; cpuSlowdown: 'auto' | number; chromePath: string }; fixtures: { origin: string; dist: string; lighthouseResults: LighthouseResult[] | null; floorResults: (LighthouseResult & { address?: string })[] | null }; chainOrigin: string; warmUp: boolean }) => Promise<{ routes: { route: string; fixtures: SiteFigures; chain: SiteFigures }[]; measured: Record<'fixtures' | 'chain', { pages: LighthouseResult[]; floors: LighthouseResult[] }> }>}
 */
async function measureChain({ options, measured, fixtures, chainOrigin, warmUp }) {
  const noSession = () => null;
  const browser = await launchBrowser(measured.chromePath);
  const missingHere = await findMissing(browser, fixtures.origin, CHAIN_ROUTES);
  const missingThere = await findMissing(browser, chainOrigin, CHAIN_ROUTES);
  for (const [site, missing] of [
    ['the fixtures’ site', missingHere],
    ['the chain’s site', missingThere],
  ])
    for (const [route, why] of /** @type {Map<string, string | null>} */ (missing))
      if (why) console.log(`bench: ${route} is missing from ${site} (${why}): not measured there`);
  const done = (route) =>
    options.routes.includes(route) && Boolean(fixtures.lighthouseResults?.some((l) => l.route === route));
  const floorsOf = async (origin, dist, routes) =>
    options.floor && routes.length ? await captureFloors(browser, origin, routes, { dist, sessionFor: noSession }) : [];
  const present = (missing) => CHAIN_ROUTES.filter((route) => !missing.get(route));
  // The fixtures' floors of the first table are measured by now: their folder may be written again.
  const floorsHere = options.lighthouse
    ? await floorsOf(
        fixtures.origin,
        fixtures.dist,
        present(missingHere).filter((route) => !done(route)),
      )
    : [];
  const floorsThere = options.lighthouse ? await floorsOf(chainOrigin, CHAIN_BUILD, present(missingThere)) : [];
  await browser.close();

  /** Each site's runs measured here, for the benchmark indexes. */
  const runs = {
    fixtures: { pages: /** @type {LighthouseResult[]} */ ([]), floors: /** @type {LighthouseResult[]} */ ([]) },
    chain: { pages: /** @type {LighthouseResult[]} */ ([]), floors: /** @type {LighthouseResult[]} */ ([]) },
  };
  let first = warmUp;
  /** A page and its floor on one site. */
  const measure = async (/** @type {'fixtures' | 'chain'} */ site, origin, route, floorList, reports, label) => {
    const { pages, floors } = runs[site];
    const settings = { ...measured, sessionFor: noSession, reports, label };
    const [page] = await measureLighthouse(origin, [route], { ...settings, warmUp: first });
    first = false;
    const floorPage = floorList.find((f) => f.route === route && !f.error);
    const [floor] = floorPage ? await measureLighthouse(origin, [floorPage.address], settings) : [];
    if (page) pages.push(page);
    if (floor) floors.push({ ...floor, route });
    return {
      missing: null,
      lighthouse: page ?? null,
      floor: floor && floorPage ? { ...floor, route, address: floorPage.address } : null,
    };
  };
  const routes = [];
  for (const route of CHAIN_ROUTES) {
    /** @type {(why: string | null | undefined) => SiteFigures} */
    const unmeasured = (why) => ({ missing: why ?? null, lighthouse: null, floor: null });
    /** @type {SiteFigures} */
    let here = unmeasured(missingHere.get(route));
    /** @type {SiteFigures} */
    let there = unmeasured(missingThere.get(route));
    if (options.lighthouse && !here.missing) {
      if (done(route)) {
        const floor = fixtures.floorResults?.find((f) => f.route === route);
        here = {
          missing: null,
          lighthouse: fixtures.lighthouseResults?.find((l) => l.route === route) ?? null,
          floor: floor ? { ...floor, address: floor.address ?? '' } : null,
        };
      } else here = await measure('fixtures', fixtures.origin, route, floorsHere, REPORTS_DIR, '');
    }
    if (options.lighthouse && !there.missing)
      there = await measure('chain', chainOrigin, route, floorsThere, join(REPORTS_DIR, 'chain'), '(chain) ');
    routes.push({ route, fixtures: here, chain: there });
  }
  return { routes, measured: runs };
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
