import type { MessageDescriptor } from 'react-intl';
import type { Restaurant } from '../../api/queries/restaurants';
import { spanishOrder } from '../../domain/provinces';
import { JOB_SITE } from '../../lib/site';
import { contactMessages as m } from './messages';

/** The restaurants of one province, sorted by name; none before a province is chosen. */
export function restaurantsInProvince<T extends Pick<Restaurant, 'name' | 'province'>>(
  restaurants: readonly T[],
  provinceId: number | null,
): T[] {
  if (provinceId === null) return [];
  return restaurants
    .filter((restaurant) => restaurant.province.id === provinceId)
    .sort((a, b) => spanishOrder(a.name, b.name));
}

/** The job site's restaurant vacancies for the chosen province and, when one is chosen, restaurant. */
export function jobSiteUrl(provinceId: number, restaurantId: number | null): string {
  const url = new URL(JOB_SITE.restaurants);
  url.searchParams.set('province', String(provinceId));
  if (restaurantId !== null) url.searchParams.set('restaurant', String(restaurantId));
  return url.toString();
}

/**
 * What the page says it could not load: the choice needs both lists, so it names the one that failed, or both.
 * Null while nothing has failed.
 */
export function loadErrorMessage(failed: { restaurants: boolean; provinces: boolean }): MessageDescriptor | null {
  if (failed.restaurants && failed.provinces) return m.bothLoadError;
  if (failed.restaurants) return m.loadError;
  if (failed.provinces) return m.provincesLoadError;
  return null;
}
