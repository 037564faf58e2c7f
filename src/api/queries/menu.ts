import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

export type MenuCategory = components['schemas']['MenuCategory'];
export type ProductSummary = components['schemas']['ProductSummary'];

/** The whole menu; keyed by language so it reloads when the language changes (spec section 4). */
export const menuQuery = (language: Locale) =>
  queryOptions({
    queryKey: ['menu', language],
    queryFn: async ({ signal }) =>
      (await unwrap(mainApi().GET('/api/v1/sections/collections', { params: { query: { language } }, signal }))).data,
  });
