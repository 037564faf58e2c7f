import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCitations, citationsIn, filesToCheck, foreignDocumentsIn } from '../../../scripts/check/citations.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(join(here, 'fixtures/citations', name), 'utf8');
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
const script = join(here, '../../../scripts/check/citations.mjs');

// The examples that cite are read from the fixtures, which the check skips, so that this file passes it.
const citing = lines(fixture('cites.txt'));
const passing = lines(fixture('passes.txt'));
/** A line that cites the specification by section, and one that cites a decision by number. */
const cite = `${citing[0]!}\n`;
const citeDecision = `${citing[9]!}\n`;
const matchOf = (line: string) => citationsIn(line)[0]!.match;

describe('citations of documents outside the repository', () => {
  it.each(citing)('refuses %s', (line) => {
    expect(citationsIn(line)).toEqual([{ line: 1, match: expect.any(String), text: line.trim() }]);
  });

  it.each(passing)('lets %s pass', (line) => {
    expect(citationsIn(line)).toEqual([]);
  });

  it('names the line of each citation in a text, and the words that cite', () => {
    const [first, second] = [citing[0]!, citing[9]!];
    const found = citationsIn(['// ok', first, '', second].join('\n'));
    expect(found.map(({ line, text }) => [line, text])).toEqual([
      [2, first.trim()],
      [4, second.trim()],
    ]);
    for (const { match, text } of found) expect(text).toContain(match);
    expect(found.map(({ match }) => match.toLowerCase())).toEqual([
      expect.stringMatching(/^spec/),
      expect.stringMatching(/^decision/),
    ]);
  });
});

describe('Markdown documents named by their file', () => {
  const ours = new Set(['README.md', 'prerendering.md', '0033-worker-keeps-no-credential.md']);

  it('refuses one the repository does not hold, and names it', () => {
    expect(foreignDocumentsIn('// as soon as the HTML arrives (DESIGN.md).', ours)).toEqual([
      { line: 1, match: 'DESIGN.md', text: '// as soon as the HTML arrives (DESIGN.md).' },
    ]);
    expect(
      foreignDocumentsIn('ok\nsee notes/plan.md and README.md', ours).map(({ line, match }) => [line, match]),
    ).toEqual([[2, 'notes/plan.md']]);
  });

  it("lets the repository's own pass, by name or path, and an address that can be followed", () => {
    expect(
      foreignDocumentsIn(
        [
          'See README.md and docs/prerendering.md.',
          '[decision 0033](decisions/0033-worker-keeps-no-credential.md)',
          'Lighthouse (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md)',
        ].join('\n'),
        ours,
      ),
    ).toEqual([]);
  });
});

describe('the files checked', () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  /** A repository with one citing line in each kind of file the check must or must not read. */
  function repository(): string {
    const dir = mkdtempSync(join(tmpdir(), 'check-citations-'));
    const write = (file: string, text: string | Buffer) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    execFileSync('git', ['init', '-q'], { cwd: dir });
    write('.gitignore', 'node_modules/\nsrc/generated/\n');
    write('README.md', `# Site\n\n${cite}`);
    write('src/app/router.tsx', `export {};\n${cite}`);
    write('docs/decisions/0001-x.md', `# One\n\n${citeDecision}`);
    write('tests/scripts/check/fixtures/citations/cites.txt', cite);
    write('node_modules/pkg/index.js', cite);
    write('src/generated/types.ts', cite);
    write('package-lock.json', cite);
    write('other/notes.md', cite);
    write('content/media/video.webm', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]), Buffer.from(cite)]));
    execFileSync('git', ['add', 'README.md', 'src/app/router.tsx'], { cwd: dir });
    return dir;
  }

  it('are the text files git tracks or would track, in the scanned folders and at the top', () => {
    root = repository();
    expect(filesToCheck(root)).toEqual([
      '.gitignore',
      'README.md',
      'content/media/video.webm',
      'docs/decisions/0001-x.md',
      'src/app/router.tsx',
    ]);
    expect(checkCitations(root).map(({ file, line }) => `${file}:${line}`)).toEqual([
      'README.md:3',
      'docs/decisions/0001-x.md:3',
      'src/app/router.tsx:2',
    ]);
  });

  it('fail the command with file:line for each citation, and pass it once they are gone', () => {
    root = repository();
    const failed = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`README.md:3: "${matchOf(cite)}"`);
    expect(failed.stderr).toContain(`docs/decisions/0001-x.md:3: "${matchOf(citeDecision)}"`);
    expect(failed.stderr).toContain(`src/app/router.tsx:2: "${matchOf(cite)}"`);
    expect(failed.stderr).toContain('3 line(s) cite');

    writeFileSync(join(root, 'README.md'), '# Site\n\nGuests see the not-found page.\n');
    writeFileSync(join(root, 'src/app/router.tsx'), 'export {};\n// Guests see the not-found page.\n');
    rmSync(join(root, 'docs'), { recursive: true });
    const passed = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });
});
