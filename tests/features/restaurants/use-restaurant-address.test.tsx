import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { useRestaurantAddress } from '../../../src/features/restaurants/use-restaurant-address';
import { dismissNotification, getNotification } from '../../../src/lib/notifications';
import { week } from '../../support/schedule';

const HOURS = '12:00 - 23:00';
const schedule = week(HOURS);
const madrid = { id: 1, name: 'Madrid', geocode: '28' };
const restaurant = (id: number): Restaurant => ({
  id,
  name: `Pollo Crujiente ${id}`,
  address: `Calle ${id}`,
  city: 'Madrid',
  postalCode: '28001',
  latitude: 40.4,
  longitude: -3.7,
  province: madrid,
  services: [],
  schedule,
});
const RESTAURANTS = [restaurant(1), restaurant(2), restaurant(3)];

/** Where the in-memory history is, and how it got there. */
const at = { path: '', search: '', action: '' };
function Probe() {
  const { pathname, search } = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    Object.assign(at, { path: pathname, search, action });
  }, [pathname, search, action]);
  return null;
}

type Props = { restaurants: readonly Restaurant[] | undefined; selectedId: number | null };

function renderAddress(entry: string, initialProps: Props, basename?: string) {
  const choose = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]} basename={basename}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  const view = renderHook(
    ({ restaurants, selectedId }: Props) => useRestaurantAddress(restaurants, selectedId, choose),
    { initialProps, wrapper },
  );
  return { ...view, choose };
}

beforeEach(() => dismissNotification());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  dismissNotification();
});

describe('the restaurant in the address', () => {
  it('is chosen as its pin would be once the restaurants arrive, and only once', () => {
    const { rerender, choose } = renderAddress('/restaurantes?id=2', { restaurants: undefined, selectedId: null });
    expect(choose).not.toHaveBeenCalled();
    rerender({ restaurants: RESTAURANTS, selectedId: null });
    expect(choose).toHaveBeenCalledExactlyOnceWith(2);
    rerender({ restaurants: [...RESTAURANTS], selectedId: 2 });
    expect(choose).toHaveBeenCalledOnce();
    expect(at.search).toBe('?id=2');
    expect(getNotification()).toBeNull();
  });

  it('is said not to be found when no restaurant has that id, and the finder shows them all', () => {
    const { rerender, choose } = renderAddress('/restaurantes?id=999', { restaurants: undefined, selectedId: null });
    expect(getNotification()).toBeNull();
    rerender({ restaurants: RESTAURANTS, selectedId: null });
    expect(choose).not.toHaveBeenCalled();
    expect(getNotification()).toMatchObject({ kind: 'error', message: { id: 'restaurants.notFound' } });
  });

  it('is not a restaurant when it is not a number', () => {
    const { choose } = renderAddress('/restaurantes?id=gran-via', { restaurants: RESTAURANTS, selectedId: null });
    expect(choose).not.toHaveBeenCalled();
    expect(getNotification()).toMatchObject({ kind: 'error', message: { id: 'restaurants.notFound' } });
  });

  it('is left alone, and nothing is said, when the address names none', () => {
    const { choose } = renderAddress('/restaurantes?provincia=8', { restaurants: RESTAURANTS, selectedId: null });
    expect(choose).not.toHaveBeenCalled();
    expect(getNotification()).toBeNull();
    expect(at.search).toBe('?provincia=8');
    expect(at.action).toBe('POP');
  });

  it('follows the selection, replacing the current entry and keeping the other parameters', () => {
    const { rerender, choose } = renderAddress('/restaurantes?provincia=8&id=1', {
      restaurants: RESTAURANTS,
      selectedId: null,
    });
    expect(choose).toHaveBeenCalledExactlyOnceWith(1);
    rerender({ restaurants: RESTAURANTS, selectedId: 1 });
    expect(at.action).toBe('POP');
    rerender({ restaurants: RESTAURANTS, selectedId: 3 });
    expect(at.path).toBe('/restaurantes');
    expect(new URLSearchParams(at.search).get('id')).toBe('3');
    expect(new URLSearchParams(at.search).get('provincia')).toBe('8');
    expect(at.action).toBe('REPLACE');
    // The address now says what is shown: the restaurant is not chosen again from it.
    expect(choose).toHaveBeenCalledOnce();
  });

  it('follows a selection made on a page opened without one', () => {
    renderAddress('/restaurantes', { restaurants: RESTAURANTS, selectedId: 2 });
    expect(at.search).toBe('?id=2');
    expect(at.action).toBe('REPLACE');
  });
});

describe('sharing a restaurant', () => {
  it("shares its own page's absolute address under the language's prefix, with its name and where it is", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { result } = renderAddress('/en/restaurantes', { restaurants: RESTAURANTS, selectedId: null }, '/en');
    await act(async () => result.current(RESTAURANTS[1]!));
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'Pollo Crujiente 2',
      text: 'Pollo Crujiente 2: Calle 2, 28001 Madrid',
      url: `${window.location.origin}/en/restaurantes/madrid-2`,
    });
  });

  it('isolates a name and an address with a right-to-left override in the text it shares', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const spoofed = { ...restaurant(4), name: 'Pollo \u202E4 ortneC', address: 'Calle \u202E4 royaM' };
    const { result } = renderAddress('/restaurantes', { restaurants: [...RESTAURANTS, spoofed], selectedId: null });
    await act(async () => result.current(spoofed));
    expect(share).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        title: '\u2068Pollo 4 ortneC\u2069',
        text: '\u2068Pollo 4 ortneC\u2069: \u2068Calle 4 royaM\u2069, 28001 Madrid',
      }),
    );
  });
});
