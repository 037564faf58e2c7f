import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BUILT_SITE_CHECKS } from './vitest.config.ts';

/**
 * The checks of a built site (tests/build/): each reads the folder BUILT_SITE names, a build `npm test` has just made,
 * and makes none. One project per build, run by `npm test` right after it:
 *
 *   BUILT_SITE=dist npm run test:built -- --project mock-api-build           after `npm run build` (embedded mock API)
 *   BUILT_SITE=.e2e/site npm run test:built -- --project real-api-build      after `npm run build:real-api`
 *
 * A check whose folder is missing, or holds another build, fails and says which build to make.
 */
export default defineConfig({
  test: {
    // They read files and run scripts as the command line does; those that parse pages say so on their first line.
    environment: 'node',
    // As the main run's (vitest.config.ts): a console error fails a check, and two cores run two files.
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A check that parses every pre-rendered page (over 200, in jsdom) beside the pre-rendering's own processes takes
    // over a minute on a busy two-core machine.
    testTimeout: 180_000,
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: { name: 'mock-api-build', include: [`${BUILT_SITE_CHECKS}mock-api-build.test.ts`] },
      },
      {
        extends: true,
        test: {
          name: 'real-api-build',
          include: [
            `${BUILT_SITE_CHECKS}real-api-build.test.ts`,
            `${BUILT_SITE_CHECKS}page-heads.test.ts`,
            `${BUILT_SITE_CHECKS}prerender-without-api.test.ts`,
          ],
        },
      },
    ],
  },
});
