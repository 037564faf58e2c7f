import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { listIn } from '../answers';
import { isService } from '../generated/answers/restaurants.js';

export type Service = components['schemas']['Service'];

/** Service names are localized: the key holds the language so a switch of language refetches them. */
export const servicesQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['services', language],
    queryFn: async ({ signal }) =>
      listIn(
        await unwrap(mainApi().GET('/api/v1/services', { params: { query: { language } }, signal })),
        'data',
        isService,
        'the services',
      ),
  });
