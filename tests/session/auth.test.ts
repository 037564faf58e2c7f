import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../src/api/queries/user';
import { TEST_API } from '../../src/mocks/node';
import { MOCK_MESSAGES } from '../../src/mocks/store';
import { login, REFRESH_LOCK, refreshSession } from '../../src/session/auth';
import {
  getSession,
  onSessionEnded,
  SESSION_STORAGE_KEY,
  syncSessionAcrossTabs,
  type StoredSession,
} from '../../src/session/session';
import { setupMockApi } from '../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const NEW = { email: 'nuevo@pollocrujiente.example', password: 'Nuevo1234' };
const api = setupMockApi();

const fetchProfile = (id: number) => userQuery(id).queryFn!({ signal: new AbortController().signal } as never);
const calls = (path: string) => api.requests.filter((request) => new URL(request.url).pathname === path);

/** What another tab does to the shared session: its storage event has not reached this tab yet. */
function storeFromAnotherTab(session: StoredSession | null) {
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** A token for the same session, as another tab's autologin got it. */
const renewedElsewhere = (session: StoredSession): StoredSession => ({
  ...session,
  token: api.store.autologin(session.email, session.refreshToken).token,
});

/**
 * Web Locks as the browser gives them to this tab: requests take turns, and `onTurn` runs when a turn starts, as if
 * another tab had just finished its own. Returns the names of the locks asked for.
 */
function useLocks(onTurn: () => void = () => {}) {
  const names: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      names.push(name);
      const turn = queue.then(() => {
        onTurn();
        return task();
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return names;
}

afterEach(() => {
  // jsdom has no Web Locks of its own.
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh across tabs', () => {
  it('takes its turn under the lock every tab of the site shares', async () => {
    const names = useLocks();
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    const profiles = await Promise.all([fetchProfile(session.id), fetchProfile(session.id)]);
    expect(profiles.map((user) => user.email)).toEqual([DEMO.email, DEMO.email]);
    expect(names).toEqual([REFRESH_LOCK]);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(1);
  });

  it('uses the token another tab stored while this one waited its turn, without a second autologin', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    const renewed = renewedElsewhere(session);
    useLocks(() => storeFromAnotherTab(renewed));
    api.requests.length = 0;

    const user = await fetchProfile(session.id);

    expect(user.email).toBe(DEMO.email);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(getSession()).toEqual(renewed);
    expect(calls('/api/v1/auth/user').at(-1)?.headers.get('Authorization')).toBe(`Bearer ${renewed.token}`);
  });

  it('uses the token another tab’s refresh brought to this tab after its call was refused, without a second autologin', async () => {
    useLocks();
    const stop = syncSessionAcrossTabs();
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    const renewed = renewedElsewhere(session);
    // The other tab's storage event arrives between this tab's refusal and its refresh: its session already holds
    // the new token, though the refused call carried the old one.
    storeFromAnotherTab(renewed);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()).toEqual(renewed);
    api.requests.length = 0;

    const token = await refreshSession(session.token);

    expect(token).toBe(renewed.token);
    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(getSession()).toEqual(renewed);
    stop();
  });

  it('does not end a session another tab renewed while this tab’s autologin was being refused', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    const renewed = renewedElsewhere(session);
    // As with a refresh token that the other tab's autologin replaced: this tab's attempt is refused.
    api.server.use(
      http.post(`${TEST_API.mainBaseUrl}/api/v1/auth/autologin`, () => {
        storeFromAnotherTab(renewed);
        return HttpResponse.json({ Message: MOCK_MESSAGES.invalidRefresh }, { status: 401 });
      }),
    );
    const ended = vi.fn();
    const stop = onSessionEnded(ended);

    const user = await fetchProfile(session.id);

    expect(user.email).toBe(DEMO.email);
    expect(ended).not.toHaveBeenCalled();
    expect(getSession()).toEqual(renewed);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(renewed);
    stop();
  });

  it('ends the session in every tab when the refresh is refused and no tab renewed it', async () => {
    useLocks();
    const session = await login(DEMO.email, DEMO.password);
    api.store.revokeSessions();
    const ended = vi.fn();
    const stop = onSessionEnded(ended);

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });

    expect(ended).toHaveBeenCalledWith('expired');
    // Removed from local storage: the other tabs' storage event ends it there.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('asks nothing and retries nothing when another tab logged out while this one waited', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    useLocks(() => storeFromAnotherTab(null));
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    api.requests.length = 0;

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });

    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(calls('/api/v1/auth/user')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledWith('logout');
    stop();
  });

  it('never retries a customer’s call with the token of another customer who logged in elsewhere', async () => {
    const session = await login(DEMO.email, DEMO.password);
    api.store.expireTokens();
    const other = api.store.login(NEW.email, NEW.password);
    useLocks(() => storeFromAnotherTab(other));
    api.requests.length = 0;

    await expect(fetchProfile(session.id)).rejects.toMatchObject({ status: 401 });

    expect(calls('/api/v1/auth/autologin')).toHaveLength(0);
    expect(calls('/api/v1/auth/user')).toHaveLength(1);
    expect(getSession()).toEqual(other);
  });
});
