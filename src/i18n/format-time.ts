import { defineMessages } from './define-messages';
import { type FormatIntl as Intl, formatsOf } from './locale-formats';

/** Times of day, written without the browser's locale data (./locale-formats.ts). */
const m = defineMessages({
  time: { id: 'format.time', defaultMessage: '{hour}:{minute}' },
  time12: {
    id: 'format.time12',
    defaultMessage: '{hour}:{minute} {period, select, am {a. m.} other {p. m.}}',
  },
});

/**
 * A time of day given in minutes after midnight (an opening or closing time), in the reader's language: '9:00',
 * '21:30' in es and ca, '9:00 AM', '9:30 PM' in en.
 */
export function formatTimeOfDay(intl: Intl, minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  if (formatsOf(intl).clock === 24) return intl.formatMessage(m.time, { hour: String(hour), minute });
  return intl.formatMessage(m.time12, {
    hour: String(hour % 12 === 0 ? 12 : hour % 12),
    minute,
    period: hour < 12 ? 'am' : 'pm',
  });
}
