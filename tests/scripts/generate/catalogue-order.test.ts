// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueText, readCatalogue } from '../../../scripts/generate/messages.mjs';

const root = join(import.meta.dirname, '../../..');
const committed = (locale: string) => readFileSync(join(root, 'content/messages', `${locale}.json`), 'utf8');

describe('the catalogue npm run i18n:extract writes', () => {
  it.each(['es', 'en', 'ca'])('is %s.json as committed, byte for byte, when no message changes', (locale) => {
    expect(catalogueText(readCatalogue(locale, root))).toBe(committed(locale));
  });

  it('does not depend on the order the messages were found in', () => {
    const reversed = Object.fromEntries(Object.entries(readCatalogue('es', root)).reverse());
    expect(catalogueText(reversed)).toBe(committed('es'));
  });

  it('puts a new id in code-unit order, whatever the machine’s locale: after a capital, before a lowercase letter', () => {
    const spanish = readCatalogue('es', root);
    const ids = Object.keys(JSON.parse(catalogueText({ ...spanish, 'restaurants.notOpen': 'Cerrado' })) as object);
    const at = ids.indexOf('restaurants.notOpen');
    expect(ids.slice(at - 1, at + 2)).toEqual(['restaurants.notFound', 'restaurants.notOpen', 'restaurants.note']);
    expect(ids.filter((id) => id !== 'restaurants.notOpen')).toEqual(Object.keys(spanish));
  });
});
