// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The shared dialog has one behaviour for every caller: what one dialog needs for its own speed (drawn ahead while
 * closed, modal only after its first frame) lives in that dialog, not in an option of this one.
 */
const SOURCE = path.resolve(import.meta.dirname, '../../src/ui/dialog.tsx');

/** The names of the members of the type `name` declared in `code`. */
function membersOf(code: string, name: string): string[] {
  const file = ts.createSourceFile('dialog.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const alias = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error(`${name} is not a type literal`);
  return alias.type.members.map((member) => (member.name && ts.isIdentifier(member.name) ? member.name.text : '?'));
}

const ALLOWED = ['open', 'onClose', 'title', 'children', 'footer', 'size', 'dismissible', 'headerStart'];

describe('the shared Dialog', () => {
  it('takes what every dialog has and nothing one caller tunes its speed with', () => {
    expect(membersOf(readFileSync(SOURCE, 'utf8'), 'DialogProps')).toEqual(ALLOWED);
  });

  it('would refuse an option like keepDrawn', () => {
    const widened = readFileSync(SOURCE, 'utf8').replace(
      'export type DialogProps = {',
      'export type DialogProps = {\n  keepDrawn?: boolean;',
    );
    expect(membersOf(widened, 'DialogProps')).not.toEqual(ALLOWED);
  });
});
