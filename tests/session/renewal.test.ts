import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../src/api/clients';
import { unwrap } from '../../src/api/errors';
import { userQuery } from '../../src/api/queries/user';
import { TEST_API } from '../../src/mocks/node';
import { MOCK_MESSAGES } from '../../src/mocks/store';
import { DELIVERY_MARK_KEY, readDeliveryMark, REFUSAL_KEPT_MS } from '../../src/session/delivery-session';
import { endSession, login, logout } from '../../src/session/auth';
import { getSession, onSessionEnded, SESSION_STORAGE_KEY } from '../../src/session/session';
import { setupMockApi } from '../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const api = setupMockApi();

const fetchProfile = (id: number) => userQuery(id).queryFn!({ signal: new AbortController().signal } as never);
const fetchLoyalty = () => unwrap(deliveryApi().GET('/api/v1/loyalty/rewards'));
const calls = (path: string) => api.requests.filter((request) => new URL(request.url).pathname === path);
const deliveryCalls = (path: string) =>
  calls(path).filter((request) => new URL(request.url).origin === TEST_API.deliveryBaseUrl);

/** Every session end each test of the block sees, by reason. */
function watchEnds() {
  const ended = vi.fn();
  let stop = () => {};
  beforeEach(() => {
    ended.mockClear();
    stop = onSessionEnded(ended);
  });
  afterEach(() => stop());
  return ended;
}

/** The autologin answer replaced by `answer`, as long as the test runs. */
const autologinAnswers = (answer: () => Response) =>
  api.server.use(http.post(`${TEST_API.mainBaseUrl}/api/v1/auth/autologin`, answer));

describe('a refresh that cannot be made keeps the session', () => {
  const failures: Array<[string, () => Response, string]> = [
    ['a server error', () => HttpResponse.json({ Message: MOCK_MESSAGES.unavailable }, { status: 500 }), 'http'],
    ['a 503 without a message', () => new HttpResponse(null, { status: 503 }), 'http'],
    ['no connection', () => HttpResponse.error(), 'network'],
    [
      'a body that is not JSON',
      () => new HttpResponse('{"data": [', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      'parse',
    ],
    ['an answer without a token', () => HttpResponse.json({ data: {} }), 'parse'],
    ['an empty token', () => HttpResponse.json({ data: { token: '' } }), 'parse'],
  ];

  it.each(failures)(
    '%s: the call fails with that error, the session stays, and the next call refreshes',
    async (_, answer, kind) => {
      const ended = vi.fn();
      const stop = onSessionEnded(ended);
      const session = await login(DEMO.email, DEMO.password);
      api.store.expireTokens();
      autologinAnswers(answer);

      await expect(fetchProfile(session.id)).rejects.toMatchObject({ kind });
      expect(getSession()).toEqual(session);
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
      expect(ended).not.toHaveBeenCalled();

      // The API is back: the same call refreshes and succeeds.
      api.server.resetHandlers();
      const user = await fetchProfile(session.id);
      expect(user.email).toBe(DEMO.email);
      expect(getSession()?.token).not.toBe(session.token);
      stop();
    },
  );

  it.each([400, 401, 403])('a refusal (%i) ends the session and tells the delivery site', async (status) => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    autologinAnswers(() => HttpResponse.json({ Message: MOCK_MESSAGES.invalidRefresh }, { status }));

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    await vi.waitFor(() => expect(deliveryCalls('/api/v1/logout')).toHaveLength(1));
    stop();
  });
});

describe('the delivery site’s session is opened again', () => {
  const ended = watchEnds();

  it('with the current token when it ended, and the call is tried again', async () => {
    await login(DEMO.email, DEMO.password);
    api.store.endDeliverySessions();
    api.requests.length = 0;

    const loyalty = await fetchLoyalty();

    expect(loyalty.user.lifetime_points).toBe(13);
    expect(deliveryCalls('/api/v1/auth')).toHaveLength(1);
    expect(await deliveryCalls('/api/v1/auth')[0]!.json()).toEqual({
      token: getSession()!.token,
      user_id: getSession()!.id,
    });
    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(deliveryCalls('/api/v1/loyalty/rewards')).toHaveLength(2);
  });

  it('after autologin when the delivery site refuses the current token, and once for many calls', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.endDeliverySessions();
    api.store.expireTokens();
    api.requests.length = 0;

    const answers = await Promise.all([fetchLoyalty(), fetchLoyalty(), fetchLoyalty()]);

    expect(answers.map((answer) => answer.user.lifetime_points)).toEqual([13, 13, 13]);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
    const opens = deliveryCalls('/api/v1/auth');
    expect(opens).toHaveLength(2);
    expect(await opens[0]!.json()).toEqual({ token: session.token, user_id: session.id });
    const renewed = getSession()!;
    expect(renewed.token).not.toBe(session.token);
    expect(await opens[1]!.json()).toEqual({ token: renewed.token, user_id: session.id });
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session only when autologin is refused', async () => {
    await login(DEMO.email, DEMO.password);
    api.store.endDeliverySessions();
    api.store.revokeSessions();

    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('keeps the session when the delivery site cannot be reached, and works once it is back', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.endDeliverySessions();
    api.server.use(http.post(`${TEST_API.deliveryBaseUrl}/api/v1/auth`, () => HttpResponse.error()));

    await expect(fetchLoyalty()).rejects.toMatchObject({ kind: 'network' });
    expect(getSession()).toEqual(session);

    api.server.resetHandlers();
    expect((await fetchLoyalty()).user.lifetime_points).toBe(13);
    expect(ended).not.toHaveBeenCalled();
  });

  it('asks once, not on every call, when the delivery site never keeps the session (its cookie blocked)', async () => {
    const session = await login(DEMO.email, DEMO.password);
    // Every delivery call that needs its session is refused, while opening it is answered as usual.
    api.store.failRequests('/api/v1/loyalty', { mode: 'unauthorized' });
    api.requests.length = 0;

    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });

    expect(deliveryCalls('/api/v1/auth')).toHaveLength(1);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(deliveryCalls('/api/v1/loyalty/rewards')).toHaveLength(4);
    expect(getSession()).toEqual(session);
    expect(ended).not.toHaveBeenCalled();
    // The main API's parts still work.
    expect((await fetchProfile(session.id)).email).toBe(DEMO.email);
  });

  it('asks again once the refusal is five minutes old, in every tab, and at the next login', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.failRequests('/api/v1/loyalty', { mode: 'unauthorized' });
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    api.requests.length = 0;
    const refusedAt = Date.now();

    const now = vi.spyOn(Date, 'now').mockReturnValue(refusedAt + REFUSAL_KEPT_MS - 1000);
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    expect(deliveryCalls('/api/v1/auth')).toHaveLength(0);

    now.mockReturnValue(refusedAt + REFUSAL_KEPT_MS + 1000);
    expect(readDeliveryMark()).toBeNull();
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    expect(deliveryCalls('/api/v1/auth')).toHaveLength(1);
    now.mockRestore();

    // Refused again; then a login whose delivery call does not get through keeps no old refusal.
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    expect(readDeliveryMark()).toMatchObject({ state: 'refused', token: session.token });
    api.store.restoreRequests();
    api.server.use(http.post(`${TEST_API.deliveryBaseUrl}/api/v1/auth`, () => HttpResponse.error(), { once: true }));
    await login(DEMO.email, DEMO.password);
    expect(readDeliveryMark()).toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('asks once when even a fresh token is refused, and not again for that token', async () => {
    await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    api.server.use(
      http.post(`${TEST_API.deliveryBaseUrl}/api/v1/auth`, () =>
        HttpResponse.json({ Message: MOCK_MESSAGES.invalidToken }, { status: 401 }),
      ),
    );
    api.store.endDeliverySessions();
    api.requests.length = 0;

    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });

    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
    expect(deliveryCalls('/api/v1/auth')).toHaveLength(2);
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('is not opened again by a tab whose call was sent before another tab opened it', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.endDeliverySessions();
    // Another tab opens it again while this tab's call is on its way: this tab only sends its call again.
    api.server.use(
      http.get(
        `${TEST_API.deliveryBaseUrl}/api/v1/loyalty/rewards`,
        () => {
          api.store.openDeliverySession(session.token, session.id);
          localStorage.setItem(
            DELIVERY_MARK_KEY,
            JSON.stringify({ token: session.token, state: 'open', opened: 'another-tab' }),
          );
          return HttpResponse.json({ Message: MOCK_MESSAGES.noDeliverySession }, { status: 401 });
        },
        { once: true },
      ),
    );
    api.requests.length = 0;

    expect((await fetchLoyalty()).user.lifetime_points).toBe(13);
    expect(deliveryCalls('/api/v1/auth')).toHaveLength(0);
  });
});

describe('ending a session tells the delivery site', () => {
  it('on logout, trying once more when the first attempt fails, without waiting for it', async () => {
    await login(DEMO.email, DEMO.password);
    api.server.use(http.post(`${TEST_API.deliveryBaseUrl}/api/v1/logout`, () => HttpResponse.error(), { once: true }));
    api.requests.length = 0;

    const told = logout();
    // Logged out here at once, whatever the delivery site answers.
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(DELIVERY_MARK_KEY)).toBeNull();
    await told;
    expect(deliveryCalls('/api/v1/logout')).toHaveLength(2);
    await expect(fetchLoyalty()).rejects.toMatchObject({ status: 401 });
  });

  it('on account deletion', async () => {
    await login(DEMO.email, DEMO.password);
    api.requests.length = 0;
    await endSession('deleted');
    expect(getSession()).toBeNull();
    expect(deliveryCalls('/api/v1/logout')).toHaveLength(1);
  });
});

describe('login answers', () => {
  const answers: Array<[string, unknown]> = [
    ['no data', {}],
    ['no id', { data: { email: DEMO.email, token: 't', refreshToken: 'r' } }],
    ['no token', { data: { id: 1, email: DEMO.email, refreshToken: 'r' } }],
    ['an empty token', { data: { id: 1, email: DEMO.email, token: '', refreshToken: 'r' } }],
    ['an id that is a text', { data: { id: '1', email: DEMO.email, token: 't', refreshToken: 'r' } }],
    ['a list', [{ id: 1 }]],
  ];

  it.each(answers)('with %s are a failed login, never a session', async (_, body) => {
    api.server.use(http.post(`${TEST_API.mainBaseUrl}/api/v1/auth/login`, () => HttpResponse.json(body as object)));
    await expect(login(DEMO.email, DEMO.password)).rejects.toMatchObject({ kind: 'parse' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
