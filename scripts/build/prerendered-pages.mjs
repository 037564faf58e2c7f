/**
 * Where the pre-rendered pages (scripts/build/prerender.mjs) live in dist/, shared by the script that writes them and the
 * preview server that serves them (vite.config.ts).
 */

import { LANGUAGE_PREFIXES, languageOfAddress } from '../../src/app/route-table.mjs';
import { isProvincePage, isRestaurantPage, RESTAURANT_PAGES } from '../../src/domain/restaurant-address.mjs';

/**
 * The bare shell every address without a page of its own is answered with.
 * @type {string}
 */
export const SHELL_FILE = 'app.html';

/**
 * The file a pre-rendered address is written to, relative to dist/: `/` → index.html, `/carta` → carta.html,
 * `/en/` → en/index.html, `/en/carta` → en/carta.html.
 * @type {(address: string) => string}
 */
export const prerenderedFile = (address) =>
  address.endsWith('/') ? `${address.slice(1)}index.html` : `${address.slice(1)}.html`;

/**
 * The files a static host tries for an address, in order, relative to its root, before it falls back to the shell:
 * `<path>.html`, then `<path>/index.html` (`/en` and `/en/` are both en/index.html).
 * @type {(address: string) => string[]}
 */
export function staticCandidates(address) {
  const path = address.replace(/\/+$/, '');
  return path === '' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
}

/**
 * Whether an address without a file of its own is answered with the shell and status 404 rather than 200: a
 * restaurant's or a province's address that was not built (the app draws the restaurant, or the province's directory,
 * if the API lists it by now, the not-found page otherwise).
 * @type {(address: string) => boolean}
 */
export const shellWithNotFound = (address) => {
  const { path } = languageOfAddress(address);
  return isRestaurantPage(path) || isProvincePage(path);
};

/**
 * Where the build's code and style files are (Vite's `assets/`). A file missing there is one of an earlier release,
 * asked for by a page still open from it: it is answered with status 404, never with a page of the site, so that the
 * browser reports a missing file (and the page loads afresh) rather than a page it cannot run as code.
 * @type {string}
 */
export const ASSETS_PATH = '/assets/';

/**
 * The file static hosts (Netlify, Cloudflare Pages) read their redirects from, at the build's root.
 * @type {string}
 */
export const REDIRECTS_FILE = '_redirects';

/**
 * The most redirects of exact addresses Cloudflare Pages reads from `_redirects` (100 more may hold `*` or
 * placeholders).
 * @type {number}
 */
export const HOST_STATIC_REDIRECTS = 2000;

/**
 * `_redirects` for the static hosts that read it (Netlify, Cloudflare Pages): the first rule an address matches
 * applies, and only to an address with no file. First, each of `moved` (paths without a language prefix: an address a
 * restaurant had, and the one it has now) answers 301 in every language, before the rules with `*`, as Cloudflare Pages
 * asks.
 * @type {(moved?: Iterable<readonly [string, string]>) => string}
 */
export function redirectsFile(moved = []) {
  const pairs = [...moved];
  return (
    [
      ...LANGUAGE_PREFIXES.flatMap((prefix) => pairs.map(([from, to]) => `${prefix}${from}  ${prefix}${to}  301`)),
      `${ASSETS_PATH}*  /${SHELL_FILE}  404`,
      ...LANGUAGE_PREFIXES.map((prefix) => `${prefix}${RESTAURANT_PAGES}/*  /${SHELL_FILE}  404`),
      `/*  /${SHELL_FILE}  200`,
    ].join('\n') + '\n'
  );
}

/**
 * The addresses `_redirects` (its text) answers 301, each with where to: its rules for one exact address, as the preview
 * server answers them.
 * @type {(text: string) => Map<string, string>}
 */
export function permanentRedirects(text) {
  /** @type {Map<string, string>} */
  const redirects = new Map();
  for (const line of text.split('\n')) {
    const [from = '', to = '', status] = line.trim().split(/\s+/);
    if (status === '301' && !/[*:]/.test(from) && !redirects.has(from)) redirects.set(from, to);
  }
  return redirects;
}
