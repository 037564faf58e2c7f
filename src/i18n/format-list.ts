import { defineMessages } from './define-messages';
import type { FormatIntl as Intl } from './locale-formats';

/** Lists, written without the browser's locale data (./locale-formats.ts). */
const m = defineMessages({
  and: { id: 'format.list.and', defaultMessage: '{start} {sound, select, i {e} other {y}} {end}' },
  andMore: { id: 'format.list.andMore', defaultMessage: '{start} {sound, select, i {e} other {y}} {end}' },
  or: { id: 'format.list.or', defaultMessage: '{start} {sound, select, o {u} other {o}} {end}' },
  orMore: { id: 'format.list.orMore', defaultMessage: '{start} {sound, select, o {u} other {o}} {end}' },
});

/**
 * How the next word sounds where Spanish changes its conjunctions: 'y' becomes 'e' before an i sound (Isabel,
 * higos, not hielo), 'o' becomes 'u' before an o sound (ostras, hoteles, 8, 11). The catalogues of the other
 * languages leave it unused.
 */
export function soundOf(word: string): 'i' | 'o' | 'other' {
  const start = word.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (/^h?i(?![aeou])/.test(start)) return 'i';
  if (/^h?o/.test(start) || /^(8|11)(\D|$)/.test(start)) return 'o';
  return 'other';
}

/** Items joined as the reader's language joins them: 'a, b y c', 'a, b, and c'; 'a, b o c', 'a, b, or c'. */
export function formatList(intl: Intl, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  if (items.length <= 1) return items[0] ?? '';
  const end = items[items.length - 1]!;
  const start = items.slice(0, -1).join(', ');
  const two = items.length === 2;
  const message = type === 'conjunction' ? (two ? m.and : m.andMore) : two ? m.or : m.orMore;
  return intl.formatMessage(message, { start, end, sound: soundOf(end) });
}
