import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { PAGE_SIZE, useRestaurantFinder } from '../../../src/features/restaurants/use-restaurant-finder';
import { week } from '../../support/schedule';

const madrid = { id: 1, name: 'Madrid', geocode: '28' };
const barcelona = { id: 2, name: 'Barcelona', geocode: '08' };
const DRIVE = { id: 3, name: 'Auto' };
const KIDS = { id: 7, name: 'Zonas infantiles' };
const HOURS = '12:00 - 23:00';
const schedule = week(HOURS);

function restaurant(
  id: number,
  province: Restaurant['province'],
  services: Restaurant['services'],
  [latitude, longitude]: [number, number],
): Restaurant {
  return {
    id,
    name: `Pollo Crujiente ${id}`,
    address: `Calle ${id}`,
    city: province.name,
    postalCode: `${province.geocode}001`,
    latitude,
    longitude,
    province,
    services,
    schedule,
  };
}

const RESTAURANTS = [
  restaurant(1, madrid, [], [40.42, -3.7]),
  restaurant(2, madrid, [DRIVE], [40.45, -3.59]),
  restaurant(3, madrid, [DRIVE, KIDS], [40.48, -3.36]),
  restaurant(4, barcelona, [KIDS], [41.39, 2.17]),
  restaurant(5, barcelona, [DRIVE], [41.4, 2.19]),
  restaurant(6, barcelona, [], [41.54, 2.1]),
];
/** Enough restaurants for three pages and a part, all in Madrid, the last ones offering drive-thru. */
const MANY = Array.from({ length: PAGE_SIZE * 3 + 5 }, (_, index) =>
  restaurant(100 + index, madrid, index >= PAGE_SIZE * 2 ? [DRIVE] : [], [40 + index / 100, -3.7]),
);
const ids = (entries: readonly { restaurant: Restaurant }[]) => entries.map((entry) => entry.restaurant.id);
const drawnIds = (finder: ReturnType<typeof useRestaurantFinder>) => ids(finder.listed.slice(0, finder.drawn));

/** The browser's quiet moments, run when the test says so. */
let idle: (() => void)[] = [];
const quietMoment = () =>
  act(() => {
    const waiting = idle;
    idle = [];
    waiting.forEach((callback) => callback());
  });

/** Lets the promise that waits for a quiet moment resolve, and React draw what it asked for. */
const settle = () => act(async () => {});

let scrolled: Element[] = [];

beforeEach(() => {
  idle = [];
  scrolled = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

afterEach(() => {
  // Unmounted while the stand-ins are there: the list's wait for a quiet moment is cancelled on unmount.
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** Where the page holds the map. */
let mapColumn: { current: HTMLElement | null };

function renderFinder(restaurants: { list: readonly Restaurant[] | undefined } = { list: RESTAURANTS }) {
  mapColumn = { current: null };
  return renderHook(({ list }) => useRestaurantFinder(list, mapColumn), { initialProps: restaurants });
}

/** An element with that id in the page, as the list and the results heading are. */
function placed(id: string) {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('the restaurant finder', () => {
  it('lists nothing while the restaurants load, then all of them in order, with a pin each', () => {
    const { result, rerender } = renderFinder({ list: undefined });
    expect(result.current.loaded).toBe(false);
    expect(result.current.listed).toEqual([]);
    expect(result.current.noResult).toBe(false);
    rerender({ list: RESTAURANTS });
    expect(result.current.loaded).toBe(true);
    expect(ids(result.current.listed)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.listed.every((entry) => entry.km === null)).toBe(true);
    expect(result.current.pins.map((pin) => pin.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.pins[0]).toMatchObject({
      id: 1,
      name: 'Pollo Crujiente 1',
      latitude: 40.42,
      longitude: -3.7,
    });
  });

  it('shows a first page of entries, and nothing more at the quiet moments of the browser', async () => {
    const { result } = renderFinder({ list: MANY });
    expect(result.current.drawn).toBe(PAGE_SIZE);
    expect(drawnIds(result.current)).toEqual(ids(result.current.listed).slice(0, PAGE_SIZE));
    quietMoment();
    await settle();
    expect(result.current.drawn).toBe(PAGE_SIZE);
    expect(idle).toEqual([]);
  });

  it('"Show more" adds a page, then what is left, and gives the focus to the first entry it adds', () => {
    const { result } = renderFinder({ list: MANY });
    const firstNew = MANY[PAGE_SIZE]!;
    const name = placed(`restaurante-${firstNew.id}-nombre`);
    name.tabIndex = 0;
    act(() => result.current.showMore());
    expect(result.current.drawn).toBe(PAGE_SIZE * 2);
    expect(document.activeElement).toBe(name);
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    expect(drawnIds(result.current)).toEqual(ids(result.current.listed));
    // Nothing left to show: nothing changes.
    act(() => result.current.showMore());
    expect(result.current.drawn).toBeGreaterThanOrEqual(MANY.length);
    expect(drawnIds(result.current)).toEqual(ids(result.current.listed));
  });

  it('a new search starts again from the first page', () => {
    const { result } = renderFinder({ list: MANY });
    act(() => result.current.showMore());
    expect(result.current.drawn).toBe(PAGE_SIZE * 2);
    act(() => result.current.search({ provinceId: madrid.id, serviceIds: [DRIVE.id] }));
    const drive = MANY.filter((item) => item.services.includes(DRIVE));
    expect(drive.length).toBeGreaterThan(PAGE_SIZE);
    expect(drawnIds(result.current)).toEqual(drive.slice(0, PAGE_SIZE).map((item) => item.id));
  });

  it('a pin beyond the pages shown shows the pages up to and including its entry, and brings it into view', () => {
    const { result } = renderFinder({ list: MANY });
    // On the third page.
    const far = MANY[PAGE_SIZE * 2 + 3]!;
    const entry = placed(`restaurante-${far.id}`);
    act(() => result.current.choosePin(far.id));
    expect(result.current.drawn).toBe(PAGE_SIZE * 3);
    expect(drawnIds(result.current)).toContain(far.id);
    expect(result.current.hoursId).toBe(far.id);
    expect(scrolled).toEqual([entry]);
    // A pin on a page shown already shows no more.
    act(() => result.current.choosePin(MANY[1]!.id));
    expect(result.current.drawn).toBe(PAGE_SIZE * 3);
    // "Show more" goes on from there.
    act(() => result.current.showMore());
    expect(drawnIds(result.current)).toEqual(ids(result.current.listed));
  });

  it('filters the list and the pins by province and services on search, and says when a province has no match', () => {
    const { result } = renderFinder();
    act(() => result.current.search({ provinceId: madrid.id, serviceIds: [DRIVE.id] }));
    expect(ids(result.current.listed)).toEqual([2, 3]);
    expect(result.current.pins.map((pin) => pin.id)).toEqual([2, 3]);
    expect(result.current.noResult).toBe(false);

    act(() => result.current.search({ provinceId: null, serviceIds: [DRIVE.id, KIDS.id, 99] }));
    expect(result.current.listed).toEqual([]);
    expect(result.current.noResult).toBe(false);

    act(() => result.current.search({ provinceId: barcelona.id, serviceIds: [99] }));
    expect(result.current.listed).toEqual([]);
    expect(result.current.noResult).toBe(true);
  });

  it('keeps the selection and its hours through a search that still lists it, and drops them otherwise', () => {
    const { result } = renderFinder();
    act(() => result.current.choosePin(3));
    act(() => result.current.search({ provinceId: madrid.id, serviceIds: [KIDS.id] }));
    expect(result.current.selectedId).toBe(3);
    expect(result.current.hoursId).toBe(3);
    act(() => result.current.search({ provinceId: barcelona.id, serviceIds: [] }));
    expect(result.current.selectedId).toBeNull();
    expect(result.current.hoursId).toBeNull();
  });

  it('a pin selects its restaurant, centres the map on it, opens its hours and brings its entry into view', () => {
    const entry = placed('restaurante-6');
    const { result } = renderFinder();
    act(() => result.current.choosePin(6));
    expect(result.current.selectedId).toBe(6);
    expect(result.current.focus).toMatchObject({ id: 6 });
    expect(result.current.hoursId).toBe(6);
    expect(drawnIds(result.current)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(scrolled).toEqual([entry]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });

    // The same pin again centres the map again.
    const { focus } = result.current;
    act(() => result.current.choosePin(6));
    expect(result.current.focus).toMatchObject({ id: 6 });
    expect(result.current.focus).not.toEqual(focus);
    expect(scrolled).toEqual([entry, entry]);
  });

  it('opens one schedule at a time, and closes it when asked again', () => {
    const { result } = renderFinder();
    act(() => result.current.choosePin(1));
    act(() => result.current.toggleHours(2));
    expect(result.current.hoursId).toBe(2);
    act(() => result.current.toggleHours(2));
    expect(result.current.hoursId).toBeNull();
    // Choosing a schedule does not change the selection.
    expect(result.current.selectedId).toBe(1);
  });

  it('a name selects its restaurant and centres the map, bringing the map into view only when it is off the screen', () => {
    const { result } = renderFinder();
    const column = document.createElement('div');
    let box = { top: 100, bottom: 500 };
    column.getBoundingClientRect = () => ({ ...box }) as DOMRect;
    mapColumn.current = column;

    act(() => result.current.chooseName(2));
    expect(result.current.selectedId).toBe(2);
    expect(result.current.focus).toMatchObject({ id: 2 });
    expect(result.current.hoursId).toBeNull();
    expect(scrolled).toEqual([]);

    box = { top: -900, bottom: -100 };
    act(() => result.current.chooseName(4));
    expect(result.current.focus).toMatchObject({ id: 4 });
    expect(scrolled).toEqual([column]);
  });

  it('"Near me" sorts the list by distance, selects the nearest restaurant and brings the results into view', () => {
    const heading = placed('restaurantes-resultados');
    let answer: ((position: { coords: { latitude: number; longitude: number } }) => void) | undefined;
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: (success: typeof answer) => (answer = success) } });
    const { result } = renderFinder();
    act(() => result.current.search({ provinceId: barcelona.id, serviceIds: [] }));

    act(() => result.current.locate());
    expect(result.current.nearMe.status).toBe('locating');
    // Near Sabadell: the Barcelona restaurants only, the nearest first.
    act(() => answer?.({ coords: { latitude: 41.55, longitude: 2.11 } }));
    expect(result.current.nearMe).toEqual({ status: 'located', position: { latitude: 41.55, longitude: 2.11 } });
    expect(ids(result.current.listed)).toEqual([6, 5, 4]);
    expect(result.current.listed[0]?.km).toBeLessThan(2);
    expect(drawnIds(result.current)).toEqual([6, 5, 4]);
    expect(result.current.selectedId).toBe(6);
    expect(result.current.focus).toMatchObject({ id: 6 });
    expect(scrolled).toEqual([heading]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  });

  it('"Near me" says when the position is refused, cannot be had or cannot be asked for, and keeps the list as it was', () => {
    let fail: ((error: { code: number; PERMISSION_DENIED: number }) => void) | undefined;
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: (_: unknown, failure: typeof fail) => (fail = failure) },
    });
    const { result } = renderFinder();
    act(() => result.current.locate());
    act(() => fail?.({ code: 1, PERMISSION_DENIED: 1 }));
    expect(result.current.nearMe).toEqual({ status: 'denied' });
    act(() => result.current.locate());
    act(() => fail?.({ code: 3, PERMISSION_DENIED: 1 }));
    expect(result.current.nearMe).toEqual({ status: 'unavailable' });
    expect(ids(result.current.listed)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.selectedId).toBeNull();
    expect(scrolled).toEqual([]);

    vi.stubGlobal('navigator', {});
    act(() => result.current.locate());
    expect(result.current.nearMe).toEqual({ status: 'unsupported' });
  });

  it('scrolls without animation for a visitor who asks for less motion', () => {
    const entry = placed('restaurante-1');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { result } = renderFinder();
    act(() => result.current.choosePin(1));
    expect(scrolled).toEqual([entry]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
  });
});
