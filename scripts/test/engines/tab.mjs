/**
 * A browser tab as the journeys of e2e/engines/ use it, the same in WebKit and Firefox: it opens the site's pages and
 * waits as e2e/support.ts does (until the site has taken the page over and its data have settled), finds what a person
 * would look for by its role and name, clicks and types as a person does, and waits for what they would see, never for
 * a length of time. Each engine's module (webkit.mjs, firefox.mjs) supplies the few things it does its own way.
 *
 * Neither engine's driver here reads the console, so what the page reports is read from the page itself:
 * `window.__pageErrors`, kept from the start of the site's entry in builds with the embedded mock API
 * (src/app/page-errors.ts). Leaving a page and ending a journey check it.
 */
import { AssertionError, deepStrictEqual } from 'node:assert';

/** The keys a journey presses, with the code WebDriver gives each. */
export const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' };

/** Every tab's window: a laptop's, as the Chromium suite's desktop journeys. */
export const VIEWPORT = { width: 1280, height: 720 };

/** How long a wait lasts before it fails: generous, as on a busy two-core machine two browsers share it. */
export const WAIT_MS = 20_000;
const POLL_MS = 100;

/**
 * What an engine does for one tab.
 * @typedef {object} Driver
 * @property {(url: string) => Promise<void>} navigate Opens `url`, once the browser has loaded it.
 * @property {(source: string, ...args: unknown[]) => Promise<any>} run Calls the function whose text is `source` in
 *   the page with `args` (plain data), and resolves with what it returns (plain data).
 * @property {(source: string, query: Query) => Promise<void>} click Clicks, as a person does, the element the function
 *   whose text is `source` returns for `query`; fails when it returns null.
 * @property {(source: string, query: Query, text: string) => Promise<void>} type Types `text` into that element.
 * @property {(key: keyof typeof KEYS) => Promise<void>} press Presses and releases a key where the focus is.
 * @property {() => Promise<string>} url The tab's address, the browser's own (also when a page could not be loaded).
 * @property {() => Promise<Buffer>} screenshot A PNG of the window.
 * @property {() => Promise<void>} close
 */

/**
 * A browser, started once for all the journeys of a run.
 * @typedef {object} Engine
 * @property {'webkit' | 'firefox'} name
 * @property {() => string} version
 * @property {() => Promise<Driver>} newTab A tab with nothing stored: no cookie, no storage, no service worker.
 * @property {() => Promise<void>} close
 */

/**
 * What a journey looks for in the page, as a person names it: the shown elements that match `css` and whose name holds
 * `name` whatever its case (or is `name`, when `exact`), inside what `within` finds, as Playwright's getByRole finds
 * them.
 * @typedef {object} Query
 * @property {string} css
 * @property {string} [name] The name a screen reader gives it, roughly: its aria-labelledby's text, its aria-label,
 *   its labels' text, or its own text, with runs of white space as one space.
 * @property {boolean} [exact]
 * @property {boolean} [enabled] Only elements that are not disabled.
 * @property {Query} [within]
 */

/** What each role is in the site's HTML. */
const ROLES = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  group: 'fieldset, [role="group"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="password"], textarea',
  main: 'main',
  banner: 'header, [role="banner"]',
  listitem: 'li',
  img: 'img, svg[role="img"], [role="img"]',
  heading: 'h1, h2, h3, h4, h5, h6',
};

/**
 * The elements of a role, by name.
 * @param {keyof typeof ROLES} kind
 * @param {string} [name]
 * @param {{ exact?: boolean, within?: Query }} [options]
 * @returns {Query}
 */
export const role = (kind, name, options = {}) => ({ css: ROLES[kind], name, ...options });

/**
 * The elements a CSS selector finds.
 * @param {string} selector
 * @param {{ name?: string, exact?: boolean, within?: Query }} [options]
 * @returns {Query}
 */
export const css = (selector, options = {}) => ({ css: selector, ...options });

/** How a journey's messages name what a query finds. */
const described = (/** @type {Query} */ query) =>
  `${query.within ? `${described(query.within)} › ` : ''}${query.css.split(',')[0]}${query.name === undefined ? '' : ` "${query.name}"`}`;

/**
 * Runs in the page: the shown elements `query` finds. Sent to the page as its text, so it uses nothing from outside.
 * @param {Query} query
 * @returns {Element[]}
 */
function findInPage(query) {
  const words = (/** @type {string | null | undefined} */ text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (/** @type {Element} */ element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return words(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return words(label);
    const labels =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.labels : null;
    if (labels && labels.length > 0) return words([...labels].map((item) => item.textContent).join(' '));
    if (element instanceof HTMLImageElement) return words(element.alt);
    return words(element.textContent);
  };
  const shown = (/** @type {Element} */ element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  /** @type {(query: Query) => Element[]} */
  const search = (query) =>
    (query.within ? search(query.within) : [document])
      .flatMap((scope) => [...scope.querySelectorAll(query.css)])
      .filter(
        (element) =>
          shown(element) &&
          (!query.enabled || !element.matches(':disabled')) &&
          (query.name === undefined ||
            (query.exact
              ? nameOf(element) === query.name
              : nameOf(element).toLowerCase().includes(query.name.toLowerCase()))),
      );
  return [...new Set(search(query))];
}

/**
 * The text of a function that runs `body` in the page on what `query` finds: `body(found, ...args)`.
 * @param {string} body
 */
const onFound = (body) => `function (query, ...args) { return (${body})((${findInPage})(query), ...args); }`;

/**
 * Fails, naming each error, unless `errors` is an empty list: what a page kept in `window.__pageErrors`, read at
 * `where`. A page of the site that keeps no list at all fails too: its build has no embedded mock API, and nothing
 * it reports could be seen.
 * @param {unknown} errors
 * @param {string} where
 */
export function assertNoPageErrors(errors, where) {
  if (!Array.isArray(errors))
    throw new AssertionError({
      message: `${where} keeps no list of its errors (window.__pageErrors): run the journeys against a build with the embedded mock API`,
    });
  if (errors.length === 0) return;
  const lines = errors.map((error) => `  ${error?.kind ?? 'error'}: ${error?.message ?? JSON.stringify(error)}`);
  throw new AssertionError({
    message: `${where} reported ${errors.length} error${errors.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
    actual: errors,
    expected: [],
    operator: 'deepStrictEqual',
  });
}

/** Waits `ms`, between two looks at the page. */
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Tab {
  /**
   * @param {Driver} driver
   * @param {string} origin The site's origin: paths are opened there.
   */
  constructor(driver, origin) {
    this.driver = driver;
    this.origin = origin;
  }

  /**
   * Waits until `read()` gives `expected` (compared deeply), and fails with what it gave last when `WAIT_MS` pass
   * first. A read that throws (the page is changing) counts as not yet.
   * @template T
   * @param {() => Promise<T>} read
   * @param {T} expected
   * @param {string} what What is waited for, for the message.
   */
  async expect(read, expected, what) {
    const deadline = Date.now() + WAIT_MS;
    /** @type {unknown} */
    let last;
    for (;;) {
      try {
        last = await read();
        deepStrictEqual(last, expected);
        return;
      } catch (error) {
        if (!(error instanceof AssertionError)) last = error;
      }
      if (Date.now() > deadline) {
        const seen = last instanceof Error ? `it failed: ${last.message}` : `it stayed ${JSON.stringify(last)}`;
        throw new AssertionError({
          message: `${what}: expected ${JSON.stringify(expected)} within ${WAIT_MS / 1000} s, ${seen}`,
          actual: last,
          expected,
          operator: 'deepStrictEqual',
        });
      }
      await pause(POLL_MS);
    }
  }

  /**
   * Calls `fn` in the page with `args` and resolves with what it returns. `fn` is sent as its text: it uses nothing
   * from outside.
   * @param {(...args: any[]) => unknown} fn
   * @param {...unknown} args
   * @returns {Promise<any>}
   */
  run(fn, ...args) {
    return this.driver.run(String(fn), ...args);
  }

  /** Waits until `fn`, run in the page, returns true. */
  until(/** @type {(...args: any[]) => boolean} */ fn, /** @type {string} */ what, /** @type {unknown[]} */ ...args) {
    return this.expect(() => this.run(fn, ...args), true, what);
  }

  /** Waits until the site has taken the page over (`<html data-ready>`, src/app/app.tsx). */
  started() {
    return this.until(
      () => document.getElementById('root') === null || document.documentElement.hasAttribute('data-ready'),
      'the site takes the page over',
    );
  }

  /**
   * Waits until the page's data have settled: the site has taken it over, the app has no call on its way
   * (`<html data-busy>`, src/app/settled-signal.ts) and the mock API answers none. A page outside the site is settled
   * as it loads.
   */
  settled() {
    return this.until(() => {
      if (document.getElementById('root') === null) return true;
      const root = document.documentElement;
      const mockApi = /** @type {{ __mockApiCallsInFlight?: () => number }} */ (/** @type {unknown} */ (window));
      return (
        root.hasAttribute('data-ready') &&
        !root.hasAttribute('data-busy') &&
        (mockApi.__mockApiCallsInFlight?.() ?? 0) === 0
      );
    }, 'the page settles');
  }

  /**
   * Opens `path` of the site and waits until its data have settled, or only until the site has started. The page it
   * leaves is checked for errors first.
   * @param {string} path
   * @param {{ until?: 'settled' | 'started' }} [options]
   */
  async open(path, { until = 'settled' } = {}) {
    await this.expectNoPageErrors();
    await this.driver.navigate(new URL(path, this.origin).href);
    if (until === 'settled') await this.settled();
    else await this.started();
  }

  /** The tab's address. */
  url() {
    return this.driver.url();
  }

  /** The path and query of the tab's address. */
  async path() {
    const url = new URL(await this.url());
    return `${url.pathname}${url.search}`;
  }

  /** How many shown elements `query` finds now. */
  count(/** @type {Query} */ query) {
    return this.driver.run(onFound('(found) => found.length'), query);
  }

  /** The text of the first shown element `query` finds now, with runs of white space as one space; null if none. */
  text(/** @type {Query} */ query) {
    return this.driver.run(
      onFound("(found) => found[0] ? found[0].textContent.replace(/\\s+/g, ' ').trim() : null"),
      query,
    );
  }

  /** An attribute of the first shown element `query` finds now; null if there is none or it has none. */
  attribute(/** @type {Query} */ query, /** @type {string} */ name) {
    return this.driver.run(onFound('(found, name) => found[0] ? found[0].getAttribute(name) : null'), query, name);
  }

  /** Waits until `query` finds a shown element. */
  see(/** @type {Query} */ query) {
    return this.expect(async () => (await this.count(query)) > 0, true, `${described(query)} shows`);
  }

  /** Waits until `query` finds no shown element. */
  gone(/** @type {Query} */ query) {
    return this.expect(() => this.count(query), 0, `${described(query)} goes`);
  }

  /**
   * Clicks the first shown, enabled element `query` finds, once there is one and nothing covers it.
   * @param {Query} query
   */
  async click(query) {
    await this.act(query, (source, target) => this.driver.click(source, target), 'click');
  }

  /**
   * Types `text` into the first shown, enabled element `query` finds.
   * @param {Query} query
   * @param {string} text
   */
  async fill(query, text) {
    await this.act(query, (source, target) => this.driver.type(source, target, text), 'type into');
  }

  /**
   * Does `action` on the first shown, enabled element `query` finds, trying again while there is none or it cannot
   * be reached yet (covered by a dialog fading out, drawn again between the look and the click).
   * @param {Query} query
   * @param {(source: string, query: Query) => Promise<void>} action
   * @param {string} verb
   */
  async act(query, action, verb) {
    const target = { ...query, enabled: true };
    const first = onFound('(found) => found[0] ?? null');
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        await action(first, target);
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`Could not ${verb} ${described(query)} within ${WAIT_MS / 1000} s`, { cause: error });
      }
      await pause(POLL_MS);
    }
  }

  /** Presses and releases a key where the focus is. */
  press(/** @type {keyof typeof KEYS} */ key) {
    return this.driver.press(key);
  }

  /** The errors the page has kept (window.__pageErrors); null on a page outside the site. */
  pageErrors() {
    return this.run(() =>
      document.getElementById('root') === null ? null : (/** @type {any} */ (window).__pageErrors ?? 'none kept'),
    );
  }

  /** Fails if the page the tab shows has reported an error since it started (see assertNoPageErrors). */
  async expectNoPageErrors() {
    const errors = await this.pageErrors();
    if (errors !== null) assertNoPageErrors(errors === 'none kept' ? undefined : errors, await this.url());
  }

  close() {
    return this.driver.close();
  }
}
