import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../src/lib/dates';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendar dates', () => {
  it('shows the day in the words of each language', () => {
    expect(formatCalendarDate('2023-04-10', 'es')).toBe('10 de abril de 2023');
    expect(formatCalendarDate('2023-04-10', 'en')).toBe('April 10, 2023');
    expect(formatCalendarDate('2023-04-10', 'ca')).toBe('10 d’abril del 2023');
  });

  it('reads a date-time by its first 10 characters', () => {
    expect(formatCalendarDate('2027-01-31T23:59:59Z', 'es')).toBe('31 de enero de 2027');
    expect(formatCalendarDate('2027-02-28T23:59:59Z', 'en')).toBe('February 28, 2027');
    expect(formatCalendarDate('2027-03-15T23:59:59Z', 'ca')).toBe('15 de març del 2027');
  });

  it('keeps the day wherever the browser is', () => {
    // East of UTC the instant 2027-01-31T23:59:59Z is already 1 February; west of it 2027-01-01T00:30:00Z is still 2026.
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatCalendarDate('2027-01-31T23:59:59Z', 'es')).toBe('31 de enero de 2027');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatCalendarDate('2027-01-01T00:30:00+02:00', 'en')).toBe('January 1, 2027');
  });

  it('refuses what is not a real day, and shows such text as it came', () => {
    expect(parseCalendarDate('2023-02-30')).toBeNull();
    expect(parseCalendarDate('10/04/2023')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('2024-02-29T10:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(formatCalendarDate('soon', 'es')).toBe('soon');
  });
});
