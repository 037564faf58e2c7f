import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { mockFilesFromManifest, sizeOnDisk } from '../scripts/bench/run.mjs';
import { expect, open, untilLoaded } from './support';

/**
 * The JavaScript budgets of a first visit (sizes are deterministic, times are not): what a page loads, in gzip, with
 * the mock API's own chunks left out as in the benchmark.
 */
export const KB = 1024;
/** `/`, a province's page, and a restaurant's page before its map. */
export const HOME_BUDGET = 130 * KB;
/** Any other address. */
export const ROUTE_BUDGET = 250 * KB;

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** The scripts of the build in `dist` as the budgets see them. */
export function buildScripts(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const mockFiles = mockFilesFromManifest(dist).files as Set<string>;
  /**
   * The map's own chunks, which a page loads after the rest of it: OpenLayers' entry (src/renderers/map-view/ol-map.ts)
   * and what it imports, its layers included, save the site's entry.
   */
  const mapFiles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || mapFiles.has(chunk.file)) return;
    mapFiles.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('src/renderers/map-view/ol-map.ts');

  /** The gzip size of these files of the build, together. */
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + (sizeOnDisk(file, dist)?.gzip ?? 0), 0);

  /**
   * The build's scripts (those from `origin`) a first visit to `path` loads, the mock API's left out: until its heading shows, its map is
   * taken over when `map`, the dialog named `dialog` (one the visit opens by itself, whose code comes after the
   * page's) shows, and what it loads after that (images, the lazy parts, the mock API's answers) has loaded.
   */
  async function firstVisitScripts(
    page: Page,
    path: string,
    origin: string,
    { map = false, dialog }: { map?: boolean; dialog?: string } = {},
  ): Promise<string[]> {
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === origin) files.add(url.pathname.slice(1));
    });
    await open(page, path);
    await expect(page.locator('h1')).toBeVisible();
    // A pre-rendered map is taken over after the rest of the page: its code may come after a quiet moment.
    if (map) await expect(page.locator('.ol-viewport')).toBeAttached();
    if (dialog) await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await untilLoaded(page);
    return [...files].filter((file) => !mockFiles.has(file));
  }

  return { manifest, mapFiles, gzipOf, firstVisitScripts };
}
