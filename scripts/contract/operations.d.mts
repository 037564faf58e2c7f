/** Type declarations for scripts/contract/operations.mjs. */
export type OpenApiDocument = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> } & Record<string, unknown>;
export type Operation = {
  api: string;
  method: string;
  path: string;
  /** `main GET /api/v1/news` */
  key: string;
  operationId: string | undefined;
  statuses: string[];
  pathParameters: string[];
  /** Every security requirement of the operation names a bearer token. */
  needsToken: boolean;
  /** Every security requirement of the operation names a cookie (the delivery site's session). */
  needsSessionCookie: boolean;
};
export const ROOT: string;
export const CONTRACT_FILES: { main: string; delivery: string };
export function readContracts(files?: Record<string, string>): Record<string, OpenApiDocument>;
export function operationKey(api: string, method: string, path: string): string;
export function listOperations(docs: Record<string, unknown>): Operation[];
export function resolveRef(doc: unknown, node: unknown): unknown;
