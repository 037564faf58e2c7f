import type { components as Delivery, paths as DeliveryPaths } from '../api/generated/delivery-api';
import type { components as Main } from '../api/generated/main-api';
import passwordRule from '../../schemas/forms/definitions/password.schema.json';
import type { Fixtures, Localized, UserFixture } from './fixtures';

type Lang = keyof Localized;
type ContactRequest = Delivery['schemas']['ContactRequest'];
type OrderIncident = Delivery['schemas']['OrderIncident'];
/** Every answer the contract allows to the ongoing-order call, the four ways of saying "none" included. */
export type OngoingOrderAnswer =
  DeliveryPaths['/api/v1/users/{userId}/orders/latest_ongoing_summary']['get']['responses'][200]['content']['application/json'];

/**
 * A failed call as the API answers it: `{"Message": ...}` with its status. It is a Response, so a handler
 * can let it propagate: MSW answers with a thrown Response.
 */
export class MockFailure extends Response {
  readonly message: string;

  constructor(status: 400 | 401 | 403 | 404, message: string) {
    super(JSON.stringify({ Message: message }), { status, headers: { 'Content-Type': 'application/json' } });
    this.message = message;
  }
}

/** Messages of the real API, in its language (the site shows them as they come). */
export const MOCK_MESSAGES = {
  wrongCredentials: 'Wrong email or password',
  notValidated: 'Please validate your email address before logging in.',
  emailTaken: 'This email address is already registered.',
  unknownEmail: 'The email address is not assigned to any user account.',
  weakPassword: 'The password needs at least 6 characters, one lowercase letter, one uppercase letter and one number.',
  invalidToken: 'Invalid or expired token',
  invalidRefresh: 'Invalid refresh token',
  invalidKey: 'Invalid API key',
  noDeliverySession: 'Not logged in',
  notFound: 'Not found',
  unknownOrder: 'The order does not belong to this customer.',
  missingFields: 'Some required fields are missing.',
  unavailable: 'The service is not available right now. Please try again later.',
} as const;

/** The site's password rule (the forms' one definition), which the API applies to every new password. */
const meetsPasswordRule = (password: string) =>
  [...password].length >= passwordRule.minLength && new RegExp(passwordRule.pattern, 'u').test(password);

type UserRecord = UserFixture;

type State = {
  users: UserRecord[];
  nextUserId: number;
  refreshTokens: Record<string, number>;
  revokedTokens: string[];
  /** Bumped to expire every token at once (token expiry on demand). */
  tokenGeneration: number;
  deliverySessionUserId: number | null;
  contactRequests: (ContactRequest & { received_at: string })[];
  orderIncidents: (OrderIncident & { user_id: number; received_at: string })[];
  emailsSent: { to: string; kind: 'validation' | 'password' }[];
  /** What the ongoing-order call answers every customer instead of their order on its way (`setOngoingOrder`). */
  ongoingOrderAnswer: OngoingOrderAnswer | null;
};

/**
 * How a call broken on purpose answers (`failRequests`): an error status with a Message, no answer at all
 * (the connection fails), a body that is not JSON, the right answer but late, or 401 to every call made with the
 * customer's credentials.
 */
export type FaultMode = 'status' | 'network' | 'malformed' | 'slow' | 'unauthorized';

export type FaultOptions = {
  /** 'status' unless told. */
  mode?: FaultMode;
  /** The status of 'status' answers: 500 unless told. */
  status?: number;
  /** How late a 'slow' answer comes: by default well past the site's 10 s request timeout. */
  delayMs?: number;
  /** The body of a 'malformed' answer (`{"data": [` unless told), or of a 'status' answer instead of its Message. */
  body?: string;
};

export type Fault = { pathPrefix: string; mode: FaultMode; status: number; delayMs: number; body?: string };

/** A call as the fault controls see it: whether it carries the customer's credentials decides 'unauthorized'. */
export type FaultedCall = { path: string; withCredentials: boolean };

export const SLOW_ANSWER_MS = 20_000;

export type Persistence = { load: () => string | null; save: (state: string) => void };

export type StoreOptions = {
  /** How long a token lives; the site refreshes it with autologin afterwards. */
  tokenTtlMs?: number;
  now?: () => number;
  persistence?: Persistence;
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function randomPart(): string {
  return Math.random().toString(36).slice(2, 12) + Math.random().toString(36).slice(2, 12);
}

export type MockStore = ReturnType<typeof createMockStore>;

export function createMockStore(fixtures: Fixtures, options: StoreOptions = {}) {
  const ttl = options.tokenTtlMs ?? 30 * 60 * 1000;
  const now = options.now ?? (() => Date.now());

  const initial = (): State => ({
    users: clone(fixtures.users.users),
    nextUserId: Math.max(0, ...fixtures.users.users.map((u) => u.id)) + 1,
    refreshTokens: {},
    revokedTokens: [],
    tokenGeneration: 0,
    deliverySessionUserId: null,
    contactRequests: [],
    orderIncidents: [],
    emailsSent: [],
    ongoingOrderAnswer: null,
  });

  let state: State = initial();
  const faults: Fault[] = [];
  const saved = options.persistence?.load();
  if (saved) {
    try {
      state = { ...initial(), ...(JSON.parse(saved) as Partial<State>) };
    } catch {
      state = initial();
    }
  }
  const persist = () => options.persistence?.save(JSON.stringify(state));

  const pick = (text: Localized, lang: Lang) => text[lang] || text.es;
  const allergenByKey = new Map(fixtures.allergens.allergens.map((a) => [a.key, a]));
  const productById = new Map(fixtures.menu.products.map((p) => [p.id, p]));
  const provinceById = new Map(fixtures.restaurants.provinces.map((p) => [p.id, p]));
  const serviceById = new Map(fixtures.restaurants.services.map((s) => [s.id, s]));

  const findUser = (id: number) => state.users.find((u) => u.id === id);
  const findByEmail = (email: string) => state.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

  function issueToken(userId: number): string {
    return `${userId}.${now()}.${state.tokenGeneration}.${randomPart()}`;
  }

  function userFromToken(token: string): UserRecord {
    const [id, issued, generation] = token.split('.');
    const issuedAt = Number(issued);
    const user = findUser(Number(id));
    if (!user || !Number.isFinite(issuedAt) || state.revokedTokens.includes(token)) {
      throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    }
    if (Number(generation) !== state.tokenGeneration || issuedAt + ttl <= now()) {
      throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    }
    return user;
  }

  function requireUser(authorization: string | null): UserRecord {
    const token = authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token) throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    return userFromToken(token);
  }

  /** The delivery site forgets its session: on logout, and when QA ends it as if its cookie expired. */
  function endDeliverySession() {
    state.deliverySessionUserId = null;
    persist();
  }

  function requireDeliveryUser(userId?: number): UserRecord {
    const user = state.deliverySessionUserId === null ? undefined : findUser(state.deliverySessionUserId);
    if (!user || (userId !== undefined && user.id !== userId)) throw new MockFailure(401, MOCK_MESSAGES.noDeliverySession);
    return user;
  }

  function session(user: UserRecord): Main['schemas']['Session'] {
    const refreshToken = `r.${user.id}.${randomPart()}`;
    state.refreshTokens[refreshToken] = user.id;
    persist();
    return { id: user.id, email: user.email, token: issueToken(user.id), refreshToken };
  }

  const toUser = (u: UserRecord): Main['schemas']['User'] => ({
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, phone: u.phone, news: u.news,
    privacyPolicyAccepted: u.privacyPolicyAccepted, loyaltyChangesAccepted: u.loyaltyChangesAccepted,
  });

  const toNews = (item: Fixtures['news']['news'][number], lang: Lang): Main['schemas']['NewsItem'] => ({
    id: item.id, name: pick(item.name, lang), url: item.url, sec: item.sec, image: item.image,
  });

  const hasTags = (itemTags: string[], tags: string) =>
    tags.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean).every((t) => itemTags.includes(t));

  const summary = (id: number, lang: Lang): Main['schemas']['ProductSummary'] => {
    const p = productById.get(id);
    if (!p) throw new Error(`Fixture product ${id} is missing`);
    return { id: p.id, name: pick(p.name, lang), description: pick(p.description, lang), image: p.image };
  };

  return {
    // --- main API: accounts ---
    register(body: Main['schemas']['RegisterRequest']) {
      if (findByEmail(body.email)) throw new MockFailure(400, MOCK_MESSAGES.emailTaken);
      if (!meetsPasswordRule(body.password)) throw new MockFailure(400, MOCK_MESSAGES.weakPassword);
      if (![body.firstName, body.lastName, body.phone].every((v) => v.trim())) {
        throw new MockFailure(400, MOCK_MESSAGES.missingFields);
      }
      // The mock takes the validation link as followed at once, so a new account can log in straight away.
      state.users.push({
        id: state.nextUserId++, email: body.email.trim(), password: body.password, firstName: body.firstName,
        lastName: body.lastName, phone: body.phone, news: body.news, privacyPolicyAccepted: true,
        loyaltyChangesAccepted: true, validated: true, lifetime_points: 0, vouchers: [], orders: [],
      });
      state.emailsSent.push({ to: body.email, kind: 'validation' });
      persist();
    },
    login(email: string, password: string) {
      const user = findByEmail(email);
      if (!user || user.password !== password) throw new MockFailure(400, MOCK_MESSAGES.wrongCredentials);
      if (!user.validated) throw new MockFailure(400, MOCK_MESSAGES.notValidated);
      return session(user);
    },
    autologin(email: string, refreshToken: string) {
      const userId = state.refreshTokens[refreshToken];
      const user = userId === undefined ? undefined : findUser(userId);
      if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
        throw new MockFailure(401, MOCK_MESSAGES.invalidRefresh);
      }
      return { token: issueToken(user.id) };
    },
    forgotPassword(email: string) {
      if (!findByEmail(email)) throw new MockFailure(400, MOCK_MESSAGES.unknownEmail);
      state.emailsSent.push({ to: email, kind: 'password' });
      persist();
    },
    resendEmail(email: string) {
      if (!findByEmail(email)) throw new MockFailure(400, MOCK_MESSAGES.unknownEmail);
      state.emailsSent.push({ to: email, kind: 'validation' });
      persist();
    },
    getUser(authorization: string | null) {
      return toUser(requireUser(authorization));
    },
    updateUser(authorization: string | null, body: Main['schemas']['UpdateUserRequest']) {
      const user = requireUser(authorization);
      const other = findByEmail(body.email);
      if (other && other.id !== user.id) throw new MockFailure(400, MOCK_MESSAGES.emailTaken);
      if (![body.firstName, body.lastName, body.phone, body.email].every((v) => v.trim())) {
        throw new MockFailure(400, MOCK_MESSAGES.missingFields);
      }
      Object.assign(user, { email: body.email.trim(), firstName: body.firstName, lastName: body.lastName, phone: body.phone, news: body.news });
      persist();
    },
    deleteUser(authorization: string | null) {
      const user = requireUser(authorization);
      state.users = state.users.filter((u) => u.id !== user.id);
      for (const [token, id] of Object.entries(state.refreshTokens)) if (id === user.id) delete state.refreshTokens[token];
      if (state.deliverySessionUserId === user.id) state.deliverySessionUserId = null;
      persist();
    },
    changePassword(authorization: string | null, password: string) {
      const user = requireUser(authorization);
      if (!meetsPasswordRule(password)) throw new MockFailure(400, MOCK_MESSAGES.weakPassword);
      user.password = password;
      persist();
    },
    acceptPrivacyPolicy(authorization: string | null, news: boolean) {
      const user = requireUser(authorization);
      user.privacyPolicyAccepted = true;
      user.news = user.news || news;
      persist();
    },
    acceptLoyaltyChanges(authorization: string | null, news: boolean) {
      const user = requireUser(authorization);
      user.loyaltyChangesAccepted = true;
      user.news = user.news || news;
      persist();
    },

    // --- main API: content ---
    news: (lang: Lang, tags: string) => fixtures.news.news.filter((n) => hasTags(n.tags, tags)).map((n) => toNews(n, lang)),
    popups: (lang: Lang, tags: string) => fixtures.news.popups.filter((n) => hasTags(n.tags, tags)).map((n) => toNews(n, lang)),
    provinces: (): Main['schemas']['Province'][] => fixtures.restaurants.provinces.map((p) => ({ ...p })),
    services: (lang: Lang): Main['schemas']['Service'][] =>
      fixtures.restaurants.services.map((s) => ({ id: s.id, name: pick(s.name, lang) })),
    restaurants: (lang: Lang): Main['schemas']['Restaurant'][] =>
      fixtures.restaurants.restaurants.map((r) => {
        const province = provinceById.get(r.provinceId);
        if (!province) throw new Error(`Fixture province ${r.provinceId} is missing`);
        return {
          id: r.id, name: r.name, address: r.address, city: r.city, postalCode: r.postalCode,
          latitude: r.latitude, longitude: r.longitude, province: { ...province },
          services: r.serviceIds.flatMap((id) => {
            const service = serviceById.get(id);
            return service ? [{ id: service.id, name: pick(service.name, lang) }] : [];
          }),
          schedule: { ...r.schedule },
        };
      }),
    menu: (lang: Lang): Main['schemas']['MenuCategory'][] =>
      fixtures.menu.categories.map((c) => ({
        id: c.id, name: pick(c.name, lang), thumbnail: c.thumbnail,
        products: c.products.map((id) => summary(id, lang)),
        children: c.children.map((child) => ({ id: child.id, name: pick(child.name, lang), products: child.products.map((id) => summary(id, lang)) })),
      })),
    product(id: number, lang: Lang): Main['schemas']['ProductDetails'] {
      const p = productById.get(id);
      if (!p) throw new MockFailure(404, MOCK_MESSAGES.notFound);
      return {
        keyname: p.keyname, name: pick(p.name, lang), description: pick(p.description, lang), image: p.image,
        nutrition: { ...p.nutrition },
        allergens: p.allergens.flatMap((key) => {
          const allergen = allergenByKey.get(key);
          return allergen ? [{ name: pick(allergen.name, lang), image: allergen.image }] : [];
        }),
      };
    },

    // --- delivery site ---
    openDeliverySession(token: string, userId: number) {
      const user = userFromToken(token);
      if (user.id !== userId) throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
      state.deliverySessionUserId = user.id;
      persist();
    },
    closeDeliverySession: endDeliverySession,
    recordContactRequest(body: ContactRequest) {
      state.contactRequests.push({ ...body, received_at: new Date(now()).toISOString() });
      persist();
    },
    recordOrderIncident(body: OrderIncident) {
      const user = requireDeliveryUser();
      if (!user.orders.some((o) => o.id === body.order_id)) throw new MockFailure(400, MOCK_MESSAGES.unknownOrder);
      state.orderIncidents.push({ ...body, user_id: user.id, received_at: new Date(now()).toISOString() });
      persist();
    },
    orders(userId: number, page: number) {
      const user = requireDeliveryUser(userId);
      const pageSize = 10;
      return [...user.orders]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice((page - 1) * pageSize, page * pageSize)
        .map((o) => ({ id: o.id, created_at: o.created_at, total: o.total }));
    },
    ongoingOrder(userId: number): OngoingOrderAnswer {
      const user = requireDeliveryUser(userId);
      if (state.ongoingOrderAnswer) return clone(state.ongoingOrderAnswer);
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
        rewards: fixtures.users.rewards.map((r) => ({ stars: r.stars, image: r.image })),
      };
    },

    // --- controls for tests and QA ---
    /**
     * Breaks every call whose path starts with `pathPrefix`, on either API, until `restoreRequests()`, to see how
     * the site copes when part of the API misbehaves. `failRequests(prefix)` and `failRequests(prefix, 503)` answer
     * with that status (500 unless told) and a Message; the options choose another fault:
     * - `{ mode: 'network' }`: no answer, the connection fails;
     * - `{ mode: 'malformed', body? }`: status 200 with a body that is not JSON (`{"data": [` unless told);
     * - `{ mode: 'slow', delayMs? }`: the right answer, 20 s late unless told;
     * - `{ mode: 'unauthorized' }`: 401 to every call made with the customer's credentials (a main API call with a
     *   token, a delivery call that needs its session), as if every token were refused; autologin still works,
     *   and `failRequests('/api/v1/auth/autologin', { status: 401 })` makes it fail too.
     * When several apply, the last one set wins. Not kept across reloads.
     */
    failRequests(pathPrefix: string, options: number | FaultOptions = {}) {
      const { mode = 'status', status = 500, delayMs = SLOW_ANSWER_MS, body } = typeof options === 'number' ? { status: options } : options;
      if (!Number.isInteger(status) || status < 400 || status > 599) throw new RangeError(`failRequests: ${status} is not an error status`);
      if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`failRequests: ${delayMs} is not a delay`);
      faults.push({ pathPrefix, mode, status, delayMs, body });
    },
    restoreRequests() {
      faults.length = 0;
    },
    /** The fault a call falls under, if any. */
    faultFor(call: FaultedCall): Fault | undefined {
      return faults.findLast(
        (fault) => call.path.startsWith(fault.pathPrefix) && (fault.mode !== 'unauthorized' || call.withCredentials),
      );
    },
    /**
     * Makes the ongoing-order call answer every customer with `answer`, any shape the contract allows, instead of the
     * order on its way in their fixtures: `{ order: null }`, `{}` (no `order`), `{ order: {} }` and
     * `{ order: { status: 'on_the_way' } }` (no id) all mean none; `{ order: { id: 5150 } }` is an order. Kept with
     * the rest of the mock's state; `setOngoingOrder()` goes back to the fixtures.
     */
    setOngoingOrder(answer?: OngoingOrderAnswer) {
      state.ongoingOrderAnswer = answer === undefined ? null : clone(answer);
      persist();
    },
    /** Every token issued so far stops working, as if it had expired; refresh tokens stay valid. */
    expireTokens() {
      state.tokenGeneration += 1;
      persist();
    },
    /** Ends the delivery site's session, as when its cookie expires; the main API's tokens stay valid. */
    endDeliverySessions: endDeliverySession,
    /** Ends every session on the server side: tokens expire and refresh tokens stop working. */
    revokeSessions() {
      state.tokenGeneration += 1;
      state.refreshTokens = {};
      persist();
    },
    reset() {
      state = initial();
      faults.length = 0;
      persist();
    },
    get contactRequests() {
      return state.contactRequests;
    },
    get orderIncidents() {
      return state.orderIncidents;
    },
    get emailsSent() {
      return state.emailsSent;
    },
    findUserByEmail: (email: string) => {
      const user = findByEmail(email);
      return user ? clone(user) : undefined;
    },
  };
}
