import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { extractFromCode, idsFromRouteTable, idsFromSchemas } from '../../scripts/generate/messages.mjs';

const root = join(import.meta.dirname, '../..');
const load = (locale: string) =>
  JSON.parse(readFileSync(join(root, 'content/messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const catalogues = { es: load('es'), en: load('en'), ca: load('ca') };

/** The names of a message's arguments ({name}, plurals, tags): a translation must use the same ones. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

describe('message catalogues', () => {
  it('hold every message the code, the content schemas and the route table use, with the Spanish text of the code', () => {
    const extracted = extractFromCode(root);
    const fromSchemas = [...new Set([...idsFromSchemas(root), ...idsFromRouteTable()])];
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    // Run `npm run i18n:extract` when this fails, then translate the new ids in en.json and ca.json.
    expect(Object.keys(catalogues.es).sort()).toEqual([...new Set([...Object.keys(extracted), ...fromSchemas])].sort());
    for (const [id, text] of Object.entries(extracted)) expect(catalogues.es[id], id).toBe(text);
    for (const id of fromSchemas) expect(catalogues.es[id]?.trim(), id).toBeTruthy();
  });

  it.each(['en', 'ca'] as const)('translate every Spanish message into %s', (locale) => {
    const missing = Object.keys(catalogues.es).filter((id) => !catalogues[locale][id]?.trim());
    const unknown = Object.keys(catalogues[locale]).filter((id) => !(id in catalogues.es));
    expect(missing).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it.each(['es', 'en', 'ca'] as const)(
    'have valid ICU messages in %s with the arguments of the Spanish one',
    (locale) => {
      const mismatched: string[] = [];
      for (const [id, spanish] of Object.entries(catalogues.es)) {
        const translated = catalogues[locale][id];
        if (translated === undefined) continue;
        const expected = [...argumentsOf(parse(spanish))].sort();
        const actual = [...argumentsOf(parse(translated))].sort();
        if (expected.join() !== actual.join()) mismatched.push(`${id}: ${actual.join()} instead of ${expected.join()}`);
      }
      expect(mismatched).toEqual([]);
    },
  );
});
