import type { Schedule } from '../../src/domain/opening-hours';

/** A schedule with the same hours every day and on holidays, but the days `overrides` names. */
export const week = (hours: string, overrides: Partial<Schedule> = {}): Schedule => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
  sunday: hours,
  holiday: hours,
  ...overrides,
});
