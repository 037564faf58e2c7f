/**
 * Dates the API writes as a day, not an instant: 'YYYY-MM-DD', or a date-time whose first 10 characters are the day
 * (a voucher's end date). They are read and shown as that calendar day wherever the browser is, so
 * '2027-01-31T23:59:59Z' is the 31st in Madrid too and never moves to the next day.
 */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day the text starts with, as a Date at midnight UTC; null when its first 10 characters are not a real day. */
export function parseCalendarDate(text: string): Date | null {
  const match = CALENDAR_DAY.exec(text.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over into March: such a text is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}
