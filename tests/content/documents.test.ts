import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, REQUIRED_DOCUMENTS } from '../../scripts/check/content.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents are edited freely here

const copies: string[] = [];
// Each test's copies go as it ends: left to the end of the file, the copies of every case (thousands of files) were
// removed in one hook, which outlasted its time on a busy machine.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of all content in a temporary folder, changed by `change`. */
function copyWith(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'documents-check-'));
  copies.push(dir);
  for (const part of ['schemas/content', 'content']) {
    if (existsSync(join(root, part))) cpSync(join(root, part), join(dir, part), { recursive: true });
  }
  change(dir);
  return dir;
}

function editDocument(dir: string, file: string, edit: (doc: Json) => void) {
  const path = join(dir, 'content/documents', file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

describe('the document check', () => {
  it('knows every document page of the site', () => {
    expect([...REQUIRED_DOCUMENTS].sort()).toEqual([
      'accesibilidad',
      'aviso-legal',
      'bases-legales',
      'calidad',
      'condiciones-recompensas',
      'cookies',
      'general-conditions',
      'historia',
      'politica-de-privacidad',
      'social-commitment',
      'sostenibilidad',
    ]);
  });

  it('reports a document missing a language', () => {
    const dir = copyWith((d) => unlinkSync(join(d, 'content/documents/aviso-legal.ca.json')));
    expect(checkContent(dir)).toContainEqual(expect.stringMatching(/aviso-legal\.ca\.json: is missing/));
  });

  it('reports a section id that differs between languages', () => {
    const dir = copyWith((d) => editDocument(d, 'calidad.en.json', (doc) => (doc.sections[0].id = 'origin')));
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(/calidad\.en\.json: section ids differ from the Spanish file/),
    );
  });

  it('reports a section with text that is not in the schema (no HTML, no unknown blocks)', () => {
    const dir = copyWith((d) =>
      editDocument(d, 'cookies.es.json', (doc) => doc.sections[0].blocks.push({ type: 'html', html: '<b>x</b>' })),
    );
    expect(checkContent(dir)).toContainEqual(expect.stringMatching(/cookies\.es\.json/));
  });

  it('reports a link to a section that does not exist', () => {
    const dir = copyWith((d) =>
      editDocument(d, 'general-conditions.es.json', (doc) =>
        doc.sections[0].blocks.push({
          type: 'paragraph',
          text: [{ text: 'Derechos', href: '/politica-de-privacidad#no-existe' }],
        }),
      ),
    );
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(
        /general-conditions\.es\.json:\d+:\d+: section "[a-z0-9-]+", block \d+ \(paragraph\), text, run 1: href links to \/politica-de-privacidad#no-existe, but that document has no section "no-existe"/,
      ),
    );
  });

  it("reports a document whose title is not the catalogue's title of it in that language", () => {
    const dir = copyWith((d) => editDocument(d, 'cookies.en.json', (doc) => (doc.title = 'Cookies policy')));
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        /cookies\.en\.json: title "Cookies policy" differs from the catalogue's title of the document \(content\/messages\/en\.json: documents\.cookies\.title is "Cookie policy"\)/,
      ),
    ]);
  });

  it('reports a catalogue title that no longer says what the document says', () => {
    const dir = copyWith((d) => {
      const path = join(d, 'content/messages/ca.json');
      const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      catalogue['documents.history.title'] = 'Història';
      writeFileSync(path, JSON.stringify(catalogue, null, 2));
    });
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(/historia\.ca\.json: title "La nostra història" differs from the catalogue's title/),
    );
  });

  it('reports a missing document', () => {
    const dir = copyWith((d) => {
      for (const lang of ['es', 'en', 'ca']) unlinkSync(join(d, `content/documents/historia.${lang}.json`));
    });
    expect(checkContent(dir)).toContainEqual(expect.stringMatching(/document "historia" is missing/));
  });
});

function editCookies(dir: string, edit: (table: Json) => void) {
  const path = join(dir, 'content/cookies/third-party-cookies.json');
  const table = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(table);
  writeFileSync(path, JSON.stringify(table, null, 2));
}

describe('the cookie table check', () => {
  it('reports a cookie listed twice', () => {
    const dir = copyWith((d) => editCookies(d, (table) => table.cookies.push({ ...table.cookies[0] })));
    expect(checkContent(dir)).toContainEqual(
      expect.stringMatching(/third-party-cookies\.json: cookie \.doubleclick\.net IDE is listed more than once/),
    );
  });

  it('reports an expiry that is not one of the periods the cookie policy offers', () => {
    const dir = copyWith((d) => editCookies(d, (table) => (table.cookies[0].expiration = '2 years')));
    expect(checkContent(dir)).toContainEqual(expect.stringMatching(/third-party-cookies\.json: .*expiration/));
  });

  it('reports a purpose missing a language', () => {
    const dir = copyWith((d) => editCookies(d, (table) => delete table.cookies[3].info.ca));
    expect(checkContent(dir)).toContainEqual(expect.stringMatching(/third-party-cookies\.json: .*info/));
  });

  /** A period of months the cookie schema does not offer yet, whatever periods it has. */
  const offered = (JSON.parse(readFileSync(join(root, 'schemas/content/cookie-table.schema.json'), 'utf8')) as Json)
    .$defs.cookie.properties.expiration.enum as string[];
  const months = Array.from({ length: 120 }, (_, n) => n + 1).find((n) => !offered.includes(`${n}m`))!;
  const period = `${months}m`;

  /**
   * A copy with one more period in the cookie schema, which the first cookie lasts, and its words in the catalogues of
   * the languages given.
   */
  function withNewPeriod(labelled: readonly ('es' | 'en' | 'ca')[]): string {
    const words = { es: `${months} meses`, en: `${months} months`, ca: `${months} mesos` };
    return copyWith((d) => {
      const schemaPath = join(d, 'schemas/content/cookie-table.schema.json');
      const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Json;
      schema.$defs.cookie.properties.expiration.enum.push(period);
      writeFileSync(schemaPath, JSON.stringify(schema, null, 2));
      editCookies(d, (table) => (table.cookies[0].expiration = period));
      for (const lang of labelled) {
        const path = join(d, `content/messages/${lang}.json`);
        const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
        catalogue[`cookies.expiration.${period}`] = words[lang];
        writeFileSync(path, JSON.stringify(catalogue, null, 2));
      }
    });
  }

  it('takes a new period with nothing but its words in the three catalogues', () => {
    expect(checkContent(withNewPeriod(['es', 'en', 'ca']))).toEqual([]);
  });

  it('reports a period without its words in a language, naming the catalogue and the message id', () => {
    const missingIn = (lang: string) =>
      expect.stringMatching(
        new RegExp(
          `^content/messages/${lang}\\.json\\b.*: no text for "cookies\\.expiration\\.${period}", which schemas/content/cookie-table\\.schema\\.json names$`,
        ),
      );
    expect(checkContent(withNewPeriod(['es', 'ca']))).toEqual([missingIn('en')]);
    expect(checkContent(withNewPeriod([]))).toEqual(['es', 'en', 'ca'].map(missingIn));
  });
});
