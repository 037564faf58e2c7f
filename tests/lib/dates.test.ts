import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../src/lib/dates';

describe('calendar days', () => {
  it('refuses what is not a real day', () => {
    expect(parseCalendarDate('2023-02-30')).toBeNull();
    expect(parseCalendarDate('10/04/2023')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('2024-02-29T10:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});
