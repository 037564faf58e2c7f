import type { ContactReason, ContactRequest, OrderIncident } from '../../api/contact-requests';
import type { User } from '../../api/queries/user';
import { formBody, notSent } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';

type Customer = Pick<FormData<'public-contact'>, 'first_name' | 'last_name' | 'email' | 'phone'>;

/** A logged-in customer's data in the contact forms, which start filled in for them; nothing for a guest. */
export const prefill = (
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'> | undefined,
): Partial<Customer> =>
  user ? { first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone } : {};

/** Every reason the public form offers, so that an address can name one. */
const CONTACT_REASONS = {
  SERVICE: true,
  INCIDENT: true,
  FOOD_QUALITY: true,
  PROMOTIONS: true,
  NUTRITIONAL_INFO: true,
  ENQUIRIES: true,
  RESTAURANT: true,
  OTHER: true,
} satisfies Record<ContactReason, true>;

const isContactReason = (value: string | null): value is ContactReason =>
  value !== null && Object.hasOwn(CONTACT_REASONS, value);

/**
 * The reason an address chooses in advance (`/public-contact-form?reason=OTHER`), so that a page can send a visitor
 * to the form about one matter; nothing when the address names none or one the form does not offer.
 */
export const reasonFrom = (search: URLSearchParams): Partial<Pick<FormData<'public-contact'>, 'reason'>> => {
  const reason = search.get('reason');
  return isContactReason(reason) ? { reason } : {};
};

const trim = (value: string) => value.trim();

/**
 * What both contact forms send alike: the customer's data and comments without the spaces around them, the
 * communications choice; the two acceptance boxes only have to be ticked to send, and stay in the form.
 */
const customerFields = {
  first_name: (value: string) => ({ first_name: trim(value) }),
  last_name: (value: string) => ({ last_name: trim(value) }),
  email: (value: string) => ({ email: trim(value) }),
  phone: (value: string) => ({ phone: trim(value) }),
  comments: (value: string) => ({ comments: trim(value) }),
  politicas: notSent,
  condiciones: notSent,
  accepted_news: (value: boolean | undefined) => ({ accepted_news: value === true }),
} as const;

/** The public request as the delivery site takes it: exactly its fields, and `source` always Web. */
export const contactRequest = formBody<FormData<'public-contact'>, ContactRequest>()(
  { ...customerFields, reason: (reason) => ({ reason }) },
  { source: 'Web' },
);

/** The order incident as the delivery site takes it: the same fields plus the chosen order's `order_id`. */
export const orderIncident = formBody<FormData<'order-incident'>, OrderIncident>()(
  { ...customerFields, order_id: (order_id) => ({ order_id }), reason: (reason) => ({ reason }) },
  { source: 'Web' },
);
