/** Type declarations for scripts/bench/lighthouse.mjs. */
export const REFERENCE_BENCHMARK_INDEX: number;
export const DEFAULT_CPU_SLOWDOWN: number;
export const MAX_FAILED_RUNS: number;
export const REPORTS_DIR: string;
export function reportFile(route: string): string;
export function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string | null;
export type RunSample = {
  perf?: number | null;
  lcp?: number | null;
  tbt?: number | null;
  /** The blocking time counted on the tasks' CPU time (cpu-blocking.mjs), null when it could not be counted. */
  cpuTbt?: number | null;
  cls?: number | null;
  fcp?: number | null;
  lcpElement?: string | null;
  runtimeError?: string | null;
  warnings?: string[];
  benchmarkIndex?: number | null;
  cpuSlowdown?: number;
  error?: string;
};
export type Medians = {
  perf: number | null;
  lcp: number | null;
  tbt: number | null;
  cpuTbt: number | null;
  cls: number | null;
  fcp: number | null;
  cpuSlowdown: number | null;
};
export type LighthouseResult = { route: string; median: Medians; runs: RunSample[]; failedRuns: RunSample[] };
export function median(values: unknown[]): number | null;
export function calibratedSlowdown(index: number): number;
export function describeRun(sample: RunSample): string;
export function collectRuns(
  runs: number,
  measure: (run: number) => Promise<RunSample>,
  report?: (run: number, sample: RunSample, again: boolean) => void,
  warmUp?: (sample: RunSample) => void,
): Promise<{ samples: RunSample[]; failed: RunSample[] }>;
export function medians(samples: RunSample[]): Medians;
export function measureLighthouse(
  origin: string,
  routes: string[],
  options: { runs: number; cpuSlowdown: 'auto' | number; sessionFor: (route: string) => unknown; chromePath: string; warmUp?: boolean },
): Promise<LighthouseResult[]>;
