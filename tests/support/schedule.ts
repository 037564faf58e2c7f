import type { Restaurant } from '../../src/api/queries/restaurants';
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

/** One restaurant in Madrid, open 12:00 to 23:00 every day, with what `overrides` changes. */
export const solRestaurant = (overrides: Partial<Restaurant> = {}): Restaurant => ({
  id: 1,
  name: 'Pollo Crujiente Sol',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  latitude: 40.42,
  longitude: -3.7,
  province: { id: 1, name: 'Madrid', geocode: '28' },
  services: [],
  schedule: week('12:00 - 23:00'),
  ...overrides,
});
