/** Type declarations for scripts/contract/scenarios.mjs. */
import type { Operation } from './operations.mjs';

export type Scenario = {
  index: number;
  api: string;
  method: string;
  path: string;
  key: string;
  label: string;
  needs: 'public' | 'account' | 'writes' | 'tickets' | 'never';
  eachLanguage: boolean;
  languages: unknown;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  keep: string | null;
  each: string | null;
  onlyIf: string | null;
  expect: number;
  note: string | null;
};
export const SCENARIO_FILE: string;
export const NEEDS: string[];
export const BUILT_IN_VALUES: string[];
export function parseReference(value: unknown): { name: string; path: string[] } | null;
export function readScenarios(file?: string): Scenario[];
export function normalizeScenarios(rows: unknown): Scenario[];
export function uncoveredOperations(operations: Operation[], scenarios: Scenario[]): string[];
export function tableProblems(operations: Operation[], scenarios: Scenario[]): string[];
