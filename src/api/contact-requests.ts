import { apiSettings, deliveryApi } from './clients';
import { send } from './errors';
import type { components } from './generated/delivery-api';

export type ContactRequest = components['schemas']['ContactRequest'];
export type OrderIncident = components['schemas']['OrderIncident'];
export type ContactReason = components['schemas']['ContactReason'];
export type OrderIncidentReason = components['schemas']['OrderIncidentReason'];

/** The provider segment of the delivery site's contact calls (VITE_DELIVERY_PROVIDER). */
const provider = () => ({ path: { provider: apiSettings().deliveryProvider } });

/** A public contact request (POST /api/{provider}/v1/incidents); rejects with the delivery site's message. */
export const sendContactRequest = (body: ContactRequest): Promise<void> =>
  send(deliveryApi().POST('/api/{provider}/v1/incidents', { params: provider(), body }));

/** An incident with one of the logged-in customer's orders (POST /api/{provider}/v1/order-incidents). */
export const sendOrderIncident = (body: OrderIncident): Promise<void> =>
  send(deliveryApi().POST('/api/{provider}/v1/order-incidents', { params: provider(), body }));
