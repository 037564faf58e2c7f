// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintAt, root, TYPE_AWARE_RULES } from './lint-at';

/**
 * The rules that read types must be able to fail in every folder they check, with the repository's own ESLint
 * configuration. Typed linting reads a file through the tsconfig that holds it and refuses one that none holds, so
 * each fixture is linted as the text of a real file of its folder (ESLint's lintText: the file on disk is neither read
 * nor changed).
 */
const eslint = new ESLint({ cwd: root });

/** What the rules that read types say of `code` at `filePath`: each problem's rule. */
async function typeProblems(filePath: string, code: string): Promise<string[]> {
  return (await lintAt(eslint, filePath, code))
    .filter((message) => message.ruleId && TYPE_AWARE_RULES.includes(message.ruleId))
    .map((message) => message.ruleId ?? '');
}

/** The first lint of a folder builds its tsconfig's program: time enough for it on a busy two-core machine. */
const FIRST_LINT_MS = 180_000;

/** An async function, and a plain one whose answer is no promise, for the fixtures below. */
const HELPERS = 'const later = async () => 1;\nconst now = () => 1;\n';

type Case = { refused: string; fixed: string };
type Folder = {
  /** A real file of the folder, whose path the fixtures are linted at. */
  at: string;
  floating: Case;
  misused: Case;
  awaited: Case;
};

const FOLDERS: Record<string, Folder> = {
  'src/': {
    at: 'src/main.tsx',
    floating: {
      refused: 'export function save() {\n  later();\n}\n',
      fixed: 'export async function save() {\n  await later();\n}\n',
    },
    misused: {
      refused: 'export const Save = () => <button onClick={async () => { await later(); }}>Guardar</button>;\n',
      fixed: 'export const Save = () => <button onClick={() => void later()}>Guardar</button>;\n',
    },
    awaited: {
      refused: 'export async function read() {\n  return await now();\n}\n',
      fixed: 'export async function read() {\n  return (await later()) + now();\n}\n',
    },
  },
  'tests/': {
    at: 'tests/setup.ts',
    floating: {
      refused: "import { it } from 'vitest';\nit('saves', () => {\n  later();\n});\n",
      fixed: "import { it } from 'vitest';\nit('saves', async () => {\n  await later();\n});\n",
    },
    misused: {
      refused: "document.addEventListener('click', async () => {\n  await later();\n});\n",
      fixed: "document.addEventListener('click', () => void later());\n",
    },
    awaited: {
      refused: "import { it } from 'vitest';\nit('reads', async () => {\n  await now();\n});\n",
      fixed: "import { it } from 'vitest';\nit('reads', async () => {\n  await later();\n  now();\n});\n",
    },
  },
  'e2e/': {
    at: 'e2e/home.spec.ts',
    floating: {
      refused: "import { test } from './support';\ntest('a journey', () => {\n  later();\n});\n",
      fixed: "import { test } from './support';\ntest('a journey', async () => {\n  await later();\n});\n",
    },
    misused: {
      refused:
        "import { test } from './support';\ntest('a journey', async ({ page }) => {\n  (await page.getByRole('link').all()).forEach(async (link) => {\n    await link.click();\n  });\n});\n",
      fixed:
        "import { test } from './support';\ntest('a journey', async ({ page }) => {\n  for (const link of await page.getByRole('link').all()) await link.click();\n});\n",
    },
    awaited: {
      refused: "import { test } from './support';\ntest('a journey', async () => {\n  await now();\n});\n",
      fixed: "import { test } from './support';\ntest('a journey', async () => {\n  await later();\n  now();\n});\n",
    },
  },
  'scripts/': {
    at: 'scripts/check/layers.mjs',
    floating: {
      refused: 'export function save() {\n  later();\n}\n',
      fixed: 'export async function save() {\n  await later();\n}\n',
    },
    misused: {
      refused: "process.on('exit', async () => {\n  await later();\n});\n",
      fixed: "process.on('exit', () => void later());\n",
    },
    awaited: {
      refused: 'export async function read() {\n  return await now();\n}\n',
      fixed: 'export async function read() {\n  return (await later()) + now();\n}\n',
    },
  },
};

const RULE_OF = {
  floating: '@typescript-eslint/no-floating-promises',
  misused: '@typescript-eslint/no-misused-promises',
  awaited: '@typescript-eslint/await-thenable',
} as const;

describe.each(Object.entries(FOLDERS))('in %s', (_, folder) => {
  it.each([
    ['a promise left floating', 'floating'],
    ['an async function where nothing awaits what it returns', 'misused'],
    ['an await of what is no promise', 'awaited'],
  ] as const)(
    'refuse %s, and accept it fixed',
    async (_, kind) => {
      const { refused, fixed } = folder[kind];
      expect(await typeProblems(folder.at, HELPERS + refused)).toEqual([RULE_OF[kind]]);
      expect(await typeProblems(folder.at, HELPERS + fixed)).toEqual([]);
    },
    FIRST_LINT_MS,
  );
});

describe("in e2e/, Playwright's rules", () => {
  const at = FOLDERS['e2e/']!.at;
  const problems = async (code: string) =>
    (await lintAt(eslint, at, code)).map((message) => ({ rule: message.ruleId, message: message.message }));

  it(
    'refuse a focused test and an assertion not awaited',
    async () => {
      const focused =
        "import { expect, open, test } from './support';\n\ntest.only('a journey', async ({ page }) => {\n  await open(page, '/');\n  await expect(page.getByRole('heading')).toBeVisible();\n});\n";
      expect((await problems(focused)).map((problem) => problem.rule)).toEqual(['playwright/no-focused-test']);
      const unawaited =
        "import { expect, open, test } from './support';\ntest('a journey', async ({ page }) => {\n  await open(page, '/');\n  expect(page.getByRole('heading')).toBeVisible();\n});\n";
      expect((await problems(unawaited)).map((problem) => problem.rule)).toContain(
        'playwright/missing-playwright-await',
      );
    },
    FIRST_LINT_MS,
  );

  it(
    'still refuse a sleep written by hand',
    async () => {
      const sleep =
        "import { test } from './support';\ntest('a journey', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n});\n";
      const refused = (await problems(sleep)).filter((problem) => problem.rule === 'no-restricted-syntax');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.message).toMatch(/not for a time/);
    },
    FIRST_LINT_MS,
  );
});
