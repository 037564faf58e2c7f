import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../lib/language';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A catalogue's two parts (scripts/messages.mjs): `core` holds what every page's frame and the home page draw,
 * `rest` the other pages' messages.
 */
export type CataloguePart = 'core' | 'rest';

type Load = () => Promise<{ default: unknown }>;

/**
 * One chunk per language and part, compiled to ICU ASTs by `npm run generate`: a visitor downloads only the
 * catalogue of the language shown, and on the home page only its core part.
 */
const CATALOGUES: Record<CataloguePart, Record<Locale, Load>> = {
  core: {
    es: () => import('./compiled/core.es.json'),
    en: () => import('./compiled/core.en.json'),
    ca: () => import('./compiled/core.ca.json'),
  },
  rest: {
    es: () => import('./compiled/rest.es.json'),
    en: () => import('./compiled/rest.en.json'),
    ca: () => import('./compiled/rest.ca.json'),
  },
};

export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  return (await CATALOGUES[part][locale]()).default as Messages;
}
