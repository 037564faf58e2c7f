/** Type declarations for scripts/bench/sizes.mjs. */
export const MOCK_ENTRY: string;
export const MOCK_WORKERS: string[];
export type Size = { raw: number; gzip: number };
export type SizedFile = Size & { path: string; type: 'js' | 'css'; mock: boolean; onDisk?: boolean };
export type RouteTotals = {
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  cssRaw: number;
  files: number;
  mockGzip: number;
  mockRaw: number;
  mockFiles: number;
};
export type RouteSizes = RouteTotals & { route: string; status: number | null; error: string | null; pageErrors: string[]; fileList: SizedFile[] };
export function mockFilesFromManifest(dist?: string): { files: Set<string>; note: string | null };
export function sizeOnDisk(distPath: string, dist?: string): Size | null;
export function routeTotals(files: SizedFile[]): RouteTotals;
export function measureSizes(
  browser: unknown,
  origin: string,
  routes: string[],
  build: { dist: string; mockFiles: Set<string>; sessionFor: (route: string) => unknown },
): Promise<RouteSizes[]>;
