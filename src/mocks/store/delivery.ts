/**
 * The delivery site: its session (opened with a token of the main API, ended on logout or by QA as if its cookie
 * expired), the customer's orders and the one on its way, loyalty points and vouchers, and the contact requests and
 * order incidents it receives.
 */
import type { components as Delivery, paths as DeliveryPaths } from '../../api/generated/delivery-api';
import type { Fixtures } from '../fixtures';
import type { UserRecord } from './accounts';
import { MOCK_MESSAGES, MockFailure } from './failure';
import { clone, type Kept } from './persistence';

type ContactRequest = Delivery['schemas']['ContactRequest'];
type OrderIncident = Delivery['schemas']['OrderIncident'];
/** Every answer the contract allows to the ongoing-order call, the four ways of saying "none" included. */
export type OngoingOrderAnswer =
  DeliveryPaths['/api/v1/users/{userId}/orders/latest_ongoing_summary']['get']['responses'][200]['content']['application/json'];

export type DeliveryState = {
  deliverySessionUserId: number | null;
  contactRequests: (ContactRequest & { received_at: string })[];
  orderIncidents: (OrderIncident & { user_id: number; received_at: string })[];
  /** What the ongoing-order call answers every customer instead of their order on its way (`setOngoingOrder`). */
  ongoingOrderAnswer: OngoingOrderAnswer | null;
};

export function initialDelivery(): DeliveryState {
  return { deliverySessionUserId: null, contactRequests: [], orderIncidents: [], ongoingOrderAnswer: null };
}

/** What the delivery site needs of the accounts: who a main API token belongs to, and who an id is. */
export type DeliveryCustomers = {
  findUser: (id: number) => UserRecord | undefined;
  userFromToken: (token: string) => UserRecord;
};

export type DeliveryOptions = { now: () => number; rewards: Fixtures['users']['rewards'] };

const ORDERS_PAGE_SIZE = 10;

/** The delivery site's calls and controls, plus `forgetCustomer` for an account that is deleted. */
export function createDelivery(
  { state, persist }: Kept<DeliveryState>,
  customers: DeliveryCustomers,
  { now, rewards }: DeliveryOptions,
) {
  /** The delivery site forgets its session: on logout, and when QA ends it as if its cookie expired. */
  function endDeliverySession() {
    state().deliverySessionUserId = null;
    persist();
  }

  function requireDeliveryUser(userId?: number): UserRecord {
    const sessionUserId = state().deliverySessionUserId;
    const user = sessionUserId === null ? undefined : customers.findUser(sessionUserId);
    if (!user || (userId !== undefined && user.id !== userId))
      throw new MockFailure(401, MOCK_MESSAGES.noDeliverySession);
    return user;
  }

  return {
    /** Closes the session of a customer whose account is gone; the caller saves the state. */
    forgetCustomer(userId: number) {
      if (state().deliverySessionUserId === userId) state().deliverySessionUserId = null;
    },

    openDeliverySession(token: string, userId: number) {
      const user = customers.userFromToken(token);
      if (user.id !== userId) throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
      state().deliverySessionUserId = user.id;
      persist();
    },
    closeDeliverySession: endDeliverySession,
    recordContactRequest(body: ContactRequest) {
      state().contactRequests.push({ ...body, received_at: new Date(now()).toISOString() });
      persist();
    },
    recordOrderIncident(body: OrderIncident) {
      const user = requireDeliveryUser();
      if (!user.orders.some((o) => o.id === body.order_id)) throw new MockFailure(400, MOCK_MESSAGES.unknownOrder);
      state().orderIncidents.push({ ...body, user_id: user.id, received_at: new Date(now()).toISOString() });
      persist();
    },
    orders(userId: number, page: number) {
      const user = requireDeliveryUser(userId);
      return [...user.orders]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice((page - 1) * ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE)
        .map((o) => ({ id: o.id, created_at: o.created_at, total: o.total }));
    },
    ongoingOrder(userId: number): OngoingOrderAnswer {
      const user = requireDeliveryUser(userId);
      const answer = state().ongoingOrderAnswer;
      if (answer) return clone(answer);
      const order = user.orders.find((o) => o.status === 'on_the_way');
      return { order: order ? { id: order.id, status: order.status } : null };
    },
    vouchers(userId: number) {
      return requireDeliveryUser(userId).vouchers.map((v) => ({ ...v }));
    },
    loyalty() {
      const user = requireDeliveryUser();
      return {
        user: { lifetime_points: user.lifetime_points },
        rewards: rewards.map((r) => ({ stars: r.stars, image: r.image })),
      };
    },

    /**
     * Makes the ongoing-order call answer every customer with `answer`, any shape the contract allows, instead of the
     * order on its way in their fixtures: `{ order: null }`, `{}` (no `order`), `{ order: {} }` and
     * `{ order: { status: 'on_the_way' } }` (no id) all mean none; `{ order: { id: 5150 } }` is an order. Kept with
     * the rest of the mock's state; `setOngoingOrder()` goes back to the fixtures.
     */
    setOngoingOrder(answer?: OngoingOrderAnswer) {
      state().ongoingOrderAnswer = answer === undefined ? null : clone(answer);
      persist();
    },
    /** Ends the delivery site's session, as when its cookie expires; the main API's tokens stay valid. */
    endDeliverySessions: endDeliverySession,
  };
}
