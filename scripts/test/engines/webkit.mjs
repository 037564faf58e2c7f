/**
 * WebKit for the journeys: WebKitGTK's MiniBrowser, the engine Safari is built on, driven over W3C WebDriver with plain
 * HTTP calls to WebKitWebDriver. MiniBrowser has no headless mode, so it draws into a virtual X display (Xvfb). Each
 * tab is a WebDriver session of its own: a MiniBrowser started afresh, with nothing stored.
 *
 * WebKitGTK's driver gives no console log: what the page reports is read from the page itself (window.__pageErrors,
 * src/app/page-errors.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { KEYS, VIEWPORT } from './tab.mjs';

/** The key under which WebDriver hands an element over. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A WebDriver error: its code (`no such element`, `element click intercepted`…) and message. */
export class WebDriverError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a program in a process group of its own, and returns it with what stops the group.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
function startGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  return { child, stop, output: () => output };
}

/**
 * Starts Xvfb on a display it chooses itself (-displayfd: the first free one), and resolves with that display.
 * @param {string} xvfb
 */
async function startDisplay(xvfb) {
  const server = startGroup(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height + 200}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const display = await new Promise((resolve, reject) => {
    let written = '';
    const pipe = /** @type {import('node:stream').Readable} */ (server.child.stdio[3]);
    pipe.on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    server.child.on('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before choosing a display:\n${server.output()}`)),
    );
    setTimeout(() => reject(new Error(`Xvfb chose no display within 20 s:\n${server.output()}`)), 20_000).unref();
  });
  return { display: /** @type {string} */ (display), stop: server.stop };
}

/**
 * Starts Xvfb and WebKitWebDriver, and resolves once the driver answers.
 * @param {Record<string, string>} paths The programs' paths, keyed as in install.mjs's PROGRAMS.
 * @returns {Promise<import('./tab.mjs').Engine>}
 */
export async function launchWebKit(paths) {
  const screen = await startDisplay(paths.xvfb);
  const port = await freePort();
  const driver = startGroup(paths.webDriver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stopAll = () => {
    driver.stop();
    screen.stop();
  };

  /**
   * One WebDriver command: its answer's value, or a WebDriverError.
   * @param {'GET' | 'POST' | 'DELETE'} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  async function command(method, path, body) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = /** @type {{ value: any }} */ (await response.json());
    if (!response.ok) throw new WebDriverError(answer.value?.error ?? String(response.status), answer.value?.message);
    return answer.value;
  }

  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await command('GET', '/status')).ready) break;
    } catch (error) {
      if (driver.child.exitCode !== null) {
        stopAll();
        throw new Error(`WebKitWebDriver exited (${driver.child.exitCode}):\n${driver.output()}`, { cause: error });
      }
    }
    if (Date.now() > deadline) {
      stopAll();
      throw new Error(`WebKitWebDriver did not answer on ${base} within 20 s:\n${driver.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let version = '';

  return {
    name: 'webkit',
    version: () => version,
    async newTab() {
      const session = await command('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
          },
        },
      });
      version = `MiniBrowser ${session.capabilities.browserVersion}`;
      const at = `/session/${session.sessionId}`;
      await command('POST', `${at}/window/rect`, { width: VIEWPORT.width, height: VIEWPORT.height });
      /** The element the function whose text is `source` returns for `query`, as WebDriver names it. */
      const element = async (/** @type {string} */ source, /** @type {unknown} */ query) => {
        const found = await command('POST', `${at}/execute/sync`, {
          script: `return (${source}).apply(null, arguments);`,
          args: [query],
        });
        if (!found?.[ELEMENT]) throw new WebDriverError('no such element', 'nothing in the page matches');
        return `${at}/element/${found[ELEMENT]}`;
      };
      return {
        async navigate(url) {
          await command('POST', `${at}/url`, { url });
        },
        async run(source, ...args) {
          return command('POST', `${at}/execute/sync`, { script: `return (${source}).apply(null, arguments);`, args });
        },
        async click(source, query) {
          await command('POST', `${await element(source, query)}/click`, {});
        },
        async type(source, query, text) {
          await command('POST', `${await element(source, query)}/value`, { text });
        },
        async press(key) {
          const actions = [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ];
          await command('POST', `${at}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
        },
        url: () => command('GET', `${at}/url`),
        async screenshot() {
          return Buffer.from(await command('GET', `${at}/screenshot`), 'base64');
        },
        async close() {
          await command('DELETE', at).catch(() => undefined);
        },
      };
    },
    async close() {
      stopAll();
    },
  };
}
