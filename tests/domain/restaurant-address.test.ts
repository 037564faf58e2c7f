import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseSlug, idOfSlug, restaurantPath, restaurantSlugs } from '../../src/domain/restaurant-address.mjs';

const fixtures = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../content/fixtures/restaurants.json'), 'utf8'),
) as { restaurants: { id: number; name: string; city: string }[] };

describe("a restaurant's slug", () => {
  it.each([
    ['Pollo Crujiente Gran Vía', 'Madrid', 'madrid-gran-via'],
    ['Pollo Crujiente Getafe Centro', 'Getafe', 'getafe-centro'],
    ['Pollo Crujiente Móstoles', 'Móstoles', 'mostoles'],
    ['Pollo Crujiente Gran Vía Bilbao', 'Bilbao', 'bilbao-gran-via'],
    ["Pollo Crujiente Portal de l'Àngel", 'Barcelona', 'barcelona-portal-de-l-angel'],
    ['Pollo Crujiente Gran Via 2', "L'Hospitalet de Llobregat", 'l-hospitalet-de-llobregat-gran-via-2'],
    ['Pollo Crujiente', 'Teruel', 'teruel'],
  ])('of %s in %s is %s', (name, city, slug) => {
    expect(baseSlug({ name, city })).toBe(slug);
  });

  it('holds only lower-case letters, digits and single hyphens', () => {
    for (const slug of restaurantSlugs(fixtures.restaurants).values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('is unique: the lowest id keeps a shared slug, the others add their id', () => {
    const slugs = restaurantSlugs([
      { id: 41, name: 'Pollo Crujiente Centro', city: 'Madrid' },
      { id: 7, name: 'Pollo Crujiente Centro', city: 'Madrid' },
      { id: 52, name: 'Pollo Crujiente  Centro!', city: 'Madrid' },
    ]);
    expect([...slugs]).toEqual([
      [7, 'madrid-centro'],
      [41, 'madrid-centro-41'],
      [52, 'madrid-centro-52'],
    ]);
    const all = restaurantSlugs(fixtures.restaurants);
    expect(new Set(all.values()).size).toBe(fixtures.restaurants.length);
  });

  it('names the restaurant it was made for, and none for a slug no restaurant has', () => {
    const [first, second] = fixtures.restaurants;
    expect(idOfSlug(fixtures.restaurants, baseSlug(second!))).toBe(second!.id);
    expect(idOfSlug(fixtures.restaurants, restaurantSlugs(fixtures.restaurants).get(first!.id)!)).toBe(first!.id);
    expect(idOfSlug(fixtures.restaurants, 'no-existe')).toBeNull();
  });

  it('makes the page path under /restaurantes', () => {
    expect(restaurantPath('getafe-centro')).toBe('/restaurantes/getafe-centro');
  });
});
