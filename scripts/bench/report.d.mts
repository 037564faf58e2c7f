/** Type declarations for scripts/bench/report.mjs. */
import type { LighthouseResult } from './lighthouse.mjs';
import type { RouteSizes } from './sizes.mjs';

export const OUT_DIR: string;
export function formatTable(sizes: RouteSizes[], lighthouseResults: LighthouseResult[] | null, withMock: boolean): string[];
export function formatNotes(notes: {
  api: 'server' | 'mock';
  customerRoutes: string[];
  lighthouseResults: LighthouseResult[] | null;
  cpuSlowdown: 'auto' | number;
  runs: number;
}): string[];
export function writeResults(results: { timestamp: string } & Record<string, unknown>): string;
