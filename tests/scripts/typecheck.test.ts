// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The scripts are JavaScript typed from their JSDoc and checked by `tsconfig.scripts.json` within `tsc -b`: these
 * tests prove that the settings refuse a type error, that every script is in the check, and that no hand-written
 * declaration file stands in for code.
 */
const root = join(import.meta.dirname, '../..');
const configFile = join(root, 'tsconfig.scripts.json');

function scriptsProject() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.scripts.json could not be read');
  return parsed;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The type errors of `source`, checked as a script at `scripts/check/probe.mjs` with the scripts' settings. */
function errorsOf(source: string): string[] {
  const { options } = scriptsProject();
  const probe = join(root, 'scripts/check/probe.mjs');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === probe ? source : readFile(file));
  host.fileExists = (file) => file === probe || fileExists(file);
  const program = ts.createProgram([probe], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === probe)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the scripts’ type check', () => {
  it('refuses a type error in a script, from its JSDoc and from what it imports', () => {
    expect(
      errorsOf("/** @type {(n: number) => string} */\nexport const twice = (n) => String(n * 2);\ntwice('2');\n"),
    ).toEqual([expect.stringContaining("'string' is not assignable to parameter of type 'number'")]);
    expect(errorsOf("import { addressOf } from '../../src/app/route-table.mjs';\naddressOf(42);\n")).toEqual([
      expect.stringContaining("'number' is not assignable to parameter of type 'string'"),
    ]);
    expect(
      errorsOf('/** @type {(n: number) => string} */\nexport const twice = (n) => String(n * 2);\ntwice(2);\n'),
    ).toEqual([]);
  });

  it('checks JavaScript strictly, and runs within npm run typecheck', () => {
    const { options } = scriptsProject();
    expect(options).toMatchObject({ allowJs: true, checkJs: true, strict: true, noEmit: true });
    const solution = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
      references: { path: string }[];
    };
    expect(solution.references.map((reference) => reference.path)).toContain('./tsconfig.scripts.json');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.typecheck).toBe('tsc -b');
  });

  it('covers every script and the modules of src/ written in JavaScript', () => {
    const checked = new Set(scriptsProject().fileNames.map((file) => relative(root, file)));
    const javascript = [...walk(join(root, 'scripts')), ...walk(join(root, 'src'))]
      .map((file) => relative(root, file))
      .filter((file) => /\.(mjs|js)$/.test(file) && !file.startsWith('src/api/generated/'))
      .filter((file) => !file.startsWith('src/renderers/schema-form/validators/'));
    expect(javascript.length).toBeGreaterThan(40);
    for (const file of javascript) expect(checked, `${file} is not type-checked`).toContain(file);
  });

  it('finds no hand-written declaration file beside the code', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const present = new Set(files);
    const besideCode = (file: string) =>
      ['.js', '.mjs', '.cjs'].some((extension) => present.has(file.replace(/\.d\.[mc]?ts$/, extension)));
    expect(files.filter((file) => /\.d\.mts$/.test(file) || (/\.d\.[mc]?ts$/.test(file) && besideCode(file)))).toEqual(
      [],
    );
  });
});
