/**
 * Finds the Chromium/Chrome that browser tools (Playwright, Lighthouse, the bench) drive on this machine,
 * and installs Debian's chromium when none is there and we can (root with apt-get).
 *
 * No browser download works here (Playwright's and Puppeteer's own builds are fetched from hosts this
 * machine cannot reach), so every tool is pointed at a system browser through findChromium().
 *
 * Run directly (`node scripts/test/chromium.mjs`) it ensures one is present and prints its path and version.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where system packages put the browser, in order of preference. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Where Debian's `chromium-headless-shell` puts Chromium's headless shell: the same engine without the desktop
 * browser around it. The journeys drive it where it is installed.
 */
const SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

/**
 * Flags for headless Chromium on this machine. The network is closed but for package registries, so
 * Chromium's own background traffic (component updates, sync, QUIC probes) is switched off: otherwise it
 * retries refused connections at every start. --no-sandbox because we run as root (in a container);
 * --disable-dev-shm-usage because /dev/shm may be small in containers.
 * @type {string[]}
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The path of a Chromium/Chrome executable: $CHROMIUM_PATH if set (throws if it does not exist),
 * else the first existing of the usual system paths; null if none.
 * @returns {string | null}
 * @type {() => string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * The headless shell's flags: the full browser's, but for the choice of its headless mode, which the shell does not
 * have (it is headless only).
 * @type {string[]}
 */
export const SHELL_FLAGS = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));

/**
 * The path of Chromium's headless shell: $CHROMIUM_SHELL_PATH if set (throws if it does not exist; `none` drives the
 * full browser instead), else Debian's; null if none.
 * @type {() => string | null}
 */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_SHELL_PATH;
  if (fromEnv === 'none') return null;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_SHELL_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return SHELL_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * What the Playwright journeys launch: Chromium's headless shell where it is installed, else the full Chromium in its
 * headless mode. The shell runs the same engine (Blink, V8, service workers, the DevTools protocol) without the
 * desktop browser's own work in every tab; the full suite took a third less of this two-core machine's time with it.
 * What needs the desktop browser itself (its installability report, Lighthouse) launches `findChromium()`.
 * @type {() => { executablePath: string | undefined, args: string[] }}
 */
export function journeyBrowser() {
  const shell = findHeadlessShell();
  if (shell) return { executablePath: shell, args: SHELL_FLAGS };
  return { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS };
}

/** Whether an executable of that name is on PATH. */
export function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function installHint() {
  return [
    'No Chromium or Chrome found (looked at $CHROMIUM_PATH and ' + CANDIDATES.join(', ') + ').',
    'Install one:',
    '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install chromium',
    '  or set CHROMIUM_PATH to a Chrome/Chromium binary.',
  ].join('\n');
}

/** `find()`, or the process ended with its message: a wrong path in the environment is the user's explicit choice. */
function foundOrExit(/** @type {() => string | null} */ find) {
  try {
    return find();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * The path of a Chromium/Chrome executable, installing Debian's chromium first if none is found and this is a root
 * shell with apt-get; Debian's headless shell for the journeys is installed the same way when missing, and its absence
 * only makes them slower (they drive the full browser then). Prints how to get a browser and exits the process with
 * code 1 when there is none.
 * @type {() => string}
 */
export function ensureChromium() {
  let path = foundOrExit(findChromium);
  // Told to drive the full browser, the journeys need no shell.
  const shell = process.env.CHROMIUM_SHELL_PATH === 'none' || foundOrExit(findHeadlessShell);
  if (path && shell) return path;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    const missing = [path ? null : 'chromium', shell ? null : 'chromium-headless-shell'].filter(
      (name) => name !== null,
    );
    console.error(`Installing Debian's ${missing.join(' and ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (/** @type {string[]} */ args) => spawnSync('apt-get', args, { stdio: 'inherit', env });
    // One package at a time: a mirror without the shell still installs the browser.
    if (run(['update']).status === 0)
      for (const name of missing) run(['install', '-y', '--no-install-recommends', name]);
    path = findChromium();
  }
  if (path) return path;

  console.error(installHint());
  process.exit(1);
}

/** `<binary> --version`, or why it failed. Debian's wrapper script may print noise on stderr, so only stdout is kept. */
function versionOf(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (error) {
    return `(could not run ${path} --version: ${error instanceof Error ? error.message : String(error)})`;
  }
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const path = ensureChromium();
  console.log(path);
  console.log(versionOf(path));
  const { executablePath } = journeyBrowser();
  if (executablePath && executablePath !== path) console.log(`the journeys: ${executablePath}`);
}
