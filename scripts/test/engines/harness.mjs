/**
 * The journeys of e2e/engines/ as node:test tests, in the engine $ENGINE names (webkit or firefox), against the site
 * served at $SITE_ORIGIN (scripts/test/engines.mjs starts both). The browser starts once for the run; each journey
 * gets a tab of its own with nothing stored, and fails on an error the page reported (Tab.expectNoPageErrors) as on a
 * failed step. A failed journey leaves a screenshot in .e2e/engines/<engine>/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../../bench/build.mjs';
import { ensureEngines } from './install.mjs';
import { Tab } from './tab.mjs';

export const ENGINE = /** @type {import('./install.mjs').Engine} */ (process.env.ENGINE ?? '');
export const ORIGIN = process.env.SITE_ORIGIN ?? '';
if (ENGINE !== 'webkit' && ENGINE !== 'firefox') throw new Error(`ENGINE must be webkit or firefox, not "${ENGINE}"`);
if (!ORIGIN) throw new Error('SITE_ORIGIN must name the site to test (node scripts/test/engines.mjs sets it)');

/** @type {Promise<import('./tab.mjs').Engine> | undefined} */
let started;
let versionShown = false;

/** The engine, started at the first journey's need. */
function engine() {
  started ??= (async () => {
    const paths = ensureEngines([ENGINE]);
    if (ENGINE === 'webkit') return (await import('./webkit.mjs')).launchWebKit(paths);
    return (await import('./firefox.mjs')).launchFirefox(paths);
  })();
  return started;
}

after(async () => {
  if (started) await (await started).close();
});

/** A file name made of a journey's name. */
const fileName = (/** @type {string} */ name) =>
  name.normalize('NFKD').replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 80);

/**
 * A journey: `steps` in a new tab, then the check that the page it ends on reported no error.
 * @param {string} name
 * @param {(tab: Tab) => Promise<void>} steps
 * @param {{ timeout?: number }} [options] How long it may take in all (two minutes unless told).
 */
export function journey(name, steps, { timeout = 120_000 } = {}) {
  // The runner reports how the journey went; the promise test() returns is not needed and never rejects.
  void test(name, { timeout }, async (context) => {
    const browser = await engine();
    const tab = new Tab(await browser.newTab(), ORIGIN);
    if (!versionShown) console.log(`${ENGINE}: ${browser.version()}`);
    versionShown = true;
    try {
      await steps(tab);
      await tab.expectNoPageErrors();
    } catch (error) {
      try {
        const folder = join(ROOT, '.e2e', 'engines', ENGINE);
        mkdirSync(folder, { recursive: true });
        const file = join(folder, `${fileName(name)}.png`);
        writeFileSync(file, await tab.driver.screenshot());
        context.diagnostic(`screenshot: ${file}`);
      } catch {
        // The tab may be gone with what failed: the error says enough.
      }
      throw error;
    } finally {
      await tab.close();
    }
  });
}

/**
 * Serves the site at `origin` through a port of its own, with the HTML of the page at `path` changed by `change`:
 * a page whose HTML and code are out of step, which the journeys must see fail. Resolves with its origin and what
 * stops it.
 * @param {string} origin
 * @param {string} path
 * @param {(html: string) => string} change
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveWithChangedPage(origin, path, change) {
  /**
   * Hands the request on to the site, and its answer back with the page changed.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const relay = async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', origin);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
      );
      const answer = await fetch(url, { headers: /** @type {Record<string, string>} */ (headers), redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const changed = url.pathname === path ? Buffer.from(change(body.toString('utf8'))) : body;
      const kept = [...answer.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
      );
      response.writeHead(answer.status, Object.fromEntries([...kept, ['content-length', String(changed.length)]]));
      response.end(changed);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  };
  // Every failure of the relay is answered above, as a 502.
  const server = createServer((request, response) => void relay(request, response));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}
