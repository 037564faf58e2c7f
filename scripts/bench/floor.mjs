/**
 * The floor: each measured page as a visitor finally sees it, saved as plain HTML with no script at all, its
 * stylesheets and images kept. Served by the same preview from the build's __floor/ folder, with the same addresses
 * for its stylesheets and images, and measured by Lighthouse exactly as the site is, it is as fast as that page's own
 * HTML can be: the site's figures divided by the floor's say what the scripts cost.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanUp } from './lifecycle.mjs';

/**
 * @typedef {object} Floor
 * @property {string} route
 * @property {string} address
 * @property {number} bytes
 * @property {number} scriptsRemoved
 * @property {string | null} error
 */

/**
 * The folder of the build the floor pages are written to, and their address on the preview.
 * @type {string}
 */
export const FLOOR_DIR = '__floor';

/**
 * Lighthouse's mobile screen (its constants' screenEmulationMetrics.mobile): the floor is the page drawn for it.
 * @type {{ width: number; height: number; deviceScaleFactor: number }}
 */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** How long the page must stay unchanged after the site is ready and the network idle, to count as settled. */
const QUIET_MS = 500;
/** The longest the bench waits for it to settle (an animation that never stops). */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * The file name of a route's floor page (and of its Lighthouse report): `/` → index, `/carta?id=2` → carta-id-2, `/en/carta` → en-carta.
 * @type {(route: string) => string}
 */
export function floorName(route) {
  const name = route
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return name || 'index';
}

/**
 * A route's floor page's address on the preview.
 * @type {(route: string) => string}
 */
export const floorAddress = (route) => `/${FLOOR_DIR}/${floorName(route)}.html`;

/**
 * The HTML with nothing left to run: every `<script>` (inline ones and `application/ld+json` data blocks too, which
 * never run but are not drawn either), every module preload and script preload. Stylesheets, images, fonts and the
 * rest are left as they are.
 * @type {(html: string) => { html: string; removed: number }}
 */
export function stripScripts(html) {
  let removed = 0;
  const out = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, () => {
      removed += 1;
      return '';
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) {
        removed += 1;
        return '';
      }
      return tag;
    });
  return { html: out, removed };
}

/**
 * The page's `style` attributes as a stylesheet of its own. The site's Content-Security-Policy allows no inline
 * style (what the page's scripts set through the DOM is allowed, the same text in an attribute is not): each element
 * with a style gets `data-floor-style="n"`, and the sheet gives it the same declarations, as strong as inline ones.
 * @type {(html: string) => { html: string; css: string }}
 */
export function stylesToSheet(html) {
  const rules = [];
  const out = html.replace(
    /(<[a-z][a-z0-9-]*\b[^>]*?)\sstyle\s*=\s*("([^"]*)"|'([^']*)')/gi,
    (_tag, start, _quoted, double, single) => {
      const text = (double ?? single ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'");
      const declarations = text
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d.includes(':'))
        .map((d) => (/!important$/i.test(d) ? d : `${d} !important`));
      if (!declarations.length) return start;
      const n = rules.length;
      rules.push(`[data-floor-style="${n}"] { ${declarations.join('; ')}; }`);
      return `${start} data-floor-style="${n}"`;
    },
  );
  return { html: out, css: rules.length ? `${rules.join('\n')}\n` : '' };
}

/**
 * The floor page of a document's HTML (`document.documentElement.outerHTML`): no script, the inline styles moved to
 * `sheet` (the stylesheet's address, linked last in the head when there are any).
 * @returns {{ html: string, css: string, removed: number }}
 * @type {(outerHTML: string, sheet: string) => { html: string; css: string; removed: number }}
 */
export function floorPage(outerHTML, sheet) {
  const { html: bare, removed } = stripScripts(outerHTML);
  const { html, css } = stylesToSheet(bare);
  const linked = css ? html.replace(/<\/head>/i, `<link rel="stylesheet" href="${sheet}"></head>`) : html;
  return { html: `<!DOCTYPE html>\n${linked}`, css, removed };
}

/**
 * Opens each route as a phone visitor (a fresh context, Lighthouse's mobile screen, the session of a customer page),
 * waits until the site is ready (`<html data-ready>`), the network is idle and nothing on the page has changed for a
 * moment, and writes its floor page to the build's __floor/ folder, removed when the bench ends: the build is left as
 * it was built (dist/ is the end-to-end suite's).
 * @type {(browser: any, origin: string, routes: string[], build: { dist: string; sessionFor: (route: string) => any }) => Promise<Floor[]>}
 */
export async function captureFloors(browser, origin, routes, { dist, sessionFor }) {
  const folder = join(dist, FLOOR_DIR);
  const remove = () => rmSync(folder, { recursive: true, force: true });
  remove();
  mkdirSync(folder, { recursive: true });
  onCleanUp(remove);
  const results = [];
  for (const route of routes) {
    const context = await browser.newContext({
      viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
      deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const session = sessionFor(route);
    if (session)
      await context.addInitScript((value) => localStorage.setItem('session', value), JSON.stringify(session));
    const address = floorAddress(route);
    try {
      const page = await context.newPage();
      await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      await page.evaluate(settled, { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS });
      const outerHTML = await page.evaluate(() => document.documentElement.outerHTML);
      const name = floorName(route);
      const { html, css, removed } = floorPage(outerHTML, `/${FLOOR_DIR}/${name}.css`);
      writeFileSync(join(folder, `${name}.html`), html);
      if (css) writeFileSync(join(folder, `${name}.css`), css);
      results.push({ route, address, bytes: Buffer.byteLength(html), scriptsRemoved: removed, error: null });
      console.log(`bench: floor of ${route} at ${address} (${removed} script(s) and preload(s) removed)`);
    } catch (e) {
      const error = e instanceof Error ? e.message.split('\n')[0] : String(e);
      results.push({ route, address, bytes: 0, scriptsRemoved: 0, error });
      console.log(`bench: no floor for ${route}: ${error}`);
    } finally {
      await context.close();
    }
  }
  return results;
}

/** In the page: resolves once two frames have been drawn and the DOM has not changed for `quietMs` (or after `timeoutMs`). */
function settled({ quietMs, timeoutMs }) {
  return new Promise((resolve) => {
    let timer = 0;
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve(undefined);
    };
    const restart = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), quietMs);
    };
    const observer = new MutationObserver(restart);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const limit = window.setTimeout(done, timeoutMs);
    restart();
  });
}
