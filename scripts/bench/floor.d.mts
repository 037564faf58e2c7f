/** Type declarations for scripts/bench/floor.mjs. */
export const FLOOR_DIR: string;
export const MOBILE_SCREEN: { width: number; height: number; deviceScaleFactor: number };
export function floorName(route: string): string;
export function floorAddress(route: string): string;
export function stripScripts(html: string): { html: string; removed: number };
export function stylesToSheet(html: string): { html: string; css: string };
export function floorPage(outerHTML: string, sheet: string): { html: string; css: string; removed: number };
export type Floor = { route: string; address: string; bytes: number; scriptsRemoved: number; error: string | null };
export function captureFloors(
  browser: unknown,
  origin: string,
  routes: string[],
  build: { dist: string; sessionFor: (route: string) => unknown },
): Promise<Floor[]>;
