/** Type declarations for scripts/contract/schema.mjs. */
export type Problem = { pointer: string; message: string };
export function responseKey(responses: Record<string, unknown> | undefined, status: number): string | null;
export function closeSchemas<T>(doc: T): T;
export function createChecker(docs: Record<string, unknown>): {
  check(answer: { api: string; method: string; path: string; status: number; contentType: string; text: string }): {
    errors: Problem[];
    warnings: Problem[];
    body: unknown;
  };
};
