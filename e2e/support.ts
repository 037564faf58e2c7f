import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import type { FaultOptions } from '../src/mocks/store';
import { loginOnFreshMock } from './mock-session';

type GotoOptions = NonNullable<Parameters<Page['goto']>[1]>;
type ReloadOptions = NonNullable<Parameters<Page['reload']>[0]>;

export const DEMO_USER = { email: 'demo@pollocrujiente.example', password: 'Demo1234', firstName: 'Lucía' };
export const NEW_USER = { email: 'nuevo@pollocrujiente.example', password: 'Nuevo1234', firstName: 'Jordi' };

/** The start of the console error by which a page reports a Content-Security-Policy violation. */
export const CSP_VIOLATION = 'CSP violation:';

/**
 * Reports every Content-Security-Policy violation of the page as a console error: the browser's own message
 * does not always reach the console, and the report says what was blocked and where.
 */
function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
    const sample = event.sample ? ` (${event.sample})` : '';
    console.error(
      `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}${sample} on ${location.pathname}`,
    );
  });
}

/**
 * Every test fails on an uncaught page error or a console error: what a visitor would not notice is
 * still a bug. Tests that provoke an error on purpose list it in `allowedConsoleErrors`; a Content-Security-Policy
 * violation fails every test, whatever it allows.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  cookieConsent: 'decided' | 'undecided';
  homePopup: 'seen' | 'due';
  appBanner: 'closed' | 'new';
}>({
  allowedConsoleErrors: [[], { option: true }],
  // The home popup (once a day) and the phone's app banner would cover what other journeys look at: unless a
  // journey is about them, today's popup counts as seen and the banner as just closed.
  homePopup: ['seen', { option: true }],
  appBanner: ['closed', { option: true }],
  // Journeys about something else start with the cookie choice made (technical cookies only), so the banner
  // does not stand in their way; the consent journeys start undecided.
  cookieConsent: ['decided', { option: true }],
  page: async ({ page, allowedConsoleErrors, cookieConsent, homePopup, appBanner, baseURL }, use) => {
    // On the context, so that tabs the journey opens report theirs too.
    await page.context().addInitScript(reportCspViolations, CSP_VIOLATION);
    await page.addInitScript(
      ({ seen, closed }) => {
        const now = new Date();
        const pad = (value: number) => String(value).padStart(2, '0');
        if (seen && !localStorage.getItem('popupShownOn')) {
          localStorage.setItem('popupShownOn', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
        }
        if (closed && !localStorage.getItem('appBanner'))
          localStorage.setItem('appBanner', JSON.stringify({ closedAt: now.getTime() }));
      },
      { seen: homePopup === 'seen', closed: appBanner === 'closed' },
    );
    if (cookieConsent === 'decided') {
      await page.context().addCookies(
        ['cookie_functionality=true', 'cookie_analytics=false', 'cookie_third_party=false'].map((pair) => {
          const [name, value] = pair.split('=') as [string, string];
          return { name, value, url: baseURL! };
        }),
      );
    }
    const errors: string[] = [];
    const watch = (tab: Page) => {
      // Each error named by the page it came from: a journey that goes through many pages says which one.
      const onPage = () => `(on ${tab.url()})`;
      tab.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The failing address is in the message's location, not in its text: keep it for the report.
        const allowed = !text.startsWith(CSP_VIOLATION) && allowedConsoleErrors.some((pattern) => pattern.test(text));
        if (!allowed) errors.push(`${text} ${message.location().url} ${onPage()}`.replace(/\s+/g, ' '));
      });
      tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message} ${onPage()}`));
    };
    watch(page);
    trackApiCalls(page);
    page.context().on('page', trackApiCalls);
    // Other tabs of the journey (a second session, a link opened in a new tab) are held to the same rule.
    page.context().on('page', watch);
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * The main pages, whose English and Catalan addresses the suites that sweep every Spanish address (security,
 * budgets) also visit: every other page is drawn by the same code in every language.
 */
export const MAIN_PATHS = [
  '/',
  '/carta',
  '/restaurantes',
  '/login',
  '/aviso-legal',
  '/alergens',
  '/my-rewards',
  '/contact',
];

/** Each tab's calls to the API on their way: sent, and neither answered nor failed yet. */
const apiCalls = new WeakMap<Page, Set<Request>>();

function trackApiCalls(tab: Page) {
  const calls = new Set<Request>();
  apiCalls.set(tab, calls);
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.add(request);
  });
  tab.on('requestfinished', (request) => calls.delete(request));
  tab.on('requestfailed', (request) => calls.delete(request));
}

/**
 * Waits until the tab has no API call on its way but those `except` names (a call the mock holds without an answer,
 * which the app counts as on its way too).
 */
export async function untilOtherCallsAnswered(tab: Page, except: (request: Request) => boolean) {
  const others = () => [...(apiCalls.get(tab) ?? [])].filter((request) => !except(request)).length;
  await expect.poll(others, { message: 'API calls on their way' }).toBe(0);
}

/**
 * Waits until the page's data have settled: the site has taken the page over (src/app/app.tsx marks `data-ready`),
 * the app has no call on its way (src/app/settled-signal.ts marks `data-busy` while it has), and the mock API is
 * answering none. Pages outside the site (a printable document) are settled as they load.
 */
export async function untilDataSettled(tab: Page) {
  await tab.waitForFunction(dataSettled);
}

/** Whether the page's data have settled now, as `untilDataSettled` waits for. */
export const isDataSettled = (tab: Page) => tab.evaluate(dataSettled);

/** Runs in the page: whether its data have settled (see untilDataSettled). */
function dataSettled() {
  if (document.getElementById('root') === null) return true;
  const root = document.documentElement;
  return (
    root.hasAttribute('data-ready') && !root.hasAttribute('data-busy') && (window.__mockApiCallsInFlight?.() ?? 0) === 0
  );
}

/**
 * How far `open` and `reload` wait: until the page's data have settled (the default), until the site has started, or
 * only for the browser's load event (a page without scripts, whose site never starts).
 */
type Until = { until?: 'settled' | 'started' | 'load' };

/** Waits as `until` says, once the browser has loaded the page. */
async function untilAsTold(tab: Page, until: NonNullable<Until['until']>) {
  if (until === 'settled') await untilDataSettled(tab);
  else if (until === 'started') await untilStarted(tab);
}

/**
 * Waits until the site has taken the page over, whatever its calls are doing (one the mock holds without an answer).
 */
async function untilStarted(tab: Page) {
  await tab.waitForFunction(
    () => document.getElementById('root') === null || document.documentElement.hasAttribute('data-ready'),
  );
}

/**
 * Opens `path` in the tab and waits until its data have settled, or as `until` says. Public pages arrive pre-rendered
 * and show before the code that makes them work: a journey goes on once the site has taken the page over, as a person
 * would once it responds.
 */
export async function open(tab: Page, path: string, { until = 'settled', ...options }: Until & GotoOptions = {}) {
  const response = await tab.goto(path, options);
  await untilAsTold(tab, until);
  return response;
}

/** Reloads the tab and waits as `open` does. */
export async function reload(tab: Page, { until = 'settled', ...options }: Until & ReloadOptions = {}) {
  const response = await tab.reload(options);
  await untilAsTold(tab, until);
  return response;
}

/** Reloads and returns at the load event, without waiting for the site to start (journeys about start-up races). */
export const reloadAtLoad = (tab: Page) => tab.reload();

/**
 * Goes to `path` and returns as soon as the browser has the new page, before any of it is drawn or its code runs
 * (journeys about what a visitor can do before the site starts).
 */
export const arrive = (tab: Page, path: string) => tab.goto(path, { waitUntil: 'commit' });

/** Waits until the page has drawn two more frames: what a scroll or a key set off is drawn by then. */
export async function nextFrames(tab: Page) {
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits for the page to be drawn as it will stay: its data settled and drawn, and every animation with an end
 * (a dialog or a slide fading in) ended. Spinners and shimmers never end and are not waited for.
 */
export async function untilSettled(page: Page) {
  await untilDataSettled(page);
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    // A cancelled animation rejects its promise: it has ended all the same.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // What the last answer or animation set off is drawn in the next frames.
  await nextFrames(page);
}

/**
 * axe's minified build (0.65 MB; the full source is 1.5 MB of the same code), put into a page once: a sweep that moves
 * from page to page inside the site, or checks a page again after opening a dialog, finds it there. Loading it again for
 * every check cost each one about 0.4 s, over more than a hundred checks.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The page's window once axe is in it. */
type AxeWindow = { axe: typeof Axe };

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // axe judges the page as drawn, so it waits for the page to settle first: data that arrives late redraws it, and a
  // slide or dialog fading in has, for its 400 ms, the contrast of a half-drawn text.
  await untilSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // axe runs whole in the page: the site has no frames, whose results would need merging. Only the violations are
  // reported in full; what passed is not read.
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, AXE_TAGS);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until what the page asked the API for has arrived and been drawn: no call on its way, no loading indicator
 * left, and the page settled. A page whose content arrives after its first render grows meanwhile and moves what is
 * below it (the home page's news push the footer down): a click aimed at the footer before then can land where a link
 * was.
 */
export async function untilLoaded(page: Page) {
  await untilSettled(page);
  await expect(page.getByRole('status').filter({ hasText: /^(Cargando|Loading|Carregant)/ })).toHaveCount(0);
}

/**
 * Waits until `locator` matches `count` elements, for as long as each look finds it closer: a page that draws a long
 * table in slices, or fills it in as answers come, may take longer than one wait on a slowed processor under load,
 * while one that stops short fails once `stallMs` pass without a step closer.
 */
export async function untilCount(locator: Locator, count: number, stallMs = 15_000) {
  let seen = await locator.count();
  while (seen !== count) {
    const before = seen;
    await expect
      .poll(
        async () => {
          seen = await locator.count();
          return Math.abs(seen - count) < Math.abs(before - count);
        },
        { timeout: stallMs, message: `${locator.toString()} stayed at ${before} for ${stallMs} ms, ${count} expected` },
      )
      .toBe(true);
  }
}

/** Opens a page and waits until the site has rendered its heading. */
export async function visit(page: Page, path: string) {
  await open(page, path);
  await expect(page.locator('h1')).toBeVisible();
}

/** A call broken in the mock API: the start of its path, and how it answers. */
export type MockFault = [prefix: string, options: FaultOptions];

/**
 * Breaks calls in the mock API from the moment it starts, before the page's first call, on every load of the page
 * from now on: for a call the page makes as it starts, which breaking it after the load would race. `faults` are
 * set on every load; with `storageKey`, so are those the page's session storage holds under that key as it loads,
 * which a test may change between loads.
 */
export async function breakAsMockApiStarts(
  page: Page,
  { faults = [], storageKey = null }: { faults?: MockFault[]; storageKey?: string | null },
) {
  await page.addInitScript(
    ({ fixed, key }) => {
      const stored = key ? (JSON.parse(sessionStorage.getItem(key) ?? '[]') as typeof fixed) : [];
      const all = [...fixed, ...stored];
      if (all.length === 0) return;
      let api: Window['__mockApi'];
      Object.defineProperty(window, '__mockApi', {
        configurable: true,
        get: () => api,
        set: (value: Window['__mockApi']) => {
          for (const [prefix, options] of all) value?.failRequests(prefix, options);
          api = value;
        },
      });
    },
    { fixed: faults, key: storageKey },
  );
}

/** Breaks the mock API's calls under `prefix` (a 500) from the moment it starts, on every load from now on. */
export const failFromStart = (page: Page, prefix: string) => breakAsMockApiStarts(page, { faults: [[prefix, {}]] });

/**
 * Starts the journey logged in as `user` on the embedded mock API, on the page at `at` (the home page unless told),
 * with the site started from the stored session. The login form is not needed to test what a session shows (the
 * account journeys test the form). In a fresh tab the mock's state after a login is worked out by the mock's own
 * store code here and stored before the first page starts (one page load); in a tab the journey has used already,
 * whose mock may hold changes, the page's own mock logs in and the site starts again at `at`.
 */
export async function loginThroughMock(page: Page, user = DEMO_USER, at = '/') {
  if (page.url() === 'about:blank') {
    const login = await loginOnFreshMock(user.email, user.password);
    // Stored before the site's first page reads it, once: what the journey changes afterwards is kept.
    const seed = await page.addInitScript(({ stateKey, state, session }) => {
      localStorage.setItem(stateKey, state);
      localStorage.setItem('session', session);
    }, login);
    try {
      await visit(page, at);
    } finally {
      await seed.dispose();
    }
    return;
  }
  await page.evaluate(async ({ email, password }) => {
    const api = window.__mockApi;
    if (!api) throw new Error('The mock API is not running');
    const session = api.login(email, password);
    localStorage.setItem('session', JSON.stringify(session));
    // The login form also opens the delivery site's session; the delivery site's calls need it.
    api.openDeliverySession(session.token, session.id);
  }, user);
  await visit(page, at);
}

/**
 * Starts recording the page's layout shifts (not caused by input) from the start of its load; read them with
 * `layoutShiftTotal`, and what moved with `layoutShiftReport`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const record = window as unknown as { __layoutShifts: number[]; __layoutShiftNotes: string[] };
    record.__layoutShifts = [];
    record.__layoutShiftNotes = [];
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? node.nodeName : 'a removed node';
      const classes = [...node.classList].map((item) => `.${item}`).join('');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.__layoutShifts.push(entry.value);
        const moved = (entry.sources ?? []).map(
          (source) => `${name(source.node)} from ${box(source.previousRect)} to ${box(source.currentRect)}`,
        );
        record.__layoutShiftNotes.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded since `recordLayoutShifts` (the page's CLS, roughly). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** Each layout shift recorded since `recordLayoutShifts`: its score, when, and what moved from where to where. */
export async function layoutShiftReport(page: Page): Promise<string> {
  const notes = await page.evaluate(() => (window as unknown as { __layoutShiftNotes: string[] }).__layoutShiftNotes);
  return notes.length === 0 ? 'no layout shift' : notes.join('\n');
}

/**
 * Why the element is not fully seen, or an empty list: its box must be inside the viewport, the element itself must
 * be on top at its centre (document.elementFromPoint), and where its box meets what stays on screen over the page
 * (whatever is fixed or sticky: the header, the app banner, the cookie button, a page's own sticky strip), the element
 * must be the one on top there (a focused skip link may sit over the header; a link must not sit under it).
 */
export async function whatHides(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const nameOf = (node: Element | null) =>
      node
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
    const onTop = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    };
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const covers = [...document.body.querySelectorAll('*')].filter((node) => {
      if (node === element || node.contains(element)) return false;
      const position = getComputedStyle(node).position;
      return position === 'fixed' || position === 'sticky';
    });
    const problems: string[] = [];
    // A link that wraps is one box per line: each line must be seen (the centre of their union may be plain text).
    for (const box of element.getClientRects()) {
      if (box.width < 1 || box.height < 1) continue;
      if (box.top < 0 || box.left < 0 || box.bottom > height || box.right > width) {
        problems.push(
          `outside the ${width}×${height} viewport at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
        );
      }
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      if (!onTop(centre.x, centre.y))
        problems.push(`its centre shows ${nameOf(document.elementFromPoint(centre.x, centre.y))}`);
      for (const cover of covers) {
        const over = cover.getBoundingClientRect();
        const left = Math.max(box.left, over.left);
        const right = Math.min(box.right, over.right);
        const top = Math.max(box.top, over.top);
        const bottom = Math.min(box.bottom, over.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        if (!onTop((left + right) / 2, (top + bottom) / 2))
          problems.push(`under ${nameOf(cover)} by ${Math.round(right - left)}×${Math.round(bottom - top)} px`);
      }
    }
    return problems.map((problem) => `${nameOf(element)}: ${problem}`);
  });
}

/**
 * Scrolls the window to bring the element to the middle of the screen, as far as the page goes: an element near the
 * page's end stays where the end of the page leaves it. (Not scrollIntoView, which would follow the page's own scroll
 * padding, the very thing under test.)
 */
export async function scrollToMiddle(target: Locator) {
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height / 2 - window.innerHeight / 2);
  });
  await nextFrames(target.page());
}

/** Answers a first visit's cookie banner with the keyboard alone: Tab to "Rechazar todas", then Enter. */
export async function rejectCookiesByKeyboard(page: Page) {
  const cookieBanner = page.getByRole('dialog', { name: 'Tu privacidad, tus cookies' });
  await expect(cookieBanner).toBeFocused();
  const reject = cookieBanner.getByRole('button', { name: 'Rechazar todas' });
  for (
    let presses = 0;
    presses < 6 && !(await reject.evaluate((node) => node === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cookieBanner).toHaveCount(0);
}

/**
 * Tabs from the top of the page to the footer's last link, then back up with Shift+Tab to the first stop (the skip
 * link), checking at every stop that the focused element is fully seen (see whatHides): going down, focus brings
 * elements up from under the bottom of the screen; going up, down from under the header. Returns every problem met on
 * the way and the number of stops down.
 */
export async function tabThroughPage(page: Page, { max = 400 } = {}): Promise<{ problems: string[]; stops: number }> {
  const last = page.getByRole('contentinfo').getByRole('link').last();
  const first = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(last).toBeAttached();
  const problems: string[] = [];
  const focused = page.locator(':focus');
  const step = async (key: string, way: string) => {
    await page.keyboard.press(key);
    // Focus scrolls the page at once; after the next frames it is drawn where the visitor sees it.
    await nextFrames(page);
    problems.push(...(await whatHides(focused)).map((problem) => `${way}: ${problem}`));
  };
  const reached = async (target: Locator) =>
    focused.evaluate((node, end) => node === end, await target.elementHandle());
  let stops = 0;
  do {
    if (++stops > max) throw new Error(`The footer's last link was not reached in ${max} presses of Tab`);
    await step('Tab', 'down');
  } while (!(await reached(last)));
  let back = 0;
  do {
    if (++back > max) throw new Error(`The skip link was not reached back in ${max} presses of Shift+Tab`);
    await step('Shift+Tab', 'up');
  } while (!(await reached(first)));
  return { problems, stops };
}

/** Every link that opens a new tab opens it with noopener, so the new page cannot reach back into this one. */
export async function expectNoopenerLinks(page: Page, address: string) {
  const links = await page
    .locator('a[target="_blank"]')
    .evaluateAll((elements) =>
      elements.map((link) => ({ href: link.getAttribute('href'), rel: link.getAttribute('rel') ?? '' })),
    );
  expect(
    links.filter((link) => !link.rel.split(/\s+/).includes('noopener')),
    address,
  ).toEqual([]);
}

/**
 * Whether the browser itself says the menu's button is expanded, as a screen reader hears it: the button opens the
 * menu as a native popover (`popovertarget`), whose state the browser states without an `aria-expanded` of ours.
 */
export async function menuExpanded(page: Page): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'header button[popovertarget]',
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : null;
  } finally {
    await cdp.detach();
  }
}
