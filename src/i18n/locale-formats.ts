import type { IntlShape } from 'react-intl';
import type { Locale } from '../lib/language';

/**
 * Dates, times of day, lists and decimal numbers are written from the catalogues and the modules beside this one alone
 * (format-date.ts, format-time.ts, format-list.ts, format-number.ts), never from the browser's `Intl` locale data or
 * its time zone. A pre-rendered page is written by the build machine's ICU and taken
 * over by the visitor's browser, whose ICU may write the same date otherwise ("10 d’abril del 2023" against "10
 * d’abril de 2023"): React would then throw the page away and draw it again. Written here, both sides write the same.
 * What is drawn only after the page has started (a time stored on this device, a distance from the visitor) may use
 * `Intl`. Each is a module of its own, so that a page carries only the ones it writes.
 */
export type FormatIntl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/**
 * How each language writes numbers and times: its decimal and thousands separators, from how many digits it groups
 * thousands, and its clock (24 hours, or 12 with a.m. and p.m.).
 */
const FORMATS: Record<Locale, { decimal: string; group: string; groupFrom: number; clock: 12 | 24 }> = {
  es: { decimal: ',', group: '.', groupFrom: 5, clock: 24 },
  ca: { decimal: ',', group: '.', groupFrom: 4, clock: 24 },
  en: { decimal: '.', group: ',', groupFrom: 4, clock: 12 },
};
export const formatsOf = (intl: Pick<IntlShape, 'locale'>) => FORMATS[intl.locale as Locale] ?? FORMATS.es;
