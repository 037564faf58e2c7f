import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../../../src/api/queries/menu';
import { menuStructuredData } from '../../../src/features/menu/structured-data';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
const slow = { timeout: 10_000 };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed structured data is read freely here

/** The structured data blocks of the page, parsed. */
const structuredData = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Json,
  );

describe('the menu for search engines', { timeout: 30_000 }, () => {
  it('is added when the menu arrives: each category a section of items with name, description and absolute picture', async () => {
    const menu = api.store.menu('es');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/sections/collections`, async () => {
        await answered;
        return HttpResponse.json({ data: menu });
      }),
    );

    await renderApp('/carta');
    await screen.findByRole('heading', { level: 1, name: 'Carta' }, slow);
    expect(structuredData()).toEqual([]);

    answer();
    await screen.findByRole('navigation', { name: 'Categorías' }, slow);
    const origin = window.location.origin;
    await waitFor(() =>
      expect(structuredData()[0]?.hasMenuSection?.[0]?.hasMenuItem?.[0]?.image).toMatch(new RegExp(`^${origin}/`)),
    );
    const [data] = structuredData();
    expect(structuredData()).toHaveLength(1);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Pollo Crujiente: Carta',
      inLanguage: 'es',
    });
    expect(data!.hasMenuSection.map((section: Json) => section.name)).toEqual(menu.map((category) => category.name));
    const first = menu[0]!.products[0]!;
    expect(data!.hasMenuSection[0].hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: first.name,
      description: first.description,
      image: new URL(first.image, origin).href,
    });
    const withChildren = menu.findIndex((category) => category.children.length > 0);
    expect(data!.hasMenuSection[withChildren].hasMenuSection.map((section: Json) => section['@type'])).toEqual(
      menu[withChildren]!.children.map(() => 'MenuSection'),
    );
  });
});

describe('the menu as schema.org data', () => {
  const categories: MenuCategory[] = [
    {
      id: 1,
      name: 'Cubos',
      thumbnail: '/media/menu/categories/buckets.svg',
      products: [
        {
          id: 10,
          name: 'Cubo 8 piezas',
          description: 'Ocho piezas de pollo',
          image: '/media/menu/products/bucket.svg',
        },
      ],
      children: [
        {
          name: 'Para compartir',
          products: [
            { id: 11, name: 'Cubo 16', description: 'Dieciséis piezas', image: 'https://cdn.pollo.test/cubo.png' },
          ],
        },
      ],
    },
    { id: 2, name: 'Salsas', thumbnail: '/media/menu/categories/sauces.svg', products: [], children: [] },
  ];

  it('nests sub-categories as sections and keeps an absolute picture as it is', () => {
    expect(
      menuStructuredData(categories, {
        name: 'Pollo Crujiente: Menu',
        locale: 'en',
        origin: 'https://www.pollocrujiente.es',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Pollo Crujiente: Menu',
      inLanguage: 'en',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Cubos',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Cubo 8 piezas',
              description: 'Ocho piezas de pollo',
              image: 'https://www.pollocrujiente.es/media/menu/products/bucket.svg',
            },
          ],
          hasMenuSection: [
            {
              '@type': 'MenuSection',
              name: 'Para compartir',
              hasMenuItem: [
                {
                  '@type': 'MenuItem',
                  name: 'Cubo 16',
                  description: 'Dieciséis piezas',
                  image: 'https://cdn.pollo.test/cubo.png',
                },
              ],
            },
          ],
        },
        { '@type': 'MenuSection', name: 'Salsas', hasMenuItem: [] },
      ],
    });
  });

  it('leaves the pictures out without an origin', () => {
    const data = JSON.parse(
      JSON.stringify(menuStructuredData(categories, { name: 'x', locale: 'es', origin: null })),
    ) as Json;
    expect(data.hasMenuSection[0].hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Cubo 8 piezas',
      description: 'Ocho piezas de pollo',
    });
  });
});
