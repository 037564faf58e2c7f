/**
 * Lighthouse on each route: mobile emulation, simulated throttling, performance only, a fresh Chromium each run,
 * medians of the headline metrics.
 *
 * Lighthouse's 4x CPU slowdown is meant for a high-end desktop (benchmark index 1500-2000, https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md), to
 * emulate a mid-tier phone. Each run is audited with the slowdown that turns the benchmark index Lighthouse measured
 * as it started into that same phone, or with a fixed one (--cpu-slowdown N). A run Lighthouse fails to measure is
 * run again, twice at most per route. The bench's first call warms Lighthouse up with a run it does not count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromeStarter } from './browser.mjs';
import { ROOT } from './build.mjs';
import { cpuBlockingTime } from './cpu-blocking.mjs';
import { floorName } from './floor.mjs';
import { onCleanUp } from './lifecycle.mjs';
import { HOST } from './servers.mjs';

/**
 * @typedef {object} RunSample
 * @property {number | null} [perf]
 * @property {number | null} [lcp]
 * @property {number | null} [tbt]
 * @property {number | null} [cpuTbt] The blocking time counted on the tasks' CPU time (cpu-blocking.mjs), null when it could not be counted.
 * @property {number | null} [cls]
 * @property {number | null} [fcp]
 * @property {string | null} [lcpElement]
 * @property {string | null} [runtimeError]
 * @property {string[]} [warnings]
 * @property {number | null} [benchmarkIndex]
 * @property {number} [cpuSlowdown]
 * @property {string} [error]
 */
/**
 * @typedef {object} Medians
 * @property {number | null} perf
 * @property {number | null} lcp
 * @property {number | null} tbt
 * @property {number | null} cpuTbt
 * @property {number | null} cls
 * @property {number | null} fcp
 * @property {number | null} cpuSlowdown
 */
/**
 * @typedef {object} LighthouseResult
 * @property {string} route
 * @property {Medians} median
 * @property {RunSample[]} runs
 * @property {RunSample[]} failedRuns
 */

/**
 * Lighthouse's benchmark index of the machine its 4x CPU slowdown is meant for (a high-end desktop scores 1500-2000,
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md): 4x brings it to a mid-tier phone's ~440. Other machines get the slowdown that brings them there.
 * @type {number}
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
/** @type {number} */
export const DEFAULT_CPU_SLOWDOWN = 4;
/**
 * How many runs of a route Lighthouse may fail to measure, each run again, before a median is taken of fewer.
 * @type {number}
 */
export const MAX_FAILED_RUNS = 2;

/**
 * Where each route's last Lighthouse report is kept, to read what the numbers do not say (which element, which task).
 * @type {string}
 */
export const REPORTS_DIR = join(ROOT, '.bench', 'reports');

/**
 * The file of a route's report, named as its floor page is: `/` is `index`, `/en/carta` is `en-carta`; in `dir`
 * (the second site's reports have a folder of their own).
 * @type {(route: string, dir?: string) => string}
 */
export const reportFile = (route, dir = REPORTS_DIR) => join(dir, `${floorName(route)}.json`);

/**
 * The largest contentful paint's element as Lighthouse saw it (its HTML, cut short), or null.
 * @type {(lhr: { audits: Record<string, { details?: any }> }) => string | null}
 */
export function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = item?.items?.[0]?.node ?? item?.node;
  return typeof node?.snippet === 'string' ? node.snippet.slice(0, 160) : null;
}

/**
 * The median of the finite numbers among `values`, or null when there are none.
 * @type {(values: any[]) => number | null}
 */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's default emulates on the machine it is meant for.
 * @type {(index: number) => number}
 */
export function calibratedSlowdown(index) {
  return Math.min(20, Math.max(1, Math.round((DEFAULT_CPU_SLOWDOWN * index * 10) / REFERENCE_BENCHMARK_INDEX) / 10));
}

/**
 * What a run says in the bench's log: its error, or its score, its blocking time (and that counted on the tasks' CPU
 * time, when there is one) and the slowdown it was audited with.
 * @type {(sample: RunSample) => string}
 */
export function describeRun(sample) {
  const largest = sample.lcpElement ? `, largest paint ${sample.lcpElement}` : '';
  const onCpu = typeof sample.cpuTbt === 'number' ? `, on CPU time ${Math.round(sample.cpuTbt)} ms` : '';
  return (
    sample.error ??
    sample.runtimeError ??
    `perf ${sample.perf}, FCP ${Math.round(Number(sample.fcp))} ms, LCP ${Math.round(Number(sample.lcp))} ms, TBT ${Math.round(Number(sample.tbt))} ms${onCpu} (benchmark index ${Math.round(Number(sample.benchmarkIndex))}, CPU ${sample.cpuSlowdown}x)${largest}`
  );
}

/**
 * `runs` measurements by `measure(run)`; a run that failed (an `error` or a `runtimeError`) is run again, up to
 * MAX_FAILED_RUNS times, and kept apart. `report(run, sample, again)` is told of each run as it ends. With `warmUp`,
 * one measurement comes first, handed to it and not counted (`measure(0)`).
 * @type {<S extends { error?: string; runtimeError?: string | null }>(runs: number, measure: (run: number) => Promise<S>, report?: (run: number, sample: S, again: boolean) => void, warmUp?: (sample: S) => void) => Promise<{ samples: S[]; failed: S[] }>}
 */
export async function collectRuns(runs, measure, report = () => {}, warmUp = undefined) {
  if (warmUp) warmUp(await measure(0));
  const samples = [];
  /** Runs Lighthouse could not measure (its trace lost, the browser gone). */
  const failed = [];
  for (let run = 1; run <= runs; run++) {
    const sample = await measure(run);
    const again = Boolean(sample.error ?? sample.runtimeError) && failed.length < MAX_FAILED_RUNS;
    report(run, sample, again);
    if (again) {
      failed.push(sample);
      run -= 1;
    } else {
      samples.push(sample);
    }
  }
  return { samples, failed };
}

/**
 * The medians of a route's runs.
 * @type {(samples: RunSample[]) => Medians}
 */
export function medians(samples) {
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    perf: pick('perf'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cpuTbt: pick('cpuTbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    cpuSlowdown: pick('cpuSlowdown'),
  };
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
 * audited with the slowdown for that index (`cpuSlowdown` 'auto'), or with the fixed one given. Each run also counts
 * its blocking time on the tasks' CPU time (`cpuTbt`), which leaves out the time the page waited for a core.
 * Each route's last report is kept in `reports` (.bench/reports/ unless told); `label` starts its lines in the log.
 * @type {(origin: string, routes: string[], options: { runs: number; cpuSlowdown: 'auto' | number; sessionFor: (route: string) => any; chromePath: string; warmUp?: boolean; reports?: string; label?: string }) => Promise<LighthouseResult[]>}
 */
export async function measureLighthouse(
  origin,
  routes,
  { runs, cpuSlowdown, sessionFor, chromePath, warmUp = false, reports = REPORTS_DIR, label = '' },
) {
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const startChrome = await chromeStarter();

  async function measure(route) {
    const chrome = await startChrome(chromePath);
    const stop = () => chrome.kill();
    const forget = onCleanUp(stop);
    try {
      const session = sessionFor(route);
      if (session) await storeSession(chrome.port, origin, session);
      // Mobile emulation and simulated throttling (Lighthouse's defaults). Lighthouse clears the browser's cache,
      // service workers and cache storage first, so every run is a first visit; it leaves local storage, where a
      // customer page finds the session stored just before.
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const gathered = await navigationGather(undefined, origin + route, { flags });
      const index = gathered.artifacts.BenchmarkIndex;
      const slowdown = cpuSlowdown === 'auto' ? calibratedSlowdown(index) : cpuSlowdown;
      for (const settings of new Set(
        [gathered.runnerOptions.resolvedConfig.settings, gathered.artifacts.settings].filter(Boolean),
      )) {
        settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
      }
      const result = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown)
        throw new Error('the CPU slowdown was not applied');
      const value = (id) => lhr.audits[id]?.numericValue ?? null;
      // The blocking time on the tasks' CPU time, beside Lighthouse's on their wall time (cpu-blocking.mjs).
      const cpuTbt = cpuBlockingTime(gathered.artifacts.Trace, slowdown)?.cpu ?? null;
      const score = lhr.categories.performance?.score;
      mkdirSync(reports, { recursive: true });
      writeFileSync(reportFile(route, reports), JSON.stringify(lhr));
      return {
        perf: typeof score === 'number' ? Math.round(score * 100) : null,
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cpuTbt,
        cls: value('cumulative-layout-shift'),
        fcp: value('first-contentful-paint'),
        lcpElement: lcpElement(lhr),
        runtimeError: lhr.runtimeError?.message ?? null,
        warnings: lhr.runWarnings ?? [],
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        cpuSlowdown: slowdown,
      };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    } finally {
      forget();
      await stop();
    }
  }

  const results = [];
  for (const [i, route] of routes.entries()) {
    // The process's first gathering loads and compiles Lighthouse's own code while the page loads: about twice the
    // CPU time of the next ones (2.8 against 1.1-1.8 s here), taken from the two cores the page has. With `warmUp`,
    // the first route is run once more first, not counted, so that its first counted run measures the page alone.
    const warm =
      warmUp && i === 0
        ? (sample) => console.log(`bench: lighthouse ${route} warm-up, not counted: ${describeRun(sample)}`)
        : undefined;
    const { samples, failed } = await collectRuns(
      runs,
      () => measure(route),
      (run, sample, again) => {
        console.log(
          `bench: lighthouse ${label}${route} run ${run}/${runs}: ${describeRun(sample)}${again ? ' (run again)' : ''}`,
        );
      },
      warm,
    );
    results.push({ route, median: medians(samples), runs: samples, failedRuns: failed });
  }
  return results;
}
