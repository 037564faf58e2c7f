// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START } from '../../scripts/bench/report.mjs';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const lineCount = (file: string) => read(file).replace(/\n$/, '').split('\n').length;
const docsPages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name));

describe('the README', () => {
  it('is a front door, not an archive: at most 300 lines', () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(300);
  });

  it('links every page of docs/ and the decision records, and every link it has leads to a file', () => {
    const readme = read('README.md');
    for (const page of docsPages) expect(readme, `README.md does not link docs/${page}`).toContain(`](docs/${page})`);
    expect(readme).toContain('](docs/decisions/)');
    const links = [...readme.matchAll(/\]\(((?:docs\/)[^)#]*)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? '');
    for (const link of links)
      expect(existsSync(join(root, link)), `README.md links ${link}, which does not exist`).toBe(true);
  });
});

describe('the docs', () => {
  it('keep no dated measurement history: the dates are in git and in the current figures', () => {
    const dated = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b20\d\d-\d\d-\d\d\b/;
    for (const file of [
      'README.md',
      ...docsPages.filter((page) => page !== 'quality.md').map((page) => `docs/${page}`),
    ]) {
      read(file)
        .split('\n')
        .forEach((line, index) => expect(line, `${file}:${index + 1} holds a date`).not.toMatch(dated));
    }
  });

  it('link only to files that exist', () => {
    for (const page of docsPages) {
      for (const [, target] of read(`docs/${page}`).matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)) {
        expect(existsSync(join(root, 'docs', target ?? '')), `docs/${page} links ${target}`).toBe(true);
      }
    }
  });

  it('give each speed technique its four parts, in at most 400 lines', () => {
    expect(lineCount('docs/performance.md')).toBeLessThanOrEqual(400);
    const page = read('docs/performance.md');
    const techniques = page
      .split('\n## Tried and not kept')[0]!
      .split('\n### ')
      .slice(1)
      .filter((section) => !section.startsWith('Smaller ones'));
    expect(techniques.length).toBeGreaterThan(10);
    for (const technique of techniques) {
      const name = technique.split('\n')[0];
      for (const part of ['**Where:**', '**Why:**', '**Saves:**', '**To take out:**']) {
        expect(technique, `"${name}" has no ${part}`).toContain(`- ${part}`);
      }
    }
  });

  it('hold the current benchmark between the markers the benchmark replaces', () => {
    const quality = read('docs/quality.md');
    expect(quality).toContain(BENCH_START);
    expect(quality).toContain(BENCH_END);
    expect(quality.indexOf(BENCH_START)).toBeLessThan(quality.indexOf(BENCH_END));
  });
});

describe('the decision records', () => {
  it('each carry a date, a status and what the choice costs to keep, and are listed', () => {
    const index = read('docs/decisions/README.md');
    const numbers = records.map((name) => name.slice(0, 4));
    for (const name of records) {
      const text = read(`docs/decisions/${name}`);
      expect(text, `${name} has no date`).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
      const status = /^- Status: (accepted|superseded by (\d{4}))$/m.exec(text);
      expect(status, `${name} has no status (accepted, or superseded by NNNN)`).not.toBeNull();
      if (status?.[2]) expect(numbers, `${name} is superseded by a record that does not exist`).toContain(status[2]);
      expect(text, `${name} does not say what it costs to keep`).toMatch(/^- Cost to keep: \S/m);
      expect(index, `docs/decisions/README.md does not list ${name}`).toContain(`](${name})`);
    }
  });
});
