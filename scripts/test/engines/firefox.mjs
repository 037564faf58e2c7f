/**
 * Firefox for the journeys: Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core. Playwright
 * cannot drive this Firefox (it talks Juggler, which only its own patched Firefox has), and there is no geckodriver
 * here. Each tab is a page in a browser context of its own, with nothing stored.
 */
import puppeteer from 'puppeteer-core';
import { VIEWPORT } from './tab.mjs';

/**
 * The tab's top-level browsing context in WebDriver BiDi, which puppeteer-core's frame keeps but does not declare.
 * Opening a page through it lets Firefox itself wait for the page's load (`browsingContext.navigate` with `wait:
 * 'complete'`), as WebDriver's `/url` does in WebKit. `page.goto` waits on our side instead, pairing the navigation's
 * events with its load event; on a busy machine one such wait ran out its 30 s with the page loaded, the kind of miss
 * puppeteer and Firefox have known when a page rewrites its history entry as it loads, as the site's router does.
 * @param {import('puppeteer-core').Page} page
 * @returns {{ navigate(url: string, wait: 'none' | 'interactive' | 'complete'): Promise<void> }}
 */
function browsingContext(page) {
  const context = /** @type {{ browsingContext?: { navigate?: unknown } }} */ (page.mainFrame()).browsingContext;
  if (typeof context?.navigate !== 'function')
    throw new Error("puppeteer-core's frame no longer keeps its BiDi browsing context: open pages another way");
  return /** @type {any} */ (context);
}

/**
 * Starts Firefox, and resolves once it answers.
 * @param {Record<string, string>} paths The programs' paths, keyed as in install.mjs's PROGRAMS.
 * @returns {Promise<import('./tab.mjs').Engine>}
 */
export async function launchFirefox(paths) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: paths.firefox,
    protocol: 'webDriverBiDi',
    headless: true,
  });
  const version = await browser.version();
  process.on('exit', () => browser.process()?.kill('SIGKILL'));

  return {
    name: 'firefox',
    version: () => version,
    async newTab() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      /** Calls the function whose text is `source` in the page with `args`. */
      const call = (/** @type {string} */ source, /** @type {unknown[]} */ args) =>
        `(${source}).apply(null, ${JSON.stringify(args)})`;
      /** The element the function whose text is `source` returns for `query`. */
      const element = async (/** @type {string} */ source, /** @type {unknown} */ query) => {
        const handle = await page.evaluateHandle(call(source, [query]));
        const found = handle.asElement();
        if (!found) {
          await handle.dispose();
          throw new Error('no such element: nothing in the page matches');
        }
        return /** @type {import('puppeteer-core').ElementHandle<Element>} */ (found);
      };
      return {
        async navigate(url) {
          await browsingContext(page).navigate(url, 'complete');
        },
        run: (source, ...args) => page.evaluate(call(source, args)),
        async click(source, query) {
          const target = await element(source, query);
          try {
            await target.click();
          } finally {
            await target.dispose();
          }
        },
        async type(source, query, text) {
          const target = await element(source, query);
          try {
            await target.type(text);
          } finally {
            await target.dispose();
          }
        },
        press: (key) => page.keyboard.press(key),
        // A page Firefox could not load shows its error page, whose address names the one it could not load.
        url: async () => {
          const url = new URL(page.url());
          return url.protocol === 'about:' && url.pathname === 'neterror'
            ? (url.searchParams.get('u') ?? url.href)
            : url.href;
        },
        screenshot: async () => Buffer.from(await page.screenshot()),
        async close() {
          await context.close().catch(() => undefined);
        },
      };
    },
    async close() {
      await browser.close();
    },
  };
}
