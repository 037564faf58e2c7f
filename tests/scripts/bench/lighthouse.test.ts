// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown, collectRuns, DEFAULT_CPU_SLOWDOWN, describeRun, MAX_FAILED_RUNS, median, medians, REFERENCE_BENCHMARK_INDEX,
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
  const ok = (perf: number): RunSample => ({ perf, lcp: perf * 10, tbt: 0, cls: 0, fcp: 100, cpuSlowdown: 2, benchmarkIndex: 900, runtimeError: null });

  it('run a failed measurement again, and keep it apart', async () => {
    const answers: RunSample[] = [ok(90), { error: 'trace lost' }, ok(80), { perf: null, runtimeError: 'NO_FCP' }, ok(70)];
    const reported: [number, boolean][] = [];
    const { samples, failed } = await collectRuns(3, async () => answers.shift() ?? ok(0), (run, _sample, again) => reported.push([run, again]));
    expect(samples.map((s) => s.perf)).toEqual([90, 80, 70]);
    expect(failed).toEqual([{ error: 'trace lost' }, { perf: null, runtimeError: 'NO_FCP' }]);
    expect(reported).toEqual([[1, false], [2, true], [2, false], [3, true], [3, false]]);
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
    expect(medians([ok(90), ok(70), ok(80)])).toEqual({ perf: 80, lcp: 800, tbt: 0, cls: 0, fcp: 100, cpuSlowdown: 2 });
  });

  it('are logged by their score and slowdown, or their error', () => {
    expect(describeRun({ perf: 93, benchmarkIndex: 1234.6, cpuSlowdown: 2.8, runtimeError: null })).toBe('perf 93 (benchmark index 1235, CPU 2.8x)');
    expect(describeRun({ error: 'Chromium did not open a DevTools port within 30 s' })).toBe('Chromium did not open a DevTools port within 30 s');
    expect(describeRun({ perf: null, runtimeError: 'NO_FCP' })).toBe('NO_FCP');
  });
});
