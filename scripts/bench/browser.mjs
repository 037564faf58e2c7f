/**
 * Chromium for the benchmark: driven by Playwright to size the pages, and started with a DevTools port for
 * Lighthouse, a fresh one for every run. The flags are this machine's (scripts/test/chromium.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../test/chromium.mjs';
import { Fatal, onCleanUp } from './lifecycle.mjs';

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
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
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
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
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
