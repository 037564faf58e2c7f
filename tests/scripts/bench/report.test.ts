// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from '../../../scripts/bench/lighthouse.mjs';
import { formatNotes, formatTable } from '../../../scripts/bench/report.mjs';
import type { RouteSizes } from '../../../scripts/bench/sizes.mjs';

const sized = (route: string, totals: Partial<RouteSizes> = {}): RouteSizes => ({
  route, status: 200, error: null, pageErrors: [], jsGzip: 0, jsRaw: 0, cssGzip: 0, cssRaw: 0, files: 0, mockGzip: 0, mockRaw: 0, mockFiles: 0,
  fileList: [{ path: 'assets/index.js', type: 'js', mock: false, raw: 1, gzip: 1 }], ...totals,
});

const lighthouse = (route: string, median: Partial<LighthouseResult['median']>, runs: LighthouseResult['runs'] = []): LighthouseResult => ({
  route, median: { perf: null, lcp: null, tbt: null, cls: null, fcp: null, cpuSlowdown: null, ...median }, runs, failedRuns: [],
});

describe('the benchmark’s table', () => {
  it('shows each route’s sizes in gzip KB and its Lighthouse medians, in aligned columns', () => {
    const lines = formatTable(
      [sized('/', { jsGzip: 120 * 1024, cssGzip: 9.25 * 1024, files: 14 }), sized('/login', { jsGzip: 1536, cssGzip: 512, files: 3 })],
      [lighthouse('/', { perf: 91, lcp: 2345.6, tbt: 12.4, cls: 0.0123 })],
      false,
    );
    expect(lines).toEqual([
      '',
      'route  | JS gz KB | CSS gz KB | files | perf | LCP ms | TBT ms |   CLS',
      '-------|----------|-----------|-------|------|--------|--------|------',
      '/      |    120.0 |       9.3 |    14 |   91 |   2346 |     12 | 0.012',
      '/login |      1.5 |       0.5 |     3 |    – |      – |      – |     –',
      '',
    ]);
  });

  it('adds the mock’s column with the embedded mock, and says when a route could not be sized', () => {
    const lines = formatTable(
      [sized('/', { jsGzip: 2048, mockGzip: 40 * 1024, files: 2 }), sized('/carta', { error: 'timeout', fileList: [] })],
      null,
      true,
    );
    expect(lines[1]).toBe('route  | JS gz KB | CSS gz KB | mock gz KB | files | perf | LCP ms | TBT ms | CLS');
    expect(lines[3]).toBe('/      |      2.0 |       0.0 |       40.0 |     2 |    – |      – |      – |   –');
    expect(lines[4]).toBe('/carta |    error |           |            |       |    – |      – |      – |   –');
  });
});

describe('the notes under the table', () => {
  it('say how the site was served and whose session the customer pages had', () => {
    expect(formatNotes({ api: 'server', customerRoutes: ['/perfil'], lighthouseResults: null, cpuSlowdown: 'auto', runs: 3 })).toEqual([
      'The site built for a real API, served by the mock API over HTTP: no mock in the page. KB = 1024 bytes, gzip level 9.',
      'Customer pages (/perfil) measured with the demo customer\'s session.',
    ]);
    expect(formatNotes({ api: 'mock', customerRoutes: [], lighthouseResults: null, cpuSlowdown: 'auto', runs: 3 })).toEqual([
      'mock gz KB: the embedded mock API (msw and fixtures), left out of JS gz KB; KB = 1024 bytes, gzip level 9.',
    ]);
  });

  it('give the range of calibrated slowdowns and benchmark indexes, or the fixed slowdown', () => {
    const runs = [lighthouse('/', {}, [{ cpuSlowdown: 2.1, benchmarkIndex: 920.4 }, { cpuSlowdown: 2.4, benchmarkIndex: 1049.6 }, { error: 'lost' }])];
    expect(formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: runs, cpuSlowdown: 'auto', runs: 3 })[1]).toBe(
      'perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, CPU slowdown 2.1-2.4x for benchmark indexes 920-1050 (Lighthouse\'s 4x is meant for 1750)), median of 3 run(s).',
    );
    expect(formatNotes({ api: 'server', customerRoutes: [], lighthouseResults: runs, cpuSlowdown: 4, runs: 1 })[1]).toBe(
      'perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, CPU slowdown 4x), median of 1 run(s).',
    );
  });
});
