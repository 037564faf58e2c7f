import { describe, expect, it } from 'vitest';
import { madridTime, openStatusAt, spanishTime, timeZoneOfProvince } from '../../src/domain/opening-hours';
import { week } from '../support/schedule';

const noHolidays = () => false;

// 2026-11-23 is a Monday; Madrid is UTC+1 in November.
const at = (madrid: string) => new Date(`${madrid}+01:00`);

describe('open status', () => {
  it('is open with its closing time within the day’s hours', () => {
    expect(openStatusAt(week('12:00 - 23:00'), at('2026-11-23T13:00:00'), noHolidays)).toEqual({
      open: true,
      closes: 23 * 60,
    });
  });

  it('is closed before opening, with today’s opening time', () => {
    expect(openStatusAt(week('12:00 - 23:00'), at('2026-11-23T09:15:00'), noHolidays)).toEqual({
      open: false,
      opens: 12 * 60,
    });
  });

  it('is closed after closing, with tomorrow’s opening time', () => {
    const schedule = week('12:00 - 23:00', { tuesday: '13:30 - 23:00' });
    expect(openStatusAt(schedule, at('2026-11-23T23:30:00'), noHolidays)).toEqual({ open: false, opens: 13 * 60 + 30 });
  });

  it('stays open past midnight on the previous day’s hours', () => {
    expect(openStatusAt(week('12:00 - 01:30'), at('2026-11-24T00:45:00'), noHolidays)).toEqual({
      open: true,
      closes: 90,
    });
  });

  it('has no opening time when tomorrow is closed', () => {
    const schedule = week('12:00 - 23:00', { tuesday: 'Cerrado' });
    expect(openStatusAt(schedule, at('2026-11-23T23:30:00'), noHolidays)).toEqual({ open: false, opens: null });
  });
});

describe('Madrid time', () => {
  it('is worked out for each instant, and a change to one answer does not touch the next', () => {
    const first = madridTime(at('2026-11-23T13:05:00'));
    expect(first).toEqual({ year: 2026, month: 11, day: 23, minutes: 13 * 60 + 5 });
    first.minutes = 0;
    expect(madridTime(at('2026-11-23T13:05:00'))).toEqual({ year: 2026, month: 11, day: 23, minutes: 13 * 60 + 5 });
    expect(madridTime(at('2026-11-24T00:30:00'))).toEqual({ year: 2026, month: 11, day: 24, minutes: 30 });
  });
});

describe('Madrid time against the time-zone database', () => {
  const zone = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fromZone = (instant: Date) => {
    const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    return { year: parts.year, month: parts.month, day: parts.day, minutes: parts.hour! * 60 + parts.minute! };
  };

  it('agrees every 7 hours and 13 minutes from 2000 to 2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += (7 * 60 + 13) * 60_000) {
      const instant = new Date(time);
      if (JSON.stringify(madridTime(instant)) !== JSON.stringify(fromZone(instant)))
        mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('agrees minute by minute around each change of summer time', () => {
    const mismatches: string[] = [];
    for (let year = 2024; year <= 2032; year += 1) {
      for (const month of [2, 9]) {
        // The last Sunday of March and of October at 01:00 UTC, give or take two hours.
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (let time = change - 2 * 3_600_000; time <= change + 2 * 3_600_000; time += 60_000) {
          const instant = new Date(time);
          if (JSON.stringify(madridTime(instant)) !== JSON.stringify(fromZone(instant)))
            mismatches.push(instant.toISOString());
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('goes from 01:59 to 03:00 in March and from 02:59 back to 02:00 in October', () => {
    expect(madridTime(new Date('2026-03-29T00:59:00Z')).minutes).toBe(1 * 60 + 59);
    expect(madridTime(new Date('2026-03-29T01:00:00Z')).minutes).toBe(3 * 60);
    expect(madridTime(new Date('2026-10-25T00:59:00Z')).minutes).toBe(2 * 60 + 59);
    expect(madridTime(new Date('2026-10-25T01:00:00Z')).minutes).toBe(2 * 60);
  });
});

describe("the Canary Islands' time", () => {
  it('is the time zone of Las Palmas (35) and Santa Cruz de Tenerife (38) only', () => {
    expect(timeZoneOfProvince('35')).toBe('canary');
    expect(timeZoneOfProvince('38')).toBe('canary');
    expect(timeZoneOfProvince('28')).toBe('peninsula');
    expect(timeZoneOfProvince('07')).toBe('peninsula');
  });

  it('is an hour behind the peninsula, in winter and in summer', () => {
    expect(spanishTime(new Date('2026-11-23T12:30:00Z'), 'canary').minutes).toBe(12 * 60 + 30);
    expect(spanishTime(new Date('2026-11-23T12:30:00Z'), 'peninsula').minutes).toBe(13 * 60 + 30);
    expect(spanishTime(new Date('2026-07-14T12:30:00Z'), 'canary').minutes).toBe(13 * 60 + 30);
    expect(spanishTime(new Date('2026-07-14T12:30:00Z'), 'peninsula').minutes).toBe(14 * 60 + 30);
  });

  it('keeps a Canary restaurant open at an hour a Madrid one with the same schedule has closed', () => {
    const hours = week('12:00 - 01:00');
    // Monday 30 November 2026, 00:30 UTC: 01:30 in Madrid, 00:30 in Las Palmas.
    const instant = new Date('2026-11-30T00:30:00Z');
    expect(openStatusAt(hours, instant, noHolidays, 'peninsula')).toEqual({ open: false, opens: 12 * 60 });
    expect(openStatusAt(hours, instant, noHolidays, 'canary')).toEqual({ open: true, closes: 60 });
  });
});
