#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { sideBySide } from './side-by-side.mjs';
import { SITE_DIR } from './real-api-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The end-to-end suite runs against the production build with the embedded mock API, whatever .env says, and without
// the site's public origin (the build for a real API has one).
const mockEnv = {
  ...process.env,
  VITE_API_BASE_URL: '',
  VITE_API_MOCKING: 'on',
  VITE_API_KEY: '',
  VITE_DELIVERY_BASE_URL: '',
  VITE_SITE_URL: '',
};

/**
 * The checks of a built site (vitest.built.config.ts, tests/build/) for the build just made in `folder`: they read it
 * and build nothing.
 * @type {(project: string, folder: string) => { args: string[], env: NodeJS.ProcessEnv }}
 */
const builtSiteChecks = (project, folder) => ({
  args: ['run', 'test:built', '--', '--project', project],
  env: { ...process.env, BUILT_SITE: folder },
});

const steps = [
  { name: 'no citations of documents outside the repository', args: ['run', 'check:citations'] },
  { name: 'generate API types and catalogues', args: ['run', 'generate'] },
  { name: 'lint the OpenAPI contract', args: ['run', 'lint:api'] },
  { name: 'check content files', args: ['run', 'check:content'] },
  {
    // Each of these uses one core at most: side by side they take ESLint's time rather than the sum of the three.
    name: 'formatting (Prettier), type check and ESLint, side by side',
    together: [
      { name: 'formatting (Prettier)', args: ['run', 'format:check'] },
      { name: 'type check', args: ['run', 'typecheck'] },
      { name: 'ESLint', args: ['run', 'lint'] },
    ],
  },
  { name: 'unit, component and contract tests (Vitest)', args: ['run', 'test:unit'] },
  { name: 'production build with the mock API', args: ['run', 'build'], env: mockEnv },
  {
    name: 'checks of that build (Vitest, dist/): the mock API in a chunk of its own, compile hints, no sitemap',
    ...builtSiteChecks('mock-api-build', 'dist'),
  },
  { name: 'valid HTML of the built pages and the shell (html-validate)', args: ['run', 'check:html'] },
  { name: 'find or install Chromium', run: () => ensureChromium() },
  { name: 'end-to-end tests (Playwright, Chromium)', args: ['exec', '--', 'playwright', 'test'], env: mockEnv },
  {
    name: 'journeys in WebKit and Firefox (the same build; installs the engines when missing)',
    args: ['run', 'test:engines'],
  },
  {
    name: 'production build at a chain’s size (the mock API listing a thousand restaurants)',
    args: ['run', 'build:chain'],
  },
  {
    name: 'journeys at a chain’s size (Playwright, that build)',
    args: ['exec', '--', 'playwright', 'test', '-c', 'playwright.chain.config.ts'],
  },
  { name: 'production build for a real API (the mock API over HTTP)', args: ['run', 'build:real-api'] },
  {
    name: 'checks of that build (Vitest, .e2e/site/): no mock, headers, page heads, sitemap; pre-rendering with the API down',
    ...builtSiteChecks('real-api-build', SITE_DIR),
  },
  {
    name: 'offline journeys (Playwright, the build for a real API)',
    args: ['exec', '--', 'playwright', 'test', '-c', 'playwright.offline.config.ts'],
  },
];

const started = Date.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
  const stepStarted = Date.now();
  if (step.run) step.run();
  else if (step.together) {
    const failed = await sideBySide(step.together);
    if (failed.length > 0) {
      console.error(`\n✖ ${failed.join(', ')} failed.`);
      process.exit(1);
    }
  } else {
    const result = spawnSync(npm, step.args, { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
    if (result.status !== 0) {
      console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
  }
  // Each step's time, so that a slow run says where its time went.
  console.log(`✔ [${index + 1}/${steps.length}] in ${Math.round((Date.now() - stepStarted) / 1000)} s`);
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
