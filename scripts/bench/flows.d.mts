/** Type declarations for scripts/bench/flows.mjs. */
export type Interaction = {
  id: string;
  label: string;
  route: string;
  target: number;
  prepare?: (page: unknown) => Promise<void>;
  act: (page: unknown) => Promise<void>;
  done?: (page: unknown) => Promise<unknown>;
};
export type FlowSample = {
  inp?: number | null;
  tbt?: number | null;
  cls?: number | null;
  runtimeError?: string | null;
  cpuSlowdown?: number | null;
  benchmarkIndex?: number;
  error?: string;
};
export type FlowResult = {
  id: string;
  label: string;
  route: string;
  target: number;
  median: { inp: number | null; tbt: number | null; cpuSlowdown: number | null };
  meetsTarget: boolean | null;
  runs: FlowSample[];
  failedRuns: FlowSample[];
};
export const INTERACTIONS: Interaction[];
export function pickInteractions(ids?: string[]): Interaction[];
export function flowSample(flowResult: unknown): FlowSample;
export function flowSummary(interaction: Pick<Interaction, 'id' | 'label' | 'route' | 'target'>, samples: FlowSample[], failed: FlowSample[]): FlowResult;
export function measureFlows(
  origin: string,
  interactions: Interaction[],
  options: { runs: number; cpuSlowdown: 'auto' | number; chromePath: string },
): Promise<FlowResult[]>;
