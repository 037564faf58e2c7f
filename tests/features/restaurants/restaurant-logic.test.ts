import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { provincesWithRestaurants } from '../../../src/domain/provinces';
import { directionsUrl } from '../../../src/features/restaurants/restaurant-places';
import {
  distanceKm,
  filterableServices,
  filterRestaurants,
  NO_FILTER,
  showsNoResult,
  sortByDistance,
} from '../../../src/features/restaurants/restaurant-search';
import {
  easterSunday,
  isNationalHoliday,
  isOpenAt,
  madridTime,
  parseHours,
  scheduleDayOf,
} from '../../../src/domain/opening-hours';
import { restaurantStructuredData } from '../../../src/features/restaurants/structured-data';
import { week } from '../../support/schedule';

const madrid = { id: 1, name: 'Madrid', geocode: '28' };
const barcelona = { id: 2, name: 'Barcelona', geocode: '08' };
const malaga = { id: 5, name: 'Málaga', geocode: '29' };
const murcia = { id: 12, name: 'Murcia', geocode: '30' };
const soria = { id: 13, name: 'Soria', geocode: '42' };
const WIFI = { id: 1, name: 'WIFI' };
const REFILL = { id: 2, name: 'Recarga' };
const DRIVE = { id: 3, name: 'Auto' };
const DELIVERY = { id: 4, name: 'A domicilio' };
const KIOSK = { id: 6, name: 'Quiosco' };
const KIDS = { id: 7, name: 'Zonas infantiles' };

function restaurant(
  id: number,
  province: Restaurant['province'],
  services: Restaurant['services'],
  at: [number, number] = [40.4, -3.7],
): Restaurant {
  return {
    id,
    name: `Pollo Crujiente ${id}`,
    address: `Calle ${id}`,
    city: province.name,
    postalCode: `${province.geocode}001`,
    latitude: at[0],
    longitude: at[1],
    province,
    services,
    schedule: week('12:00 - 23:00'),
  };
}

const GRAN_VIA = restaurant(1, madrid, [WIFI, REFILL, DELIVERY, KIOSK], [40.42008, -3.70419]);
const PLENILUNIO = restaurant(4, madrid, [WIFI, REFILL, DRIVE, DELIVERY, KIOSK, KIDS], [40.44638, -3.58675]);
const PORTAL = restaurant(12, barcelona, [WIFI, REFILL, DELIVERY, KIOSK], [41.3857, 2.1731]);
const LARIOS = restaurant(23, malaga, [WIFI, REFILL, DELIVERY, KIOSK, KIDS], [36.7195, -4.4214]);
const ALL = [GRAN_VIA, PLENILUNIO, PORTAL, LARIOS];

describe('the restaurant search', () => {
  it('offers as filters only the services not every restaurant has, in Spanish and in English', () => {
    expect(filterableServices([WIFI, REFILL, DRIVE, DELIVERY, KIOSK, KIDS]).map((s) => s.name)).toEqual([
      'Auto',
      'A domicilio',
      'Zonas infantiles',
    ]);
    expect(
      filterableServices([
        { id: 2, name: 'Refill' },
        { id: 6, name: 'Kiosk' },
        { id: 1, name: 'wifi ' },
        { id: 5, name: 'Terrace' },
      ]).map((s) => s.name),
    ).toEqual(['Terrace']);
  });

  it('lists only the provinces that have a restaurant, sorted by name with Spanish collation', () => {
    expect(provincesWithRestaurants([soria, murcia, madrid, malaga, barcelona], ALL).map((p) => p.name)).toEqual([
      'Barcelona',
      'Madrid',
      'Málaga',
    ]);
    expect(provincesWithRestaurants([murcia, malaga], [restaurant(9, murcia, []), LARIOS]).map((p) => p.name)).toEqual([
      'Málaga',
      'Murcia',
    ]);
  });

  it('keeps the restaurants of the province that offer every chosen service', () => {
    expect(filterRestaurants(ALL, NO_FILTER)).toEqual(ALL);
    expect(filterRestaurants(ALL, { provinceId: madrid.id, serviceIds: [] })).toEqual([GRAN_VIA, PLENILUNIO]);
    expect(filterRestaurants(ALL, { provinceId: null, serviceIds: [KIDS.id] })).toEqual([PLENILUNIO, LARIOS]);
    expect(filterRestaurants(ALL, { provinceId: madrid.id, serviceIds: [KIDS.id, DRIVE.id] })).toEqual([PLENILUNIO]);
    expect(filterRestaurants(ALL, { provinceId: malaga.id, serviceIds: [DRIVE.id] })).toEqual([]);
  });

  it('says "No restaurant found" only for an empty result with a province chosen', () => {
    expect(showsNoResult(0, { provinceId: malaga.id, serviceIds: [DRIVE.id] })).toBe(true);
    expect(showsNoResult(0, { provinceId: null, serviceIds: [DRIVE.id] })).toBe(false);
    expect(showsNoResult(2, { provinceId: malaga.id, serviceIds: [] })).toBe(false);
  });

  it('builds the directions link from the latitude and longitude', () => {
    expect(directionsUrl(GRAN_VIA)).toBe('https://www.google.com/maps/dir/?api=1&destination=40.42008,-3.70419');
  });

  it('measures great-circle distances and sorts the nearest first', () => {
    // Madrid (Puerta del Sol) to Barcelona (Plaça de Catalunya): about 505 km.
    expect(distanceKm({ latitude: 40.4169, longitude: -3.7035 }, { latitude: 41.387, longitude: 2.17 })).toBeCloseTo(
      505,
      -1,
    );
    expect(distanceKm(GRAN_VIA, GRAN_VIA)).toBe(0);
    const sorted = sortByDistance(ALL, { latitude: 41.387, longitude: 2.17 });
    expect(sorted.map((item) => item.restaurant.id)).toEqual([12, 4, 1, 23]);
    expect(sorted[0]!.km).toBeLessThan(1);
  });
});

describe('opening hours', () => {
  const GRAN_VIA_HOURS = week('12:00 - 01:00', {
    friday: '12:00 - 02:30',
    saturday: '12:00 - 02:30',
    holiday: '13:00 - 00:00',
  });
  const LATE = week('12:00 - 23:00', { friday: '12:00 - 00:00' });

  it('reads "HH:MM - HH:MM", with closing times after midnight, and nothing else', () => {
    expect(parseHours('12:00 - 01:00')).toEqual({ opens: 720, closes: 60 });
    expect(parseHours('11:30 - 00:30')).toEqual({ opens: 690, closes: 30 });
    expect(parseHours('Cerrado')).toBeNull();
    expect(parseHours('25:00 - 01:00')).toBeNull();
  });

  it('knows Spain’s national holidays, Good Friday included', () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(isNationalHoliday({ year: 2026, month: 4, day: 3 })).toBe(true);
    expect(isNationalHoliday({ year: 2026, month: 12, day: 8 })).toBe(true);
    expect(isNationalHoliday({ year: 2026, month: 10, day: 12 })).toBe(true);
    expect(isNationalHoliday({ year: 2026, month: 12, day: 9 })).toBe(false);
    expect(scheduleDayOf({ year: 2026, month: 11, day: 20 })).toBe('friday');
    expect(scheduleDayOf({ year: 2026, month: 12, day: 25 })).toBe('holiday');
  });

  it('reads the time in Madrid, in winter and in summer', () => {
    expect(madridTime(new Date('2026-11-20T23:30:00Z'))).toEqual({ year: 2026, month: 11, day: 21, minutes: 30 });
    expect(madridTime(new Date('2026-07-15T21:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 15,
      minutes: 23 * 60 + 30,
    });
  });

  it('is open within the day’s hours, Madrid time', () => {
    // Wednesday 15 July 2026: 12:30 and 23:30 in Madrid (summer time, UTC+2).
    expect(isOpenAt(LATE, new Date('2026-07-15T10:30:00Z'))).toBe(true);
    expect(isOpenAt(LATE, new Date('2026-07-15T21:30:00Z'))).toBe(false);
    expect(isOpenAt(LATE, new Date('2026-07-15T09:59:00Z'))).toBe(false);
  });

  it('stays open past midnight on the night of a day whose hours run into the next', () => {
    // Friday 20 November 2026, Madrid time (UTC+1): Friday 12:00 - 02:30.
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-11-20T23:30:00Z'))).toBe(true); // Saturday 00:30
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-11-21T01:15:00Z'))).toBe(true); // Saturday 02:15
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-11-21T01:45:00Z'))).toBe(false); // Saturday 02:45
    // "12:00 - 00:00" closes at midnight.
    expect(isOpenAt(LATE, new Date('2026-11-20T22:59:00Z'))).toBe(true); // Friday 23:59
    expect(isOpenAt(LATE, new Date('2026-11-20T23:00:00Z'))).toBe(false); // Saturday 00:00
  });

  it('follows the holiday hours on a holiday and on the night after it', () => {
    // Tuesday 8 December 2026 is a holiday: 13:00 - 00:00 instead of Tuesday's 12:00 - 01:00.
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-12-08T11:30:00Z'))).toBe(false); // 12:30
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-12-08T12:30:00Z'))).toBe(true); // 13:30
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-12-08T23:30:00Z'))).toBe(false); // Wednesday 00:30, after the holiday
    expect(isOpenAt(GRAN_VIA_HOURS, new Date('2026-12-08T23:30:00Z'), () => false)).toBe(true); // a plain Tuesday night
  });
});

describe('structured data', () => {
  it('describes a restaurant as schema.org Restaurant with its address, position and hours', () => {
    const data = restaurantStructuredData(
      { ...GRAN_VIA, schedule: week('12:00 - 01:00', { holiday: '13:00 - 00:00' }) },
      {
        page: 'https://www.pollocrujiente.es/restaurantes/madrid-gran-via',
        menu: 'https://www.pollocrujiente.es/carta',
      },
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://www.pollocrujiente.es/restaurantes/madrid-gran-via',
      hasMenu: 'https://www.pollocrujiente.es/carta',
      name: GRAN_VIA.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: GRAN_VIA.address,
        postalCode: GRAN_VIA.postalCode,
        addressCountry: 'ES',
      },
      geo: { '@type': 'GeoCoordinates', latitude: GRAN_VIA.latitude, longitude: GRAN_VIA.longitude },
      hasMap: directionsUrl(GRAN_VIA),
    });
    expect(data.openingHoursSpecification).toHaveLength(8);
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '12:00',
      closes: '01:00',
    });
    expect(data.openingHoursSpecification[7]).toMatchObject({
      dayOfWeek: 'https://schema.org/PublicHolidays',
      opens: '13:00',
      closes: '00:00',
    });
  });
});
