// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintAt, root, withoutTypes } from './lint-at';

/**
 * Pages do not call the clients' write methods: each case lints a file written at the place it would sit (ESLint's
 * lintText with a file path), with the repository's own ESLint configuration.
 */

const eslint = new ESLint({ cwd: root, overrideConfig: [withoutTypes, { rules: { 'import/no-cycle': 'off' } }] });

async function syntaxProblems(filePath: string, code: string): Promise<string[]> {
  return (await lintAt(eslint, filePath, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

/** A file at `at` (under src/) that imports the clients and does `call` with them. */
function calling(at: string, call: string): [string, string] {
  const clients = path.relative(path.dirname(path.join(root, 'src', at)), path.join(root, 'src/api/clients'));
  return [
    `src/${at}`,
    `import { deliveryApi, mainApi } from '${clients}';\nexport const call = () => ${call};\nexport const both = [mainApi, deliveryApi];\n`,
  ];
}

const PAGES = [
  'features/account/lint-fixture.tsx',
  'features/contact/lint-fixture.ts',
  'app/layout/lint-fixture.tsx',
  'app/lint-fixture.ts',
];
const WRITES = [
  "mainApi().POST('/api/v1/auth/user', { body })",
  "mainApi().DELETE('/api/v1/auth/user')",
  "mainApi().PUT('/api/v1/auth/user', { body })",
  "deliveryApi().PATCH('/api/v1/loyalty/rewards', { body })",
  "deliveryApi().POST('/api/{provider}/v1/incidents', { params, body })",
];

describe('the clients’ write methods', () => {
  it.each(PAGES.flatMap((page) => WRITES.map((write) => [page, write] as const)))(
    'are refused in src/%s: %s',
    async (page, write) => {
      const problems = await syntaxProblems(...calling(page, write));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('Mutations live in src/api beside their queries');
    },
  );

  it.each(PAGES)('leave src/%s free to read, and to call a mutation of src/api', async (page) => {
    expect(await syntaxProblems(...calling(page, "mainApi().GET('/api/v1/news', { params })"))).toEqual([]);
    const mutations = path.relative(
      path.dirname(path.join(root, 'src', page)),
      path.join(root, 'src/api/mutations/account'),
    );
    const code = `import { deleteAccount, updateProfile } from '${mutations}';\nexport const save = () => updateProfile(client, 1, body);\nexport const remove = () => deleteAccount();\n`;
    expect(await syntaxProblems(`src/${page}`, code)).toEqual([]);
  });

  it.each(['api/mutations/lint-fixture.ts', 'api/lint-fixture.ts', 'session/lint-fixture.ts'])(
    'are allowed in src/%s, where mutations and session logic live',
    async (at) => {
      for (const write of WRITES) expect(await syntaxProblems(...calling(at, write)), write).toEqual([]);
    },
  );

  it('do not let pages inject HTML either: the page rules keep the rules every file has', async () => {
    const problems = await syntaxProblems(
      'src/features/account/lint-fixture.tsx',
      "export const A = () => <div dangerouslySetInnerHTML={{ __html: '' }} />;\n",
    );
    expect(problems).toEqual(['No text is injected as HTML.']);
  });
});
