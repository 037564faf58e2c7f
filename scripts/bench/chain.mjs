/**
 * The site at a real chain's size (`--chain N`): a second site built for an API that lists N restaurants, beside the
 * one built from the fixtures, and what tells the two apart before Lighthouse does: how long each build took, how
 * large its folder is, how large the pages of the restaurants are, and which of the measured addresses a site does
 * not have (it answers 404 or draws its not-found page).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { staticCandidates } from '../build/prerendered-pages.mjs';
import { RESTAURANT_PAGES } from '../../src/domain/restaurant-address.mjs';
import { FLOOR_DIR } from './floor.mjs';

/**
 * @typedef {object} PageFile
 * @property {string} route
 * @property {string | null} file The page's file in the build, relative to its folder, or null when it has none.
 * @property {number | null} bytes
 */
/**
 * @typedef {object} BuildStats
 * @property {string} dist The build's folder, relative to the project's root.
 * @property {number | null} seconds How long `npm run build` took, null when the bench did not build.
 * @property {number} bytes Every file of the folder, summed as `du --apparent-size` does (the floor pages left out).
 * @property {number} files
 * @property {number} restaurantPages The restaurants' own pages in Spanish: one per restaurant the API listed.
 * @property {PageFile[]} pages
 */

/**
 * Every file under `dir` with its size, the floor pages' folder left out (the bench writes it into the build and
 * removes it when it ends).
 * @type {(dir: string) => { path: string; bytes: number }[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join(dir, FLOOR_DIR) + '/'))
    .map((path) => ({ path, bytes: statSync(path).size }));
}

/**
 * The sizes of the build in `dist`: its folder's, its file count, the count of the restaurants' pages and the HTML
 * file of each of `routes` (the first file a static host tries for it), null for a route with no file of its own.
 * @type {(dist: string, routes: string[], seconds: number | null, root: string) => BuildStats}
 */
export function buildStats(dist, routes, seconds, root) {
  const files = filesUnder(dist);
  const restaurants = join(dist, RESTAURANT_PAGES.slice(1));
  const restaurantPages = existsSync(restaurants)
    ? readdirSync(restaurants, { withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length
    : 0;
  const pages = routes.map((route) => {
    const file = staticCandidates(route).find((f) => existsSync(join(dist, f)) && statSync(join(dist, f)).isFile());
    return { route, file: file ?? null, bytes: file ? statSync(join(dist, file)).size : null };
  });
  return {
    dist: dist.startsWith(root + '/') ? dist.slice(root.length + 1) : dist,
    seconds: seconds === null ? null : Math.round(seconds),
    bytes: files.reduce((total, f) => total + f.bytes, 0),
    files: files.length,
    restaurantPages,
    pages,
  };
}

/**
 * Why a route is missing from a site (its status 404, or the site's not-found page drawn at it), or null when it is
 * there. The not-found page's heading begins with its code (src/app/not-found-page.tsx).
 * @type {(status: number | null, heading: string | null) => string | null}
 */
export function missingBecause(status, heading) {
  if (status === 404) return 'status 404';
  if (heading?.trim().startsWith('404')) return 'not-found page';
  return null;
}

/**
 * Opens each route of the site at `origin` as a visitor without a session, and says which are missing (see
 * missingBecause): a route is measured only on a site that has it.
 * @type {(browser: any, origin: string, routes: string[]) => Promise<Map<string, string | null>>}
 */
export async function findMissing(browser, origin, routes) {
  const missing = new Map();
  for (const route of routes) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const response = await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
      // The page decides what it shows once the site is ready and the API has answered.
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
      missing.set(route, missingBecause(response?.status() ?? null, heading));
    } catch (e) {
      missing.set(route, e instanceof Error ? e.message.split('\n')[0] : String(e));
    } finally {
      await context.close();
    }
  }
  return missing;
}
