import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocuments, checkSchemas, runChecks } from '../../../scripts/check/content.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FILE = 'content/documents/aviso-legal.es.json';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents are edited freely here

const copies: string[] = [];
// Each test's copies go as it ends: left to the end of the file, the copies of every case (thousands of files) were
// removed in one hook, which outlasted its time on a busy machine.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The schemas, documents and media in a temporary folder: what the document check reads. */
function copyOfDocuments(): string {
  const dir = mkdtempSync(join(tmpdir(), 'document-errors-'));
  copies.push(dir);
  for (const part of ['schemas/content', 'content/documents', 'content/media'])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  return dir;
}

/** The problems the document check finds in a copy where the legal notice's first section ends with `block`. */
function problemsWith(block: Json): { problems: string[]; text: string; section: Json } {
  const dir = copyOfDocuments();
  const doc = JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as Json;
  const section = doc.sections[0] as Json;
  section.blocks.push(block);
  const text = JSON.stringify(doc, null, 2);
  writeFileSync(join(dir, FILE), text);
  return { problems: runChecks(dir, [checkSchemas, checkDocuments]).problems, text, section };
}

/** Line and column (from 1) in `text` of the character at `index`. */
function lineAndColumn(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

/** Where `marker` occurs in `text`, once only. */
function indexOfOnly(text: string, marker: string): number {
  const index = text.indexOf(marker);
  expect(index, marker).toBeGreaterThan(-1);
  expect(text.indexOf(marker, index + 1), `${marker} occurs twice`).toBe(-1);
  return index;
}

/** The kinds of block the schema allows, read from the schema itself. */
function blockKinds(): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/content/document.schema.json'), 'utf8')) as Json;
  return (schema.$defs.block.oneOf as { $ref: string }[]).map(
    ({ $ref }) => schema.$defs[$ref.replace('#/$defs/', '')].properties.type.const as string,
  );
}

describe('a mistake in a document', () => {
  it('is no problem when there is none: the documents as they are pass', () => {
    expect(runChecks(copyOfDocuments(), [checkSchemas, checkDocuments]).problems).toEqual([]);
  });

  it('of type, in a paragraph, is one problem: the field, where it is, in which section and block', () => {
    const { problems, text, section } = problemsWith({ type: 'paragraph', text: 15 });
    const at = lineAndColumn(text, indexOfOnly(text, '"text": 15') + '"text": '.length);
    expect(section.id).toBe('titular');
    expect(problems).toEqual([
      `${FILE}:${at}: section "titular", block ${section.blocks.length} (paragraph): text must be string or array`,
    ]);
  });

  it('of kind, a block type the schema does not know, is one problem naming the kinds there are', () => {
    const { problems, text, section } = problemsWith({ type: 'poem', text: 'Verde que te quiero verde.' });
    const at = lineAndColumn(text, indexOfOnly(text, '"poem"'));
    expect(problems).toEqual([
      `${FILE}:${at}: section "titular", block ${section.blocks.length}: unknown block type "poem" (one of ${blockKinds().join(', ')})`,
    ]);
  });

  it('of omission, a table without its caption, is one problem at the table', () => {
    const { problems, text, section } = problemsWith({
      type: 'table',
      head: ['Cabecera de prueba'],
      rows: [['Celda']],
    });
    const at = lineAndColumn(text, text.lastIndexOf('{', indexOfOnly(text, '"Cabecera de prueba"')));
    expect(problems).toEqual([
      `${FILE}:${at}: section "titular", block ${section.blocks.length} (table): caption is missing`,
    ]);
  });

  it('in a run of text is told by the run the value was meant to be, not by every kind of run', () => {
    const { problems, text, section } = problemsWith({
      type: 'list',
      items: ['Uno', [{ text: 'Dos', href: 'ftp://example.test/' }]],
    });
    const at = lineAndColumn(text, indexOfOnly(text, '"ftp://example.test/"'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      `${FILE}:${at}: section "titular", block ${section.blocks.length} (list), item 2, run 1: href must match pattern "`,
    );
  });
});
