/** Type declarations for scripts/contract/keep.mjs. */
export const KEEPERS: Record<string, { provides: string[]; extract: (body: unknown) => Record<string, unknown> }>;
