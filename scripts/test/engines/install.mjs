/**
 * Finds the two other engines the journeys of e2e/engines/ run in, and installs Debian's packages of them when one is
 * missing and we can (root with apt-get), as scripts/test/chromium.mjs does for Chromium:
 *
 * - WebKit: WebKitGTK's WebDriver server and its MiniBrowser (package webkit2gtk-driver, which brings libwebkit2gtk),
 *   the engine Safari is built on, with a virtual X display to draw into (package xvfb): MiniBrowser has no headless
 *   mode;
 * - Firefox: Debian's Firefox ESR (package firefox-esr), driven over WebDriver BiDi by puppeteer-core.
 *
 * No browser is downloaded: this machine reaches only the npm registry and Debian's package mirror.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { onPath } from '../chromium.mjs';

/** @typedef {'webkit' | 'firefox'} Engine */

/**
 * @typedef {object} Program
 * @property {string} name What the program is, for the messages.
 * @property {string[]} paths Where Debian's package puts it, in order of preference.
 * @property {string} debian The Debian package that brings it.
 */

/** @type {Record<string, Program>} */
export const PROGRAMS = {
  webDriver: { name: "WebKitGTK's WebDriver server", paths: ['/usr/bin/WebKitWebDriver'], debian: 'webkit2gtk-driver' },
  // libwebkit2gtk-4.1-0 (Debian 12) or libwebkitgtk-6.0-4 (later releases), which webkit2gtk-driver depends on.
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    paths: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
    ],
    debian: 'webkit2gtk-driver',
  },
  xvfb: { name: 'Xvfb, the virtual X display', paths: ['/usr/bin/Xvfb'], debian: 'xvfb' },
  firefox: { name: 'Firefox ESR', paths: ['/usr/bin/firefox-esr'], debian: 'firefox-esr' },
};

/** @type {Record<Engine, (keyof typeof PROGRAMS)[]>} */
export const ENGINE_PROGRAMS = {
  webkit: ['webDriver', 'miniBrowser', 'xvfb'],
  firefox: ['firefox'],
};

/** @type {(program: Program) => string | null} */
const find = (program) => program.paths.find((path) => existsSync(path)) ?? null;

/**
 * The paths of the programs `engines` need, keyed as in PROGRAMS, installing Debian's packages of the missing ones
 * first when this is a root shell with apt-get. Prints what is missing and how to install it, and exits the process
 * with code 1, when it cannot.
 * @param {Engine[]} engines
 * @returns {Record<string, string>}
 */
export function ensureEngines(engines) {
  const needed = [...new Set(engines.flatMap((engine) => ENGINE_PROGRAMS[engine]))];
  const missing = () => needed.filter((key) => find(PROGRAMS[key]) === null);
  if (missing().length > 0) {
    const packages = [...new Set(missing().map((key) => PROGRAMS[key].debian))];
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && onPath('apt-get')) {
      console.error(`engines: installing Debian's ${packages.join(', ')} with apt-get…`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      /** @type {(args: string[]) => number | null} */
      const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status;
      if (run(['update']) === 0) run(['install', '-y', '--no-install-recommends', ...packages]);
    }
  }
  const left = missing();
  if (left.length > 0) {
    const packages = [...new Set(left.map((key) => PROGRAMS[key].debian))];
    console.error(
      [
        ...left.map((key) => `Not found: ${PROGRAMS[key].name} (looked at ${PROGRAMS[key].paths.join(', ')}).`),
        'Install it:',
        `  Debian/Ubuntu: sudo apt-get update && sudo apt-get install ${packages.join(' ')}`,
      ].join('\n'),
    );
    process.exit(1);
  }
  return Object.fromEntries(needed.map((key) => [key, /** @type {string} */ (find(PROGRAMS[key]))]));
}
