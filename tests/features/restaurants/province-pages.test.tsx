import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import {
  provincePath,
  provinceSlug,
  restaurantPath,
  restaurantSlugs,
  slugWords,
} from '../../../src/domain/restaurant-address.mjs';
import { provinceDirectory } from '../../../src/features/restaurants/province-directory-data';
import { provincePageData } from '../../../src/features/restaurants/province-page-data';
import { createMockServer } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

vi.mock('../../../src/renderers/map-view/map-view', () => ({ MapView: () => <div data-testid="map" /> }));

const listed = (count: number | null = null): Restaurant[] =>
  createMockServer({ restaurants: count }).store.restaurants('es');
const fixtures = listed();
const chain = listed(1000);
setupMockApi();
const slow = { timeout: 10_000 };
const inOrder = (words: string[]) => expect(words).toEqual([...words].sort());

describe('the restaurants by province', () => {
  it('link every province with a restaurant, in alphabetical order whatever the accents', () => {
    const directory = provinceDirectory(chain);
    expect(new Set(directory.map((province) => province.id))).toEqual(new Set(chain.map((r) => r.province.id)));
    inOrder(directory.map((province) => slugWords(province.name)));
    for (const province of directory) expect(province.path).toBe(provincePath(provinceSlug(province)));
    expect(new Set(directory.map((province) => province.path)).size).toBe(directory.length);
  });

  it("list, on a province's page, every restaurant of the province by city, each with its page", () => {
    const slugs = restaurantSlugs(chain);
    let reached = 0;
    for (const province of provinceDirectory(chain)) {
      const page = provincePageData(chain, province.path.split('/').pop()!, (id) => restaurantPath(slugs.get(id)!))!;
      expect(page.province).toEqual({ id: province.id, name: province.name });
      inOrder(page.cities.map((group) => slugWords(group.city)));
      for (const group of page.cities) {
        inOrder(group.restaurants.map((restaurant) => slugWords(restaurant.name)));
        for (const entry of group.restaurants) {
          expect(entry.path).toBe(restaurantPath(slugs.get(entry.id)!));
          reached += 1;
        }
      }
    }
    // Every restaurant is reached from the directory, once.
    expect(reached).toBe(chain.length);
  });

  it('have no page for a province without restaurants, or an unknown one', () => {
    expect(provincePageData(fixtures, 'no-existe', String)).toBeNull();
    const empty = fixtures.filter((restaurant) => restaurant.province.name !== 'Madrid');
    expect(provincePageData(empty, 'madrid', String)).toBeNull();
  });

  it("draw a province's page with its cities, links and breadcrumb", async () => {
    await renderApp('/restaurantes/provincia/madrid');
    await screen.findByRole('heading', { level: 1, name: 'Restaurantes en la provincia de Madrid' }, slow);
    const madrid = fixtures.filter((restaurant) => restaurant.province.name === 'Madrid');
    const slugs = restaurantSlugs(fixtures);
    for (const restaurant of madrid) {
      const city = screen.getByRole('region', { name: restaurant.city });
      expect(within(city).getByRole('link', { name: restaurant.name })).toHaveAttribute(
        'href',
        restaurantPath(slugs.get(restaurant.id)!),
      );
    }
    const breadcrumb = screen.getByRole('navigation', { name: 'Estás en' });
    expect(within(breadcrumb).getByRole('link', { name: 'Restaurantes' })).toHaveAttribute('href', '/restaurantes');
    expect(document.title).toBe('Restaurantes en la provincia de Madrid | Pollo Crujiente');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent)
      .join('');
    expect(data).toContain('"BreadcrumbList"');
  });

  it('draw the not-found page for a province that has no page', async () => {
    await renderApp('/restaurantes/provincia/atlantida');
    await screen.findByRole('heading', { level: 1, name: /^404\./ }, slow);
  });

  it("are linked from the finder's page", async () => {
    await renderApp('/en/restaurantes');
    const directory = await screen.findByRole('region', { name: 'Restaurants by province' }, slow);
    const links = within(directory).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(provinceDirectory(fixtures).map((p) => p.name));
    expect(within(directory).getByRole('link', { name: 'Madrid' })).toHaveAttribute(
      'href',
      '/en/restaurantes/provincia/madrid',
    );
  });

  it("are linked from a restaurant's page, under its neighbours", async () => {
    const madrid = fixtures.find((restaurant) => restaurant.city === 'Madrid')!;
    await renderApp(restaurantPath(restaurantSlugs(fixtures).get(madrid.id)!));
    const nearby = await screen.findByRole('region', { name: 'Otros restaurantes en Madrid' }, slow);
    expect(
      within(nearby).getByRole('link', { name: 'Todos los restaurantes de la provincia de Madrid' }),
    ).toHaveAttribute('href', '/restaurantes/provincia/madrid');
  });
});
