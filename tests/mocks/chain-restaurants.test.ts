import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/clients';
import { isProvince, isRestaurant } from '../../src/api/generated/answers/restaurants.js';
import { provincesQuery } from '../../src/api/queries/provinces';
import { type Restaurant, restaurantsQuery } from '../../src/api/queries/restaurants';
import { MOCK_RESTAURANTS_MAX } from '../../src/lib/config';
import type { Locale } from '../../src/lib/language';
import { atChainSize, chainRestaurants, LONG_NAME, PROVINCE_AREAS } from '../../src/mocks/chain-restaurants';
import { fixtures } from '../../src/mocks/fixtures';
import { createMockServer, TEST_API } from '../../src/mocks/node';
import { createMockStore } from '../../src/mocks/store';
import { sessionApiHooks } from '../../src/session/api-hooks';

// A string, not `new URL(...)`: the jsdom environment replaces the global URL class.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHAIN_SIZE = 1000;
const chain = chainRestaurants(fixtures.restaurants, CHAIN_SIZE);

/** Great-circle distance in kilometres. */
function kilometres(a: readonly [number, number], b: readonly [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const [dLat, dLon] = [radians(b[0] - a[0]), radians(b[1] - a[1])];
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the restaurants of a chain’s size', () => {
  it('lists exactly the number asked, the fixtures’ own first, whatever the number', () => {
    for (const count of [1, 36, 40, 41, CHAIN_SIZE, MOCK_RESTAURANTS_MAX]) {
      const restaurants = chainRestaurants(fixtures.restaurants, count).restaurants;
      expect(restaurants).toHaveLength(count);
      expect(restaurants.slice(0, 36)).toEqual(fixtures.restaurants.restaurants.slice(0, count));
    }
  });

  it('gives the same list for the same number, and a longer list begins with a shorter one', () => {
    expect(chainRestaurants(fixtures.restaurants, CHAIN_SIZE)).toEqual(chain);
    expect(chainRestaurants(fixtures.restaurants, 300).restaurants).toEqual(chain.restaurants.slice(0, 300));
  });

  it('gives each restaurant its own id, each one higher than the last', () => {
    const ids = chainRestaurants(fixtures.restaurants, MOCK_RESTAURANTS_MAX).restaurants.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1] ?? 0);
  });

  it('refuses a number outside the variable’s rule', () => {
    for (const count of [0, -1, 1.5, MOCK_RESTAURANTS_MAX + 1, Number.NaN])
      expect(() => chainRestaurants(fixtures.restaurants, count)).toThrow(RangeError);
  });

  it('keeps the fixtures’ schema: ids, hours, postal codes, coordinates and services as a fixture must', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const file of ['localized-text.schema.json', 'restaurants.schema.json'])
      ajv.addSchema(JSON.parse(readFileSync(join(root, 'schemas/content', file), 'utf8')) as object);
    const validate = ajv.getSchema('https://schemas.pollocrujiente.example/content/restaurants.schema.json');
    const checked = validate?.(chainRestaurants(fixtures.restaurants, MOCK_RESTAURANTS_MAX));
    expect(validate?.errors ?? null).toBeNull();
    expect(checked).toBe(true);
  });

  it('has every province of Spain, the fixtures’ own unchanged, each with restaurants and its INE code', () => {
    expect(chain.provinces.slice(0, fixtures.restaurants.provinces.length)).toEqual(fixtures.restaurants.provinces);
    const geocodes = chain.provinces.map((p) => p.geocode).sort();
    expect(geocodes).toEqual(Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(chain.provinces.map((p) => p.id)).size).toBe(52);
    expect(new Set(chain.provinces.map((p) => p.name)).size).toBe(52);
    const served = new Set(chain.restaurants.map((r) => r.provinceId));
    for (const province of chain.provinces) expect(served, province.name).toContain(province.id);
  });

  it('places each restaurant in its province: its postal code starts with the province’s code, and it lies near', () => {
    const provinceById = new Map(chain.provinces.map((p) => [p.id, p]));
    const areaByGeocode = new Map(PROVINCE_AREAS.map((a) => [a.geocode, a]));
    // The island provinces and the two cities in Africa spread over the sea; the others over a few hours' drive.
    const islands = new Set(['07', '35', '38']);
    for (const r of chain.restaurants.slice(36)) {
      const province = provinceById.get(r.provinceId);
      const area = province && areaByGeocode.get(province.geocode);
      expect(area, `restaurant ${r.id}`).toBeDefined();
      if (!province || !area) continue;
      expect(r.postalCode.slice(0, 2), `restaurant ${r.id}`).toBe(province.geocode);
      const distance = kilometres([r.latitude, r.longitude], area.centre);
      expect(distance, `restaurant ${r.id} in ${r.city}`).toBeLessThan(islands.has(province.geocode) ? 250 : 150);
    }
  });

  it('repeats names across cities, as a chain does, with a few namesakes inside one city', () => {
    const generated = chain.restaurants.slice(36);
    const citiesOf = (name: string) => new Set(generated.filter((r) => r.name === name).map((r) => r.city));
    for (const name of ['Pollo Crujiente Centro', 'Pollo Crujiente Estación', 'Pollo Crujiente Plaza Mayor'])
      expect(citiesOf(name).size, name).toBeGreaterThan(20);
    for (const count of [CHAIN_SIZE, MOCK_RESTAURANTS_MAX]) {
      const inOneCity = new Map<string, number[]>();
      for (const r of chainRestaurants(fixtures.restaurants, count).restaurants) {
        const key = `${r.city}: ${r.name}`;
        inOneCity.set(key, [...(inOneCity.get(key) ?? []), r.id]);
      }
      const namesakes = [...inOneCity].filter(([, ids]) => ids.length > 1);
      expect(namesakes.map(([key]) => key)).toEqual([
        'Madrid: Pollo Crujiente Centro',
        'Toledo: Pollo Crujiente Colisión',
      ]);
      expect(namesakes[0]?.[1].slice(0, 2)).toEqual([37, 38]);
    }
    expect(citiesOf('Pollo Crujiente Estación Norte')).toContain('Madrid');
  });

  it('has the three restaurants of Toledo whose addresses meet, from 41 restaurants on', () => {
    const toledo = fixtures.restaurants.provinces.find((p) => p.name === 'Toledo')?.id;
    const trio = chainRestaurants(fixtures.restaurants, 41).restaurants.slice(38);
    expect(trio.map(({ id, name, city, provinceId }) => ({ id, name, city, provinceId }))).toEqual([
      { id: 39, name: 'Pollo Crujiente Colisión 41', city: 'Toledo', provinceId: toledo },
      { id: 40, name: 'Pollo Crujiente Colisión', city: 'Toledo', provinceId: toledo },
      { id: 41, name: 'Pollo Crujiente Colisión', city: 'Toledo', provinceId: toledo },
    ]);
    expect(chain.restaurants.slice(38, 41)).toEqual(trio);
  });

  it('has one restaurant with a name of 400 characters', () => {
    expect([...LONG_NAME]).toHaveLength(400);
    expect(LONG_NAME).toHaveLength(400);
    expect(chain.restaurants.filter((r) => r.name === LONG_NAME).map((r) => r.id)).toEqual([42]);
  });
});

describe('the mock API at a chain’s size', () => {
  const store = createMockStore(atChainSize(fixtures, CHAIN_SIZE));

  it('answers only restaurants the site keeps, in provinces its provinces answer lists', () => {
    const answer = store.restaurants('es');
    expect(answer.filter(isRestaurant)).toHaveLength(CHAIN_SIZE);
    const provinces = store.provinces();
    expect(provinces.every(isProvince)).toBe(true);
    const listed = new Map(provinces.map((p) => [p.id, p]));
    for (const r of answer) expect(listed.get(r.province.id), `restaurant ${r.id}`).toEqual(r.province);
  });

  it('answers the same restaurants in every language, only the services’ names translated', () => {
    const withoutServices = (lang: Locale) => store.restaurants(lang).map((r) => ({ ...r, services: null }));
    const serviceIds = (lang: Locale) => store.restaurants(lang).map((r) => r.services.map((s) => s.id));
    for (const lang of ['en', 'ca'] as const) {
      expect(withoutServices(lang)).toEqual(withoutServices('es'));
      expect(serviceIds(lang)).toEqual(serviceIds('es'));
    }
    const driveThru = (lang: Locale) =>
      store.restaurants(lang).flatMap((r) => r.services.filter((s) => s.id === 3).map((s) => s.name));
    expect(new Set(driveThru('en'))).toEqual(new Set(['Drive-thru']));
    expect(new Set(driveThru('es'))).toEqual(new Set(['Auto']));
  });

  it('lists the fixtures’ own restaurants alone without a number', () => {
    const plain = createMockStore(fixtures);
    expect(plain.restaurants('es').map((r) => r.id)).toEqual(fixtures.restaurants.restaurants.map((r) => r.id));
    expect(plain.provinces()).toEqual(fixtures.restaurants.provinces);
  });
});

describe('the site reading the mock API at a chain’s size', () => {
  const mock = createMockServer({ restaurants: CHAIN_SIZE });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    configureApi(
      TEST_API,
      sessionApiHooks(() => 'es'),
    );
  });
  afterAll(() => mock.server.close());

  const run = <T>(query: { queryFn?: unknown }) =>
    (query.queryFn as (context: { signal: AbortSignal }) => Promise<T>)({ signal: new AbortController().signal });

  it('keeps every restaurant of the answer, each in a province of the provinces answer', async () => {
    const restaurants = await run<Restaurant[]>(restaurantsQuery('es'));
    expect(restaurants).toHaveLength(CHAIN_SIZE);
    const provinces = await run<{ id: number }[]>(provincesQuery('es'));
    const listed = new Set(provinces.map((p) => p.id));
    expect(restaurants.filter((r) => !listed.has(r.province.id))).toEqual([]);
    expect(listed.size).toBe(52);
  });
});
