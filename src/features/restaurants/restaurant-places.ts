import type { Restaurant } from '../../api/queries/restaurants';
import type { Service } from '../../api/queries/services';
import type { StoredRead } from '../../api/stored-answers';
import { type SpanishTimeZone, timeZoneOfProvince } from '../../domain/opening-hours';
import { getConfig } from '../../lib/config';

/** The query parameter that names a restaurant: `/restaurantes?id=12` opens the finder with it chosen. */
export const RESTAURANT_PARAM = 'id';

/**
 * Services every restaurant offers (free WiFi, order kiosks, soft-drink refills): the page states them in a note
 * instead of offering them as filters. The API names services in the language asked for, so both the Spanish and
 * the English names are recognised.
 */
const ALWAYS_OFFERED = new Set(['wifi', 'recarga', 'quiosco', 'refill', 'kiosk']);

export const isFilterableService = (service: Pick<Service, 'name'>): boolean =>
  !ALWAYS_OFFERED.has(service.name.trim().toLowerCase());

/** Google Maps directions to the restaurant's coordinates: the link gives the destination's latitude and longitude. */
export const directionsUrl = ({ latitude, longitude }: Pick<Restaurant, 'latitude' | 'longitude'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/** The time zone a restaurant's hours are given in: its province's. */
export const restaurantTimeZone = (restaurant: Pick<Restaurant, 'province'>): SpanishTimeZone =>
  timeZoneOfProvince(restaurant.province.geocode);

/**
 * An address of the site as search engines read it: absolute under the site's public origin when the build knows it,
 * else from the site's root (read against the page's own address).
 */
export const publicAddress = (address: string): string => `${getConfig().siteUrl ?? ''}${address}`;

/** The reads the finder draws from. */
export const RESTAURANT_READS: readonly StoredRead[] = ['restaurants', 'provinces', 'services'];
