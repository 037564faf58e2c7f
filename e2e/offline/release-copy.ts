import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/bench/build.mjs';
import { SERVICE_WORKER_FILE, writeServiceWorker } from '../../scripts/build/service-worker.mjs';
import { apiAddresses, HOST, servePreview, SITE_DIR } from '../../scripts/test/real-api-site.mjs';
import type { Page } from '@playwright/test';
import { open, test } from '../support';

/**
 * A copy of the build in `dir` (relative to the project), served on `port` for the file's journeys, which play the
 * releases a host would serve in turn by changing it. Returns the copy's address and the path of its files.
 */
export function serveReleaseCopy(dir: string, port: number) {
  const files = join(ROOT, dir);
  let stop: (() => void) | undefined;

  test.beforeAll(async () => {
    rmSync(files, { recursive: true, force: true });
    cpSync(join(ROOT, SITE_DIR), files, { recursive: true });
    stop = await servePreview(port, dir);
  });

  test.afterAll(() => {
    stop?.();
    rmSync(files, { recursive: true, force: true });
  });

  return { origin: `http://${HOST}:${port}`, files };
}

/** Generates the offline worker again over the files, as a release does once its files are final. */
export const generateWorker = (files: string) => writeServiceWorker(files, apiAddresses().mainBaseUrl);

/** Every file under `dir`, by path. */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

/**
 * Turns the copy into a release whose code changed throughout: every code and style file gets a new name, as Vite's
 * content hashes give them when the code changes, and every page, file and header that names one names the new one.
 * The earlier release's files are gone from the server, as after a host's release. The worker is generated again.
 */
export async function releaseWithNewCode(files: string) {
  const assets = join(files, 'assets');
  const renamed = new Map(
    readdirSync(assets)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => [name, name.replace(/\.(js|css)$/, '-2.$1')]),
  );
  const names = new RegExp(
    `(?<=[/"'\`])(${[...renamed.keys()].map((name) => name.replace(/[.$]/g, '\\$&')).join('|')})`,
    'g',
  );
  // The worker is left as it is until it is generated again for the new files: rewritten in between, it named the new
  // files with the old shell's revision, and a browser that checked for a new worker meanwhile installed that one.
  const worker = join(files, SERVICE_WORKER_FILE);
  for (const path of allFiles(files)) {
    if (path === worker || !/\.(html|js|css|json|webmanifest)$|\/_headers$/.test(path)) continue;
    const text = readFileSync(path, 'utf8');
    const rewritten = text.replace(names, (name) => renamed.get(name)!);
    if (rewritten !== text) writeFileSync(path, rewritten);
  }
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to));
  await generateWorker(files);
}

/**
 * Opens `path` and waits until the page is controlled by another worker than the one it was loaded under, activated:
 * the next release's, which takes the page over once it has stored that release's files.
 */
export async function openUnderNewWorker(page: Page, path: string) {
  await page.addInitScript(() => {
    (window as { workerAtLoad?: ServiceWorker | null }).workerAtLoad = navigator.serviceWorker.controller;
  });
  await open(page, path);
  await page.waitForFunction(() => {
    const worker = navigator.serviceWorker.controller;
    const atLoad = (window as { workerAtLoad?: ServiceWorker | null }).workerAtLoad;
    return worker !== null && atLoad !== undefined && worker !== atLoad && worker.state === 'activated';
  });
}
