#!/usr/bin/env node
/**
 * `npm run test:engines`: the journeys of e2e/engines/ in WebKit (WebKitGTK's MiniBrowser under Xvfb, over WebDriver)
 * and Firefox (Firefox ESR, over WebDriver BiDi), side by side, against the production build with the embedded mock
 * API served by `vite preview` on a port of its own. Installs Debian's packages of the engines first when they are
 * missing and it can (scripts/test/engines/install.mjs).
 *
 *   node scripts/test/engines.mjs                     both engines, against dist/ (npm test builds it first)
 *   node scripts/test/engines.mjs webkit              one engine alone (or firefox)
 *   node scripts/test/engines.mjs --site <folder>     against another build of the site (SITE_OUT_DIR=<folder> npm run build)
 */
import { spawn } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { buildEnv, ROOT } from '../bench/build.mjs';
import { Fatal } from '../bench/lifecycle.mjs';
import { startPreview } from '../bench/servers.mjs';
import { ensureEngines } from './engines/install.mjs';

/** The site's port, beside the Chromium suite's (4173) and the other builds' (4174-4178). */
export const ENGINES_PORT = 4179;
const JOURNEYS = join(ROOT, 'e2e', 'engines', 'journeys.mjs');

/** @type {import('./engines/install.mjs').Engine[]} */
const ALL = ['webkit', 'firefox'];

/** The engines and the site's folder the command line names. */
function parse(/** @type {string[]} */ args) {
  /** @type {import('./engines/install.mjs').Engine[]} */
  const engines = [];
  let site = join(ROOT, 'dist');
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    if (arg === '--site') site = resolve(args[++index] ?? '');
    else if (arg === 'webkit' || arg === 'firefox') engines.push(arg);
    else
      throw new Fatal(
        `Unknown argument ${arg}. Usage: node scripts/test/engines.mjs [webkit] [firefox] [--site <folder>]`,
      );
  }
  return { engines: engines.length > 0 ? engines : ALL, site };
}

/**
 * Runs the journeys in `engine`, its report's lines prefixed with its name, and resolves with whether they passed and
 * how long they took.
 * @param {import('./engines/install.mjs').Engine} engine
 * @param {string} origin
 */
function runJourneys(engine, origin) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', JOURNEYS], {
    cwd: ROOT,
    env: { ...process.env, ENGINE: engine, SITE_ORIGIN: origin, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${engine.padEnd(7)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((done) =>
    child.on('exit', (code) => done({ engine, passed: code === 0, seconds: (Date.now() - started) / 1000 })),
  );
}

async function main() {
  const { engines, site } = parse(process.argv.slice(2));
  ensureEngines(engines);
  const started = Date.now();
  // The same variables as the build's: the preview sends the security headers of that configuration.
  const { origin, stop } = await startPreview(
    ENGINES_PORT,
    { ...buildEnv(null), SITE_OUT_DIR: relative(ROOT, site) },
    site,
  );
  let results;
  try {
    results = await Promise.all(engines.map((engine) => runJourneys(engine, origin)));
  } finally {
    stop();
  }
  for (const { engine, passed, seconds } of results)
    console.log(`${passed ? '✔' : '✖'} ${engine}: ${passed ? 'passed' : 'failed'} in ${Math.round(seconds)} s`);
  console.log(`engines: ${Math.round((Date.now() - started) / 1000)} s in all`);
  if (results.some((result) => !result.passed)) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
