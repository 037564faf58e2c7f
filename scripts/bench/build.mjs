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
/** Where `--chain N` builds the second site, the one whose API lists a chain's size of restaurants. */
export const CHAIN_BUILD = join(ROOT, '.bench', 'chain-site');

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
 * The environment of the second site, at a chain's size, built into .bench/chain-site/: for a real API at `api`
 * (whose mock lists the restaurants), or, without one, with the embedded mock listing `restaurants` of them
 * (VITE_MOCK_RESTAURANTS).
 * @param {{ mainBaseUrl: string, deliveryBaseUrl: string, apiKey: string } | null} api
 * @param {number} restaurants
 * @param {NodeJS.ProcessEnv} env
 */
export function chainBuildEnv(api, restaurants, env = process.env) {
  return {
    ...buildEnv(api, env),
    // A build for a real API reads no number: its API lists what it lists.
    ...(api ? {} : { VITE_MOCK_RESTAURANTS: String(restaurants) }),
    SITE_OUT_DIR: relative(ROOT, CHAIN_BUILD),
  };
}

/**
 * `npm run build` with that environment, resolving to the seconds it took; Fatal if it fails. It runs beside this process, which keeps answering: the
 * pre-rendering asks the benchmark's API for the home page's news.
 */
export async function build(env) {
  console.log(
    `bench: npm run build${env.SITE_OUT_DIR ? ` (into ${env.SITE_OUT_DIR}, for the API at ${env.VITE_API_BASE_URL})` : ''}`,
  );
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  const [status, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, killedBy) => resolve([code, killedBy]));
  });
  if (status !== 0) throw new Fatal(`npm run build failed (exit ${status ?? signal})`);
  return (Date.now() - started) / 1000;
}
