import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_DIR } from '../../scripts/test/real-api-site.mjs';

const root = join(import.meta.dirname, '../..');

/**
 * The builds `npm test` makes that these checks read, and the files that tell each one from the other: the build with
 * the embedded mock API keeps the mock's service worker and has no offline worker; the build for a real API has the
 * offline worker, none of the mock, and the sitemap of its public origin.
 */
const BUILDS = {
  'mock-api': { command: 'npm run build', folder: 'dist', has: ['mockServiceWorker.js'], lacks: ['sw.js'] },
  'real-api': {
    command: 'npm run build:real-api',
    folder: SITE_DIR,
    has: ['sw.js', 'sitemap.xml'],
    lacks: ['mockServiceWorker.js'],
  },
} as const;

/** What every finished build holds: the pre-rendered home page, the shell, and the manifest of the Vite build. */
const EVERY_BUILD = ['index.html', 'app.html', '.vite/manifest.json'];

/**
 * The folder of the built site these checks read, from BUILT_SITE (relative to the project, as `npm test` sets it).
 * They check a build and never make one: unset, missing, or holding another build, it stops the file with a message
 * saying which build to make.
 */
export function builtSite(kind: keyof typeof BUILDS): string {
  const { command, folder, has, lacks } = BUILDS[kind];
  const how = `make it with \`${command}\`, then run these checks with BUILT_SITE=${folder} (\`npm test\` does both)`;
  const named = process.env.BUILT_SITE;
  if (!named) throw new Error(`BUILT_SITE is not set: these checks read the site \`${command}\` makes; ${how}.`);
  const dir = resolve(root, named);
  if (!existsSync(dir)) throw new Error(`BUILT_SITE=${named}: there is no such folder; ${how}.`);
  const missing = [...EVERY_BUILD, ...has].filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0)
    throw new Error(
      `BUILT_SITE=${named} is not the site \`${command}\` makes: it lacks ${missing.join(', ')}; ${how}.`,
    );
  const foreign = lacks.filter((file) => existsSync(join(dir, file)));
  if (foreign.length > 0)
    throw new Error(
      `BUILT_SITE=${named} is not the site \`${command}\` makes: it holds ${foreign.join(', ')}; ${how}.`,
    );
  return dir;
}
