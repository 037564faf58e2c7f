/** Type declarations for scripts/contract/report.mjs. */
import type { Problem } from './schema.mjs';

export type CallResult = {
  api: string;
  method: string;
  path: string;
  label: string;
  language: string | null;
  status: number | null;
  ms: number | null;
  outcome: 'ok' | 'FAIL' | 'skip';
  errors: Problem[];
  warnings: Problem[];
  note: string | null;
};
export const ERRORS_SHOWN: number;
export function formatLine(result: CallResult): string;
export function summarize(results: CallResult[]): {
  counts: { calls: number; ok: number; failed: number; skipped: number; warnings: number };
  exitCode: 0 | 1;
};
export function formatSummary(run: {
  results: CallResult[];
  notRun?: { operation: string; reason: string }[];
  notices?: string[];
}): string;
export function maskDeep<T>(value: T, mask: (text: string) => string): T;
