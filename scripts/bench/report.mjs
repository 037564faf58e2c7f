/**
 * What the benchmark prints and keeps: one table of sizes and Lighthouse medians, the notes that say how they were
 * measured, and every number in .bench/results-<timestamp>.json and .bench/latest.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './build.mjs';
import { DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX } from './lighthouse.mjs';

/** @import { BuildStats } from './chain.mjs' */
/** @import { FlowResult } from './flows.mjs' */
/** @import { LighthouseResult, Medians } from './lighthouse.mjs' */
/** @import { RouteSizes } from './sizes.mjs' */

const KB = 1024;
/** @type {string} */
export const OUT_DIR = join(ROOT, '.bench');

/**
 * `site / floor`, or null when either is missing or the floor is 0.
 * @type {(site: any, floor: any) => number | null}
 */
export function ratio(site, floor) {
  if (
    typeof site !== 'number' ||
    typeof floor !== 'number' ||
    !Number.isFinite(site) ||
    !Number.isFinite(floor) ||
    floor === 0
  )
    return null;
  return site / floor;
}

/**
 * The ratios site/floor of a route's FCP and LCP medians.
 * @type {(site: LighthouseResult | undefined, floor: LighthouseResult | undefined) => { fcp: number | null; lcp: number | null }}
 */
export function ratiosOf(site, floor) {
  return { fcp: ratio(site?.median.fcp, floor?.median.fcp), lcp: ratio(site?.median.lcp, floor?.median.lcp) };
}

const ms = (v) => (v === null || v === undefined ? '–' : String(Math.round(v)));
const cls = (v) => (v === null || v === undefined ? '–' : v.toFixed(3));
const times = (v) => (v === null ? '–' : v.toFixed(2));

/** Aligned columns, the first `left` of text to the left: the header, a rule, the rows, a blank line before and after. */
function columns(header, rows, left = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return ['', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line), ''];
}

/**
 * The table's lines, a blank line before and after: a row per route, its sizes in gzip KB (the mock's column only
 * with the embedded mock) and its Lighthouse medians ('–' where there are none), with the blocking time counted on the
 * tasks' CPU time beside Lighthouse's. With the floor measured, the site's FCP, the floor's medians and the ratios
 * site/floor of FCP and LCP follow.
 * @param {{ route: string, median: { perf: number | null, fcp: number | null, lcp: number | null, tbt: number | null, cls: number | null } }[] | null} [floorResults]
 * @type {(sizes: RouteSizes[], lighthouseResults: LighthouseResult[] | null, withMock: boolean, floorResults?: LighthouseResult[] | null) => string[]}
 */
export function formatTable(sizes, lighthouseResults, withMock, floorResults = null) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const header = [
    'route',
    'JS gz KB',
    'CSS gz KB',
    ...(withMock ? ['mock gz KB'] : []),
    'files',
    'perf',
    'LCP ms',
    'TBT ms',
    'TBT cpu ms',
    'CLS',
  ];
  if (floorResults)
    header.push('FCP ms', 'floor perf', 'floor FCP', 'floor LCP', 'floor TBT', 'floor CLS', 'FCP x', 'LCP x');
  const rows = sizes.map((s) => {
    const lh = lighthouseResults?.find((l) => l.route === s.route)?.median;
    const sizeCells =
      s.error && !s.fileList.length
        ? ['error', '', ...(withMock ? [''] : []), '']
        : [kb(s.jsGzip), kb(s.cssGzip), ...(withMock ? [kb(s.mockGzip)] : []), String(s.files)];
    const row = [s.route, ...sizeCells, lh?.perf ?? '–', ms(lh?.lcp), ms(lh?.tbt), ms(lh?.cpuTbt), cls(lh?.cls)].map(
      String,
    );
    if (floorResults) {
      const floor = floorResults.find((f) => f.route === s.route)?.median;
      row.push(
        ms(lh?.fcp),
        String(floor?.perf ?? '–'),
        ms(floor?.fcp),
        ms(floor?.lcp),
        ms(floor?.tbt),
        cls(floor?.cls),
      );
      row.push(times(ratio(lh?.fcp, floor?.fcp)), times(ratio(lh?.lcp, floor?.lcp)));
    }
    return row;
  });
  return columns(header, rows);
}

/**
 * The interactions' table: each one's median INP and, where it has one, its second time ("then": the work its input
 * sets off once INP has ended, as the list sorted once the position has come), against its target (ok when both are
 * within it, or over), its blocking time during the interaction and the CPU slowdown it was measured with.
 * @type {(flows: FlowResult[]) => string[]}
 */
export function formatFlows(flows) {
  const rows = flows.map((f) => [
    f.label,
    f.route,
    ms(f.median.inp),
    f.afterLabel ? ms(f.median.after ?? null) : '–',
    String(f.target),
    verdict(f.meetsTarget),
    ms(f.median.tbt),
    f.median.cpuSlowdown === null ? '–' : `${f.median.cpuSlowdown}x`,
  ]);
  return columns(['interaction', 'page', 'INP ms', 'then ms', 'target', '', 'TBT ms', 'CPU'], rows, 2);
}

/** A median against its target: ok, over, or – when it was not measured. */
const verdict = (/** @type {boolean | null} */ meets) => (meets === null ? '–' : meets ? 'ok' : 'over');

/**
 * The interactions measured on both sites, a blank line before and after: each one's median INP (and its second time,
 * where it has one) on the fixtures' site beside the chain's, and whether each meets the target. A column is named by
 * its site's number of restaurants.
 * @type {(counts: [string, string], pairs: { fixtures: FlowResult | null; chain: FlowResult | null }[]) => string[]}
 */
export function formatChainFlows([here, there], pairs) {
  const rows = pairs.map(({ fixtures, chain }) => {
    const known = fixtures ?? chain;
    const figure = (/** @type {FlowResult | null} */ f, /** @type {'inp' | 'after'} */ key) =>
      f && (key === 'inp' || f.afterLabel) ? ms(f.median[key] ?? null) : '–';
    return [
      known?.label ?? '',
      figure(fixtures, 'inp'),
      figure(chain, 'inp'),
      figure(fixtures, 'after'),
      figure(chain, 'after'),
      String(known?.target ?? '–'),
      verdict(fixtures?.meetsTarget ?? null),
      verdict(chain?.meetsTarget ?? null),
    ];
  });
  return columns(
    [
      "Interactions at a chain's size",
      `INP ms ${here}`,
      `INP ms ${there}`,
      `then ms ${here}`,
      `then ms ${there}`,
      'target',
      here,
      there,
    ],
    rows,
  );
}

/**
 * @typedef {object} ChainFigures One route on one site: why it is missing there (null when it is not), the page's
 *   Lighthouse medians and its floor's, null where they were not measured.
 * @property {string | null} missing
 * @property {Medians | null} median
 * @property {Medians | null} floor
 */
/**
 * @typedef {object} ChainRoute
 * @property {string} route
 * @property {ChainFigures} fixtures
 * @property {ChainFigures} chain
 */

/**
 * What names each site's column in the tables at a chain's size: its number of restaurants, the fixtures' pages
 * counted (or "fixtures" where none were), the chain's as asked.
 * @type {(restaurants: number, builds: { fixtures: BuildStats }) => [string, string]}
 */
export const siteCounts = (restaurants, builds) => [
  builds.fixtures.restaurantPages ? String(builds.fixtures.restaurantPages) : 'fixtures',
  String(restaurants),
];

/**
 * The tables "At a chain's size", a blank line before and after each: the two builds side by side (how many
 * restaurants' pages, how long the build took, the folder's MB and files, each measured page's HTML in KB, 'missing'
 * where the build has no file for it), then, when Lighthouse ran, each route's medians on the site from the fixtures
 * beside the chain's (perf, LCP, TBT, TBT cpu, and LCP x its floor when floors were measured), 'missing' on a site
 * without it. A column is named by its site's number of restaurants: the fixtures' pages counted, the chain's asked.
 * @type {(chain: { restaurants: number; builds: { fixtures: BuildStats; chain: BuildStats }; routes: ChainRoute[] | null; withFloor: boolean }) => string[]}
 */
export function formatChainTables({ restaurants, builds, routes, withFloor }) {
  const counts = siteCounts(restaurants, builds);
  const pair = (cell) => [cell(builds.fixtures), cell(builds.chain)];
  const mb = (bytes) => (bytes / KB / KB).toFixed(1);
  const pageRows = builds.fixtures.pages.map((page, i) => {
    const chainPage = builds.chain.pages[i];
    const file = page.file ?? chainPage?.file ?? page.route;
    const kb = (p) => (p?.bytes === null || p?.bytes === undefined ? 'missing' : (p.bytes / KB).toFixed(1));
    return [`${file} KB`, kb(page), kb(chainPage)];
  });
  const sizes = columns(
    [
      "At a chain's size",
      builds.fixtures.restaurantPages ? `fixtures (${counts[0]})` : 'fixtures',
      `chain (${counts[1]})`,
    ],
    [
      ['restaurant pages', ...pair((b) => String(b.restaurantPages))],
      ['build s', ...pair((b) => (b.seconds === null ? '–' : String(Math.round(b.seconds))))],
      ['build folder MB', ...pair((b) => mb(b.bytes))],
      ['build files', ...pair((b) => String(b.files))],
      ...pageRows,
    ],
  );
  if (!routes) return sizes;
  /** @type {[string, (figures: ChainFigures) => string][]} */
  const metrics = [
    ['perf', (f) => String(f.median?.perf ?? '–')],
    ['LCP ms', (f) => ms(f.median?.lcp)],
    ['TBT ms', (f) => ms(f.median?.tbt)],
    ['TBT cpu ms', (f) => ms(f.median?.cpuTbt)],
    ...(withFloor
      ? /** @type {[string, (figures: ChainFigures) => string][]} */ ([
          ['LCP x', (f) => times(ratio(f.median?.lcp, f.floor?.lcp))],
        ])
      : []),
  ];
  const header = ['route', ...metrics.flatMap(([name]) => counts.map((count) => `${name} ${count}`))];
  const rows = routes.map((r) => [
    r.route,
    ...metrics.flatMap(([, cell]) => [r.fixtures, r.chain].map((f) => (f.missing ? 'missing' : cell(f)))),
  ]);
  return [...sizes, ...columns(header, rows).slice(1)];
}

/**
 * Each route's benchmark indexes, run by run, the site's then the floor's: how fast the machine was as each run began.
 * @type {(lighthouseResults: LighthouseResult[], floorResults: LighthouseResult[] | null) => string[]}
 */
export function formatIndexes(lighthouseResults, floorResults) {
  const indexes = (runs) =>
    runs.map((r) => (typeof r.benchmarkIndex === 'number' ? String(Math.round(r.benchmarkIndex)) : '–')).join(' ');
  return lighthouseResults.map((l) => {
    const floor = floorResults?.find((f) => f.route === l.route);
    return `  ${l.route}: ${indexes(l.runs)}${floor ? `; floor ${indexes(floor.runs)}` : ''}`;
  });
}

/**
 * The notes under the table: what was built and served, whose session, how Lighthouse was throttled, what TBT cpu counts.
 * @type {(notes: { api: 'server' | 'mock'; customerRoutes: string[]; lighthouseResults: LighthouseResult[] | null; cpuSlowdown: 'auto' | number; runs: number; floorResults?: LighthouseResult[] | null; flows?: FlowResult[] | null; chain?: number; }) => string[]}
 */
export function formatNotes({
  api,
  customerRoutes,
  lighthouseResults,
  cpuSlowdown,
  runs,
  floorResults = null,
  flows = null,
  chain = 0,
}) {
  const notes = [
    api === 'server'
      ? 'The site built for a real API, served by the mock API over HTTP: no mock in the page. KB = 1024 bytes, gzip level 9.'
      : 'mock gz KB: the embedded mock API (msw and fixtures), left out of JS gz KB; KB = 1024 bytes, gzip level 9.',
  ];
  if (customerRoutes.length && api === 'server')
    notes.push(`Customer pages (${customerRoutes.join(', ')}) measured with the demo customer's session.`);
  if (lighthouseResults) {
    const slowdowns = lighthouseResults
      .flatMap((l) => l.runs.map((r) => r.cpuSlowdown))
      .filter((v) => typeof v === 'number');
    const indexes = lighthouseResults
      .flatMap((l) => l.runs.map((r) => r.benchmarkIndex))
      .filter((v) => typeof v === 'number');
    const cpu =
      cpuSlowdown === 'auto'
        ? `CPU slowdown ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x for benchmark indexes ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} (Lighthouse's ${DEFAULT_CPU_SLOWDOWN}x is meant for ${REFERENCE_BENCHMARK_INDEX})`
        : `CPU slowdown ${cpuSlowdown}x`;
    notes.push(`perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, ${cpu}), median of ${runs} run(s).`);
    notes.push(
      "TBT cpu: the blocking time counted on each main-thread task's CPU time instead of its wall time, times the CPU slowdown, above 50 ms, from the first contentful paint on: the page's own work, without the time it waited for a core.",
    );
  }
  if (floorResults) {
    notes.push(
      'floor: the same page as finally drawn, saved as HTML without scripts (stylesheets and images kept), measured alike; FCP x, LCP x = site / floor.',
    );
  }
  if (chain) {
    notes.push(
      `At a chain's size: a second site built ${api === 'server' ? `for the mock API over HTTP listing ${chain} restaurants` : `with the embedded mock listing ${chain} restaurants`} (.bench/chain-site/), measured alike in the same run; build s = npm run build's wall time, MB = 1024 KB of every file in the build's folder; missing = the address answers 404 or the site's not-found page.`,
    );
  }
  if (flows) {
    notes.push(
      `INP: Lighthouse user flows (timespan, mobile screen, the same calibrated CPU slowdown, no network throttling), median of ${runs} run(s); target 100 ms, 200 ms for a change of the whole page.`,
    );
    if (flows.some((f) => f.afterLabel))
      notes.push(
        `then: ${flows
          .filter((f) => f.afterLabel)
          .map((f) => `${f.label}, ${f.afterLabel}`)
          .join('; ')} (timed in the page, as INP times an input), held against the same target.`,
      );
  }
  return notes;
}

/**
 * Writes `results` to .bench/results-<timestamp>.json and .bench/latest.json; the first one's path.
 * @type {(results: { timestamp: string } & Record<string, any>) => string}
 */
export function writeResults(results) {
  mkdirSync(OUT_DIR, { recursive: true });
  const json = JSON.stringify(results, null, 2) + '\n';
  const file = join(OUT_DIR, `results-${results.timestamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(OUT_DIR, 'latest.json'), json);
  return relative(ROOT, file);
}

/**
 * The page of the current figures, whose benchmark section `npm run bench -- --write` replaces.
 * @type {string}
 */
export const QUALITY_FILE = join(ROOT, 'docs', 'quality.md');
/** @type {string} */
export const BENCH_START = '<!-- bench:start: written by `npm run bench -- --write`, which replaces it -->';
/** @type {string} */
export const BENCH_END = '<!-- bench:end -->';

/**
 * The lowest and highest benchmark index Lighthouse measured at the start of the runs (the site's and the floors'), or
 * null when none was measured.
 * @type {(results: LighthouseResult[]) => { min: number; max: number } | null}
 */
export function indexRange(results) {
  const indexes = results
    .flatMap((result) => result.runs.map((run) => run.benchmarkIndex))
    .filter(
      /** @type {(index: unknown) => index is number} */ (index) => typeof index === 'number' && Number.isFinite(index),
    );
  if (!indexes.length) return null;
  return { min: Math.round(Math.min(...indexes)), max: Math.round(Math.max(...indexes)) };
}

/**
 * The benchmark section of docs/quality.md: when and how it was measured, the machine's benchmark index, then the
 * tables and notes as the bench printed them.
 * @type {(section: { timestamp: string; command: string; chromium: string; results: LighthouseResult[]; lines: string[] }) => string[]}
 */
export function benchSection({ timestamp, command, chromium, results, lines }) {
  const range = indexRange(results);
  const when = timestamp.slice(0, 16).replace('T', ' ');
  return [
    `Measured ${when} UTC with \`${command}\`, ${chromium}; the machine's benchmark index ` +
      (range ? `${range.min}-${range.max} across the runs.` : 'was not measured (no Lighthouse run).'),
    '',
    '```',
    // One blank line between the tables and the notes, none at either end.
    ...lines.filter((line, i, all) => !(line === '' && (i === 0 || i === all.length - 1 || all[i - 1] === ''))),
    '```',
  ];
}

/**
 * `markdown` with the text between BENCH_START and BENCH_END replaced by `section`: the previous table goes, never
 * piles up. Throws when the markers are missing or out of order.
 * @type {(markdown: string, section: string[]) => string}
 */
export function replaceBenchSection(markdown, section) {
  const start = markdown.indexOf(BENCH_START);
  const end = markdown.indexOf(BENCH_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/quality.md has no benchmark section: it needs the lines ${BENCH_START} and ${BENCH_END}`);
  }
  return `${markdown.slice(0, start + BENCH_START.length)}\n${section.join('\n')}\n${markdown.slice(end)}`;
}

/**
 * Replaces the benchmark section of docs/quality.md (or of `file`) with `section`.
 * @type {(section: string[], file?: string) => void}
 */
export function writeBenchSection(section, file = QUALITY_FILE) {
  writeFileSync(file, replaceBenchSection(readFileSync(file, 'utf8'), section));
}
