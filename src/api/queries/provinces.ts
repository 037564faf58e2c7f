import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { listIn } from '../answers';
import { isProvince } from '../generated/answers/restaurants.js';

export type Province = components['schemas']['Province'];

export const provincesQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['provinces', language],
    queryFn: async ({ signal }) =>
      listIn(
        await unwrap(mainApi().GET('/api/v1/provinces', { params: { query: { language } }, signal })),
        'data',
        isProvince,
        'the provinces',
      ),
  });
