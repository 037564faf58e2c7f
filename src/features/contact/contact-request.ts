import type { ContactReason, ContactRequest, OrderIncident, OrderIncidentReason } from '../../api/contact-requests';
import type { User } from '../../api/queries/user';

/** What the public contact form holds (schemas/forms/public-contact.schema.json). */
export type ContactFormData = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  reason: ContactReason;
  comments: string;
  politicas: boolean;
  condiciones: boolean;
  accepted_news?: boolean;
};

/** What the order-incident form holds (schemas/forms/order-incident.schema.json). */
export type OrderIncidentFormData = Omit<ContactFormData, 'reason'> & { reason: OrderIncidentReason; order_id: number };

type Customer = Pick<ContactFormData, 'first_name' | 'last_name' | 'email' | 'phone'>;

/** A logged-in customer's data in the contact forms (spec section 2: prefilled); nothing for a guest. */
export const prefill = (user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'> | undefined): Partial<Customer> =>
  user ? { first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone } : {};

/** Every reason the public form offers, so that an address can name one. */
const CONTACT_REASONS = {
  SERVICE: true, INCIDENT: true, FOOD_QUALITY: true, PROMOTIONS: true, NUTRITIONAL_INFO: true, ENQUIRIES: true, RESTAURANT: true, OTHER: true,
} satisfies Record<ContactReason, true>;

const isContactReason = (value: string | null): value is ContactReason => value !== null && Object.hasOwn(CONTACT_REASONS, value);

/**
 * The reason an address chooses in advance (`/public-contact-form?reason=OTHER`), so that a page can send a visitor
 * to the form about one matter; nothing when the address names none or one the form does not offer.
 */
export const reasonFrom = (search: URLSearchParams): Partial<Pick<ContactFormData, 'reason'>> => {
  const reason = search.get('reason');
  return isContactReason(reason) ? { reason } : {};
};

/**
 * The public request as the delivery site takes it (spec section 7): exactly its fields, `source` always Web
 * (section 9); the two acceptance boxes stay in the form.
 */
export function contactRequest(data: ContactFormData): ContactRequest {
  return {
    first_name: data.first_name.trim(),
    last_name: data.last_name.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    source: 'Web',
    comments: data.comments.trim(),
    reason: data.reason,
    accepted_news: data.accepted_news === true,
  };
}

/** The order incident as the delivery site takes it (spec section 7): the same fields plus `order_id`. */
export function orderIncident(data: OrderIncidentFormData): OrderIncident {
  return {
    first_name: data.first_name.trim(),
    last_name: data.last_name.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    source: 'Web',
    comments: data.comments.trim(),
    reason: data.reason,
    order_id: data.order_id,
    accepted_news: data.accepted_news === true,
  };
}
