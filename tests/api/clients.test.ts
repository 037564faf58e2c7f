import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deliveryApi, mainApi } from '../../src/api/clients';
import { ApiError, unwrap } from '../../src/api/errors';
import { newsQuery } from '../../src/api/queries/news';
import { userQuery } from '../../src/api/queries/user';
import { TEST_API } from '../../src/mocks/node';
import { MOCK_MESSAGES } from '../../src/mocks/store';
import { login, logout } from '../../src/session/auth';
import { getSession, onSessionEnded, SESSION_STORAGE_KEY } from '../../src/session/session';
import { setupMockApi } from '../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const api = setupMockApi();

const fetchNews = (locale: 'es' | 'en' | 'ca' = 'es') =>
  newsQuery(locale, 'WEB,HOME').queryFn!({ signal: new AbortController().signal } as never);
const fetchProfile = (id: number) => userQuery(id).queryFn!({ signal: new AbortController().signal } as never);
const calls = (path: string) => api.requests.filter((request) => new URL(request.url).pathname === path);

describe('main API client', () => {
  it('sends the key and the current language on every call, no Content-Type on a read, and no token without a session', async () => {
    api.language.current = 'ca';
    await fetchNews('ca');
    const [request] = calls('/api/v1/news');
    expect(request).toBeDefined();
    const url = new URL(request!.url);
    expect(url.searchParams.get('key')).toBe(TEST_API.apiKey);
    expect(url.searchParams.get('tags')).toBe('WEB,HOME');
    expect(request!.headers.get('Accept-Language')).toBe('ca');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.headers.has('Content-Type')).toBe(false);
    expect(request!.headers.has('Authorization')).toBe(false);
  });

  it('says JSON on a call with a body, and nothing on the account’s deletion, which has none', async () => {
    const session = await login(DEMO.email, DEMO.password);
    await unwrap(mainApi().DELETE('/api/v1/auth/user'));
    expect(calls('/api/v1/auth/login')[0]?.headers.get('Content-Type')).toBe('application/json');
    const [deletion] = calls('/api/v1/auth/user');
    expect(deletion?.method).toBe('DELETE');
    expect(deletion?.headers.get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(deletion?.headers.has('Content-Type')).toBe(false);
  });

  it('asks for the language its address names in Accept-Language too, whatever the visitor’s language says', async () => {
    // As a call started before the visitor's language is known: the address and the header must still agree.
    api.language.current = 'es';
    await fetchNews('ca');
    const [request] = calls('/api/v1/news');
    expect(new URL(request!.url).searchParams.get('language')).toBe('ca');
    expect(request!.headers.get('Accept-Language')).toBe('ca');
  });

  it('sends the visitor’s language on calls whose address names none', async () => {
    api.language.current = 'en';
    const session = await login(DEMO.email, DEMO.password);
    await fetchProfile(session.id);
    expect(calls('/api/v1/auth/user')[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('sends the bearer token while a session exists', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const user = await fetchProfile(session.id);
    expect(user.firstName).toBe('Lucía');
    expect(calls('/api/v1/auth/user')[0]?.headers.get('Authorization')).toBe(`Bearer ${session.token}`);
  });

  it("rejects with the body's Message", async () => {
    const failure = login(DEMO.email, 'wrong').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: MOCK_MESSAGES.wrongCredentials,
      status: 400,
      kind: 'http',
      hasServerMessage: true,
    });
    expect(getSession()).toBeNull();
  });

  it('rejects with the status text when the body has no Message', async () => {
    api.server.use(
      http.get(
        `${TEST_API.mainBaseUrl}/api/v1/news`,
        () => new HttpResponse('<html>down</html>', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(fetchNews()).rejects.toMatchObject({
      message: 'Service Unavailable',
      status: 503,
      hasServerMessage: false,
    });
  });

  it('rejects a network failure as a network error', async () => {
    api.server.use(http.get(`${TEST_API.mainBaseUrl}/api/v1/news`, () => HttpResponse.error()));
    await expect(fetchNews()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('rejects a malformed body as a parse error', async () => {
    api.server.use(
      http.get(
        `${TEST_API.mainBaseUrl}/api/v1/news`,
        () => new HttpResponse('{"data": [', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(fetchNews()).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('session', () => {
  it('stores id, email, token and refresh token, and opens the delivery session', async () => {
    const session = await login(DEMO.email, DEMO.password);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    expect(Object.keys(session).sort()).toEqual(['email', 'id', 'refreshToken', 'token']);
    const [delivery] = calls('/api/v1/auth');
    expect(new URL(delivery!.url).origin).toBe(TEST_API.deliveryBaseUrl);
    expect(delivery!.credentials).toBe('include');
    expect(await delivery!.json()).toEqual({ token: session.token, user_id: session.id });
  });

  it('refreshes an expired token once for many failed calls, then retries each of them', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    api.requests.length = 0;

    const profiles = await Promise.all([fetchProfile(session.id), fetchProfile(session.id), fetchProfile(session.id)]);

    expect(profiles.map((user) => user.email)).toEqual([DEMO.email, DEMO.email, DEMO.email]);
    const autologins = calls('/api/v1/auth/autologin');
    expect(autologins).toHaveLength(1);
    expect(await autologins[0]!.json()).toEqual({ email: DEMO.email, refreshToken: session.refreshToken });
    const fresh = getSession();
    expect(fresh?.token).not.toBe(session.token);
    expect(fresh?.refreshToken).toBe(session.refreshToken);
    // Three failed, three retried with the new token.
    const profileCalls = calls('/api/v1/auth/user');
    expect(profileCalls).toHaveLength(6);
    expect(
      profileCalls.slice(3).every((request) => request.headers.get('Authorization') === `Bearer ${fresh?.token}`),
    ).toBe(true);
    // The delivery site is told about the new token too.
    expect(await calls('/api/v1/auth').at(-1)!.json()).toEqual({ token: fresh?.token, user_id: session.id });
  });

  it('ends the session when the refresh fails', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    api.store.revokeSessions();

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    stop();
  });

  it('does not try to refresh after wrong credentials', async () => {
    await expect(login(DEMO.email, 'Nope1234')).rejects.toBeInstanceOf(ApiError);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
  });

  it('logs out here and on the delivery site', async () => {
    await login(DEMO.email, DEMO.password);
    await logout();
    expect(getSession()).toBeNull();
    expect(calls('/api/v1/logout')).toHaveLength(1);
    await expect(unwrap(deliveryApi().GET('/api/v1/loyalty/rewards'))).rejects.toMatchObject({ status: 401 });
  });
});

describe('delivery client', () => {
  it('sends credentials and the configured provider segment', async () => {
    await unwrap(
      deliveryApi().POST('/api/{provider}/v1/incidents', {
        params: { path: { provider: TEST_API.deliveryProvider } },
        body: {
          first_name: 'Ana',
          last_name: 'Ruiz',
          email: 'ana@example.com',
          phone: '600000000',
          source: 'Web',
          comments: 'Muy buen servicio',
          reason: 'SERVICE',
          accepted_news: false,
        },
      }),
    );
    const [request] = calls(`/api/${TEST_API.deliveryProvider}/v1/incidents`);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(api.store.contactRequests).toHaveLength(1);
  });

  it('says no Content-Type on a call without a body: a read, and closing its session', async () => {
    await login(DEMO.email, DEMO.password);
    await unwrap(deliveryApi().GET('/api/v1/loyalty/rewards'));
    await logout();
    const [read] = calls('/api/v1/loyalty/rewards');
    const [closing] = calls('/api/v1/logout');
    expect(read?.headers.get('Accept')).toBe('application/json');
    expect(read?.headers.has('Content-Type')).toBe(false);
    expect(closing?.method).toBe('POST');
    expect(closing?.headers.has('Content-Type')).toBe(false);
    // Opening the session sends a body, and says so.
    expect(calls('/api/v1/auth')[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('reads the logged-in customer data after login', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const loyalty = await unwrap(deliveryApi().GET('/api/v1/loyalty/rewards'));
    expect(loyalty.user.lifetime_points).toBe(13);
    const main = await unwrap(mainApi().GET('/api/v1/auth/user'));
    expect(main.data.id).toBe(session.id);
  });
});
