// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  collectRuns,
  DEFAULT_CPU_SLOWDOWN,
  describeRun,
  lcpElement,
  MAX_FAILED_RUNS,
  median,
  medians,
  REFERENCE_BENCHMARK_INDEX,
  reportFile,
  type RunSample,
} from '../../../scripts/bench/lighthouse.mjs';

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('leaves out what is not a number, and is null when nothing is left', () => {
    expect(median([null, 5, undefined, Number.NaN, 1, 'x'])).toBe(3);
    expect(median([null, undefined])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('the CPU slowdown calibrated from the benchmark index', () => {
  it('is Lighthouse’s default on the machine it is meant for', () => {
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('follows the machine’s speed, to a tenth', () => {
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(3500)).toBe(8);
    expect(calibratedSlowdown(1000)).toBe(2.3);
  });

  it('stays between 1 and 20', () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(100_000)).toBe(20);
  });
});

describe('the runs of a route', () => {
  const ok = (perf: number): RunSample => ({
    perf,
    lcp: perf * 10,
    tbt: 0,
    cpuTbt: perf - 60,
    cls: 0,
    fcp: 100,
    cpuSlowdown: 2,
    benchmarkIndex: 900,
    runtimeError: null,
  });

  it('run a failed measurement again, and keep it apart', async () => {
    const answers: RunSample[] = [
      ok(90),
      { error: 'trace lost' },
      ok(80),
      { perf: null, runtimeError: 'NO_FCP' },
      ok(70),
    ];
    const reported: [number, boolean][] = [];
    const { samples, failed } = await collectRuns(
      3,
      async () => answers.shift() ?? ok(0),
      (run, _sample, again) => reported.push([run, again]),
    );
    expect(samples.map((s) => s.perf)).toEqual([90, 80, 70]);
    expect(failed).toEqual([{ error: 'trace lost' }, { perf: null, runtimeError: 'NO_FCP' }]);
    expect(reported).toEqual([
      [1, false],
      [2, true],
      [2, false],
      [3, true],
      [3, false],
    ]);
  });

  it('may start with a warm-up that is handed over and not counted', async () => {
    const answers: RunSample[] = [ok(10), ok(90), ok(80), ok(70)];
    const runsAsked: number[] = [];
    const warmUps: RunSample[] = [];
    const reported: number[] = [];
    const { samples, failed } = await collectRuns(
      3,
      async (run) => {
        runsAsked.push(run);
        return answers.shift() ?? ok(0);
      },
      (run) => reported.push(run),
      (sample) => warmUps.push(sample),
    );
    expect(warmUps.map((s) => s.perf)).toEqual([10]);
    expect(samples.map((s) => s.perf)).toEqual([90, 80, 70]);
    expect(failed).toEqual([]);
    expect(runsAsked).toEqual([0, 1, 2, 3]);
    expect(reported).toEqual([1, 2, 3]);
    expect(medians(samples).perf).toBe(80);
  });

  it('give up running again after a few failures, and take the median of fewer', async () => {
    let calls = 0;
    const { samples, failed } = await collectRuns(2, async () => {
      calls += 1;
      return { error: `failure ${calls}` };
    });
    expect(failed).toHaveLength(MAX_FAILED_RUNS);
    expect(samples).toEqual([{ error: 'failure 3' }, { error: 'failure 4' }]);
    expect(medians(samples).perf).toBeNull();
  });

  it('are summed up by the median of each metric', () => {
    expect(medians([ok(90), ok(70), ok(80)])).toEqual({
      perf: 80,
      lcp: 800,
      tbt: 0,
      cpuTbt: 20,
      cls: 0,
      fcp: 100,
      cpuSlowdown: 2,
    });
    expect(medians([ok(90), { ...ok(70), cpuTbt: null }]).cpuTbt).toBe(30);
  });

  it('are logged by their score and slowdown, or their error', () => {
    expect(
      describeRun({
        perf: 93,
        fcp: 900.4,
        lcp: 2100.6,
        tbt: 140,
        cpuTbt: 12.4,
        benchmarkIndex: 1234.6,
        cpuSlowdown: 2.8,
        runtimeError: null,
      }),
    ).toBe('perf 93, FCP 900 ms, LCP 2101 ms, TBT 140 ms, on CPU time 12 ms (benchmark index 1235, CPU 2.8x)');
    expect(
      describeRun({
        perf: 93,
        fcp: 900,
        lcp: 2100,
        tbt: 12,
        cpuTbt: null,
        benchmarkIndex: 1234,
        cpuSlowdown: 2.8,
        runtimeError: null,
      }),
    ).toBe('perf 93, FCP 900 ms, LCP 2100 ms, TBT 12 ms (benchmark index 1234, CPU 2.8x)');
    expect(
      describeRun({
        perf: 97,
        fcp: 900,
        lcp: 1000,
        tbt: 0,
        benchmarkIndex: 4000,
        cpuSlowdown: 9,
        lcpElement: '<h1 id="page-title">',
      }),
    ).toBe(
      'perf 97, FCP 900 ms, LCP 1000 ms, TBT 0 ms (benchmark index 4000, CPU 9x), largest paint <h1 id="page-title">',
    );
    expect(describeRun({ error: 'Chromium did not open a DevTools port within 30 s' })).toBe(
      'Chromium did not open a DevTools port within 30 s',
    );
    expect(describeRun({ perf: null, runtimeError: 'NO_FCP' })).toBe('NO_FCP');
  });
});

describe('what a run keeps besides its numbers', () => {
  it('names the largest paint by its element, as Lighthouse gives it', () => {
    const audit = (details: unknown) => ({ audits: { 'largest-contentful-paint-element': { details } } });
    expect(lcpElement(audit({ items: [{ items: [{ node: { snippet: '<h1 class="title">' } }] }] }))).toBe(
      '<h1 class="title">',
    );
    expect(lcpElement(audit({ items: [{ node: { snippet: '<p>' } }] }))).toBe('<p>');
    expect(lcpElement(audit({ items: [] }))).toBeNull();
    expect(lcpElement({ audits: {} })).toBeNull();
  });

  it('keeps the report of each route in a file named after its address', () => {
    expect(reportFile('/')).toMatch(/[/\\]\.bench[/\\]reports[/\\]index\.json$/);
    expect(reportFile('/en/carta')).toMatch(/en-carta\.json$/);
    expect(reportFile('/ca/')).toMatch(/[/\\]ca\.json$/);
  });
});
