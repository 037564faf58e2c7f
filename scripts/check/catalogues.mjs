/**
 * The message catalogues (content/messages/{es,en,ca}.json) against what uses them: the code's messages (their
 * Spanish text is the code's own), the ids the content schemas, the forms and their UI files and the route table name,
 * and each other (every Spanish message translated, valid ICU, with the Spanish message's arguments). One problem per
 * message and catalogue, naming the file and the id, and where a schema names it, that schema.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { extractFromCode, idsFromRouteTable, idsInSchema } from '../generate/messages.mjs';

export const LANGUAGES = /** @type {const} */ (['es', 'en', 'ca']);
const CATALOGUES = 'content/messages';

/**
 * The folders whose files name message ids, with the endings of those files.
 * @type {[string, string[]][]}
 */
const NAMING_FOLDERS = [
  ['schemas/content', ['.schema.json']],
  ['schemas/forms', ['.schema.json', '.ui.json']],
  ['schemas/forms/definitions', ['.schema.json']],
];

/**
 * Each message id a content file names, with the first file that names it.
 * @type {(root: string) => Map<string, string>}
 */
export function namedIds(root) {
  /** @type {Map<string, string>} */
  const named = new Map();
  for (const [folder, endings] of NAMING_FOLDERS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!endings.some((ending) => name.endsWith(ending))) continue;
      let schema;
      try {
        schema = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch {
        // Its own check says it is not JSON.
        continue;
      }
      for (const id of idsInSchema(schema)) if (!named.has(id)) named.set(id, `${folder}/${name}`);
    }
  }
  for (const id of idsFromRouteTable()) if (!named.has(id)) named.set(id, 'src/app/route-table.mjs');
  return named;
}

/**
 * The names of a message's arguments ({name}, plurals, selects, tags): a translation uses the same ones.
 * @type {(elements: import('@formatjs/icu-messageformat-parser').MessageFormatElement[], names?: Set<string>) => Set<string>}
 */
export function argumentsOf(elements, names = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** @type {Map<string, Record<string, string>>} */
const extracted = new Map();
/**
 * The code's messages in `root`, read once per process: the code does not change while it checks.
 * @type {(root: string) => Record<string, string>}
 */
function codeMessages(root) {
  let messages = extracted.get(root);
  if (!messages) extracted.set(root, (messages = extractFromCode(root)));
  return messages;
}

/**
 * Problems of the catalogues in `root`, each `content/messages/<lang>.json: …`. The code's messages are read from
 * `src/` when the root has one (formatjs extract).
 * @type {(root: string, readJson: (file: string) => any) => { problems: string[]; messages: number }}
 */
export function catalogueProblems(root, readJson) {
  /** @type {Map<string, string>} one problem per catalogue and id: the first found says the most */
  const found = new Map();
  /** @type {(lang: string, id: string, message: string) => void} */
  const problem = (lang, id, message) => {
    const key = `${lang} ${id}`;
    if (!found.has(key)) found.set(key, `${CATALOGUES}/${lang}.json: ${message}`);
  };
  /** @type {Record<string, Record<string, unknown>>} */
  const catalogues = {};
  for (const lang of LANGUAGES) {
    const catalogue = readJson(`${CATALOGUES}/${lang}.json`);
    // A missing or broken file is the file check's problem.
    if (!catalogue || typeof catalogue !== 'object') return { problems: [], messages: 0 };
    catalogues[lang] = catalogue;
  }
  const spanish = catalogues.es;
  const named = namedIds(root);
  const code = existsSync(join(root, 'src')) ? codeMessages(root) : null;
  const text = (/** @type {string} */ lang, /** @type {string} */ id) => {
    const value = catalogues[lang][id];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };

  for (const [id, file] of named)
    for (const lang of LANGUAGES) if (!text(lang, id)) problem(lang, id, `no text for "${id}", which ${file} names`);
  /** @type {Set<string>} Spanish messages nothing uses: their translations are not asked for. */
  const unused = new Set();
  if (code) {
    for (const [id, own] of Object.entries(code)) {
      if (!(id in spanish)) problem('es', id, `no text for "${id}", which the code declares: run npm run i18n:extract`);
      else if (spanish[id] !== own)
        problem('es', id, `"${id}" is not the code's Spanish text (${JSON.stringify(own)}): run npm run i18n:extract`);
    }
    for (const id of Object.keys(spanish))
      if (!(id in code) && !named.has(id)) {
        problem('es', id, `"${id}" is used by no code, schema or route: run npm run i18n:extract`);
        unused.add(id);
      }
  }
  for (const lang of LANGUAGES) {
    for (const id of Object.keys(catalogues[lang])) {
      // One the code or a schema uses is missing from es.json: that is said once, of es.json.
      if (lang !== 'es' && !(id in spanish) && !(code && id in code) && !named.has(id))
        problem(lang, id, `"${id}" is not in es.json, the catalogue of record`);
      const own = catalogues[lang][id];
      if (typeof own !== 'string') problem(lang, id, `"${id}" is not a text`);
    }
    for (const id of Object.keys(spanish)) {
      if (unused.has(id)) continue;
      const own = text(lang, id);
      if (!own) {
        problem(lang, id, lang === 'es' ? `"${id}" has no text` : `no text for "${id}" (shown in Spanish meanwhile)`);
        continue;
      }
      let elements;
      try {
        elements = parse(own);
      } catch (error) {
        problem(lang, id, `"${id}" is not a valid message: ${error instanceof Error ? error.message : error}`);
        continue;
      }
      if (lang === 'es') continue;
      const spanishText = text('es', id);
      if (!spanishText) continue;
      let expected;
      try {
        expected = [...argumentsOf(parse(spanishText))].sort().join(', ');
      } catch {
        continue;
      }
      const actual = [...argumentsOf(elements)].sort().join(', ');
      if (actual !== expected)
        problem(lang, id, `"${id}" uses {${actual}} where the Spanish message uses {${expected}}`);
    }
  }
  return { problems: [...found.values()], messages: Object.keys(spanish).length };
}
