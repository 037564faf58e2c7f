#!/usr/bin/env node
/**
 * `npm run check:citations`: no file of the repository points its reader at a document that lives outside it (the
 * product's specification, its list of decisions, an issue tracker, a Markdown file the repository does not hold), by
 * section, number or name. Whoever clones the
 * repository cannot follow such a pointer: a comment states the rule itself, and a choice that needs its reasons
 * told has a record of its own in docs/decisions/.
 *
 * Scans the text files git knows (tracked, or new and not ignored) under the folders below and at the top of the
 * repository (this one, or the one named as the first argument), and prints every line that cites, as `file:line`.
 * Exit code 1 when one does.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A line that cites a document outside the repository: its number (from 1), the words that cite, the line.
 * @typedef {object} Citation
 * @property {number} line
 * @property {string} match
 * @property {string} text
 */

/**
 * The folders scanned; files at the top of the repository are scanned too.
 * @type {readonly string[]}
 */
export const SCANNED_FOLDERS = ['src', 'scripts', 'tests', 'e2e', 'schemas', 'content', 'openapi', 'docs'];

/**
 * Files not scanned: the lock file (written by npm) and this check's own examples of what it refuses (its test builds
 * repositories whose documents it names).
 * @type {readonly string[]}
 */
export const SKIPPED = [
  'package-lock.json',
  'tests/scripts/check/fixtures/citations/',
  'tests/scripts/check/citations.test.ts',
];

/**
 * What a citation looks like, each case-insensitive. A word is matched whole, so that "specification", a file named
 * `*.spec.ts` and a package such as `@playwright/test` pass.
 * @type {readonly RegExp[]}
 */
export const CITATION_PATTERNS = [
  // A numbered part of the specification, as words or with the section sign.
  /\bspec\s*(?:sections?\b|§)/i,
  /§\s*\d+/,
  // The specification named in brackets or as a label; a file name such as `(home.spec.ts)` is not one.
  /\(\s*spec\b(?![.-]\w)/i,
  /(?<![\w./@-])spec\s*:/i,
  // The specification as a document that the reader is supposed to have.
  /\b(?:the|product)[\s-]spec(?:'s)?\b(?![.-]\w)/i,
  /\bproduct-spec\b/i,
  // A numbered entry of a list of decisions, or the file that holds it; a link to one of the repository's own records
  // ("[decision 0031](decisions/0031-….md)") can be followed.
  /\bdecisions?\s+(?:#\s*)?\d+(?!\d)(?!\]\((?:[\w./-]*\/)?decisions\/\d)/i,
  /\bdecisions\.md\b/i,
  // An issue of a tracker, by number.
  /\bissues?\s+#?\d+/i,
];

/**
 * The citations in a text: the line (from 1) and the words that cite, in order.
 * @type {(text: string) => Citation[]}
 */
export function citationsIn(text) {
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    for (const pattern of CITATION_PATTERNS) {
      const match = pattern.exec(line);
      if (match) {
        found.push({ line: index + 1, match: match[0], text: line.trim() });
        break;
      }
    }
  });
  return found;
}

/**
 * The lines of a text that name a Markdown document by its file name or path that is not one of `documents`, the file
 * names of the repository's own: a document whoever clones the repository does not have. An address (https://…) is
 * not such a name: it can be followed.
 * @type {(text: string, documents: ReadonlySet<string>) => Citation[]}
 */
export function foreignDocumentsIn(text, documents) {
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    for (const [match, name] of line.matchAll(/(?<![\w./:-])(?:[\w.-]+\/)*([\w-]+\.md)\b/g)) {
      if (!documents.has(name)) {
        found.push({ line: index + 1, match, text: line.trim() });
        break;
      }
    }
  });
  return found;
}

const isSkipped = (file) =>
  SKIPPED.some((skipped) => (skipped.endsWith('/') ? file.startsWith(skipped) : file === skipped));

/**
 * The files the check reads, relative to `root` with forward slashes: what git knows and does not ignore.
 * @type {(root: string) => string[]}
 */
export function filesToCheck(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  const inScope = (file) => !file.includes('/') || SCANNED_FOLDERS.some((folder) => file.startsWith(`${folder}/`));
  return [...new Set(listed)].filter((file) => inScope(file) && !isSkipped(file)).sort();
}

/** A file that holds a NUL byte early on is not text (a video, an image): it has no comments to read. */
const isBinary = (bytes) => bytes.subarray(0, 8000).includes(0);

/**
 * Every citation in the given files (all of `filesToCheck` unless told), as { file, line, match, text }.
 * @type {(root: string, files?: readonly string[]) => (Citation & { file: string })[]}
 */
export function checkCitations(root, files = filesToCheck(root)) {
  const found = [];
  const documents = new Set(
    filesToCheck(root)
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(file.lastIndexOf('/') + 1)),
  );
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      // Listed by git but deleted from the working tree: nothing to read.
      continue;
    }
    if (isBinary(bytes)) continue;
    const text = bytes.toString('utf8');
    const cited = citationsIn(text);
    const lines = new Set(cited.map(({ line }) => line));
    for (const citation of [...cited, ...foreignDocumentsIn(text, documents).filter(({ line }) => !lines.has(line))])
      found.push({ file, ...citation });
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ? resolve(process.argv[2]) : join(dirname(fileURLToPath(import.meta.url)), '../..');
  const found = checkCitations(root);
  if (found.length === 0) {
    console.log('No file cites a document outside the repository.');
  } else {
    for (const { file, line, match } of found) console.error(`${file}:${line}: "${match}"`);
    console.error(
      `\n${found.length} line(s) cite a document outside the repository. State the rule itself instead; a choice whose reasons ` +
        'need telling gets a record in docs/decisions/.',
    );
    process.exitCode = 1;
  }
}
