import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import es from '../../../content/messages/es.json';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { RestaurantList } from '../../../src/features/restaurants/restaurant-list';
import type { RestaurantFinder } from '../../../src/features/restaurants/use-restaurant-finder';
import { solRestaurant, week } from '../../support/schedule';

const HOURS = '12:00 - 23:00';
const schedule = week(HOURS);
const sol = solRestaurant({ schedule });

function finder(searching: boolean): RestaurantFinder {
  return {
    loaded: true,
    searching,
    listed: [{ restaurant: sol, km: null }],
    drawn: 1,
    noResult: false,
    selectedId: null,
    hoursId: null,
    chooseName: () => undefined,
    toggleHours: () => undefined,
  } as unknown as RestaurantFinder;
}

function renderList(searching: boolean) {
  render(
    <IntlProvider locale="es" defaultLocale="es" messages={es}>
      <MemoryRouter>
        <RestaurantList
          query={{ isError: false } as UseQueryResult<Restaurant[]>}
          finder={finder(searching)}
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

  it('is not busy once the search is drawn', () => {
    expect(renderList(false)).not.toHaveAttribute('aria-busy');
  });
});
