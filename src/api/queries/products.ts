import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

export type ProductDetails = components['schemas']['ProductDetails'];

export const productQuery = (id: number, language: Locale) =>
  queryOptions({
    queryKey: ['product', id, language],
    queryFn: async ({ signal }) =>
      (await unwrap(mainApi().GET('/api/v1/products/{id}', { params: { path: { id }, query: { language } }, signal }))).data,
  });
