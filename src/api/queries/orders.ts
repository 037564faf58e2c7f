import { queryOptions } from '@tanstack/react-query';
import { apiSettings, deliveryApi } from '../clients';
import { unwrap } from '../errors';
import type { components, paths } from '../generated/delivery-api';
import { CUSTOMER_ROOT } from './keys';
import { listIn, recordOf } from '../answers';
import { isOngoingOrderSummary } from '../generated/answers/ongoing-order.js';
import { isOrderListItem } from '../generated/answers/orders.js';

export type OrderListItem = components['schemas']['OrderListItem'];
export type OngoingOrderAnswer =
  paths['/api/v1/users/{userId}/orders/latest_ongoing_summary']['get']['responses'][200]['content']['application/json'];
/** An order on its way, as the order bar needs it: with the id its tracking page is named by. */
export type OngoingOrder = components['schemas']['OngoingOrderSummary'] & { id: number };

/**
 * The order on its way in the delivery site's answer, or null for none. The site answers "none" four ways (`order`
 * null, absent, `{}`, or an object without an id), and only an id makes an order: without one there is nothing to
 * track, and a link to `/orders//tracking` would lead nowhere.
 */
export function ongoingOrderOf(answer: OngoingOrderAnswer | null | undefined): OngoingOrder | null {
  const order = answer?.order;
  const id = order?.id;
  if (!order || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { ...order, id };
}

/** The first page of the customer's orders, for the order-incident form (always page 1). */
export const ordersQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'orders', 1],
    queryFn: async ({ signal }) =>
      listIn(
        await unwrap(
          deliveryApi().GET('/api/v1/users/{userId}/orders', {
            params: { path: { userId }, query: { page: 1, key: apiSettings().apiKey } },
            signal,
          }),
        ),
        'results',
        isOrderListItem,
        'the orders',
      ),
  });

/** The order on its way, or null: drives the order bar. */
export const ongoingOrderQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'ongoing-order'],
    queryFn: async ({ signal }) => {
      const answer = recordOf(
        await unwrap(
          deliveryApi().GET('/api/v1/users/{userId}/orders/latest_ongoing_summary', {
            params: { path: { userId } },
            signal,
          }),
        ),
        'the order on its way',
      );
      // An order that breaks the contract is no order: the bar shows only what it can link to.
      return ongoingOrderOf(isOngoingOrderSummary(answer.order) ? { order: answer.order } : null);
    },
  });
