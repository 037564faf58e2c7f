/** Type declarations for scripts/bench/cpu-blocking.mjs. */
export const LONG_TASK_MS: number;
export type TraceEvent = { name?: string; ph?: string; pid?: number; tid?: number; ts?: number; dur?: number; tdur?: number; args?: Record<string, unknown> };
export function cpuBlockingTime(trace: TraceEvent[] | { traceEvents: TraceEvent[] }, slowdown: number): { cpu: number; wall: number } | null;
