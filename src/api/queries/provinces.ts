import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

export type Province = components['schemas']['Province'];

export const provincesQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['provinces', language],
    queryFn: async ({ signal }) =>
      (await unwrap(mainApi().GET('/api/v1/provinces', { params: { query: { language } }, signal }))).data,
  });
