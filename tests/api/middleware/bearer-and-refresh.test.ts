// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bearerAndRefresh, NO_REFRESH_PATHS } from '../../../src/api/middleware/bearer-and-refresh';
import { mainClientWith, refusal, serve } from './serve';

/** A session whose token is `token`, renewed to `renewed` by the refresh. */
function session(token: string | null, renewed: string | null = 'new-token') {
  const state = { token };
  const refreshToken = vi.fn(async () => {
    state.token = renewed;
    return renewed;
  });
  return { state, hooks: { getToken: () => state.token, refreshToken }, refreshToken };
}

const user = { firstName: 'Lucía' };
const news = { params: { query: { tags: 'WEB' } } } as const;

describe('bearerAndRefresh', () => {
  it('sends the bearer token while a session exists', async () => {
    const seen = serve();
    await mainClientWith(bearerAndRefresh(session('old-token').hooks)).GET('/api/v1/news', news);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('sends no Authorization header without a session', async () => {
    const seen = serve();
    await mainClientWith(bearerAndRefresh(session(null).hooks)).GET('/api/v1/news', news);
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('passes a call without a session on as it is, without making it afresh', async () => {
    const middleware = bearerAndRefresh(session(null).hooks);
    const request = new Request('https://api.test/api/v1/news?tags=WEB');
    const onRequest = middleware.onRequest!;
    expect(
      await onRequest({
        request,
        id: '1',
        schemaPath: '/api/v1/news',
        params: {},
        options: {},
      } as unknown as Parameters<typeof onRequest>[0]),
    ).toBeUndefined();
  });

  it.each([401, 403])(
    'refreshes a call refused with %i once, and sends it again as it was with the new token',
    async (status) => {
      const seen = serve((_, index) => (index === 0 ? refusal(status) : Response.json(user)));
      const { hooks, refreshToken } = session('old-token');
      const body = { news: true };
      const { data, response } = await mainClientWith(bearerAndRefresh(hooks)).POST(
        '/api/v1/auth/acceptprivacypolicy',
        { body },
      );
      expect(refreshToken).toHaveBeenCalledTimes(1);
      // The refresh is told which token was refused, not left to read it from a session that may have moved on.
      expect(refreshToken).toHaveBeenCalledWith('old-token');
      expect(response.status).toBe(200);
      expect(data).toEqual(user);
      expect(seen).toHaveLength(2);
      const [first, retry] = seen;
      expect(retry!.headers.get('Authorization')).toBe('Bearer new-token');
      expect(first!.headers.get('Authorization')).toBe('Bearer old-token');
      expect(retry!.url.href).toBe(first!.url.href);
      expect(retry!.method).toBe('POST');
      expect(retry!.body).toBe(first!.body);
      expect(JSON.parse(retry!.body)).toEqual(body);
    },
  );

  it('sends a call again only once: a retry refused too is the answer', async () => {
    const seen = serve(() => refusal());
    const { hooks, refreshToken } = session('old-token');
    const { response } = await mainClientWith(bearerAndRefresh(hooks)).GET('/api/v1/auth/user');
    expect(response.status).toBe(401);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it.each([...NO_REFRESH_PATHS])('does not refresh %s, whose 401 means wrong credentials', async (path) => {
    expect(NO_REFRESH_PATHS.size).toBe(5);
    const seen = serve(() => refusal());
    const { hooks, refreshToken } = session('old-token');
    const client = mainClientWith(bearerAndRefresh(hooks));
    const { response } = await client.request('post', path as '/api/v1/auth/login', {
      body: { email: 'a@b.es', password: 'x' },
    });
    expect(response.status).toBe(401);
    expect(refreshToken).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('does not send a call again when the refresh resolves to no token', async () => {
    const seen = serve(() => refusal());
    const { hooks, refreshToken } = session('old-token', null);
    const { response } = await mainClientWith(bearerAndRefresh(hooks)).GET('/api/v1/auth/user');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('does not refresh a call sent without a token, nor one whose session ended before it was answered', async () => {
    const seen = serve(() => refusal());
    const guest = session(null);
    await mainClientWith(bearerAndRefresh(guest.hooks)).GET('/api/v1/auth/user');
    expect(guest.refreshToken).not.toHaveBeenCalled();

    const ended = session('old-token');
    serve(() => {
      ended.state.token = null;
      return refusal();
    });
    await mainClientWith(bearerAndRefresh(ended.hooks)).GET('/api/v1/auth/user');
    expect(ended.refreshToken).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('sends the call again with the token another call already got, without refreshing again', async () => {
    const { state, hooks, refreshToken } = session('old-token');
    const seen = serve((_, index) => {
      if (index > 0) return Response.json(user);
      state.token = 'renewed-elsewhere';
      return refusal();
    });
    await mainClientWith(bearerAndRefresh(hooks)).GET('/api/v1/auth/user');
    expect(refreshToken).not.toHaveBeenCalled();
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer renewed-elsewhere');
  });

  it('fails with the refresh’s error when the refresh could not be made', async () => {
    serve(() => refusal());
    const offline = new TypeError('Failed to fetch');
    const hooks = { getToken: () => 'old-token', refreshToken: () => Promise.reject(offline) };
    await expect(mainClientWith(bearerAndRefresh(hooks)).GET('/api/v1/auth/user')).rejects.toBe(offline);
  });

  it('leaves other failures alone', async () => {
    const seen = serve(() => Response.json({ Message: 'down' }, { status: 500 }));
    const { hooks, refreshToken } = session('old-token');
    const { response } = await mainClientWith(bearerAndRefresh(hooks)).GET('/api/v1/auth/user');
    expect(response.status).toBe(500);
    expect(refreshToken).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});
