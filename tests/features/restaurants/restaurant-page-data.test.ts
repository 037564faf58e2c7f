// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { restaurantPath, restaurantSlugs } from '../../../src/domain/restaurant-address.mjs';
import {
  NEARBY_SHOWN,
  nearbyRestaurants,
  restaurantPageData,
} from '../../../src/features/restaurants/restaurant-page-from-list';
import { refreshedPage } from '../../../src/features/restaurants/restaurant-page-data';
import { distanceKm, sortByDistance } from '../../../src/features/restaurants/restaurant-search';
import { createMockServer } from '../../../src/mocks/node';

/** The restaurants the mock API lists, in the API's shapes: the fixtures', or a chain's `count`. */
const listed = (count: number | null = null, language: 'es' | 'en' = 'es'): Restaurant[] =>
  createMockServer({ restaurants: count }).store.restaurants(language);

const fixtures = listed();
const chain = listed(1000);
const byName = (list: Restaurant[], name: string) => list.find((restaurant) => restaurant.name === name)!;

describe("a restaurant's page data", () => {
  it('holds its restaurant and, of the others, only the names and pages it lists', () => {
    const getafe = byName(fixtures, 'Pollo Crujiente Getafe Centro');
    const slugs = restaurantSlugs(fixtures);
    const page = restaurantPageData(fixtures, slugs.get(getafe.id)!)!;
    expect(page.restaurant).toEqual(getafe);
    // Getafe has no other restaurant: the page lists the rest of its province, nearest first.
    const province = fixtures.filter((other) => other.province.id === getafe.province.id && other.id !== getafe.id);
    expect(page.nearby.within).toBe('province');
    expect(page.nearby.restaurants).toEqual(
      sortByDistance(province, getafe)
        .slice(0, NEARBY_SHOWN)
        .map(({ restaurant: { id, name } }) => ({ id, name, path: restaurantPath(slugs.get(id)!) })),
    );
  });

  it('lists the other restaurants of its city when it has any, nearest first', () => {
    const madrid = fixtures.filter((restaurant) => restaurant.city === 'Madrid');
    expect(madrid.length).toBeGreaterThan(1);
    const [first, ...others] = madrid;
    const nearby = nearbyRestaurants(first!, fixtures);
    expect(nearby.within).toBe('city');
    expect(new Set(nearby.restaurants)).toEqual(new Set(others));
    const km = nearby.restaurants.map((other) => distanceKm(first!, other));
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('lists at most the nearest few of a city with many', () => {
    const cities = new Map<string, Restaurant[]>();
    for (const restaurant of chain) cities.set(restaurant.city, [...(cities.get(restaurant.city) ?? []), restaurant]);
    const [city, many] = [...cities].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(many.length, city).toBeGreaterThan(NEARBY_SHOWN + 1);
    const [first, ...others] = many;
    const nearby = nearbyRestaurants(first!, chain).restaurants;
    expect(nearby).toHaveLength(NEARBY_SHOWN);
    const farthestShown = Math.max(...nearby.map((other) => distanceKm(first!, other)));
    const left = others.filter((other) => !nearby.includes(other));
    expect(Math.min(...left.map((other) => distanceKm(first!, other)))).toBeGreaterThanOrEqual(farthestShown);
  });

  it('stays small at a chain size: what it carries does not grow with the list', () => {
    const slugs = restaurantSlugs(chain);
    const sizes = chain.map(
      (restaurant) => JSON.stringify(restaurantPageData(chain, slugs.get(restaurant.id)!)).length,
    );
    const whole = JSON.stringify(chain).length;
    // The largest page's data is a small part of the list it was drawn from, whichever restaurant it is.
    expect(Math.max(...sizes)).toBeLessThan(whole / 20);
    expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
  });

  it('is null for an address no restaurant has', () => {
    expect(restaurantPageData(fixtures, 'no-existe')).toBeNull();
  });

  it("finds, by the Spanish list, a restaurant whose name differs in the page's language", () => {
    const granVia = byName(fixtures, 'Pollo Crujiente Gran Vía');
    const english = listed(null, 'en').map((restaurant) =>
      restaurant.id === granVia.id ? { ...restaurant, name: 'Pollo Crujiente Great Way' } : restaurant,
    );
    const slug = restaurantSlugs(fixtures).get(granVia.id)!;
    expect(restaurantPageData(english, slug)).toBeNull();
    expect(restaurantPageData(english, slug, fixtures)?.restaurant.name).toBe('Pollo Crujiente Great Way');
  });

  it('brings a drawn page up to date by its ids: a rename kept, a closed neighbour gone, a closed restaurant null', () => {
    const getafe = byName(fixtures, 'Pollo Crujiente Getafe Centro');
    const drawn = restaurantPageData(fixtures, restaurantSlugs(fixtures).get(getafe.id)!)!;
    const [gone, ...staying] = drawn.nearby.restaurants;
    const now = fixtures
      .filter((restaurant) => restaurant.id !== gone!.id)
      .map((restaurant) =>
        restaurant.id === getafe.id || restaurant.id === staying[0]!.id
          ? { ...restaurant, name: `${restaurant.name} Sur` }
          : restaurant,
      );
    const refreshed = refreshedPage(drawn, now)!;
    expect(refreshed.restaurant.name).toBe('Pollo Crujiente Getafe Centro Sur');
    expect(refreshed.nearby.restaurants.map((other) => other.id)).toEqual(staying.map((other) => other.id));
    expect(refreshed.nearby.restaurants[0]).toEqual({ ...staying[0], name: `${staying[0]!.name} Sur` });
    expect(
      refreshedPage(
        drawn,
        now.filter((restaurant) => restaurant.id !== getafe.id),
      ),
    ).toBeNull();
  });
});
