/** Type declarations for scripts/contract/http.mjs. */
export const TIMEOUT_MS: number;
export class UnreachableError extends Error {
  constructor(origin: string, cause: unknown);
  readonly origin: string;
  readonly reason: string;
}
export class CookieJar {
  store(url: string, headers: Headers): void;
  header(url: string): string | null;
}
export type Answer =
  | { timedOut: false; status: number; contentType: string; text: string; ms: number }
  | { timedOut: true; ms: number };
export function send(call: {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: unknown;
  jar?: CookieJar;
  timeoutMs?: number;
}): Promise<Answer>;
