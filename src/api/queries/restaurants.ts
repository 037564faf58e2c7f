import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { listIn } from '../answers';
import { isRestaurant } from '../generated/answers/restaurants.js';

export type Restaurant = components['schemas']['Restaurant'];

export const restaurantsQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['restaurants', language],
    queryFn: async ({ signal }) =>
      listIn(
        await unwrap(mainApi().GET('/api/v1/restaurants', { params: { query: { language } }, signal })),
        'data',
        isRestaurant,
        'the restaurants',
      ),
  });
