// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';
import { lintAt, root, withoutTypes } from './lint-at';

/**
 * The journeys wait for what they need, never for a length of time or a quiet network, and open pages through the
 * harness (e2e/support.ts), which waits for the site's settled signal: each case lints a file written where it
 * would sit, with the repository's own configuration.
 */
const eslint = new ESLint({ cwd: root, overrideConfig: withoutTypes });

async function refusals(filePath: string, code: string): Promise<string[]> {
  return (await lintAt(eslint, filePath, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const journey = (body: string) =>
  `import { test } from './support';\ntest('a journey', async ({ page }) => {\n  ${body}\n});\n`;

describe('the journeys', () => {
  it.each([
    ['a fixed sleep', 'await page.waitForTimeout(500);'],
    ['a sleep written by hand', 'await new Promise((resolve) => setTimeout(resolve, 200));'],
    [
      'a sleep inside the page',
      'await page.evaluate(async () => { await new Promise((done) => setTimeout(done, 200)); });',
    ],
    [
      'a page condition Playwright never awaits',
      'await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);',
    ],
    ['a quiet network', "await page.waitForLoadState('networkidle');"],
    ['a goto that returns before the site starts', "await page.goto('/carta');"],
    ['a reload that returns before the site starts', 'await page.reload();'],
    ["another tab's own navigation", "await page.context().pages()[0]!.goto('/');"],
  ])('refuse %s', async (_, body) => {
    expect(await refusals('e2e/lint-fixture.spec.ts', journey(body))).toHaveLength(1);
  });

  it('accept the harness and web-first waits', async () => {
    const body = [
      "await open(page, '/carta');",
      'await reload(page);',
      "await expect(page.getByRole('heading')).toBeVisible();",
      'await expect.poll(() => 1).toBe(1);',
      "await page.waitForLoadState('load');",
      "await page.waitForFunction(() => document.readyState === 'complete');",
    ].join('\n  ');
    const code = `import { expect, open, reload, test } from './support';\ntest('a journey', async ({ page }) => {\n  ${body}\n});\n`;
    expect(await refusals('e2e/lint-fixture.spec.ts', code)).toEqual([]);
  });

  it('let the harness itself navigate, but not sleep', async () => {
    const navigate = "import type { Page } from '@playwright/test';\nexport const go = (tab: Page) => tab.goto('/');\n";
    expect(await refusals('e2e/support.ts', navigate)).toEqual([]);
    const sleep =
      "import type { Page } from '@playwright/test';\nexport const nap = (tab: Page) => tab.waitForTimeout(1);\n";
    expect(await refusals('e2e/support.ts', sleep)).toHaveLength(1);
  });
});

describe('the end-to-end configuration', () => {
  it('fails a CI run on a test that passes only on its retry', async () => {
    vi.stubEnv('CI', 'true');
    vi.resetModules();
    try {
      const { default: config } = await import('../../playwright.config');
      expect(config.failOnFlakyTests).toBe(true);
      expect(config.retries).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
