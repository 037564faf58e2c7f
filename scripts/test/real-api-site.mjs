#!/usr/bin/env node
/**
 * The site as customers get it, for the journeys that need a build without the mock in the page (the offline
 * worker's, e2e/offline/) and the checks of such a build (tests/build/, vitest.built.config.ts): built for the mock API
 * over HTTP (scripts/test/api-server.mjs) into .e2e/site/, and served by `vite preview` with that API beside it, on
 * the same ports as at the build (the build names the API's address).
 *
 *   node scripts/test/real-api-site.mjs build   builds it; the API answers the pre-rendering meanwhile
 *   node scripts/test/real-api-site.mjs serve   serves it, with the API, until stopped (the suite's web server)
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildEnv, ROOT } from '../bench/build.mjs';
import { HOST, startPreview } from '../bench/servers.mjs';
import { API_KEY, startApiServer, tileTemplate } from './api-server.mjs';

/** Where the site is built, beside dist/ (the mock build's). */
export const SITE_DIR = join('.e2e', 'site');
/** The site's port; the API's main and delivery ports. */
export const SITE_PORT = 4174;
export const API_PORT = 4380;
/**
 * The public origin the site is built for: its sitemap, canonical and language links and share tags name it, as a
 * deployed build's do (nothing in the journeys asks for it).
 */
export const SITE_URL = 'https://www.pollocrujiente.es';
export { HOST };

/**
 * The environment of the build and its server, for the API at `api`, into `dir` (relative to the project), with the
 * API's server as the map's tile server and SITE_URL as the site's public origin.
 */
export const siteEnv = (api, dir = SITE_DIR) => ({
  ...buildEnv(api),
  VITE_MAP_TILE_URL: tileTemplate(api.mainBaseUrl),
  VITE_SITE_URL: SITE_URL,
  SITE_OUT_DIR: dir,
});

/** The API's addresses, without starting it: what the build names. */
export const apiAddresses = () => ({
  mainBaseUrl: `http://${HOST}:${API_PORT}`,
  deliveryBaseUrl: `http://${HOST}:${API_PORT + 1}`,
  apiKey: API_KEY,
});

/**
 * `vite preview` of the build in `dir` (relative to the project) on `port`, with the headers of its configuration:
 * resolves, once it answers, with what stops it.
 * @type {(port: number, dir: string) => Promise<() => void>}
 */
export async function servePreview(port, dir) {
  const { stop } = await startPreview(port, siteEnv(apiAddresses(), dir), join(ROOT, dir));
  return stop;
}

async function main(command) {
  const api = await startApiServer({ port: API_PORT });
  if (command === 'build') {
    try {
      await build(siteEnv(api));
    } finally {
      await api.close();
    }
    process.exit(0);
  }
  const stop = await servePreview(SITE_PORT, SITE_DIR);
  const end = () => {
    stop();
    void api.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', end);
  process.on('SIGINT', end);
  console.log(`real-api-site: http://${HOST}:${SITE_PORT}, its API at ${api.mainBaseUrl}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command !== 'build' && command !== 'serve') {
    console.error('Usage: node scripts/test/real-api-site.mjs build|serve');
    process.exit(2);
  }
  main(command).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
