/** Type declarations for scripts/api-server.mjs. */
export const API_KEY: string;
/** Modules of src/ loaded in Node through Vite (paths from the project's root), in the order given. */
export function loadThroughVite(paths: string[]): Promise<Record<string, unknown>[]>;
export function startApiServer(options: { port: number; latencyMs?: number }): Promise<{
  mainBaseUrl: string;
  deliveryBaseUrl: string;
  apiKey: string;
  login: (email: string, password: string) => { id: number; email: string; token: string; refreshToken: string };
  close: () => Promise<unknown>;
}>;
