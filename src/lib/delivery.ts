import { getConfig } from './config';

/**
 * Pages of the separate home-delivery site (decision 10). Only tracking is given by the spec; the rest are
 * kept here, in one place, to match the delivery site's routes.
 */
export const DELIVERY_PAGES = {
  home: '/',
  addresses: '/addresses',
  paymentMethods: '/payment-methods',
  orders: '/orders',
  tracking: '/orders/{id}/tracking',
} as const;

export type DeliveryPage = keyof typeof DELIVERY_PAGES;

export function deliveryUrl(page: DeliveryPage, params: { id?: number | string } = {}): string {
  const path = DELIVERY_PAGES[page].replace('{id}', encodeURIComponent(String(params.id ?? '')));
  return `${getConfig().deliveryBaseUrl}${path}`;
}
