/**
 * Chromium for the benchmark: driven by Playwright to size the pages, and started with a DevTools port for
 * Lighthouse, a fresh one for every run. The flags are this machine's (scripts/test/chromium.mjs), and for what is timed
 * the desktop browser's own pages that would share the page's cores are left out (FEATURES_OFF).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../test/chromium.mjs';
import { Fatal, onCleanUp } from './lifecycle.mjs';

/**
 * What the desktop browser does on its own in every window that a measured page must not share its cores with. Its
 * omnibox's pop-up is a web page of its own (chrome://omnibox-popup.top-chrome, with its AI-mode compose box), drawn in
 * a renderer of its own as each window opens: on this two-core machine, 0.5-0.6 s of CPU during the load of
 * /restaurantes, more than the page's own 0.5 s, and a busier browser process (0.23 s against 0.14). A phone's browser
 * does nothing of the kind while a page loads, and the time the page waited for a core was counted as its blocking time.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * `flags` with every `--disable-features` among them, and `features`, as one: Chromium keeps only the last of a switch
 * given twice, so a second list would silently drop the first.
 * @type {(flags: string[], features?: string[]) => string[]}
 */
export function withFeaturesOff(flags, features = FEATURES_OFF) {
  const prefix = '--disable-features=';
  const listed = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  const off = [...new Set([...listed, ...features].filter(Boolean))];
  return [...flags.filter((flag) => !flag.startsWith(prefix)), `${prefix}${off.join(',')}`];
}

/** Chromium under Playwright, closed when the bench ends if it is still open. */
export async function launchBrowser(chromePath) {
  const { chromium } = await import('playwright-core');
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  } catch (e) {
    throw new Fatal(`Chromium (${chromePath}) did not start: ${e instanceof Error ? e.message : e}`);
  }
  onCleanUp(() => browser.close());
  return browser;
}

/**
 * A way to start a debuggable Chromium for Lighthouse: chrome-launcher (Lighthouse's own dependency) when
 * it resolves from here, else Chromium started by hand with --remote-debugging-port.
 * @returns {Promise<(chromePath: string) => Promise<{ port: number, kill: () => Promise<void> }>>}
 */
export async function chromeStarter() {
  try {
    const chromeLauncher = await import('chrome-launcher');
    return async (chromePath) => {
      // chrome-launcher's own flags come first and hold a list of features off: merged with the bench's, not replaced.
      const chromeFlags = withFeaturesOff([...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_FLAGS]);
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags,
        ignoreDefaultFlags: true,
        logLevel: 'silent',
      });
      return { port: chrome.port, kill: async () => chrome.kill() };
    };
  } catch {
    return startChromeByHand;
  }
}

/** Chromium with a fresh profile and a DevTools port of its choosing, which it writes to DevToolsActivePort. */
async function startChromeByHand(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    chromePath,
    [...withFeaturesOff(CHROMIUM_FLAGS), '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const kill = async () => {
    // The browser process first, so that it shuts its helpers down itself; the whole group if it lingers.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone.
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, kill };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await kill();
  throw new Error('Chromium did not open a DevTools port within 30 s');
}

export function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || null;
}
