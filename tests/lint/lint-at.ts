import path from 'node:path';
import type { ESLint, Linter } from 'eslint';

/** The repository's root, where every fixture is written as if it sat there. */
export const root = path.resolve(import.meta.dirname, '../..');

/**
 * What `eslint` says of `code` written as the file `filePath` (relative to the repository; ESLint's lintText with a
 * file path, so the configuration of that place applies). Throws when the fixture does not parse, or when nothing
 * checks that place: that would pass every "allowed" case.
 */
export async function lintAt(eslint: ESLint, filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  if (!result) throw new Error(`ESLint gave no result for ${filePath}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  const ignored = result.messages.find((message) => /ignored/i.test(message.message) && !message.ruleId);
  if (ignored) throw new Error(`${filePath} is not linted: ${ignored.message}`);
  return result.messages;
}

/** The rules that read types (eslint.config.js turns them on for src/, tests/, e2e/ and scripts/). */
export const TYPE_AWARE_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/await-thenable',
];

/**
 * The repository's configuration without types, for fixtures written where no file is: typed linting reads a file
 * through the tsconfig that holds it, and refuses one that none holds. The rules that read types are off; every
 * other rule is checked as `npm run lint` checks it.
 */
export const withoutTypes: Linter.Config = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [rule, 'off'])),
};
