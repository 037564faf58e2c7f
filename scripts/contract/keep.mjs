/**
 * What an answer gives the calls after it, named by the scenario table's `keep`. Each extractor reads the parsed
 * body defensively (an answer that drifted may lack what it looks for) and returns the values it found; a later
 * row that needs a value nobody gave is skipped, and says which row should have given it.
 */

const object = (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : undefined);
const list = (value) => (Array.isArray(value) ? value : []);

/**
 * @type {Record<string, { provides: string[]; extract: (body: any) => Record<string, any> }>}
 */
export const KEEPERS = {
  /** The login answer: the session the customer's calls are made with. */
  session: {
    provides: ['token', 'refreshToken', 'userId'],
    extract: (body) => {
      const data = object(object(body)?.data);
      return { token: data?.token, refreshToken: data?.refreshToken, userId: data?.id };
    },
  },
  /** The delivery site opened its session (and set its cookie): the calls that need it can be made. */
  deliverySession: {
    provides: ['deliverySession'],
    extract: () => ({ deliverySession: true }),
  },
  /** Autologin's new token replaces the login's, as in the site. */
  refreshedToken: {
    provides: ['token'],
    extract: (body) => ({ token: object(object(body)?.data)?.token }),
  },
  /** The profile, for the writes that save it with its own values and the tickets' sender. */
  profile: {
    provides: ['profile'],
    extract: (body) => ({ profile: object(object(body)?.data) }),
  },
  /** The first two products of the menu's first category (its own products first, then its sub-categories'). */
  menuProducts: {
    provides: ['productIds'],
    extract: (body) => {
      const first = object(list(object(body)?.data)[0]);
      if (!first) return { productIds: undefined };
      const products = [
        ...list(first.products),
        ...list(first.children).flatMap((child) => list(object(child)?.products)),
      ];
      const ids = products.map((product) => object(product)?.id).filter((id) => id !== undefined && id !== null);
      return { productIds: ids.length > 0 ? ids.slice(0, 2) : undefined };
    },
  },
  /** The customer's latest order, for the order incident. */
  firstOrder: {
    provides: ['orderId'],
    extract: (body) => ({ orderId: object(list(object(body)?.results)[0])?.id }),
  },
};
