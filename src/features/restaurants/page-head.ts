import type { IntlShape } from 'react-intl';
import type { Restaurant } from '../../api/queries/restaurants';
import { isolatedText } from '../../lib/isolated-text';
import { restaurantPageMessages as m } from './restaurant-page-messages';

type Named = Pick<Restaurant, 'name' | 'address' | 'postalCode' | 'city'>;

/**
 * A restaurant's page title ("Pollo Crujiente Getafe Centro, Getafe | Pollo Crujiente"), the same in the pre-rendered
 * page (src/prerender.tsx) and in the browser. Its name and city are the API's text in a title, where no markup
 * applies: each is isolated as plain text, so that neither reorders the rest.
 */
export const restaurantPageTitle = (intl: IntlShape, restaurant: Named): string =>
  intl.formatMessage(m.pageTitle, { name: isolatedText(restaurant.name), city: isolatedText(restaurant.city) });

/** A restaurant's page description, for search engines and chat apps; its API text isolated as in the title. */
export const restaurantPageDescription = (intl: IntlShape, restaurant: Named): string =>
  intl.formatMessage(m.pageDescription, {
    name: isolatedText(restaurant.name),
    address: isolatedText(restaurant.address),
    postalCode: isolatedText(restaurant.postalCode),
    city: isolatedText(restaurant.city),
  });
