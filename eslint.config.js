import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { entries, keptOut, layers, libraries, neverImportedBySrc } from './scripts/check/layers.mjs';

const root = import.meta.dirname;
const src = (folder) => `./src/${folder}`;

/**
 * The zones of import/no-restricted-paths, from the list in scripts/check/layers.mjs. Every `target` and `from` is a plain
 * folder or file path, never a glob: the rule matches a plain path against everything under it, while a glob is
 * matched against the imported file's own path, so a folder glob without a trailing file pattern never fires.
 */
function layerZones() {
  const zones = [];
  const names = layers.map((layer) => layer.name);
  const denied = (mayImport, self) => names.filter((name) => name !== self && !mayImport.includes(name)).map(src);
  for (const layer of layers) {
    const from = denied(layer.mayImport, layer.name);
    if (from.length) {
      const allowed = layer.mayImport.length ? layer.mayImport.join(', ') : 'no other layer';
      zones.push({
        target: src(layer.name),
        from,
        message: `src/${layer.name} may import only ${allowed}. ${layer.why}`,
      });
    }
    if (layer.eachFolderAlone) {
      const folders = readdirSync(path.join(root, 'src', layer.name), { withFileTypes: true }).filter((entry) =>
        entry.isDirectory(),
      );
      for (const folder of folders) {
        const others = folders.filter((other) => other !== folder).map((other) => src(`${layer.name}/${other.name}`));
        if (others.length) {
          zones.push({
            target: src(`${layer.name}/${folder.name}`),
            from: others,
            message: `src/${layer.name}/${folder.name} may not import another folder of src/${layer.name}. ${layer.why}`,
          });
        }
      }
    }
  }
  for (const entry of entries) {
    const from = [...denied(entry.mayImport, null), ...entry.except.map(src)];
    if (from.length) {
      zones.push({
        target: src(entry.file),
        from,
        message: `src/${entry.file} may not import ${from.join(', ')}. ${entry.why}`,
      });
    }
  }
  zones.push({
    target: './src',
    from: neverImportedBySrc.map((folder) => `./${folder}`),
    message: `The site never imports ${neverImportedBySrc.join(' or ')}.`,
  });
  return zones;
}

/** no-restricted-imports patterns of the wrapped packages, for the files of src/ outside `owner` (all when null). */
function libraryPatterns(owner) {
  const layer = owner?.split('/')[0] ?? null;
  return [
    ...libraries
      .filter((library) => library.only !== owner)
      .map((library) => ({
        group: library.packages,
        message: `Only src/${library.only} imports ${library.packages.join(', ')}. ${library.why}`,
      })),
    ...keptOut
      .filter((rule) => layer !== null && rule.notIn.includes(layer))
      .map((rule) => ({ group: rule.imports, message: `src/${layer} never imports ${rule.name}. ${rule.why}` })),
  ];
}

/**
 * The folders of src/ whose imports no-restricted-imports checks, most general first, since a later block's options
 * replace an earlier one's: the layers that keep something out, then each wrapped package's folder (which keeps its
 * layer's rules too).
 */
const importRuleFolders = [...new Set(keptOut.flatMap((rule) => rule.notIn))].filter(
  (layer) => !libraries.some((library) => library.only === layer),
);

/** Nothing the site shows is injected as HTML, anywhere (no-restricted-syntax). */
const noHtmlInjection = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No text is injected as HTML.' },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'No text is injected as HTML: set textContent or build elements.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
    message: 'No text is injected as HTML.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'No text is injected as HTML.',
  },
];

/** no-restricted-syntax in pages (src/features, src/app): a call that changes something is written in src/api. */
const noWritesInPages = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(POST|PUT|PATCH|DELETE)$/][callee.object.type='CallExpression'][callee.object.callee.name=/^(mainApi|deliveryApi)$/]",
  message:
    'Mutations live in src/api beside their queries (e.g. src/api/mutations/account.ts), with the cache they change: call that function here instead of the client.',
};

/** no-restricted-syntax in src/ outside src/i18n: the language shown is read through the one locale hook. */
const localeMessage =
  'Read the language shown with useLocale() from src/i18n/use-locale.ts, the one way the site reads it.';
const oneLocaleHook = [
  { selector: "MemberExpression[property.name='locale'][object.name='intl']", message: localeMessage },
  {
    selector: "MemberExpression[property.name='locale'][object.type='CallExpression'][object.callee.name='useIntl']",
    message: localeMessage,
  },
  {
    selector: "VariableDeclarator[init.callee.name='useIntl'] > ObjectPattern > Property[key.name='locale']",
    message: localeMessage,
  },
];

/** Waiting for a length of time, or for the network to look quiet, in the end-to-end journeys. */
const E2E_WAITS = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'Wait for what the journey needs (a web-first assertion, expect.poll, untilSettled), not for a time.',
  },
  {
    // Playwright calls the predicate without awaiting it: a promise is truthy, so the wait ends at once.
    selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true].arguments:first-child",
    message:
      'waitForFunction does not await its predicate (a promise is truthy): poll the async check with expect.poll.',
  },
  {
    // The same sleep written by hand, which the rule above does not see.
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
    message:
      'Wait for what the journey needs (a web-first assertion, expect.poll), not for a time; a test server pacing its answers says why in an eslint-disable comment.',
  },
  {
    selector: "Literal[value='networkidle']",
    message: "The network's quiet is not the site's: wait with untilDataSettled or untilLoaded from e2e/support.ts.",
  },
];

/**
 * The rules that read types, and the files they check: the site, its tests, the journeys and the scripts, each file
 * with the types of the tsconfig that holds it (tsconfig.json lists them; the scripts are checked from their JSDoc).
 */
const TYPED_FILES = [
  'src/**/*.{ts,tsx,mjs,js}',
  'tests/**/*.{ts,tsx,mjs,js}',
  'e2e/**/*.{ts,mjs}',
  'scripts/**/*.{mjs,js}',
];
const TYPE_AWARE_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/await-thenable',
];

/**
 * Whether the rules that read types run: always, but in `npm run check`'s quick pass (LINT_TYPES=off), since building
 * the types of every file takes four times the rest of ESLint; `npm test` and CI run them.
 */
const withTypes = process.env.LINT_TYPES !== 'off';

/** A journey's own navigation, which returns before the site has taken the page over. */
const E2E_NAVIGATION = [
  {
    selector: 'CallExpression[callee.property.name=/^(goto|reload)$/]',
    message: 'Open pages with open() and reload() from e2e/support.ts: they wait until the page has settled.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/api/generated',
      'src/i18n/compiled',
      'src/renderers/schema-form/validators',
      '.bench',
      '.e2e',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}', 'src/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // The source has no path aliases, so Node's resolution with TypeScript's extensions finds every import.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Without these the import plugin parses no TypeScript file it follows, and import/no-cycle sees no cycle.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // A package never imports the site back, so the cycle search need not read node_modules (most of the time).
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // basePath: the zones' paths are the repository's, whatever folder ESLint is started from.
      'import/no-restricted-paths': ['error', { zones: layerZones(), basePath: root }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...noHtmlInjection],
    },
  },
  {
    // The site's code. The wrapped packages are kept out of it (tests may import them, to check what a wrapper hands
    // over). Cycles are looked for here only: a test file, with the globals of its own block, would make the
    // import plugin parse every file of src/ a second time.
    files: ['src/**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: libraryPatterns(null) }],
      'no-restricted-syntax': ['error', ...noHtmlInjection, ...oneLocaleHook],
    },
  },
  {
    // A later block's options for a rule replace an earlier block's: the HTML rules are named again here.
    files: ['src/features/**/*.{ts,tsx,mjs}', 'src/app/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...noHtmlInjection, ...oneLocaleHook, noWritesInPages] },
  },
  {
    // The i18n layer owns the locale store and the provider, so it may read react-intl's locale itself.
    files: ['src/i18n/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...noHtmlInjection] },
  },
  ...importRuleFolders.map((folder) => ({
    files: [`src/${folder}/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: libraryPatterns(folder) }] },
  })),
  ...libraries.map((library) => ({
    files: [`src/${library.only}/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: libraryPatterns(library.only) }] },
  })),
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // A promise is awaited, returned, or let go with `void` where its failure is handled: one left floating loses its
  // failure, and what follows runs before it ends. An async function is not passed where what it returns is dropped
  // (an event handler, a forEach callback), and only a promise is awaited.
  ...(withTypes
    ? [
        {
          files: TYPED_FILES,
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
          rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [rule, 'error'])),
        },
      ]
    : []),
  {
    // The mock API's service worker script, served as it is.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      // A journey waits for what it needs (web-first assertions, expect.poll, the site's settled signal), never for
      // a length of time or for the network to look quiet; pages are opened through the harness, which waits for
      // the site to take them over and their data to settle.
      'no-restricted-syntax': ['error', ...E2E_WAITS, ...E2E_NAVIGATION],
    },
  },
  {
    // Playwright's own rules, for its journeys (those of e2e/engines/ run on node's test runner).
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // A journey asserts through helpers too: visit() (the page's heading) and those named expect…
      'playwright/expect-expect': [
        'warn',
        { assertFunctionNames: ['visit'], assertFunctionPatterns: ['^expect[A-Z]'] },
      ],
      // A journey written once for a table of cases (pages, languages, faults, forms) does what each case asks.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // A journey skips itself, saying why, while the site lacks what it checks.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
      // E2E_WAITS above refuses these waits already, and says what to wait for instead.
      'playwright/no-wait-for-timeout': 'off',
      'playwright/no-networkidle': 'off',
    },
  },
  {
    // The harness itself opens pages.
    files: ['e2e/support.ts'],
    rules: { 'no-restricted-syntax': ['error', ...E2E_WAITS] },
  },
);
