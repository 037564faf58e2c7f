import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../lib/language';
import type { CataloguePart } from './catalogue-parts.mjs';

export type Messages = Record<string, MessageFormatElement[]>;

export type { CataloguePart };

/**
 * One chunk per language and part (src/i18n/catalogue-parts.mjs), compiled to ICU ASTs by `npm run generate`: a
 * visitor downloads only the catalogue of the language shown, and of it only the parts of the pages visited.
 */
const CATALOGUES = import.meta.glob<Messages>('./compiled/*.json', { import: 'default' });

export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  const load = CATALOGUES[`./compiled/${part}.${locale}.json`];
  if (!load) throw new Error(`Missing catalogue part ${part}.${locale}: run npm run generate`);
  return load();
}
