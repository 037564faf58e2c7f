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

/**
 * The path of a Chromium/Chrome executable, installing Debian's chromium first if none is found and
 * this is a root shell with apt-get. Prints how to get one and exits the process with code 1 otherwise.
 * @returns {string}
 * @type {() => string}
 */
export function ensureChromium() {
  let path;
  try {
    path = findChromium();
  } catch (error) {
    // A wrong CHROMIUM_PATH is the user's explicit choice: say so rather than install something else.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (path) return path;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.error("No Chromium found; installing Debian's chromium with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env });
    const update = run(['update']);
    if (update.status === 0) run(['install', '-y', '--no-install-recommends', 'chromium']);
    path = findChromium();
    if (path) return path;
  }

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
}
