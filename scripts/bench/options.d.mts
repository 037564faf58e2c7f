/** Type declarations for scripts/bench/options.mjs. */
export const USAGE: string;
export const MAIN_ROUTES: string[];
export type SiteRoutes = { public: string[]; customer: string[] };
export type BenchOptions = {
  build: boolean;
  lighthouse: boolean;
  floor: boolean;
  flows: 'all' | string[] | false;
  api: 'server' | 'mock';
  routes: string[];
  customerRoutes: string[];
  runs: number;
  cpuSlowdown: 'auto' | number;
  port: number;
};
export function siteRoutes(): SiteRoutes;
export function parseOptions(args: string[], all?: SiteRoutes): BenchOptions | { help: true };
