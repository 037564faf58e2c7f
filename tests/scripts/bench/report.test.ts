// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BuildStats } from '../../../scripts/bench/chain.mjs';
import type { FlowResult } from '../../../scripts/bench/flows.mjs';
import type { LighthouseResult } from '../../../scripts/bench/lighthouse.mjs';
import {
  BENCH_END,
  BENCH_START,
  benchSection,
  indexRange,
  replaceBenchSection,
  formatChainFlows,
  formatChainTables,
  formatFlows,
  formatIndexes,
  formatNotes,
  formatTable,
  ratio,
  ratiosOf,
} from '../../../scripts/bench/report.mjs';
import type { RouteSizes } from '../../../scripts/bench/sizes.mjs';

const sized = (route: string, totals: Partial<RouteSizes> = {}): RouteSizes => ({
  route,
  status: 200,
  error: null,
  pageErrors: [],
  jsGzip: 0,
  jsRaw: 0,
  cssGzip: 0,
  cssRaw: 0,
  files: 0,
  mockGzip: 0,
  mockRaw: 0,
  mockFiles: 0,
  fileList: [{ path: 'assets/index.js', type: 'js', mock: false, raw: 1, gzip: 1 }],
  ...totals,
});

const lighthouse = (
  route: string,
  median: Partial<LighthouseResult['median']>,
  runs: LighthouseResult['runs'] = [],
): LighthouseResult => ({
  route,
  median: { perf: null, lcp: null, tbt: null, cpuTbt: null, cls: null, fcp: null, cpuSlowdown: null, ...median },
  runs,
  failedRuns: [],
});

describe('the benchmark’s table', () => {
  it('shows each route’s sizes in gzip KB and its Lighthouse medians, in aligned columns', () => {
    const lines = formatTable(
      [
        sized('/', { jsGzip: 120 * 1024, cssGzip: 9.25 * 1024, files: 14 }),
        sized('/login', { jsGzip: 1536, cssGzip: 512, files: 3 }),
      ],
      [lighthouse('/', { perf: 91, lcp: 2345.6, tbt: 142.4, cpuTbt: 11.6, cls: 0.0123 })],
      false,
    );
    expect(lines).toEqual([
      '',
      'route  | JS gz KB | CSS gz KB | files | perf | LCP ms | TBT ms | TBT cpu ms |   CLS',
      '-------|----------|-----------|-------|------|--------|--------|------------|------',
      '/      |    120.0 |       9.3 |    14 |   91 |   2346 |    142 |         12 | 0.012',
      '/login |      1.5 |       0.5 |     3 |    – |      – |      – |          – |     –',
      '',
    ]);
  });

  it('adds the mock’s column with the embedded mock, and says when a route could not be sized', () => {
    const lines = formatTable(
      [
        sized('/', { jsGzip: 2048, mockGzip: 40 * 1024, files: 2 }),
        sized('/carta', { error: 'timeout', fileList: [] }),
      ],
      null,
      true,
    );
    expect(lines[1]).toBe(
      'route  | JS gz KB | CSS gz KB | mock gz KB | files | perf | LCP ms | TBT ms | TBT cpu ms | CLS',
    );
    expect(lines[3]).toBe(
      '/      |      2.0 |       0.0 |       40.0 |     2 |    – |      – |      – |          – |   –',
    );
    expect(lines[4]).toBe(
      '/carta |    error |           |            |       |    – |      – |      – |          – |   –',
    );
  });
});

describe('the notes under the table', () => {
  it('say how the site was served and whose session the customer pages had', () => {
    expect(
      formatNotes({
        api: 'server',
        customerRoutes: ['/perfil'],
        lighthouseResults: null,
        cpuSlowdown: 'auto',
        runs: 3,
      }),
    ).toEqual([
      'The site built for a real API, served by the mock API over HTTP: no mock in the page. KB = 1024 bytes, gzip level 9.',
      "Customer pages (/perfil) measured with the demo customer's session.",
    ]);
    expect(
      formatNotes({ api: 'mock', customerRoutes: [], lighthouseResults: null, cpuSlowdown: 'auto', runs: 3 }),
    ).toEqual([
      'mock gz KB: the embedded mock API (msw and fixtures), left out of JS gz KB; KB = 1024 bytes, gzip level 9.',
    ]);
  });

  it('give the range of calibrated slowdowns and benchmark indexes, or the fixed slowdown', () => {
    const runs = [
      lighthouse('/', {}, [
        { cpuSlowdown: 2.1, benchmarkIndex: 920.4 },
        { cpuSlowdown: 2.4, benchmarkIndex: 1049.6 },
        { error: 'lost' },
      ]),
    ];
    expect(
      formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: runs, cpuSlowdown: 'auto', runs: 3 })[1],
    ).toBe(
      "perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, CPU slowdown 2.1-2.4x for benchmark indexes 920-1050 (Lighthouse's 4x is meant for 1750)), median of 3 run(s).",
    );
    expect(
      formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: runs, cpuSlowdown: 4, runs: 1 })[1],
    ).toBe('perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, CPU slowdown 4x), median of 1 run(s).');
  });

  it('say what TBT cpu counts when Lighthouse ran', () => {
    const notes = formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: [], cpuSlowdown: 4, runs: 3 });
    expect(notes[2]).toBe(
      "TBT cpu: the blocking time counted on each main-thread task's CPU time instead of its wall time, times the CPU slowdown, above 50 ms, from the first contentful paint on: the page's own work, without the time it waited for a core.",
    );
    expect(
      formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: null, cpuSlowdown: 4, runs: 3 }).join('\n'),
    ).not.toContain('TBT cpu');
  });
});

describe('the page against its floor', () => {
  it('is the ratio site / floor, none when either is missing or the floor is 0', () => {
    expect(ratio(2100, 1000)).toBe(2.1);
    expect(ratio(1000, 1000)).toBe(1);
    expect(ratio(null, 1000)).toBeNull();
    expect(ratio(1000, null)).toBeNull();
    expect(ratio(1000, 0)).toBeNull();
    expect(ratio(Number.NaN, 10)).toBeNull();
  });

  it('compares the medians of FCP and LCP', () => {
    expect(ratiosOf(lighthouse('/', { fcp: 1500, lcp: 3000 }), lighthouse('/', { fcp: 1000, lcp: 1200 }))).toEqual({
      fcp: 1.5,
      lcp: 2.5,
    });
    expect(ratiosOf(lighthouse('/', { fcp: 1500 }), undefined)).toEqual({ fcp: null, lcp: null });
  });

  it('adds the site’s FCP, the floor’s medians and the ratios to the table, as wide as they need', () => {
    const lines = formatTable(
      [
        sized('/login', { jsGzip: 219 * 1024, cssGzip: 4.6 * 1024, files: 27 }),
        sized('/carta', { jsGzip: 1024, files: 1 }),
      ],
      [
        lighthouse('/login', { perf: 87, fcp: 2101, lcp: 2101, tbt: 400, cpuTbt: 95, cls: 0 }),
        lighthouse('/carta', { perf: 90, fcp: 1800, lcp: 2600, tbt: 100, cls: 0.02 }),
      ],
      false,
      [lighthouse('/login', { perf: 100, fcp: 992, lcp: 992, tbt: 0, cls: 0 })],
    );
    expect(lines).toEqual([
      '',
      'route  | JS gz KB | CSS gz KB | files | perf | LCP ms | TBT ms | TBT cpu ms |   CLS | FCP ms | floor perf | floor FCP | floor LCP | floor TBT | floor CLS | FCP x | LCP x',
      '-------|----------|-----------|-------|------|--------|--------|------------|-------|--------|------------|-----------|-----------|-----------|-----------|-------|------',
      '/login |    219.0 |       4.6 |    27 |   87 |   2101 |    400 |         95 | 0.000 |   2101 |        100 |       992 |       992 |         0 |     0.000 |  2.12 |  2.12',
      '/carta |      1.0 |       0.0 |     1 |   90 |   2600 |    100 |          – | 0.020 |   1800 |          – |         – |         – |         – |         – |     – |     –',
      '',
    ]);
  });

  it('lists each run’s benchmark index, the site’s then the floor’s', () => {
    const site = [
      lighthouse('/', {}, [{ benchmarkIndex: 812.4 }, { error: 'lost' }, { benchmarkIndex: 900 }]),
      lighthouse('/carta', {}, [{ benchmarkIndex: 700 }]),
    ];
    expect(formatIndexes(site, [lighthouse('/', {}, [{ benchmarkIndex: 830 }, { benchmarkIndex: 845.5 }])])).toEqual([
      '  /: 812 – 900; floor 830 846',
      '  /carta: 700',
    ]);
  });

  it('is explained under the table, with the flows’ INP', () => {
    const notes = formatNotes({
      api: 'server',
      customerRoutes: [],
      lighthouseResults: [],
      cpuSlowdown: 4,
      runs: 3,
      floorResults: [],
      flows: [],
    });
    expect(notes).toContain(
      'floor: the same page as finally drawn, saved as HTML without scripts (stylesheets and images kept), measured alike; FCP x, LCP x = site / floor.',
    );
    expect(notes.at(-1)).toMatch(
      /^INP: Lighthouse user flows \(timespan, .*\), median of 3 run\(s\); target 100 ms, 200 ms/,
    );
    expect(
      formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: [], cpuSlowdown: 4, runs: 3 }).join('\n'),
    ).not.toMatch(/floor|INP/);
  });
});

describe('the tables at a chain’s size', () => {
  const MB = 1024 * 1024;
  const build = (totals: Partial<BuildStats>, pages: [string, string | null, number | null][]): BuildStats => ({
    dist: '.bench/site',
    seconds: null,
    bytes: 0,
    files: 0,
    restaurantPages: 0,
    pages: pages.map(([route, file, bytes]) => ({ route, file, bytes })),
    ...totals,
  });
  const builds = {
    fixtures: build({ seconds: 94.6, bytes: 12.34 * MB, files: 512, restaurantPages: 36 }, [
      ['/restaurantes', 'restaurantes.html', 40 * 1024],
      ['/restaurantes/madrid-gran-via', 'restaurantes/madrid-gran-via.html', 31.25 * 1024],
      ['/restaurantes/provincia/madrid', null, null],
    ]),
    chain: build({ dist: '.bench/chain-site', seconds: 388, bytes: 80.06 * MB, files: 3404, restaurantPages: 1000 }, [
      ['/restaurantes', 'restaurantes.html', 52 * 1024],
      ['/restaurantes/madrid-gran-via', 'restaurantes/madrid-gran-via.html', 33.5 * 1024],
      ['/restaurantes/provincia/madrid', null, null],
    ]),
  };
  const medians = (m: Partial<LighthouseResult['median']>) => lighthouse('/', m).median;

  it('set the two builds side by side: their pages, build time, folder, files and each page’s HTML', () => {
    expect(formatChainTables({ restaurants: 1000, builds, routes: null, withFloor: true })).toEqual([
      '',
      "At a chain's size                    | fixtures (36) | chain (1000)",
      '-------------------------------------|---------------|-------------',
      'restaurant pages                     |            36 |         1000',
      'build s                              |            95 |          388',
      'build folder MB                      |          12.3 |         80.1',
      'build files                          |           512 |         3404',
      'restaurantes.html KB                 |          40.0 |         52.0',
      'restaurantes/madrid-gran-via.html KB |          31.3 |         33.5',
      '/restaurantes/provincia/madrid KB    |       missing |      missing',
      '',
    ]);
  });

  it('set each route’s medians on the fixtures’ site beside the chain’s, missing where a site has no such page', () => {
    const lines = formatChainTables({
      restaurants: 1000,
      builds: { ...builds, fixtures: { ...builds.fixtures, seconds: null, restaurantPages: 0 } },
      routes: [
        {
          route: '/restaurantes',
          fixtures: {
            missing: null,
            median: medians({ perf: 92, lcp: 2100.4, tbt: 120, cpuTbt: 40 }),
            floor: medians({ lcp: 1000 }),
          },
          chain: {
            missing: null,
            median: medians({ perf: 71, lcp: 3050, tbt: 610.6, cpuTbt: 300 }),
            floor: medians({ lcp: 1220 }),
          },
        },
        {
          route: '/restaurantes/provincia/madrid',
          fixtures: { missing: 'status 404', median: null, floor: null },
          chain: { missing: null, median: medians({ perf: 88, lcp: 2400 }), floor: null },
        },
      ],
      withFloor: true,
    });
    // The sizes first, the fixtures' column named so when its restaurants' pages were not counted.
    expect(lines[1]).toBe("At a chain's size                    | fixtures | chain (1000)");
    expect(lines[4]).toBe('build s                              |        – |          388');
    const table = lines.slice(lines.indexOf('', 1));
    expect(table).toEqual([
      '',
      'route                          | perf fixtures | perf 1000 | LCP ms fixtures | LCP ms 1000 | TBT ms fixtures | TBT ms 1000 | TBT cpu ms fixtures | TBT cpu ms 1000 | LCP x fixtures | LCP x 1000',
      '-------------------------------|---------------|-----------|-----------------|-------------|-----------------|-------------|---------------------|-----------------|----------------|-----------',
      '/restaurantes                  |            92 |        71 |            2100 |        3050 |             120 |         611 |                  40 |             300 |           2.10 |       2.50',
      '/restaurantes/provincia/madrid |       missing |        88 |         missing |        2400 |         missing |           – |             missing |               – |        missing |          –',
      '',
    ]);
  });

  it('leave out the ratio to the floor when no floor was measured', () => {
    const lines = formatChainTables({
      restaurants: 500,
      builds,
      routes: [
        {
          route: '/restaurantes',
          fixtures: { missing: null, median: medians({ perf: 90 }), floor: null },
          chain: { missing: null, median: medians({ perf: 80 }), floor: null },
        },
      ],
      withFloor: false,
    });
    expect(lines).toContain(
      'route         | perf 36 | perf 500 | LCP ms 36 | LCP ms 500 | TBT ms 36 | TBT ms 500 | TBT cpu ms 36 | TBT cpu ms 500',
    );
    expect(lines.join('\n')).not.toContain('LCP x');
  });

  it('are explained under the tables when a second site was built', () => {
    const notes = formatNotes({
      api: 'server',
      customerRoutes: [],
      lighthouseResults: null,
      cpuSlowdown: 4,
      runs: 3,
      chain: 1000,
    });
    expect(notes.at(-1)).toMatch(
      /^At a chain's size: a second site built for the mock API over HTTP listing 1000 restaurants/,
    );
    expect(
      formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: null, cpuSlowdown: 4, runs: 3 }).join('\n'),
    ).not.toContain("chain's size");
  });
});

describe('the interactions’ table', () => {
  const flow = (
    label: string,
    route: string,
    target: number,
    inp: number | null,
    tbt: number | null,
    cpuSlowdown: number | null,
  ): FlowResult => ({
    id: label,
    label,
    route,
    target,
    median: { inp, tbt, cpuSlowdown },
    meetsTarget: inp === null ? null : inp <= target,
    runs: [],
    failedRuns: [],
  });

  it('shows each median INP against its target, its blocking time and slowdown', () => {
    expect(
      formatFlows([
        flow('open a product', '/carta?id=2', 100, 128.4, 45, 4.4),
        flow('log in', '/login', 200, 140, 706.2, 5.9),
        flow('open the cookie settings', '/', 100, null, null, null),
      ]),
    ).toEqual([
      '',
      'interaction              | page        | INP ms | then ms | target |      | TBT ms |  CPU',
      '-------------------------|-------------|--------|---------|--------|------|--------|-----',
      'open a product           | /carta?id=2 |    128 |       – |    100 | over |     45 | 4.4x',
      'log in                   | /login      |    140 |       – |    200 |   ok |    706 | 5.9x',
      'open the cookie settings | /           |      – |       – |    100 |    – |      – |    –',
      '',
    ]);
  });

  it('gives an interaction’s second time beside its INP, and holds both against the target', () => {
    const nearMe = (inp: number, after: number): FlowResult => ({
      ...flow('restaurants near me', '/restaurantes', 100, inp, 20, 4),
      median: { inp, tbt: 20, cpuSlowdown: 4, after },
      afterLabel: 'position to paint',
      meetsTarget: inp <= 100 && after <= 100,
    });
    expect(formatFlows([nearMe(40, 180)])).toEqual([
      '',
      'interaction         | page          | INP ms | then ms | target |      | TBT ms | CPU',
      '--------------------|---------------|--------|---------|--------|------|--------|----',
      'restaurants near me | /restaurantes |     40 |     180 |    100 | over |     20 |  4x',
      '',
    ]);
    expect(
      formatNotes({
        api: 'server',
        customerRoutes: [],
        lighthouseResults: null,
        cpuSlowdown: 'auto',
        runs: 3,
        flows: [nearMe(40, 80)],
      }),
    ).toContain(
      'then: restaurants near me, position to paint (timed in the page, as INP times an input), held against the same target.',
    );
  });

  it('at a chain’s size, sets each interaction on the fixtures’ site beside the chain’s', () => {
    const search = flow('search restaurants by province', '/restaurantes', 100, 60, 10, 4);
    const nearMe: FlowResult = {
      ...flow('restaurants near me', '/restaurantes', 100, 50, 10, 4),
      median: { inp: 50, tbt: 10, cpuSlowdown: 4, after: 140 },
      afterLabel: 'position to paint',
      meetsTarget: false,
    };
    expect(
      formatChainFlows(
        ['36', '1000'],
        [
          { fixtures: search, chain: { ...search, median: { ...search.median, inp: 90 } } },
          { fixtures: { ...nearMe, meetsTarget: true, median: { ...nearMe.median, after: 30 } }, chain: nearMe },
          { fixtures: search, chain: null },
        ],
      ),
    ).toEqual([
      '',
      "Interactions at a chain's size | INP ms 36 | INP ms 1000 | then ms 36 | then ms 1000 | target | 36 | 1000",
      '-------------------------------|-----------|-------------|------------|--------------|--------|----|-----',
      'search restaurants by province |        60 |          90 |          – |            – |    100 | ok |   ok',
      'restaurants near me            |        50 |          50 |         30 |          140 |    100 | ok | over',
      'search restaurants by province |        60 |           – |          – |            – |    100 | ok |    –',
      '',
    ]);
  });
});

describe('the figures the benchmark writes into docs/quality.md', () => {
  const page = (between: string) => ['# Quality', '', BENCH_START, between, BENCH_END, '', 'After.', ''].join('\n');
  const run = (benchmarkIndex: number) => ({ benchmarkIndex }) as LighthouseResult['runs'][number];

  it('say when, with what command and on how fast a machine the tables were measured', () => {
    const section = benchSection({
      timestamp: '2026-11-28T07:05:09.000Z',
      command: 'npm run bench -- --routes main',
      chromium: 'Chromium 156.0',
      results: [lighthouse('/', {}, [run(2612.4), run(2890)]), lighthouse('/carta', {}, [run(2701)])],
      lines: ['', 'route | perf', '------|-----', '/     |   99', '', '', 'flow | INP', ''],
    });
    expect(section).toEqual([
      "Measured 2026-11-28 07:05 UTC with `npm run bench -- --routes main`, Chromium 156.0; the machine's benchmark index 2612-2890 across the runs.",
      '',
      '```',
      'route | perf',
      '------|-----',
      '/     |   99',
      '',
      'flow | INP',
      '```',
    ]);
    expect(indexRange([])).toBeNull();
  });

  it('replace the previous tables instead of adding to them', () => {
    const once = replaceBenchSection(page('old table'), ['first']);
    const twice = replaceBenchSection(once, ['second']);
    expect(twice).toBe(page('second'));
    expect(twice).not.toContain('first');
    expect(twice).not.toContain('old table');
    expect(twice.split(BENCH_START)).toHaveLength(2);
  });

  it('refuse a page without its markers, rather than write the figures elsewhere', () => {
    expect(() => replaceBenchSection('# Quality\n', ['x'])).toThrow('has no benchmark section');
    expect(() => replaceBenchSection(`${BENCH_END}\n${BENCH_START}`, ['x'])).toThrow('has no benchmark section');
  });
});
