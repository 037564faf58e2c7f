/**
 * The build the benchmark measures: the default one in dist/ with the embedded mock API (`--api mock`, QA's build),
 * or one made for a real API, with no mock in the page, into .bench/site/ so that dist/ (the end-to-end suite's
 * build) is left alone.
 */
import { spawn } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Fatal } from './lifecycle.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The default build, the one the end-to-end suite runs against. */
export const DIST = join(ROOT, 'dist');
/** Where `--api server` builds the site, beside dist/. */
export const SERVER_BUILD = join(ROOT, '.bench', 'site');

/**
 * The build's environment: the embedded mock's (as `npm test` builds it), or a real API's at `api` with no mock in
 * the page, built into .bench/site/.
 * @param {{ mainBaseUrl: string, deliveryBaseUrl: string, apiKey: string } | null} api
 * @param {NodeJS.ProcessEnv} env
 */
export function buildEnv(api, env = process.env) {
  if (!api)
    return {
      ...env,
      VITE_API_BASE_URL: '',
      VITE_API_MOCKING: 'on',
      VITE_API_KEY: '',
      VITE_DELIVERY_BASE_URL: '',
      SITE_OUT_DIR: '',
    };
  return {
    ...env,
    VITE_API_MOCKING: 'off',
    VITE_API_BASE_URL: api.mainBaseUrl,
    VITE_DELIVERY_BASE_URL: api.deliveryBaseUrl,
    VITE_API_KEY: api.apiKey,
    SITE_OUT_DIR: relative(ROOT, SERVER_BUILD),
  };
}

/**
 * `npm run build` with that environment; Fatal if it fails. It runs beside this process, which keeps answering: the
 * pre-rendering asks the benchmark's API for the home page's news.
 */
export async function build(env) {
  console.log(
    `bench: npm run build${env.SITE_OUT_DIR ? ` (into ${env.SITE_OUT_DIR}, for the API at ${env.VITE_API_BASE_URL})` : ''}`,
  );
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  const [status, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, killedBy) => resolve([code, killedBy]));
  });
  if (status !== 0) throw new Fatal(`npm run build failed (exit ${status ?? signal})`);
}
