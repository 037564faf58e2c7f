/** Type declarations for scripts/contract/runner.mjs. */
import type { ContractOptions } from './args.mjs';
import type { send } from './http.mjs';
import type { Masker } from './mask.mjs';
import type { Operation } from './operations.mjs';
import type { CallResult } from './report.mjs';
import type { Scenario } from './scenarios.mjs';
import type { createChecker } from './schema.mjs';

export const TEMPORARY_PASSWORD_SUFFIX: string;
export function enabled(row: Scenario, options: ContractOptions): boolean;
export function notRunReason(row: Scenario): string;
export function runScenarios(run: {
  options: ContractOptions;
  operations?: Operation[];
  scenarios: Scenario[];
  checker: ReturnType<typeof createChecker>;
  masker: Masker;
  onResult?: (result: CallResult) => void;
  timeoutMs?: number;
  now?: () => number;
  send?: typeof send;
}): Promise<{ results: CallResult[]; notRun: { operation: string; reason: string }[]; notices: string[] }>;
