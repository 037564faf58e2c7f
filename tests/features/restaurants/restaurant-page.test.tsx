import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_DATA_ID, builtDataText, takeBuiltData } from '../../../src/app/built-data';
import { createQueryClient } from '../../../src/app/query-client';
import { restaurantPath, restaurantSlugs } from '../../../src/domain/restaurant-address.mjs';
import { builtRestaurantPage } from '../../../src/features/restaurants/restaurant-page-data';
import { fixtures } from '../../../src/mocks/fixtures';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

// jsdom draws no canvas: a stand-in map names the pins it was given and its text alternative, and can fail to load.
const standIn = vi.hoisted(() => ({ fails: false }));
vi.mock('../../../src/renderers/map-view/map-view', async () => {
  const { useEffect } = await import('react');
  return {
    MapView: ({
      pins,
      description,
      onFail,
    }: {
      pins: { name: string }[];
      description?: string;
      onFail?: (error: unknown) => void;
    }) => {
      useEffect(() => {
        if (standIn.fails) onFail?.(new TypeError('Failed to fetch dynamically imported module'));
      }, [onFail]);
      return (
        <div data-testid="map" title={description}>
          {pins.map((pin) => pin.name)}
        </div>
      );
    },
  };
});

const api = setupMockApi();
const { restaurants } = fixtures.restaurants;
const slugs = restaurantSlugs(restaurants);
const pathOf = (name: string) => restaurantPath(slugs.get(restaurants.find((item) => item.name === name)!.id)!);
// The whole site renders here, and the page's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe("a restaurant's page", { timeout: 30_000 }, () => {
  it('draws the restaurant its slug names, with its pin and its neighbours', async () => {
    await renderApp(pathOf('Pollo Crujiente Getafe Centro'));
    // Its heading says the restaurant's name once the restaurants have arrived (until then, the page loads).
    await screen.findByRole('heading', { level: 1, name: 'Pollo Crujiente Getafe Centro' }, slow);
    expect(screen.getByTestId('map')).toHaveTextContent('Pollo Crujiente Getafe Centro');
    // Its text alternative is the page's own: there is no list beside it, as in the finder.
    expect(screen.getByTestId('map')).toHaveAttribute(
      'title',
      'El mapa muestra dónde está Pollo Crujiente Getafe Centro. La dirección y «Cómo llegar» dicen lo mismo.',
    );
    const nearby = screen.getByRole('region', { name: 'Otros restaurantes en la provincia de Madrid' });
    expect(within(nearby).getByRole('link', { name: 'Pollo Crujiente Gran Vía' })).toHaveAttribute(
      'href',
      pathOf('Pollo Crujiente Gran Vía'),
    );
    expect(document.title).toBe('Pollo Crujiente Getafe Centro, Getafe | Pollo Crujiente');
  });

  it('says where to turn when its map cannot load', async () => {
    standIn.fails = true;
    try {
      await renderApp(pathOf('Pollo Crujiente Getafe Centro'));
      expect(
        await screen.findByText(
          'No hemos podido cargar el mapa. La dirección y «Cómo llegar» te llevan al restaurante.',
          undefined,
          slow,
        ),
      ).toBeInTheDocument();
    } finally {
      standIn.fails = false;
    }
  });

  it('draws a pre-rendered page from the part it carries, then the list asked for once the browser is quiet', async () => {
    const path = pathOf('Pollo Crujiente Getafe Centro');
    const build = createQueryClient();
    const keys = await builtRestaurantPage(build, 'es', path);
    const carried = builtDataText(build, keys)!;
    // The page carries its restaurant and its neighbours' names, not the whole list.
    expect(carried).toContain('Pollo Crujiente Getafe Centro');
    expect(carried).not.toContain('Pollo Crujiente Portal de l');
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: BUILT_DATA_ID });
    block.textContent = carried;
    document.body.append(block);
    const page = createQueryClient();
    try {
      takeBuiltData(page);
    } finally {
      block.remove();
    }
    // The list, once asked for, has the restaurant renamed since the build: the page shows it by the same id.
    const getafe = restaurants.find((item) => item.name === 'Pollo Crujiente Getafe Centro')!;
    const renamed = api.store
      .restaurants('es')
      .map((restaurant) =>
        restaurant.id === getafe.id ? { ...restaurant, name: 'Pollo Crujiente Getafe Sur' } : restaurant,
      );
    let answer: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/restaurants`, async () => {
        await listAnswered;
        return HttpResponse.json({ data: renamed });
      }),
    );
    api.requests.length = 0;
    await renderApp(path, { queryClient: page });
    // Drawn from what the page carries, while the list has not answered.
    await screen.findByRole('heading', { level: 1, name: 'Pollo Crujiente Getafe Centro' }, slow);
    expect(screen.getByRole('region', { name: 'Otros restaurantes en la provincia de Madrid' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map((request) => new URL(request.url).pathname)).toContain('/api/v1/restaurants'),
    );
    answer();
    await screen.findByRole('heading', { level: 1, name: 'Pollo Crujiente Getafe Sur' }, slow);
  });

  it('is the not-found page for a slug no restaurant has', async () => {
    await renderApp('/restaurantes/no-existe');
    await screen.findByRole('heading', { level: 1, name: /^404\./ }, slow);
    expect(screen.queryByRole('heading', { level: 1, name: 'Restaurantes' })).not.toBeInTheDocument();
  });

  it('finds a restaurant whose name differs in the language shown by the Spanish list its slug was made from', async () => {
    const granVia = restaurants.find((item) => item.name === 'Pollo Crujiente Gran Vía')!;
    const english = api.store
      .restaurants('en')
      .map((restaurant) =>
        restaurant.id === granVia.id ? { ...restaurant, name: 'Pollo Crujiente Great Way' } : restaurant,
      );
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/restaurants`, ({ request }) =>
        new URL(request.url).searchParams.get('language') === 'en'
          ? HttpResponse.json({ data: english })
          : HttpResponse.json({ data: api.store.restaurants('es') }),
      ),
    );
    await renderApp(`/en${pathOf(granVia.name)}`);
    await screen.findByRole('heading', { level: 1, name: 'Pollo Crujiente Great Way' }, slow);
  });

  it('isolates a name with a right-to-left override in its heading, breadcrumb, title and structured data', async () => {
    const getafe = restaurants.find((item) => item.name === 'Pollo Crujiente Getafe Centro')!;
    const spoofed = api.store
      .restaurants('es')
      .map((restaurant) => (restaurant.id === getafe.id ? { ...restaurant, name: 'Pollo \u202EortneC' } : restaurant));
    api.server.use(http.get(`${TEST_API.mainBaseUrl}/api/v1/restaurants`, () => HttpResponse.json({ data: spoofed })));
    await renderApp(restaurantPath(restaurantSlugs(spoofed).get(getafe.id)!));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pollo ortneC' }, slow);
    expect(heading.querySelector('bdi')).toHaveTextContent('Pollo ortneC');
    const breadcrumb = screen.getByRole('navigation', { name: 'Estás en' });
    expect(within(breadcrumb).getByText('Pollo ortneC').tagName).toBe('BDI');
    expect(document.title).toBe('\u2068Pollo ortneC\u2069, Getafe | Pollo Crujiente');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent,
    );
    expect(data.join('')).toContain('"name":"Pollo ortneC"');
    expect(data.join('')).not.toContain('\u202E');
  });
});
