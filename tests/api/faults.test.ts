import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainApi } from '../../src/api/clients';
import { REQUEST_TIMEOUT_MS } from '../../src/api/middleware/sent-requests';
import { send } from '../../src/api/errors';
import { newsQuery } from '../../src/api/queries/news';
import { userQuery } from '../../src/api/queries/user';
import { vouchersQuery } from '../../src/api/queries/vouchers';
import { MOCK_MESSAGES } from '../../src/mocks/store';
import { login } from '../../src/session/auth';
import { getSession } from '../../src/session/session';
import { setupMockApi } from '../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const api = setupMockApi();

const signal = () => new AbortController().signal;
const fetchNews = () => newsQuery('es', 'WEB,HOME').queryFn!({ signal: signal() } as never);
const fetchProfile = (id: number) => userQuery(id).queryFn!({ signal: signal() } as never);
const fetchVouchers = (id: number) => vouchersQuery(id).queryFn!({ signal: signal() } as never);
const calls = (path: string) => api.requests.filter((request) => new URL(request.url).pathname === path);

afterEach(() => {
  api.store.restoreRequests();
  vi.useRealTimers();
});

describe('the mock API fault controls', () => {
  it('answer 500 with a Message by default, or the status given, as before', async () => {
    api.store.failRequests('/api/v1/news');
    await expect(fetchNews()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: MOCK_MESSAGES.unavailable,
      hasServerMessage: true,
    });
    api.store.failRequests('/api/v1/news', 503);
    await expect(fetchNews()).rejects.toMatchObject({ status: 503 });
    api.store.failRequests('/api/v1/news', { status: 502, body: '<html>Bad gateway</html>' });
    await expect(fetchNews()).rejects.toMatchObject({ status: 502, hasServerMessage: false });
  });

  it('break only the calls under the prefix, until restored', async () => {
    api.store.failRequests('/api/v1/news');
    await expect(unwrapMenu()).resolves.toBeDefined();
    await expect(fetchNews()).rejects.toMatchObject({ status: 500 });
    api.store.restoreRequests();
    await expect(fetchNews()).resolves.not.toHaveLength(0);
  });

  it('refuse a status that is not an error', () => {
    expect(() => api.store.failRequests('/api/', 200)).toThrow(RangeError);
    expect(() => api.store.failRequests('/api/', { mode: 'slow', delayMs: -1 })).toThrow(RangeError);
  });

  it('fail the connection', async () => {
    api.store.failRequests('/api/v1/news', { mode: 'network' });
    await expect(fetchNews()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('answer a body that is not JSON, the default one or the one given', async () => {
    api.store.failRequests('/api/v1/news', { mode: 'malformed' });
    await expect(fetchNews()).rejects.toMatchObject({ kind: 'parse' });
    api.store.failRequests('/api/v1/news', { mode: 'malformed', body: 'Service down' });
    await expect(fetchNews()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('answer late: within the time limit the answer arrives, past it the call fails as a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.store.failRequests('/api/v1/news', { mode: 'slow', delayMs: REQUEST_TIMEOUT_MS - 1000 });
    const late = fetchNews();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 500);
    await expect(late).resolves.not.toHaveLength(0);

    api.store.failRequests('/api/v1/news', { mode: 'slow' });
    const never = Promise.resolve(fetchNews()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await never).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('still let the caller cancel a late call (a query no longer wanted) before the time limit', async () => {
    api.store.failRequests('/api/v1/news', { mode: 'slow' });
    const caller = new AbortController();
    const call = Promise.resolve(newsQuery('es', 'WEB,HOME').queryFn!({ signal: caller.signal } as never)).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(calls('/api/v1/news')).toHaveLength(1));
    caller.abort();
    expect(await call).toMatchObject({ name: 'ApiError', kind: 'network' });
  });

  it('let the last fault set win where several apply', async () => {
    api.store.failRequests('/api/', { mode: 'network' });
    api.store.failRequests('/api/v1/news', 503);
    await expect(fetchNews()).rejects.toMatchObject({ status: 503 });
    await expect(unwrapMenu()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('a storm of 401s', () => {
  it('refuses only calls made with credentials, and autologin still works', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.failRequests('/api/', { mode: 'unauthorized' });
    api.requests.length = 0;

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401, message: MOCK_MESSAGES.invalidToken });
    // One refresh, one retry with the new token, then the call gives up: no loop.
    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
    expect(calls('/api/v1/auth/user')).toHaveLength(2);
    expect(getSession()?.id).toBe(session.id);
    await expect(fetchVouchers(session.id)).rejects.toMatchObject({ status: 401 });

    // Each later call tries once more, and no more.
    await expect(
      send(mainApi().POST('/api/v1/auth/change-password', { body: { password: 'Pollo1234' } })),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/v1/auth/autologin')).toHaveLength(2);
  });

  it('ends the session when autologin is refused too', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.failRequests('/api/', { mode: 'unauthorized' });
    api.store.failRequests('/api/v1/auth/autologin', { status: 401 });
    api.requests.length = 0;

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
    expect(calls('/api/v1/auth/user')).toHaveLength(1);
    expect(getSession()).toBeNull();
    // Without a session nothing is refreshed and public calls go on.
    await expect(fetchNews()).resolves.not.toHaveLength(0);
  });
});

function unwrapMenu() {
  return mainApi()
    .GET('/api/v1/sections/collections', { params: { query: { language: 'es' } } })
    .then(({ data, error }) => {
      if (error !== undefined || data === undefined) throw new Error('no menu');
      return data;
    });
}
