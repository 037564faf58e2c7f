import { parseCalendarDate } from '../lib/dates';
import { defineMessages } from './define-messages';
import type { FormatIntl as Intl } from './locale-formats';

/** Calendar days, written without the browser's locale data (./locale-formats.ts). */
const m = defineMessages({
  date: {
    id: 'format.date',
    defaultMessage:
      '{day} de {month, select, m1 {enero} m2 {febrero} m3 {marzo} m4 {abril} m5 {mayo} m6 {junio} m7 {julio} m8 {agosto} m9 {septiembre} m10 {octubre} m11 {noviembre} other {diciembre}} de {year}',
  },
});

/**
 * A calendar day (year, month 1-12, day) in the reader's language, the month spelled out so that 10/04 cannot be read
 * as 4 October: '10 de abril de 2023', 'April 10, 2023', '10 d’abril de 2023'.
 */
export const formatDay = (intl: Intl, year: number, month: number, day: number): string =>
  intl.formatMessage(m.date, { day: String(day), month: `m${month}`, year: String(year) });

/**
 * A day the API or the content writes as text ('YYYY-MM-DD', or a date-time whose first 10 characters are the day),
 * shown as that calendar day wherever the browser is; text that is not a date is shown as it came.
 */
export function formatCalendarDate(intl: Intl, text: string): string {
  const date = parseCalendarDate(text);
  if (!date) return text.slice(0, 10);
  return formatDay(intl, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
