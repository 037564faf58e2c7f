/**
 * @typedef {object} TraceEvent
 * @property {string} [name]
 * @property {string} [ph]
 * @property {number} [pid]
 * @property {number} [tid]
 * @property {number} [ts]
 * @property {number} [dur]
 * @property {number} [tdur]
 * @property {Record<string, any>} [args]
 */

/**
 * The blocking time of a Lighthouse run counted on the CPU time of the page's tasks rather than on their wall time.
 *
 * Lighthouse's Total Blocking Time follows each main-thread task's wall duration. On a machine with few cores the
 * page's main thread waits for a core much of the time while it loads (the browser process takes screenshots, the
 * GPU process composites), and that wait is counted as the page's own work: TBT then follows the machine's load.
 * Chrome's trace gives each task its thread's CPU time too (`tdur`, beside the wall `dur`), which leaves the wait out.
 */

/**
 * A task longer than this blocks the page for the rest of its time, as in Lighthouse's TBT.
 * @type {number}
 */
export const LONG_TASK_MS = 50;

/**
 * The page's blocking time from its first contentful paint to the end of the trace, counted twice: on each task's
 * CPU time (`cpu`) and on its wall time (`wall`), in whole ms; null when the page never painted content.
 *
 * The page's main thread is the renderer main thread (`CrRendererMain`) with the most events in the trace: the trace
 * also holds other renderers, such as about:blank's. Each of its tasks that starts at or after the page's first
 * contentful paint counts what its time, multiplied by the CPU slowdown, lasts beyond 50 ms. A task inside another
 * (a nested run loop) is part of that one and is not counted again. A task without a CPU time counts 0 in `cpu`.
 *
 * This approximates Lighthouse's TBT rather than reproducing it: Lighthouse simulates the page's graph of tasks and
 * requests with the slowdown and counts up to the page's time to interactive, while this counts each task's own time
 * scaled by the slowdown, up to the end of the trace. Printed beside Lighthouse's TBT, `cpu` is the page's own work
 * without the time it waited for a core, so a reader can tell one from the other when the machine is loaded.
 *
 * @param {any[] | { traceEvents: any[] }} trace the trace's events, or Lighthouse's Trace artifact holding them
 * @param {number} slowdown the CPU slowdown the run was audited with
 * @returns {{ cpu: number, wall: number } | null}
 */
export function cpuBlockingTime(trace, slowdown) {
  const events = Array.isArray(trace) ? trace : trace?.traceEvents;
  if (!Array.isArray(events)) return null;

  const key = (e) => `${e.pid}:${e.tid}`;
  const renderers = new Set(
    events.filter((e) => e?.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key),
  );
  const counts = new Map();
  for (const e of events) {
    if (e && renderers.has(key(e))) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
  }
  let main = null;
  for (const [thread, count] of counts) if (!main || count > counts.get(main)) main = thread;
  if (!main) return null;
  const pid = events.find((e) => e && key(e) === main).pid;

  const paints = events.filter((e) => e?.name === 'firstContentfulPaint' && e.pid === pid && typeof e.ts === 'number');
  if (!paints.length) return null;
  const fcp = Math.min(...paints.map((e) => e.ts));

  const tasks = events
    .filter((e) => e?.ph === 'X' && e.name === 'RunTask' && key(e) === main && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  const blocking = (us) =>
    typeof us === 'number' && Number.isFinite(us) ? Math.max(0, (us / 1000) * slowdown - LONG_TASK_MS) : 0;
  let cpu = 0;
  let wall = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (typeof task.dur === 'number' ? task.dur : 0);
    if (task.ts < fcp) continue;
    cpu += blocking(task.tdur);
    wall += blocking(task.dur);
  }
  return { cpu: Math.round(cpu), wall: Math.round(wall) };
}
