import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/features/contact/messages';
import { provincesWithRestaurants } from '../../../src/domain/provinces';
import { jobSiteUrl, loadErrorMessage, restaurantsInProvince } from '../../../src/features/contact/work-with-us';
import { fixtures } from '../../../src/mocks/fixtures';

describe('work with us', () => {
  const provinces = fixtures.restaurants.provinces;
  const restaurants = fixtures.restaurants.restaurants.map((restaurant) => ({
    id: restaurant.id,
    name: restaurant.name,
    province: provinces.find((province) => province.id === restaurant.provinceId)!,
  }));

  it('offers only provinces with restaurants, sorted by name', () => {
    const names = provincesWithRestaurants(provinces, restaurants).map((province) => province.name);
    expect(names).toContain('Málaga');
    expect(names).not.toContain('Soria');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names.indexOf('Málaga')).toBeLessThan(names.indexOf('Murcia'));
  });

  it('lists the restaurants of the chosen province only, and none before one is chosen', () => {
    const valencia = restaurantsInProvince(restaurants, 3);
    expect(valencia.map((restaurant) => restaurant.name)).toEqual([
      'Pollo Crujiente Aqua',
      'Pollo Crujiente Colón',
      'Pollo Crujiente Nuevo Centro',
    ]);
    expect(restaurantsInProvince(restaurants, null)).toEqual([]);
  });

  it('sends the province and, when chosen, the restaurant to the job site', () => {
    expect(jobSiteUrl(2, null)).toBe('https://empleo.pollocrujiente.example/restaurantes?province=2');
    expect(jobSiteUrl(2, 14)).toBe('https://empleo.pollocrujiente.example/restaurantes?province=2&restaurant=14');
  });

  it('names the list that could not be loaded, or both, and nothing while both are there', () => {
    expect(loadErrorMessage({ restaurants: true, provinces: false })).toBe(contactMessages.loadError);
    expect(loadErrorMessage({ restaurants: false, provinces: true })).toBe(contactMessages.provincesLoadError);
    expect(loadErrorMessage({ restaurants: true, provinces: true })).toBe(contactMessages.bothLoadError);
    expect(loadErrorMessage({ restaurants: false, provinces: false })).toBeNull();
  });
});
