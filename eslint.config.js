import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layers of DESIGN.md: app → features → (renderers, session, api, i18n, ui, lib). */
const zones = [
  // Nothing imports the app layer.
  { target: './src/!(app)/**/*', from: './src/app', message: 'Only the app layer composes routes and layout.' },
  { target: './src/main.tsx', from: './src/mocks/node.ts', message: 'The node mock server is for tests.' },
  // Shared layers never import features.
  { target: './src/{renderers,session,api,i18n,ui,lib,mocks}/**/*', from: './src/features', message: 'Shared layers may not depend on a feature.' },
  { target: './src/renderers/**/*', from: './src/{session,api}', message: 'Renderers draw; they do not fetch.' },
  { target: './src/session/**/*', from: './src/{renderers,i18n,ui}', message: 'The session layer uses only api and lib.' },
  { target: './src/api/**/*', from: './src/{renderers,session,i18n,ui,mocks}', message: 'The api layer uses only lib.' },
  { target: './src/lib/**/*', from: './src/{renderers,session,api,i18n,ui,mocks}', message: 'lib is the bottom layer.' },
  { target: './src/ui/**/*', from: './src/{renderers,session,api,i18n,mocks}', message: 'ui components fetch nothing.' },
  { target: './src/i18n/**/*', from: './src/{renderers,session,api,ui,mocks}', message: 'i18n uses only lib.' },
  { target: './src/!(mocks)/**/*', from: './src/mocks', except: [], message: 'The mock API is loaded only by main.tsx, when mocking is on.' },
  { target: './src/**/*', from: ['./tests', './e2e'], message: 'The site never imports tests.' },
];

// A feature imports shared layers only, never another feature.
const featureNames = ['account', 'menu', 'restaurants', 'contact', 'rewards', 'home', 'news', 'consent', 'documents', 'app-banner'];
for (const name of featureNames) {
  zones.push({
    target: `./src/features/${name}/**/*`,
    from: `./src/features/!(${name})/**/*`,
    message: 'A feature may not import another feature; compose them in src/app.',
  });
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'public/mockServiceWorker.js', 'src/api/generated', 'src/i18n/compiled', 'src/renderers/schema-form/validators', '.bench', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // The source has no path aliases, so Node's resolution with TypeScript's extensions finds every import.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rjsf/*'], message: 'Only src/renderers/schema-form imports rjsf.' },
            { group: ['ol', 'ol/*'], message: 'Only src/renderers/map-view imports OpenLayers.' },
            { group: ['@tanstack/react-table', '@tanstack/table-core'], message: 'Only src/renderers/data-table imports react-table.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No text is injected as HTML.' },
        { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]", message: 'No text is injected as HTML: set textContent or build elements.' },
        { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]", message: 'No text is injected as HTML.' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'No text is injected as HTML.' },
      ],
    },
  },
  {
    files: ['src/renderers/schema-form/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The map renderer, and its tests, which check what it hands OpenLayers.
    files: ['src/renderers/map-view/**', 'tests/renderers/map-view*'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/renderers/data-table/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The mock API's service worker script, served as it is.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
