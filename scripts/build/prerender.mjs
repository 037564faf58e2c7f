/**
 * Pre-renders the public pages to static HTML after `vite build` (part of `npm run build`), in every language.
 *
 * A page drawn only in the browser paints after its code has downloaded and run; the same page as HTML paints as
 * soon as the HTML and the stylesheet arrive (docs/prerendering.md). Each public page of the route table marked `prerender`
 * is drawn by src/prerender.tsx in each language as a visitor without a session sees it before the API answers (content
 * from the site's own files, such as documents, included), put into the site's shell (scripts/build/page-html.mjs)
 * and written where static hosts and `vite preview` look for it: `/` in dist/index.html, `/carta` in dist/carta.html,
 * `/en/` in dist/en/index.html, `/ca/carta` in dist/ca/carta.html. The page's own stylesheets are linked from its HTML so they load with it, ahead of the scripts
 * (scripts/build/page-head.mjs), after its description, language links and share tags (scripts/build/seo.mjs; the absolute ones
 * only when the build knows the site's public origin, VITE_SITE_URL). A page with API content (the home page's news)
 * is drawn with the API's answers as at the build and carries them for the browser, which asks again as it starts
 * (src/app/built-data.ts); an API that does not answer leaves it drawn as before any answer, with a warning. Every
 * other address (customer pages,
 * unknown ones) gets the bare shell, dist/app.html, marked noindex: `vite preview` falls back to it (vite.config.ts)
 * and `dist/_redirects` tells static hosts to. An address a restaurant had under an earlier list of restaurants
 * answers 301 to the one it has now, from the same file (src/domain/restaurant-address.mjs says which).
 *
 * Last, it writes the offline worker for a build made for a real API (scripts/build/service-worker.mjs).
 *
 * Usage: node scripts/build/prerender.mjs   (after vite build; reads dist/.vite/manifest.json)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { paintNeedsFirst } from './page-head.mjs';
import { pageHtml } from './page-html.mjs';
import { languageAlternates, pageHead, sitemapXml, withNoindex, withoutNoindex } from './seo.mjs';
import { addressOf, LANGUAGES, ROUTES } from '../../src/app/route-table.mjs';
import {
  HOST_STATIC_REDIRECTS,
  prerenderedFile,
  REDIRECTS_FILE,
  redirectsFile,
  SHELL_FILE,
} from './prerendered-pages.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const ROOT = join(import.meta.dirname, '../..');
// The build's output directory: dist/, or the one SITE_OUT_DIR names (vite.config.ts).
const DIST = resolve(ROOT, process.env.SITE_OUT_DIR || 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

/**
 * The source modules a route's first render needs besides the app entry, from the route table: the page module
 * that draws it and, for a document, the Spanish document file its page loads before drawing.
 */
function pageModules() {
  return new Map(
    ROUTES.map((route) => [
      route.path,
      [`src/${route.page}.tsx`, ...(route.document ? [`content/documents/${route.document}.es.json`] : [])],
    ]),
  );
}

/** The stylesheets of the chunks statically reachable from `keys` in the client manifest. */
function stylesheets(manifest, keys) {
  const css = new Set();
  const stack = [...keys];
  const seen = new Set();
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return css;
}

async function main() {
  if (!existsSync(MANIFEST)) throw new Error('prerender: dist/.vite/manifest.json is missing: run vite build first');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  // dist/index.html is the shell until the home page is written over it (a second run reads the shell kept aside,
  // without the tag that keeps it out of search results).
  const index = readFileSync(join(DIST, 'index.html'), 'utf8');
  const shell = index.includes('data-prerendered')
    ? withoutNoindex(readFileSync(join(DIST, SHELL_FILE), 'utf8'))
    : index;
  const entryCss = stylesheets(manifest, ['index.html']);

  // Inside the project, so the server bundle finds the packages it leaves out (react, react-router...).
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'prerender-'));
  try {
    // The same configuration as the site's build, for Node: CSS modules give the same class names.
    await build({
      root: ROOT,
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
    });
    const server = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
    const modules = pageModules();
    // The shell answers unknown addresses and the customer pages: no address it answers belongs in search results.
    writeFileSync(join(DIST, SHELL_FILE), paintNeedsFirst(withNoindex(shell)));
    const site = server.siteUrl();
    const stopApi = await server.startApi();
    // Every restaurant the API lists now has its page, in every language: read before any page is drawn, so that a
    // build whose API cannot list them stops at once (see src/prerender.tsx).
    const restaurants = await server.restaurantPaths(process.env[server.WITHOUT_RESTAURANTS] === '1');
    if (restaurants.warning)
      console.warn(`prerender: building without restaurant pages, as asked: ${restaurants.warning}`);
    for (const { locale, prefix } of LANGUAGES) {
      for (const path of [...server.PRERENDERED_PATHS, ...restaurants.paths]) {
        const routePath = server.routePathOf(path);
        const own = routePath && modules.get(routePath);
        if (!own) throw new Error(`prerender: ${path} is not in the route table (src/app/route-table.mjs)`);
        // Only the stylesheets: the page must paint styled. Its scripts are fetched by the entry as it starts;
        // announced here they would compete with the stylesheets for the first paint.
        const css = [...stylesheets(manifest, own)].filter((file) => !entryCss.has(file));
        const { html, title, description, data, warning } = await server.renderPage(path, locale);
        const address = addressOf(path, prefix);
        if (warning)
          console.warn(
            `prerender: ${address} is drawn without the API's answers, which the browser will ask for: ${warning}`,
          );
        const file = join(DIST, prerenderedFile(address));
        mkdirSync(dirname(file), { recursive: true });
        const head = pageHead({ siteUrl: site, path, locale, title, description, headsPath: routePath });
        writeFileSync(
          file,
          pageHtml(shell, { address, locale, html, title, css, head, data, dataId: server.BUILT_DATA_ID }),
        );
        const sizes = `${(html.length / 1024).toFixed(1)} KB of HTML${data === null ? '' : `, ${(data.length / 1024).toFixed(1)} KB of API answers`}`;
        console.log(`prerender: ${address} → ${relative(ROOT, file)} (${sizes})`);
      }
    }
    stopApi();
    // The sitemap names every restaurant's page too, which only this step knows.
    if (site) writeFileSync(join(DIST, 'sitemap.xml'), sitemapXml(site, languageAlternates, restaurants.paths));
    // Static hosts that read it (Netlify, Cloudflare Pages) answer an address a restaurant had under an earlier list
    // with 301 to the one it has now, and every other address with the shell: a restaurant's address that was not built
    // with status 404 (the app draws the restaurant if the API lists it by now), the rest with 200. A file that exists
    // is served first.
    writeFileSync(join(DIST, REDIRECTS_FILE), redirectsFile(restaurants.moved));
    const redirects = restaurants.moved.length * LANGUAGES.length;
    if (redirects > HOST_STATIC_REDIRECTS)
      console.warn(
        `prerender: ${REDIRECTS_FILE} holds ${redirects} redirects of restaurants' earlier addresses; Cloudflare Pages reads only the first ${HOST_STATIC_REDIRECTS}.`,
      );
    // Last, so that the offline worker's list of files is the build's final one.
    console.log(`prerender: ${await writeServiceWorker(DIST, server.offlineWorkerApi())}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  // The rendered site leaves timers behind (the query cache's clean-up): they are not waited for.
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
