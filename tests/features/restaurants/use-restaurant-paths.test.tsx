import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { restaurantSlugs } from '../../../src/domain/restaurant-address.mjs';
import {
  PATHS_AT_ONCE,
  useRestaurantPaths,
  useWithPaths,
} from '../../../src/features/restaurants/use-restaurant-paths';
import { pageWorkHeld } from '../../../src/lib/page-work';
import { solRestaurant } from '../../support/schedule';

const sol = solRestaurant();
/** `count` restaurants like Sol, each its own; every other one a namesake of the one before it. */
const list = (count: number): Restaurant[] =>
  Array.from({ length: count }, (_, index) => ({ ...sol, id: sol.id + index, name: `${sol.name} ${index >> 1}` }));

describe('the restaurants with their paths', () => {
  it('are the list itself at once when it is short, its paths made where asked', () => {
    const short = list(PATHS_AT_ONCE);
    const { result } = renderHook(() => useWithPaths(short));
    expect(result.current).toBe(short);
    expect(pageWorkHeld()).toBe(false);
  });

  it('at a chain’s size, come once every path is made, the page held busy until then', async () => {
    const long = list(PATHS_AT_ONCE + 300);
    const { result } = renderHook(() => useWithPaths(long));
    expect(result.current).toBeUndefined();
    expect(pageWorkHeld()).toBe(true);
    await waitFor(() => expect(result.current).toBe(long));
    expect(pageWorkHeld()).toBe(false);
    // Made ahead: whoever draws the list reads them as made, the same as at once.
    const { result: paths } = renderHook(() => useRestaurantPaths(long));
    const slugs = restaurantSlugs(long);
    expect(paths.current.size).toBe(long.length);
    for (const restaurant of long)
      expect(paths.current.get(restaurant.id)).toBe(`/restaurantes/${slugs.get(restaurant.id)}`);
  });

  it('keep the list made before while a new long one is made, and stop when the page is left', async () => {
    const first = list(PATHS_AT_ONCE + 1);
    const { result, rerender, unmount } = renderHook(({ restaurants }) => useWithPaths(restaurants), {
      initialProps: { restaurants: first },
    });
    await waitFor(() => expect(result.current).toBe(first));
    const second = list(PATHS_AT_ONCE + 2);
    rerender({ restaurants: second });
    expect(result.current).toBe(first);
    expect(pageWorkHeld()).toBe(true);
    unmount();
    expect(pageWorkHeld()).toBe(false);
  });
});
