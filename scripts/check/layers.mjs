/**
 * Type declarations for scripts/check/layers.mjs.
 * @typedef {object} Layer
 * @property {string} name
 * @property {string[]} mayImport
 * @property {boolean} [eachFolderAlone]
 * @property {string} why
 */
/**
 * @typedef {object} Entry
 * @property {string} file
 * @property {string[]} mayImport
 * @property {string[]} except
 * @property {string} why
 */
/**
 * @typedef {object} WrappedLibrary
 * @property {string[]} packages
 * @property {string} only
 * @property {string} why
 */

/**
 * The layers of src/ and what each may import. This is the one list: eslint.config.js builds its import rules
 * from it, docs/architecture.md holds `layersMarkdown()` of it, and tests/lint/layers.test.ts checks that each
 * rule refuses a breach and that the page still says the same. Plain data and pure functions, so that ESLint's
 * configuration reads it without TypeScript.
 */

/**
 * Every folder of src/, in the order they may depend on each other (each may import only layers named in its
 * `mayImport`, and itself). A folder of src/ that is not listed here fails the lint test, so none escapes the rules.
 * @type {Layer[]}
 */
export const layers = [
  {
    name: 'app',
    mayImport: ['features', 'domain', 'renderers', 'session', 'api', 'i18n', 'ui', 'lib'],
    why: 'It composes the features into routes and the layout; nothing imports it.',
  },
  {
    name: 'features',
    mayImport: ['domain', 'renderers', 'session', 'api', 'i18n', 'ui', 'lib'],
    // Each folder of src/features is one feature; what two features share belongs to a lower layer or to the app.
    eachFolderAlone: true,
    why: 'One folder per domain; a feature never imports another feature, the app composes them.',
  },
  {
    name: 'domain',
    mayImport: ['api', 'lib'],
    why: "The rules of the business that more than one feature or the app applies (opening hours in each time zone, where a news item leads, the delivery site's addresses and the order button's, provinces with restaurants, the allergens), written once.",
  },
  {
    name: 'renderers',
    mayImport: ['ui', 'i18n', 'lib'],
    why: 'Renderers draw what they are given; they do not fetch or know the customer.',
  },
  { name: 'session', mayImport: ['api', 'lib'], why: 'The stored session and its renewal; no drawing, no texts.' },
  { name: 'api', mayImport: ['lib'], why: 'Clients and query options of the contract.' },
  {
    name: 'i18n',
    mayImport: ['lib'],
    why: 'Languages, catalogues and message helpers, for the layers that show text.',
  },
  {
    name: 'ui',
    mayImport: ['lib'],
    why: 'Generic components: they fetch nothing and take their texts from the caller or react-intl.',
  },
  { name: 'lib', mayImport: [], why: 'The bottom layer: configuration, storage and helpers that know no other layer.' },
  {
    name: 'mocks',
    mayImport: ['api', 'lib'],
    why: 'The embedded mock API: only the entry loads it, when mocking is on, so no other bundle holds mock code.',
  },
  { name: 'styles', mayImport: [], why: 'Design tokens and global style sheets, loaded by the entry.' },
];

/**
 * The files at the top of src/, which sit above every layer.
 * @type {Entry[]}
 */
export const entries = [
  {
    file: 'main.tsx',
    mayImport: ['app', 'features', 'domain', 'renderers', 'session', 'api', 'i18n', 'ui', 'lib', 'mocks', 'styles'],
    // The node mock server answers tests, never a browser.
    except: ['mocks/node.ts'],
    why: 'The browser entry: configuration, the mock API when mocking is on, session, language, router.',
  },
  {
    file: 'prerender.tsx',
    mayImport: ['app', 'features', 'domain', 'renderers', 'session', 'api', 'i18n', 'ui', 'lib', 'mocks', 'styles'],
    // The browser's mock API needs a service worker; a build that mocks answers its calls with the node one.
    except: ['mocks/browser.ts'],
    why: 'Pre-rendering draws the public pages as a first visit sees them, with the answers of the API (or of the node mock API) as at the build.',
  },
  {
    file: 'service-worker.ts',
    mayImport: ['lib'],
    except: [],
    why: 'The offline worker, bundled on its own into sw.js: it runs in no page, so it knows only the helpers that know no other layer.',
  },
  { file: 'env.d.ts', mayImport: [], except: [], why: 'Ambient types of the build.' },
];

/**
 * Folders of the repository that src/ never imports.
 * @type {string[]}
 */
export const neverImportedBySrc = ['tests', 'e2e'];

/**
 * Packages that one folder of src/ wraps, so that the rest of the site depends on the wrapper, not the package.
 * @type {WrappedLibrary[]}
 */
export const libraries = [
  {
    packages: ['@rjsf/*'],
    only: 'renderers/schema-form',
    why: 'Forms are drawn by SchemaForm alone; rjsf loads only on form pages.',
  },
  { packages: ['ol', 'ol/*'], only: 'renderers/map-view', why: 'OpenLayers loads only with the restaurant map.' },
  {
    packages: ['@tanstack/react-table', '@tanstack/table-core'],
    only: 'renderers/data-table',
    why: 'Tables are drawn by DataTable alone.',
  },
  {
    packages: ['openapi-fetch'],
    only: 'api',
    why: 'Every call goes through the clients of src/api and their middleware (key, token, language, renewal).',
  },
  { packages: ['msw', 'msw/*', 'openapi-msw'], only: 'mocks', why: 'Mock code stays in the mock API.' },
];

/**
 * What some layers may not import at all, whatever the layer rules allow: a package, or one module of src/ (a glob
 * of the import's path).
 * @type {{ imports: string[]; name: string; notIn: string[]; why: string }[]}
 */
export const keptOut = [
  {
    imports: ['@tanstack/react-query', '@tanstack/react-query/*'],
    name: '@tanstack/react-query',
    notIn: ['renderers', 'ui', 'lib'],
    why: 'What is read from the API, and when, is decided by the features and the app; renderers, components and helpers draw or compute what they are given.',
  },
  {
    imports: ['**/api/clients', '**/api/clients.ts'],
    name: 'src/api/clients.ts',
    notIn: ['features', 'app'],
    why: 'Pages and the app read and write through the query options and mutations of src/api, never through a client, so that no alias can write around them.',
  },
];

const code = (text) => `\`${text}\``;

/**
 * The statement of the rules above: docs/architecture.md holds exactly this text between its markers.
 * @type {() => string}
 */
export function layersMarkdown() {
  const rows = layers.map(
    (layer) =>
      `| ${code(`src/${layer.name}/`)} | ${layer.mayImport.length ? layer.mayImport.map(code).join(', ') : 'nothing'} | ${layer.why} |`,
  );
  const entryRows = entries.map(
    (entry) =>
      `| ${code(`src/${entry.file}`)} | ${entry.mayImport.length ? entry.mayImport.map(code).join(', ') : 'nothing'}${
        entry.except.length ? `, but not ${entry.except.map((file) => code(`src/${file}`)).join(', ')}` : ''
      } | ${entry.why} |`,
  );
  const alone = layers
    .filter((layer) => layer.eachFolderAlone)
    .map(
      (layer) =>
        `A folder of ${code(`src/${layer.name}/`)} never imports another folder of ${code(`src/${layer.name}/`)}.`,
    );
  return [
    '| Folder | May import (besides itself) | Why |',
    '|---|---|---|',
    ...rows,
    ...entryRows,
    '',
    `${alone.join(' ')} Nothing in \`src/\` imports ${neverImportedBySrc
      .map((folder) => code(`${folder}/`))
      .join(' or ')}, and no import makes a cycle.`,
    '',
    'Packages that only one folder of `src/` imports:',
    '',
    ...libraries.map(
      (library) => `- ${library.packages.map(code).join(', ')}: only ${code(`src/${library.only}/`)}. ${library.why}`,
    ),
    '',
    'Imports kept out of some layers:',
    '',
    ...keptOut.map(
      (rule) =>
        `- ${code(rule.name)}: never in ${rule.notIn.map((layer) => code(`src/${layer}/`)).join(', ')}. ${rule.why}`,
    ),
  ].join('\n');
}
