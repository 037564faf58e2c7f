import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { shortClassName } from './scripts/build/class-names.mjs';
import { compileHints } from './scripts/build/compile-hints.mjs';
import { securityHeaders } from './scripts/build/security-headers.mjs';
import { stripDefaultMessages } from './scripts/build/strip-default-messages.mjs';
import {
  apiPreconnect,
  contentMedia,
  dropMockWorker,
  headersFileOutput,
  headScripts,
  prerenderedPages,
  searchEngineFiles,
} from './scripts/build/vite-plugins.mjs';
import { ConfigError, parseConfig } from './src/lib/config.ts';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);

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
    plugins: [
      react(),
      contentMedia(),
      dropMockWorker(appConfig.apiMocking),
      headersFileOutput(appConfig),
      searchEngineFiles(appConfig),
      stripDefaultMessages(),
      compileHints(),
      prerenderedPages(),
      headScripts(),
      apiPreconnect(appConfig),
    ],
    define: {
      // A build-time constant, so a build without mocking drops the mock API code entirely.
      __API_MOCKING__: JSON.stringify(appConfig.apiMocking),
      // The mock API's size, null unless it mocks: a build without it holds no generator.
      __MOCK_RESTAURANTS__: JSON.stringify(appConfig.apiMocking ? appConfig.mockRestaurants : null),
    },
    resolve: {
      alias: [
        // Catalogues are compiled to ASTs at build time, so the bundle needs no ICU message parser.
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
        // React Router publishes a production build beside the one its package exports, which keeps its developer
        // warnings: builds take the production one (half a kilobyte less on every first visit), development keeps them.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
              },
            ]
          : []),
      ],
    },
    build: {
      // SITE_OUT_DIR builds a second site beside dist/ (the benchmark's, for a real API) without replacing it.
      outDir: process.env.SITE_OUT_DIR || 'dist',
      manifest: true,
      target: 'es2022',
      // Every browser that knows `<link rel="modulepreload">` (all but Safari before 17) preloads a page's chunks
      // itself; the polyfill for the others cost every page 0.2 KB of its entry, for a head start on preloading only.
      modulePreload: { polyfill: false },
      sourcemap: false,
      // Everything the entry imports statically is needed by every page from its start: one chunk with the entry,
      // instead of the shared pieces the automatic splitting cuts out of it (one request, and one task to receive and
      // compile, each; and smaller compressed as one).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'start', tags: ['$initial'] },
              // The small pieces most pages draw with (the page's frame and its load error, the isolation of API text,
              // structured data, the wish for less motion): one chunk instead of six of a few hundred bytes each, every
              // one of which cost its own request, import lines and start of compression (0.6 KB gzip on a
              // restaurant's page).
              {
                name: 'page-parts',
                test: /src[\\/](ui[\\/](page|load-error|isolated)|lib[\\/](json-ld|isolated-text|motion))\.tsx?$/,
              },
              // What the finder, a restaurant's page and a province's page share (the restaurants' query, texts,
              // addresses and the parts of the list a page draws): one chunk instead of six.
              {
                name: 'restaurant-parts',
                test: /src[\\/](features[\\/]restaurants[\\/](messages|restaurant-page-messages|restaurant-places|restaurant-page-data|restaurant-page-registry|use-quiet-refresh|page-head|structured-data)\.tsx?|features[\\/]restaurants[\\/]restaurants\.module\.css|domain[\\/]restaurant-paths\.mjs|api[\\/]queries[\\/]restaurants\.ts)$/,
              },
            ],
          },
        },
      },
    },
    // Short class names for CSS modules in builds (scripts/build/class-names.mjs); development keeps readable ones.
    ...(command === 'build' ? { css: { modules: { generateScopedName: shortClassName(root) } } } : {}),
    server: { port: 5173 },
    // The production build is served with the headers it is deployed with (the dev server's hot reload needs inline scripts).
    preview: { port: 4173, headers: securityHeaders(appConfig) },
  };
});
