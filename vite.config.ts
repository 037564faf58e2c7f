import react from '@vitejs/plugin-react';
import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { CONSENT_STATE_SCRIPT } from './scripts/consent-state.mjs';
import { LANGUAGE_ADDRESS_SCRIPT } from './scripts/language-address.mjs';
import { SHELL_FILE, staticCandidates } from './scripts/prerendered-pages.mjs';
import { contentTypeRules, headersFile, securityHeaders } from './scripts/security-headers.mjs';
import { NO_SITE_URL_NOTICE, robotsTxt, sitemapXml } from './scripts/seo.mjs';
import { stripDefaultMessages } from './scripts/strip-default-messages.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { ConfigError, parseConfig, type AppConfig } from './src/lib/config.ts';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const mediaDir = join(root, 'content/media');
const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.avif': 'image/avif', '.mp4': 'video/mp4', '.webm': 'video/webm', '.pdf': 'application/pdf', '.json': 'application/json',
};

/** Serves content/media at /media in development and copies it into the build. */
function contentMedia(): Plugin {
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
      // The pre-rendering bundle (scripts/prerender.mjs) serves no media.
      if (!ssr) await cp(mediaDir, join(outDir, 'media'), { recursive: true });
    },
  };
}

/** Without mocking, the mock service worker (the site's and MSW's scripts) must not ship (the rest of the mock is never bundled). */
function dropMockWorker(mocking: boolean): Plugin {
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
 * Writes the security headers into the build as `_headers`, for hosts that read that file (Netlify, Cloudflare Pages),
 * with the types of the files a host may not know by their extension (the web app manifest).
 */
function headersFileOutput(config: AppConfig): Plugin {
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
 * Writes what search engines read besides the pages (scripts/seo.mjs) into the build: robots.txt always, sitemap.xml
 * when the site's public origin is known (VITE_SITE_URL); without it the build says once what it leaves out.
 */
function searchEngineFiles(config: AppConfig): Plugin {
  let outDir = 'dist';
  let ssr = false;
  let logger: { info: (message: string) => void } = console;
  return {
    name: 'search-engine-files',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
      ssr = Boolean(resolved.build.ssr);
      logger = resolved.logger;
    },
    async writeBundle() {
      // The pre-rendering bundle (scripts/prerender.mjs) is not the site.
      if (ssr) return;
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(config.siteUrl));
      if (config.siteUrl) await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(config.siteUrl));
      else logger.info(NO_SITE_URL_NOTICE);
    },
  };
}

/**
 * `vite preview` as a static host serves the pre-rendered pages (scripts/prerender.mjs): `/carta` from carta.html,
 * `/en/` and `/en` from en/index.html, and every address without a page of its own (customer pages, unknown ones)
 * from the bare shell, app.html, rather than from index.html, which holds the home page.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html') && existsSync(join(dist, SHELL_FILE))) {
          let path: string | null = null;
          try {
            path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
          } catch {
            // A malformed address: the shell shows the not-found page.
          }
          if (path === null) req.url = `/${SHELL_FILE}`;
          else if (path !== '/' && !extname(path)) {
            const file = staticCandidates(path).find((candidate) => existsSync(join(dist, candidate)));
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
 * the same page at their language's address (scripts/language-address.mjs), then the cookie choice
 * (scripts/consent-state.mjs).
 */
function headScripts(): Plugin {
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
 */
function apiPreconnect(config: AppConfig): Plugin {
  return {
    name: 'api-preconnect',
    apply: 'build',
    transformIndexHtml: () =>
      config.apiMocking || !config.apiBaseUrl
        ? []
        : [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(config.apiBaseUrl).origin, crossorigin: '' }, injectTo: 'head' }],
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  let appConfig;
  try {
    appConfig = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // Stop before building a site that could not start.
      throw new Error(`${error.message}\nSee .env.example for every variable.`);
    }
    throw error;
  }
  return {
    plugins: [react(), contentMedia(), dropMockWorker(appConfig.apiMocking), headersFileOutput(appConfig), searchEngineFiles(appConfig), stripDefaultMessages(), compileHints(), prerenderedPages(), headScripts(), apiPreconnect(appConfig)],
    define: {
      // A build-time constant, so a build without mocking drops the mock API code entirely.
      __API_MOCKING__: JSON.stringify(appConfig.apiMocking),
    },
    resolve: {
      alias: [
        // Catalogues are compiled to ASTs at build time, so the bundle needs no ICU message parser.
        { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
        // React Router publishes a production build beside the one its package exports, which keeps its developer
        // warnings: builds take the production one (half a kilobyte less on every first visit), development keeps them.
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') }] : []),
      ],
    },
    build: {
      // SITE_OUT_DIR builds a second site beside dist/ (the benchmark's, for a real API) without replacing it.
      outDir: process.env.SITE_OUT_DIR || 'dist',
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Everything the entry imports statically is needed by every page from its start: one chunk with the entry,
      // instead of the shared pieces the automatic splitting cuts out of it (one request, and one task to receive and
      // compile, each; and smaller compressed as one).
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
    },
    server: { port: 5173 },
    // The production build is served with the headers it is deployed with (the dev server's hot reload needs inline scripts).
    preview: { port: 4173, headers: securityHeaders(appConfig) },
  };
});
