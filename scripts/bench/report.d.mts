/** Type declarations for scripts/bench/report.mjs. */
import type { FlowResult } from './flows.mjs';
import type { LighthouseResult } from './lighthouse.mjs';
import type { RouteSizes } from './sizes.mjs';

export const OUT_DIR: string;
export function ratio(site: unknown, floor: unknown): number | null;
export function ratiosOf(site: LighthouseResult | undefined, floor: LighthouseResult | undefined): { fcp: number | null; lcp: number | null };
export function formatTable(
  sizes: RouteSizes[],
  lighthouseResults: LighthouseResult[] | null,
  withMock: boolean,
  floorResults?: LighthouseResult[] | null,
): string[];
export function formatFlows(flows: FlowResult[]): string[];
export function formatIndexes(lighthouseResults: LighthouseResult[], floorResults: LighthouseResult[] | null): string[];
export function formatNotes(notes: {
  api: 'server' | 'mock';
  customerRoutes: string[];
  lighthouseResults: LighthouseResult[] | null;
  cpuSlowdown: 'auto' | number;
  runs: number;
  floorResults?: LighthouseResult[] | null;
  flows?: FlowResult[] | null;
}): string[];
export function writeResults(results: { timestamp: string } & Record<string, unknown>): string;
