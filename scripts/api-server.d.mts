/** Type declarations for scripts/api-server.mjs. */
export const API_KEY: string;
export function startApiServer(options: { port: number; latencyMs?: number }): Promise<{
  mainBaseUrl: string;
  deliveryBaseUrl: string;
  apiKey: string;
  login: (email: string, password: string) => { id: number; email: string; token: string; refreshToken: string };
  close: () => Promise<unknown>;
}>;
