/**
 * A time of day given in minutes after midnight (an opening or closing time), written in the reader's language's way
 * with hours (01:00, 1:00 AM), whatever the browser's time zone.
 * In a module of its own: the header, on every page, needs it without the calendar dates' code (src/lib/dates.ts).
 */
export const formatTimeOfDay = (
  intl: { formatTime: (value: number, options: Intl.DateTimeFormatOptions) => string },
  minutes: number,
): string =>
  intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minutes / 60) % 24, minutes % 60), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
