import { getConfig } from '../lib/config';

/**
 * Pages of the separate home-delivery site, where customers order. Kept here, in one place, to match the delivery
 * site's routes.
 */
export const DELIVERY_PAGES = {
  home: '/',
  addresses: '/addresses',
  paymentMethods: '/payment-methods',
  orders: '/orders',
  tracking: '/orders/{id}/tracking',
} as const;

export type DeliveryPage = keyof typeof DELIVERY_PAGES;

/** The pages whose path names one order: their address cannot be made without its id. */
type PageOfAnOrder = {
  [P in DeliveryPage]: (typeof DELIVERY_PAGES)[P] extends `${string}{id}${string}` ? P : never;
}[DeliveryPage];

export function deliveryUrl(page: PageOfAnOrder, params: { id: number }): string;
export function deliveryUrl(page: Exclude<DeliveryPage, PageOfAnOrder>): string;
export function deliveryUrl(page: DeliveryPage, params?: { id: number }): string {
  const path = DELIVERY_PAGES[page].replace('{id}', encodeURIComponent(String(params?.id)));
  return `${getConfig().deliveryBaseUrl}${path}`;
}

/**
 * Where the order button leads: the delivery site's addresses page for a logged-in customer, who orders there; the
 * login page for a guest, who cannot order.
 */
export function orderTarget(loggedIn: boolean): { kind: 'delivery'; href: string } | { kind: 'page'; to: string } {
  return loggedIn ? { kind: 'delivery', href: deliveryUrl('addresses') } : { kind: 'page', to: '/login' };
}
