import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preparePage } from '../../../src/app/pages';
import { createQueryClient } from '../../../src/app/query-client';
import { PAGE_SIZE } from '../../../src/features/restaurants/use-restaurant-finder';
import type { MapFocus, MapPin } from '../../../src/renderers/map-view/map-view';
import { fixtures } from '../../../src/mocks/fixtures';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

// jsdom draws no canvas: the page is tested against a stand-in map with a button per pin, which can also fail to load.
const standIn = vi.hoisted(() => ({ fails: false }));
vi.mock('../../../src/renderers/map-view/map-view', async () => {
  const { useEffect } = await import('react');
  type Props = {
    pins: MapPin[];
    selectedId: number | null;
    focus: MapFocus | null;
    onSelect: (id: number) => void;
    onFail?: (error: unknown) => void;
  };
  return {
    MapView: ({ pins, selectedId, focus, onSelect, onFail }: Props) => {
      useEffect(() => {
        if (standIn.fails) onFail?.(new TypeError('Failed to fetch dynamically imported module'));
      }, [onFail]);
      return (
        <div data-testid="map" data-selected={selectedId ?? ''} data-focus={focus?.id ?? ''}>
          {pins.map((pin) => (
            <button key={pin.id} type="button" onClick={() => onSelect(pin.id)}>{`Pin ${pin.name}`}</button>
          ))}
        </div>
      );
    },
  };
});

const api = setupMockApi();
const { restaurants, provinces } = fixtures.restaurants;
const byName = (name: string) => restaurants.find((item) => item.name === name)!;

// The page's code and its messages, loaded before any test as the site loads them before it starts: what a test
// waits for is then the page's answers and drawing, not the first load of its code, which a busy machine makes slow.
beforeAll(() => preparePage('/restaurantes', createQueryClient(), 'es'));

beforeEach(() => {
  standIn.fails = false;
  Element.prototype.scrollIntoView = vi.fn();
});

/** How many entries the first page shows of `count` matching restaurants. */
const firstPage = (count: number) => Math.min(PAGE_SIZE, count);
/** The "Show more" button's name when `shown` of `count` restaurants are shown. */
const showMoreName = (count: number, shown: number) => {
  const left = count - shown;
  return `Mostrar ${Math.min(PAGE_SIZE, left)} más (${left} ${left === 1 ? 'restante' : 'restantes'})`;
};
/** The results' count, said to screen readers as it changes. */
const count = () => within(screen.getByRole('region', { name: 'Resultados' })).getByRole('status');

async function renderPage(locale: 'es' | 'en' = 'es', path = '/restaurantes') {
  const view = await renderApp(path, { locale });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(firstPage(restaurants.length)));
  // The provinces and the services are calls of their own, which may be answered after the restaurants.
  const search = screen.getByRole('search');
  await waitFor(() => expect(within(search).getAllByRole('option').length).toBeGreaterThan(1));
  await waitFor(() => expect(within(search).getAllByRole('checkbox').length).toBeGreaterThan(0));
  return view;
}
const map = () => screen.getByTestId('map');
const pins = () => within(map()).queryAllByRole('button');

describe('/restaurantes', { timeout: 20_000 }, () => {
  it('offers the provinces with restaurants, sorted, and the services that are not everywhere', async () => {
    await renderPage();
    const select = screen.getByLabelText('Provincia');
    const used = new Set(restaurants.map((item) => item.provinceId));
    const expected = provinces
      .filter((item) => used.has(item.id))
      .map((item) => item.name)
      .sort((a, b) => a.localeCompare(b, 'es'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las provincias', ...expected]);
    const services = screen.getByRole('group', { name: 'Servicios' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Auto', 'A domicilio', 'Terraza', 'Zonas infantiles']);
    expect(
      screen.getByText('Todos nuestros restaurantes tienen WiFi gratis, quioscos de pedido y recarga de refrescos.'),
    ).toBeInTheDocument();
    expect(pins()).toHaveLength(restaurants.length);
  });

  it('filters the list and the pins on submit, and says when a province has no match', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Madrid');
    await user.click(screen.getByRole('checkbox', { name: 'Auto' }));
    // Nothing changes before the search button.
    expect(screen.getAllByRole('article')).toHaveLength(firstPage(restaurants.length));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const madridDrive = restaurants.filter((item) => item.provinceId === 1 && item.serviceIds.includes(3));
    expect(madridDrive.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('article')).toHaveLength(firstPage(madridDrive.length));
    expect(pins()).toHaveLength(madridDrive.length);

    await user.selectOptions(screen.getByLabelText('Provincia'), 'Toledo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No se ha encontrado ningún restaurante.')).toBeInTheDocument();
    expect(pins()).toHaveLength(0);
  });

  it('a pin selects its restaurant, centres the map on it and opens its hours; one schedule at a time', async () => {
    const user = userEvent.setup();
    await renderPage();
    const alcala = byName('Pollo Crujiente Alcalá de Henares');
    await user.click(within(map()).getByRole('button', { name: `Pin ${alcala.name}` }));
    expect(screen.getByRole('button', { name: alcala.name })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: `Horario de ${alcala.name}` })).toHaveAttribute('aria-expanded', 'true');
    expect(map()).toHaveAttribute('data-focus', String(alcala.id));
    // Its entry is brought into view once the list has drawn it.
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());

    const granVia = byName('Pollo Crujiente Gran Vía');
    await user.click(screen.getByRole('button', { name: `Horario de ${granVia.name}` }));
    expect(screen.getByRole('button', { name: `Horario de ${granVia.name}` })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: `Horario de ${alcala.name}` })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: granVia.name }));
    expect(map()).toHaveAttribute('data-focus', String(granVia.id));
    expect(map()).toHaveAttribute('data-selected', String(granVia.id));
  });

  it('shows a first page, and "Show more" adds the next, says how many remain and moves the focus to it', async () => {
    expect(restaurants.length).toBeGreaterThan(PAGE_SIZE);
    const user = userEvent.setup();
    await renderPage();
    const names = () => screen.getAllByRole('article').map((entry) => entry.getAttribute('aria-labelledby'));
    expect(names()).toEqual(restaurants.slice(0, PAGE_SIZE).map((item) => `restaurante-${item.id}-nombre`));
    const status = count();
    expect(status).toHaveTextContent(`${restaurants.length} restaurantes`);

    await user.click(screen.getByRole('button', { name: showMoreName(restaurants.length, PAGE_SIZE) }));
    const shown = firstPage(restaurants.length - PAGE_SIZE) + PAGE_SIZE;
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(shown));
    // The focus is on the first entry added, where reading goes on.
    expect(screen.getByRole('button', { name: restaurants[PAGE_SIZE]!.name })).toHaveFocus();
    if (shown < restaurants.length) {
      expect(screen.getByRole('button', { name: showMoreName(restaurants.length, shown) })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: /^Mostrar/ })).not.toBeInTheDocument();
    }
    // The count is the same live region, still saying the same.
    expect(count()).toBe(status);
    expect(status).toHaveTextContent(`${restaurants.length} restaurantes`);
  });

  it('a new search starts again from the first page, and its count is said in the same live region', async () => {
    const user = userEvent.setup();
    await renderPage();
    const status = count();
    await user.click(screen.getByRole('button', { name: showMoreName(restaurants.length, PAGE_SIZE) }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(PAGE_SIZE));

    // Every restaurant again: the first page only.
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(firstPage(restaurants.length)));
    expect(screen.getByRole('button', { name: showMoreName(restaurants.length, PAGE_SIZE) })).toBeInTheDocument();

    const barcelona = provinces.find((item) => item.name === 'Barcelona')!;
    const there = restaurants.filter((item) => item.provinceId === barcelona.id);
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Barcelona');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(firstPage(there.length)));
    expect(count()).toBe(status);
    expect(status).toHaveTextContent(`${there.length} restaurante`);
    expect(status).toHaveAttribute('role', 'status');
  });

  it('a pin whose entry is beyond the pages shown shows the pages up to its entry, and opens its hours', async () => {
    const user = userEvent.setup();
    await renderPage();
    const index = restaurants.length - 1;
    expect(index).toBeGreaterThanOrEqual(PAGE_SIZE);
    const last = restaurants[index]!;
    expect(screen.queryByRole('button', { name: last.name })).not.toBeInTheDocument();
    await user.click(within(map()).getByRole('button', { name: `Pin ${last.name}` }));
    const pages = Math.floor(index / PAGE_SIZE) + 1;
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(restaurants.length, pages * PAGE_SIZE));
    expect(screen.getByRole('button', { name: last.name })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: `Horario de ${last.name}` })).toHaveAttribute('aria-expanded', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('keeps the list when the map cannot load, and says so where the map would be', async () => {
    standIn.fails = true;
    await renderPage();
    expect(
      screen.getByText('No hemos podido cargar el mapa. La lista tiene todos los restaurantes.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(firstPage(restaurants.length));
  });

  it('asks for the services in the language shown', async () => {
    await renderPage('en');
    const services = screen.getByRole('group', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Drive-thru', 'Home Delivery', 'Terrace', 'Kid Zone']);
    const left = restaurants.length - PAGE_SIZE;
    expect(
      screen.getByRole('button', { name: `Show ${Math.min(PAGE_SIZE, left)} more (${left} left)` }),
    ).toBeInTheDocument();
    expect(
      api.requests.some(
        (request) =>
          request.url.includes('/api/v1/services') && new URL(request.url).searchParams.get('language') === 'en',
      ),
    ).toBe(true);
  });

  it('opens with the restaurant its address names chosen as its pin chooses it', async () => {
    const alcala = byName('Pollo Crujiente Alcalá de Henares');
    await renderPage('es', `/restaurantes?id=${alcala.id}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: alcala.name })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.getByRole('button', { name: `Horario de ${alcala.name}` })).toHaveAttribute('aria-expanded', 'true');
    expect(map()).toHaveAttribute('data-focus', String(alcala.id));
    // Its entry is brought into view once the list has drawn it.
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('opens with a restaurant its address names beyond the first page shown, its entry with it', async () => {
    const index = restaurants.length - 1;
    expect(index).toBeGreaterThanOrEqual(PAGE_SIZE);
    const last = restaurants[index]!;
    await renderPage('es', `/restaurantes?id=${last.id}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: last.name })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.getByRole('button', { name: `Horario de ${last.name}` })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(
      Math.min(restaurants.length, (Math.floor(index / PAGE_SIZE) + 1) * PAGE_SIZE),
    );
    expect(map()).toHaveAttribute('data-focus', String(last.id));
  });

  it('says when the restaurant its address names does not exist, and lists them all', async () => {
    await renderPage('es', '/restaurantes?id=9999');
    expect(
      await screen.findByText(
        'No hemos encontrado el restaurante del enlace. Aquí tienes todos nuestros restaurantes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(firstPage(restaurants.length));
    expect(count()).toHaveTextContent(`${restaurants.length} restaurantes`);
    expect(map()).toHaveAttribute('data-selected', '');
  });

  it("copies a restaurant's link where the browser cannot share, and says so", async () => {
    const user = userEvent.setup();
    await renderPage();
    // After userEvent.setup, which puts a clipboard of its own in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const granVia = byName('Pollo Crujiente Gran Vía');
    await user.click(screen.getByRole('button', { name: `Compartir ${granVia.name}` }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/restaurantes/madrid-gran-via`);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });
});
