import type { Restaurant } from '../../api/queries/restaurants';
import type { Service } from '../../api/queries/services';
import { isFilterableService } from './restaurant-places';

/** The services offered as search filters, in the API's order. */
export const filterableServices = <T extends Pick<Service, 'name'>>(services: readonly T[]): T[] =>
  services.filter(isFilterableService);

export type RestaurantFilter = {
  /** null: every province. */
  provinceId: number | null;
  /** A restaurant must offer all of them. */
  serviceIds: readonly number[];
};

export const NO_FILTER: RestaurantFilter = { provinceId: null, serviceIds: [] };

export function matchesFilter(
  restaurant: Pick<Restaurant, 'province' | 'services'>,
  filter: RestaurantFilter,
): boolean {
  if (filter.provinceId !== null && restaurant.province.id !== filter.provinceId) return false;
  return filter.serviceIds.every((id) => restaurant.services.some((service) => service.id === id));
}

export const filterRestaurants = <T extends Pick<Restaurant, 'province' | 'services'>>(
  restaurants: readonly T[],
  filter: RestaurantFilter,
): T[] => restaurants.filter((restaurant) => matchesFilter(restaurant, filter));

/** The "No restaurant found." message shows only for an empty result with a province chosen. */
export const showsNoResult = (count: number, filter: RestaurantFilter): boolean =>
  count === 0 && filter.provinceId !== null;

export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The restaurants nearest first, each with its distance; a stable sort keeps the API order on ties. */
export function sortByDistance<T extends LatLng>(
  restaurants: readonly T[],
  from: LatLng,
): { restaurant: T; km: number }[] {
  return restaurants
    .map((restaurant) => ({ restaurant, km: distanceKm(from, restaurant) }))
    .sort((a, b) => a.km - b.km);
}
