import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
    console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}${sample} on ${location.pathname}`);
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
        if (closed && !localStorage.getItem('appBanner')) localStorage.setItem('appBanner', JSON.stringify({ closedAt: now.getTime() }));
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
      tab.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The failing address is in the message's location, not in its text: keep it for the report.
        const allowed = !text.startsWith(CSP_VIOLATION) && allowedConsoleErrors.some((pattern) => pattern.test(text));
        if (!allowed) errors.push(`${text} ${message.location().url}`.trim());
      });
      tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    };
    watch(page);
    // Public pages arrive pre-rendered: they show before the code that makes them work. A journey goes on once the
    // site has taken the page over, as a person would once it responds; in every tab of the journey.
    waitForTheSite(page);
    page.context().on('page', waitForTheSite);
    // Other tabs of the journey (a second session, a link opened in a new tab) are held to the same rule.
    page.context().on('page', watch);
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** Makes a tab's goto and reload return once the site works on the page (see untilReady). */
function waitForTheSite(tab: Page) {
  const goto = tab.goto.bind(tab);
  const reload = tab.reload.bind(tab);
  immediateReloads.set(tab, reload);
  tab.goto = async (...args) => {
    const response = await goto(...args);
    await untilReady(tab);
    return response;
  };
  tab.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady(tab);
    return response;
  };
}

/** Each journey page's own reload, which returns at the load event, before the site has started. */
const immediateReloads = new WeakMap<Page, Page['reload']>();

/** Reloads and returns at the load event, without waiting for the site to start (journeys about start-up races). */
export function reloadAtLoad(page: Page) {
  return (immediateReloads.get(page) ?? page.reload.bind(page))();
}

/** Waits until the site works on the page (src/app/app.tsx marks it); pages outside the site are left alone. */
async function untilReady(page: Page) {
  await page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.hasAttribute('data-ready'));
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // axe judges the page as drawn, so it waits for the page to settle first: data that arrives late redraws it, and a
  // slide or dialog fading in has, for its 400 ms, the contrast of a half-drawn text. Settled means no change to the
  // document for 300 ms and no finite animation running (spinners and shimmers never end and are not waited for).
  // Four seconds at most: a carousel turning or a paused animation must not hold the check forever.
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let lastChange = start;
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const animating = () =>
          document
            .getAnimations()
            .some((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
        const check = () => {
          const now = performance.now();
          if (now - start >= maxMs || (now - lastChange >= quietMs && !animating())) {
            observer.disconnect();
            resolve();
          } else {
            setTimeout(check, 50);
          }
        };
        check();
      }),
    { quietMs: 300, maxMs: 4000 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Opens a page and waits until the site has rendered its heading. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
}

/**
 * Logs in through the embedded mock API (the login form is not needed to test what a session shows)
 * and reloads so the site starts with the stored session.
 */
export async function loginThroughMock(page: Page, user = DEMO_USER) {
  await visit(page, '/');
  await page.evaluate(async ({ email, password }) => {
    const api = window.__mockApi;
    if (!api) throw new Error('The mock API is not running');
    const session = api.login(email, password);
    localStorage.setItem('session', JSON.stringify(session));
    // The login form also signs in on the delivery site (spec section 4); its calls need that session.
    api.openDeliverySession(session.token, session.id);
  }, user);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
}

/** Starts recording the page's layout shifts (not caused by input) from its first paint; read them with `layoutShiftTotal`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __layoutShifts: number[] };
    record.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.__layoutShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded since `recordLayoutShifts` (the page's CLS, roughly). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
