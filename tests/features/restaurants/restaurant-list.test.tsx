import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import es from '../../../content/messages/es.json';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { RestaurantList } from '../../../src/features/restaurants/restaurant-list';
import { PAGE_SIZE, type RestaurantFinder } from '../../../src/features/restaurants/use-restaurant-finder';
import { solRestaurant, week } from '../../support/schedule';

const HOURS = '12:00 - 23:00';
const schedule = week(HOURS);
const sol = solRestaurant({ schedule });

/** `count` restaurants like Sol, each its own. */
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    restaurant: { ...sol, id: sol.id + index, name: `${sol.name} ${index + 1}` },
    km: null,
  }));

function finder(searching: boolean, more: Partial<RestaurantFinder> = {}): RestaurantFinder {
  return {
    loaded: true,
    searching,
    listed: [{ restaurant: sol, km: null }],
    drawn: 1,
    showMore: () => undefined,
    ...more,
    noResult: false,
    selectedId: null,
    hoursId: null,
    chooseName: () => undefined,
    toggleHours: () => undefined,
  } as unknown as RestaurantFinder;
}

function renderList(searching: boolean, more: Partial<RestaurantFinder> = {}) {
  render(
    <IntlProvider locale="es" defaultLocale="es" messages={es}>
      <MemoryRouter>
        <RestaurantList
          query={{ isError: false } as UseQueryResult<Restaurant[]>}
          finder={finder(searching, more)}
          paths={new Map([[sol.id, '/restaurantes/madrid-sol']])}
          onShare={() => undefined}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('list');
}

describe('the restaurant list', () => {
  it('says it is busy while a search is drawn, the previous entries still shown', () => {
    const list = renderList(true);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: sol.name })).toBeInTheDocument();
  });

  it('links each entry to its restaurant’s own page, by the paths it is given', () => {
    renderList(false);
    expect(screen.getByRole('link', { name: new RegExp(`^Ver restaurante\\s+${sol.name}`) })).toHaveAttribute(
      'href',
      '/restaurantes/madrid-sol',
    );
  });

  it('is not busy once the search is drawn', () => {
    expect(renderList(false)).not.toHaveAttribute('aria-busy');
  });

  it('says how many restaurants match in a live region, and has no "Show more" when all are shown', () => {
    renderList(false);
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurante');
    expect(screen.queryByRole('button', { name: /^Mostrar/ })).not.toBeInTheDocument();
  });

  it('shows the entries drawn, and "Show more" says how many it adds and how many remain', async () => {
    const listed = many(PAGE_SIZE * 2 + 3);
    const showMore = vi.fn();
    renderList(false, { listed, drawn: PAGE_SIZE, showMore } as Partial<RestaurantFinder>);
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(`${listed.length} restaurantes`);
    const left = listed.length - PAGE_SIZE;
    await userEvent.click(screen.getByRole('button', { name: `Mostrar ${PAGE_SIZE} más (${left} restantes)` }));
    expect(showMore).toHaveBeenCalledOnce();
  });

  it('"Show more" adds what is left when less than a page remains, in the singular for one', () => {
    const listed = many(PAGE_SIZE + 1);
    renderList(false, { listed, drawn: PAGE_SIZE } as Partial<RestaurantFinder>);
    expect(screen.getByRole('button', { name: 'Mostrar 1 más (1 restante)' })).toBeInTheDocument();
  });
});
