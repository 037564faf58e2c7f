/**
 * The site's own Vite plugins: what the build writes besides the bundle (media, security headers, search-engine
 * files), what the preview server serves as a static host would, and what every page's <head> carries inline.
 */
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { CONSENT_STATE_SCRIPT } from './consent-state.mjs';
import { LANGUAGE_ADDRESS_SCRIPT } from './language-address.mjs';
import {
  ASSETS_PATH,
  permanentRedirects,
  REDIRECTS_FILE,
  SHELL_FILE,
  shellWithNotFound,
  staticCandidates,
} from './prerendered-pages.mjs';
import { contentTypeRules, headersFile } from './security-headers.mjs';
import { NO_SITE_URL_NOTICE, robotsTxt, sitemapXml } from './seo.mjs';

/** @import { Plugin } from 'vite' */
/** @import { AppConfig } from '../../src/lib/config.ts' */

const mediaDir = join(import.meta.dirname, '../../content/media');

/** @type {Record<string, string>} */
const MIME = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
};

/**
 * Serves content/media at /media in development and copies it into the build.
 * @returns {Plugin}
 */
export function contentMedia() {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'content-media',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use('/media', (req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
        const file = join(mediaDir, path);
        if (!file.startsWith(mediaDir) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle() {
      // The pre-rendering bundle (scripts/build/prerender.mjs) serves no media.
      if (!ssr) await cp(mediaDir, join(outDir, 'media'), { recursive: true });
    },
  };
}

/**
 * Without mocking, the mock service worker (the site's and MSW's scripts) must not ship; the rest of the mock is
 * never bundled.
 * @param {boolean} mocking
 * @returns {Plugin}
 */
export function dropMockWorker(mocking) {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mocking) return;
      for (const file of ['mock-api-worker.js', 'mockServiceWorker.js']) rmSync(join(outDir, file), { force: true });
    },
  };
}

/**
 * Writes the security headers into the build as `_headers`, for hosts that read that file (Netlify, Cloudflare
 * Pages), with the types of the files a host may not know by their extension (the web app manifest).
 * @param {AppConfig} config
 * @returns {Plugin}
 */
export function headersFileOutput(config) {
  let outDir = 'dist';
  return {
    name: 'security-headers-file',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async writeBundle() {
      await writeFile(join(outDir, '_headers'), `${headersFile(config)}\n${contentTypeRules()}`);
    },
  };
}

/**
 * Writes what search engines read besides the pages (seo.mjs) into the build: robots.txt always, sitemap.xml when the
 * site's public origin is known (VITE_SITE_URL); without it the build says once what it leaves out.
 * @param {AppConfig} config
 * @returns {Plugin}
 */
export function searchEngineFiles(config) {
  let outDir = 'dist';
  let ssr = false;
  /** @type {{ info: (message: string) => void }} */
  let logger = console;
  return {
    name: 'search-engine-files',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
      ssr = Boolean(resolved.build.ssr);
      logger = resolved.logger;
    },
    async writeBundle() {
      // The pre-rendering bundle (prerender.mjs) is not the site.
      if (ssr) return;
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(config.siteUrl));
      if (config.siteUrl) await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(config.siteUrl));
      else logger.info(NO_SITE_URL_NOTICE);
    },
  };
}

/**
 * `vite preview` as a static host serves the pre-rendered pages (prerender.mjs): `/carta` from carta.html, `/en/` and
 * `/en` from en/index.html, and every address without a page of its own (customer pages, unknown ones) from the bare
 * shell, app.html, rather than from index.html, which holds the home page.
 * @returns {Plugin}
 */
export function prerenderedPages() {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      /** @type {(res: import('node:http').ServerResponse, status: number) => void} */
      const startAnswer = (res, status) => {
        res.statusCode = status;
        for (const [name, value] of Object.entries(server.config.preview.headers ?? {}))
          if (value !== undefined) res.setHeader(name, value);
      };
      /** As a static host answers it (_redirects): the shell, with status 404 and the site's headers. */
      const notFound = (
        /** @type {import('node:http').IncomingMessage} */ req,
        /** @type {import('node:http').ServerResponse} */ res,
      ) => {
        startAnswer(res, 404);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(dist, SHELL_FILE)));
      };
      /**
       * Where the build's _redirects sends a path for good (an address a restaurant had), read afresh each time, as
       * the pages are: only a restaurant's address that was not built asks.
       * @type {(path: string) => string | undefined}
       */
      const movedTo = (path) => {
        const file = join(dist, REDIRECTS_FILE);
        // A host matches a rule with or without the address's last slash.
        if (existsSync(file)) return permanentRedirects(readFileSync(file, 'utf8')).get(path.replace(/\/$/, ''));
      };
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        // Null for a malformed address. The URL's own parsing has resolved any `..` in the path: it stays inside the
        // build.
        const url = URL.parse(req.url ?? '/', 'http://localhost');
        const asked = url?.pathname ?? null;
        if (asked?.startsWith(ASSETS_PATH) && !existsSync(join(dist, asked))) {
          notFound(req, res);
          return;
        }
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          accept.includes('text/html') &&
          existsSync(join(dist, SHELL_FILE))
        ) {
          let path = null;
          try {
            if (asked !== null) path = decodeURIComponent(asked);
          } catch {
            // A malformed address: the shell shows the not-found page.
          }
          if (path === null) req.url = `/${SHELL_FILE}`;
          else if (path !== '/' && !extname(path)) {
            const file = staticCandidates(path).find((candidate) => existsSync(join(dist, candidate)));
            if (!file && shellWithNotFound(path)) {
              const to = movedTo(path);
              if (to === undefined) notFound(req, res);
              else {
                startAnswer(res, 301);
                res.setHeader('Location', `${to}${url?.search ?? ''}`);
                res.end();
              }
              return;
            }
            // As a static host serves it: the page's own file, else the shell.
            req.url = `/${file ?? SHELL_FILE}`;
          }
        }
        next();
      });
    },
  };
}

/**
 * What is read before the first paint, inline in every page's <head>: the visitor's language, which may take them to
 * the same page at their language's address (language-address.mjs), then the cookie choice (consent-state.mjs).
 * @returns {Plugin}
 */
export function headScripts() {
  return {
    name: 'head-scripts',
    transformIndexHtml: () => [
      { tag: 'script', children: LANGUAGE_ADDRESS_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'script', children: CONSENT_STATE_SCRIPT, injectTo: 'head' },
    ],
  };
}

/**
 * A build for a real API on another origin opens the connection to it while the page's code loads: every first
 * visit's first calls go there (the home page's news and popups start as soon as the code runs).
 * @param {AppConfig} config
 * @returns {Plugin}
 */
export function apiPreconnect(config) {
  return {
    name: 'api-preconnect',
    apply: 'build',
    transformIndexHtml: () =>
      config.apiMocking || !config.apiBaseUrl
        ? []
        : [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(config.apiBaseUrl).origin, crossorigin: '' },
              injectTo: 'head',
            },
          ],
  };
}
