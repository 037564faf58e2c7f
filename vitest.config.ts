import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The checks of a built site (tests/build/), which read a build `npm test` has made: they run with
 * vitest.built.config.ts, after that build, never here. This run builds nothing.
 */
export const BUILT_SITE_CHECKS = 'tests/build/';

/**
 * The test files that declare Node's environment (`// @vitest-environment node` on their first line): the checks of
 * scripts, the build's configuration, the lint rules and the stylesheets, which run tools as the command line does.
 */
const TESTS = new URL('tests/', import.meta.url);
const nodeTestFiles = (readdirSync(TESTS, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter(
    (file) =>
      TEST_FILE.test(file) && readFileSync(new URL(file, TESTS), 'utf8').startsWith('// @vitest-environment node'),
  )
  .map((file) => `tests/${file}`)
  .filter((file) => !file.startsWith(BUILT_SITE_CHECKS));

export default defineConfig({
  plugins: [react()],
  define: { __API_MOCKING__: 'false' },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // As asyncUtilTimeout in tests/setup.ts: time enough on a busy two-core machine.
    testTimeout: 20_000,
    // Vitest keeps a core for itself by default, which leaves a two-core machine one worker; two run the suite in two
    // thirds of the time there, as the worker's own work is most of it.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...nodeTestFiles, `${BUILT_SITE_CHECKS}**`],
          // Each DOM test file gets a fresh jsdom window in a VM context of a worker that stays up: in a process of
          // its own, as by default, every file loaded jsdom again, about a second each, most of the suite's time.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        // Tools that check their arguments' classes (the bundler's, ESLint's) refuse objects made in a VM context:
        // these files run in a process of their own each.
        test: { name: 'node', include: nodeTestFiles, pool: 'forks' },
      },
    ],
  },
});
