/** Type declarations for scripts/contract/check.mjs. */
export function main(
  argv: string[],
  io?: {
    env?: Record<string, string | undefined>;
    out?: (line: string) => void;
    err?: (line: string) => void;
    contractFiles?: Record<string, string>;
    scenarioFile?: string;
    timeoutMs?: number;
  },
): Promise<number>;
