/**
 * Where the pre-rendered pages (scripts/prerender.mjs) live in dist/, shared by the script that writes them and the
 * preview server that serves them (vite.config.ts).
 */

/** The bare shell every address without a page of its own is answered with. */
export const SHELL_FILE = 'app.html';

/** The file a pre-rendered address is written to, relative to dist/: `/` → index.html, `/carta` → carta.html. */
export const prerenderedFile = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
