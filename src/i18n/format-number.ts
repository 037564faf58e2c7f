import type { IntlShape } from 'react-intl';
import { formatsOf } from './locale-formats';

/**
 * A decimal number, written without the browser's locale data (./locale-formats.ts), with at most `maxFractionDigits` decimals, trailing zeros left out, in the reader's language: '2,4' in es
 * and ca, '2.4' in en; thousands grouped as each language groups them ('1500' and '15.000' in es, '1.500' in ca,
 * '1,500' in en).
 */
export function formatDecimal(intl: Pick<IntlShape, 'locale'>, value: number, maxFractionDigits = 0): string {
  const { decimal, group, groupFrom } = formatsOf(intl);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = value < 0 && Number(`${whole}.${digits || 0}`) !== 0 ? '-' : '';
  return `${sign}${grouped}${digits ? `${decimal}${digits}` : ''}`;
}
