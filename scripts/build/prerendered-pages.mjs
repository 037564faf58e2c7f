/**
 * Where the pre-rendered pages (scripts/build/prerender.mjs) live in dist/, shared by the script that writes them and the
 * preview server that serves them (vite.config.ts).
 */

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
