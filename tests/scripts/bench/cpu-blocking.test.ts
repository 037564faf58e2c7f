// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from '../../../scripts/bench/cpu-blocking.mjs';

/** The page's renderer and another one (about:blank's), each with its main thread named as Chrome names it. */
const PAGE = { pid: 10, tid: 1 };
const BLANK = { pid: 20, tid: 1 };
const FCP_TS = 1_000_000;

const threadName = (thread: { pid: number; tid: number }, name = 'CrRendererMain'): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  ...thread,
  ts: 0,
  args: { name },
});
const fcp = (thread: { pid: number; tid: number }, ts = FCP_TS): TraceEvent => ({
  ph: 'R',
  name: 'firstContentfulPaint',
  ...thread,
  ts,
  args: { frame: 'F' },
});
/** A top-level task starting at `ts` µs, `wallMs` long on the clock and `cpuMs` on its thread's CPU (none when undefined). */
const task = (thread: { pid: number; tid: number }, ts: number, wallMs: number, cpuMs?: number): TraceEvent => ({
  ph: 'X',
  name: 'RunTask',
  ...thread,
  ts,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
/** Events that only make a thread busier. */
const filler = (thread: { pid: number; tid: number }, count: number): TraceEvent[] =>
  Array.from({ length: count }, (_, i) => ({ ph: 'X', name: 'Layout', ...thread, ts: FCP_TS + i, dur: 1, tdur: 1 }));

describe('the blocking time on the tasks’ CPU time', () => {
  it('counts what each task’s CPU time, times the slowdown, lasts beyond 50 ms', () => {
    const trace = [threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS + 10, 10, 10), task(PAGE, FCP_TS + 20_000, 5, 5)];
    expect(cpuBlockingTime(trace, 6.5)).toEqual({ cpu: 15, wall: 15 });
    expect(cpuBlockingTime([threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS + 10, 5, 5)], 6.5)).toEqual({
      cpu: 0,
      wall: 0,
    });
  });

  it('follows the tasks’ CPU time in `cpu` and their wall time in `wall`', () => {
    // 40 ms on the clock, of which 10 ms on the CPU: the thread waited 30 ms for a core.
    const trace = [threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS, 40, 10), task(PAGE, FCP_TS + 50_000, 20, 12)];
    expect(cpuBlockingTime(trace, 6.5)).toEqual({ cpu: 15 + 28, wall: 210 + 80 });
  });

  it('leaves out the tasks before the first contentful paint', () => {
    const trace = [threadName(PAGE), task(PAGE, FCP_TS - 100_000, 40, 30), fcp(PAGE), task(PAGE, FCP_TS + 1, 12, 12)];
    expect(cpuBlockingTime(trace, 5)).toEqual({ cpu: 10, wall: 10 });
  });

  it('counts a task inside another once, as part of the one it is in', () => {
    const trace = [threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS, 30, 20), task(PAGE, FCP_TS + 5_000, 20, 15)];
    expect(cpuBlockingTime(trace, 5)).toEqual({ cpu: 50, wall: 100 });
  });

  it('counts 0 for a task without a CPU time', () => {
    expect(cpuBlockingTime([threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS, 30)], 5)).toEqual({ cpu: 0, wall: 100 });
  });

  it('is counted on the busiest renderer main thread, not on another renderer’s', () => {
    const trace = [
      threadName(BLANK),
      threadName(PAGE),
      threadName({ pid: 10, tid: 7 }, 'Compositor'),
      fcp(BLANK, FCP_TS - 500_000),
      task(BLANK, FCP_TS - 400_000, 100, 100),
      fcp(PAGE),
      task(PAGE, FCP_TS + 10, 20, 20),
      ...filler(PAGE, 5),
      ...filler({ pid: 10, tid: 7 }, 50),
    ];
    expect(cpuBlockingTime(trace, 5)).toEqual({ cpu: 50, wall: 50 });
    // The same trace with about:blank's renderer the busier: its own paint and task are the ones counted.
    expect(cpuBlockingTime([...trace, ...filler(BLANK, 10)], 5)).toEqual({ cpu: 450, wall: 450 });
  });

  it('takes the first contentful paint of the page’s renderer, not another’s', () => {
    const trace = [
      threadName(BLANK),
      threadName(PAGE),
      fcp(BLANK, FCP_TS + 100_000),
      task(PAGE, FCP_TS + 10, 20, 20),
      ...filler(PAGE, 5),
    ];
    expect(cpuBlockingTime(trace, 5)).toBeNull();
    expect(cpuBlockingTime([...trace, fcp(PAGE)], 5)).toEqual({ cpu: 50, wall: 50 });
  });

  it('is null when the page painted no content, or there is no renderer main thread', () => {
    expect(cpuBlockingTime([threadName(PAGE), task(PAGE, FCP_TS, 40, 40)], 5)).toBeNull();
    expect(cpuBlockingTime([fcp(PAGE), task(PAGE, FCP_TS, 40, 40)], 5)).toBeNull();
    expect(cpuBlockingTime([], 5)).toBeNull();
  });

  it('reads the events of Lighthouse’s Trace artifact too', () => {
    const traceEvents = [threadName(PAGE), fcp(PAGE), task(PAGE, FCP_TS + 10, 10, 10)];
    expect(cpuBlockingTime({ traceEvents }, 6.5)).toEqual({ cpu: 15, wall: 15 });
  });
});
