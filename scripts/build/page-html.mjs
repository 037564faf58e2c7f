/**
 * A pre-rendered page's HTML (scripts/build/prerender.mjs): the site's shell with a page drawn into it.
 *
 * The page's title, head tags and HTML carry the API's text (a restaurant's name), which may hold any character. Each
 * goes into the shell through a replacement function, never as a replacement string: `String.prototype.replace` reads
 * `$&`, `$'`, `` $` ``, `$1` and `$<name>` in a replacement string as patterns, so a name holding `$'` would paste the
 * rest of the shell into the title.
 */
import { paintNeedsFirst, scriptsAfterPaint } from './page-head.mjs';
import { SHELL_DESCRIPTION } from './seo.mjs';

/**
 * Text made safe to stand between tags.
 * @type {(text: string) => string}
 */
export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @typedef {object} DrawnPage
 * @property {string} address The page's address, with its language prefix (`/en/carta`).
 * @property {string} locale
 * @property {string} html The page drawn to HTML, for #root.
 * @property {string} title
 * @property {string[]} css The page's own stylesheets, relative to the site's root.
 * @property {string[]} head Its description, language links and share tags (scripts/build/seo.mjs).
 * @property {string | null} data The text of the JSON data block with the API answers it was drawn with, if any.
 * @property {string} dataId That block's id (src/app/built-data.ts).
 */

/**
 * The shell with a page drawn into it: its language, its title, what search engines and chat apps read of it (`head`,
 * whose description replaces the shell's) and its stylesheets, its HTML in #root, followed by the API answers it was
 * drawn with (`data`, a JSON data block's text, src/app/built-data.ts) if any; then ordered for the first paint
 * (scripts/build/page-head.mjs).
 * @type {(shell: string, page: DrawnPage) => string}
 */
export function pageHtml(shell, { address, locale, html, title, css, head, data, dataId }) {
  const links = [...head, ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)];
  const out = shell
    .replace(SHELL_DESCRIPTION, '')
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => {
      const root = `<div id="root" data-prerendered="${escapeHtml(address)}">${html}</div>`;
      return data === null ? root : `${root}\n    <script type="application/json" id="${dataId}">${data}</script>`;
    });
  if (!out.includes('data-prerendered')) throw new Error('prerender: the shell has no empty <div id="root"></div>');
  return scriptsAfterPaint(paintNeedsFirst(out));
}
