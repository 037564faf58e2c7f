import { queryOptions } from '@tanstack/react-query';
import { apiSettings, deliveryApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/delivery-api';
import { CUSTOMER_ROOT } from './keys';

export type OrderListItem = components['schemas']['OrderListItem'];
export type OngoingOrder = components['schemas']['OngoingOrderSummary'];

/** The first page of the customer's orders, for the order-incident form (spec: page=1). */
export const ordersQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'orders', 1],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          deliveryApi().GET('/api/v1/users/{userId}/orders', {
            params: { path: { userId }, query: { page: 1, key: apiSettings().apiKey } },
            signal,
          }),
        )
      ).results,
  });

/** The order on its way, or null: drives the order bar. */
export const ongoingOrderQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'ongoing-order'],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          deliveryApi().GET('/api/v1/users/{userId}/orders/latest_ongoing_summary', { params: { path: { userId } }, signal }),
        )
      ).order ?? null,
  });
