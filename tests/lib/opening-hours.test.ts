import { describe, expect, it } from 'vitest';
import { madridTime, openStatusAt, type Schedule } from '../../src/lib/opening-hours';

const week = (hours: string, overrides: Partial<Schedule> = {}): Schedule => ({
  monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours, holiday: hours, ...overrides,
});
const noHolidays = () => false;

// 2026-11-23 is a Monday; Madrid is UTC+1 in November.
const at = (madrid: string) => new Date(`${madrid}+01:00`);

describe('open status', () => {
  it('is open with its closing time within the day’s hours', () => {
    expect(openStatusAt(week('12:00 - 23:00'), at('2026-11-23T13:00:00'), noHolidays)).toEqual({ open: true, closes: 23 * 60 });
  });

  it('is closed before opening, with today’s opening time', () => {
    expect(openStatusAt(week('12:00 - 23:00'), at('2026-11-23T09:15:00'), noHolidays)).toEqual({ open: false, opens: 12 * 60 });
  });

  it('is closed after closing, with tomorrow’s opening time', () => {
    const schedule = week('12:00 - 23:00', { tuesday: '13:30 - 23:00' });
    expect(openStatusAt(schedule, at('2026-11-23T23:30:00'), noHolidays)).toEqual({ open: false, opens: 13 * 60 + 30 });
  });

  it('stays open past midnight on the previous day’s hours', () => {
    expect(openStatusAt(week('12:00 - 01:30'), at('2026-11-24T00:45:00'), noHolidays)).toEqual({ open: true, closes: 90 });
  });

  it('has no opening time when tomorrow is closed', () => {
    const schedule = week('12:00 - 23:00', { tuesday: 'Cerrado' });
    expect(openStatusAt(schedule, at('2026-11-23T23:30:00'), noHolidays)).toEqual({ open: false, opens: null });
  });
});

describe('Madrid time', () => {
  it('is worked out for each instant, asked once or many times', () => {
    const first = madridTime(at('2026-11-23T13:05:00'));
    expect(first).toEqual({ year: 2026, month: 11, day: 23, minutes: 13 * 60 + 5 });
    first.minutes = 0;
    expect(madridTime(at('2026-11-23T13:05:00'))).toEqual({ year: 2026, month: 11, day: 23, minutes: 13 * 60 + 5 });
    expect(madridTime(at('2026-11-24T00:30:00'))).toEqual({ year: 2026, month: 11, day: 24, minutes: 30 });
  });
});
