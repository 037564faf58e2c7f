#!/usr/bin/env node
/**
 * The site at a real chain's size, for the journeys of e2e/chain/: the default build (the embedded mock API, as QA
 * runs it) with the mock listing CHAIN_SIZE restaurants over Spain's provinces (VITE_MOCK_RESTAURANTS), built into
 * .e2e/chain-site/ beside dist/, and served by `vite preview` on CHAIN_PORT.
 *
 *   node scripts/test/chain-site.mjs build   `vite build` and the pre-rendering (the type check and the generated
 *                                            files are the main build's, which `npm test` makes first)
 *   node scripts/test/chain-site.mjs serve   serves it until stopped (the chain journeys' web server)
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chainBuildEnv, ROOT } from '../bench/build.mjs';
import { HOST, startPreview } from '../bench/servers.mjs';

/** How many restaurants the chain's site lists: about the largest Spanish chains', and then some. */
export const CHAIN_SIZE = 1000;
/** Where the site is built, relative to the project. */
export const CHAIN_DIR = join('.e2e', 'chain-site');
export const CHAIN_PORT = 4175;
export { HOST };

/** The environment of the build and of its server: the embedded mock API at a chain's size, into CHAIN_DIR. */
export const chainEnv = () => ({ ...chainBuildEnv(null, CHAIN_SIZE), SITE_OUT_DIR: CHAIN_DIR });

function build() {
  const env = chainEnv();
  const steps = [
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    [join(ROOT, 'scripts', 'build', 'prerender.mjs')],
  ];
  const started = Date.now();
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      console.error(`chain-site: ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
      process.exit(result.status || 1);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`chain-site: ${CHAIN_SIZE} restaurants built into ${CHAIN_DIR}/ in ${seconds} s`);
}

async function serve() {
  const { stop } = await startPreview(CHAIN_PORT, chainEnv(), join(ROOT, CHAIN_DIR));
  const end = () => {
    stop();
    process.exit(0);
  };
  process.on('SIGTERM', end);
  process.on('SIGINT', end);
  console.log(`chain-site: http://${HOST}:${CHAIN_PORT}, ${CHAIN_SIZE} restaurants`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'build') build();
  else if (command === 'serve')
    serve().catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
  else {
    console.error('Usage: node scripts/test/chain-site.mjs build|serve');
    process.exit(2);
  }
}
