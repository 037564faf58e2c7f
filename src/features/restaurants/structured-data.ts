import type { Restaurant } from '../../api/queries/restaurants';
import { parseHours, SCHEDULE_DAYS } from '../../domain/opening-hours';
import { directionsUrl } from './restaurant-places';

/** schema.org's name of a day of the week ("Monday"), or of public holidays. */
const dayOfWeek = (day: (typeof SCHEDULE_DAYS)[number]) =>
  `https://schema.org/${day === 'holiday' ? 'PublicHolidays' : day.charAt(0).toUpperCase() + day.slice(1)}`;

/**
 * schema.org `Restaurant` data for a restaurant, for search engines (JSON-LD). `page` is the address of its own page,
 * its `@id` wherever it is described (its page and the finder), and `menu` the menu's address.
 */
export function restaurantStructuredData(restaurant: Restaurant, { page, menu }: { page: string; menu: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': page,
    url: page,
    name: restaurant.name,
    servesCuisine: 'Fried chicken',
    hasMenu: menu,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.address,
      addressLocality: restaurant.city,
      postalCode: restaurant.postalCode,
      addressRegion: restaurant.province.name,
      addressCountry: 'ES',
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.latitude, longitude: restaurant.longitude },
    hasMap: directionsUrl(restaurant),
    amenityFeature: restaurant.services.map((service) => ({
      '@type': 'LocationFeatureSpecification',
      name: service.name,
      value: true,
    })),
    openingHoursSpecification: SCHEDULE_DAYS.flatMap((day) => {
      const text = restaurant.schedule[day];
      if (!parseHours(text)) return [];
      const [opens, closes] = text.split('-').map((part) => part.trim());
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayOfWeek(day), opens, closes }];
    }),
  };
}

/** schema.org `BreadcrumbList` of a page: each step's name and address, the last one the page itself. */
export function breadcrumbStructuredData(steps: readonly { name: string; address: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.address,
    })),
  };
}
