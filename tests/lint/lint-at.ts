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
