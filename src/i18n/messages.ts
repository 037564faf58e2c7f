import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../lib/language';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * One chunk per language, compiled to ICU ASTs by `npm run generate`: a visitor downloads only the
 * catalogue of the language shown.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('./compiled/en.json')).default as Messages;
    case 'ca':
      return (await import('./compiled/ca.json')).default as Messages;
    default:
      return (await import('./compiled/es.json')).default as Messages;
  }
}
