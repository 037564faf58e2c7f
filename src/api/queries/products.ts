import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { objectIn } from '../answers';
import { isProductDetails } from '../generated/answers/product.js';

export type ProductDetails = components['schemas']['ProductDetails'];

/**
 * How long a product's details are kept unused: they are asked for as its card comes near the screen, once, and a
 * card tapped long after still opens whole (asking again in the background once they are stale).
 */
export const PRODUCT_DETAILS_KEPT_MS = 30 * 60 * 1000;

export const productQuery = (id: number, language: Locale) =>
  queryOptions({
    queryKey: ['product', id, language],
    gcTime: PRODUCT_DETAILS_KEPT_MS,
    queryFn: async ({ signal }) =>
      objectIn(
        await unwrap(mainApi().GET('/api/v1/products/{id}', { params: { path: { id }, query: { language } }, signal })),
        'data',
        isProductDetails,
        'a product',
      ),
  });
