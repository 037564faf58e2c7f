import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, namedIds } from '../../scripts/check/catalogues.mjs';
import { extractFromCode } from '../../scripts/generate/messages.mjs';

const root = join(import.meta.dirname, '../..');
type Catalogue = Record<string, string>;
const load = (lang: string): Catalogue =>
  JSON.parse(readFileSync(join(root, 'content/messages', `${lang}.json`), 'utf8')) as Catalogue;

/** The check of the catalogues of this project, reading `changed` in place of the committed ones. */
function problemsWith(changed: Partial<Record<'es' | 'en' | 'ca', Catalogue>>) {
  const catalogues = { es: load('es'), en: load('en'), ca: load('ca'), ...changed };
  return catalogueProblems(root, (file: string) => {
    const lang = /content\/messages\/(es|en|ca)\.json$/.exec(file)?.[1] as keyof typeof catalogues | undefined;
    return lang ? catalogues[lang] : undefined;
  }).problems;
}

const without = (catalogue: Catalogue, id: string): Catalogue =>
  Object.fromEntries(Object.entries(catalogue).filter(([key]) => key !== id));

describe('message catalogues', () => {
  it('hold every message the code, the content schemas and the route table use, translated, with their arguments', () => {
    // The code and the schemas do name messages: an extraction that found none would pass for nothing.
    expect(Object.keys(extractFromCode(root)).length).toBeGreaterThan(50);
    expect(namedIds(root).size).toBeGreaterThan(10);
    expect(problemsWith({})).toEqual([]);
  });

  it("say a translation a schema's field needs is missing: one problem, naming the catalogue, the id and the schema", () => {
    const [id, file] = [...namedIds(root)].find(([, named]) => named.startsWith('schemas/forms/'))!;
    expect(problemsWith({ ca: without(load('ca'), id) })).toEqual([
      `content/messages/ca.json: no text for "${id}", which ${file} names`,
    ]);
  });

  it("say a message of the code is missing or differs from the code's Spanish text", () => {
    const es = load('es');
    const [id] = Object.keys(extractFromCode(root)).filter((key) => !namedIds(root).has(key));
    expect(problemsWith({ es: { ...es, [id!]: `${es[id!]} (cambiado)` } })).toEqual([
      expect.stringMatching(
        new RegExp(`^content/messages/es\\.json: "${id!.replace(/\./g, '\\.')}" is not the code's`),
      ),
    ]);
    expect(problemsWith({ es: without(es, id!) })).toEqual([
      `content/messages/es.json: no text for "${id}", which the code declares: run npm run i18n:extract`,
    ]);
  });

  it('say a message nothing uses, one only English has, and an empty translation', () => {
    const unused = 'home.nothingUsesThis';
    expect(problemsWith({ es: { ...load('es'), [unused]: 'Nada' } })).toEqual([
      `content/messages/es.json: "${unused}" is used by no code, schema or route: run npm run i18n:extract`,
    ]);
    expect(problemsWith({ en: { ...load('en'), [unused]: 'Nothing' } })).toEqual([
      `content/messages/en.json: "${unused}" is not in es.json, the catalogue of record`,
    ]);
    const [id] = Object.keys(load('en'));
    expect(problemsWith({ en: { ...load('en'), [id!]: ' ' } })).toEqual([
      `content/messages/en.json: no text for "${id}" (shown in Spanish meanwhile)`,
    ]);
  });

  it('say a translation that is not valid ICU, or uses other arguments than the Spanish message', () => {
    const es = load('es');
    const [id] = Object.entries(es).find(([, text]) => /\{count, plural,/.test(text))!;
    expect(problemsWith({ ca: { ...load('ca'), [id]: 'Hi ha {nombre} restaurants' } })).toEqual([
      `content/messages/ca.json: "${id}" uses {nombre} where the Spanish message uses {count}`,
    ]);
    expect(problemsWith({ ca: { ...load('ca'), [id]: 'Hi ha {count, plural, one {# restaurant}' } })).toEqual([
      expect.stringMatching(new RegExp(`^content/messages/ca\\.json: "${id.replace(/\./g, '\\.')}" is not a valid`)),
    ]);
  });
});
