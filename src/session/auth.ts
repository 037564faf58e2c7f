import { deliveryApi, mainApi } from '../api/clients';
import { send, unwrap } from '../api/errors';
import { clearSession, getSession, readStoredSession, saveSession, type StoredSession } from './session';

/** Opens the delivery site's session with our token (spec section 4); the login stands even if this fails. */
async function openDeliverySession(session: StoredSession): Promise<void> {
  try {
    await send(deliveryApi().POST('/api/v1/auth', { body: { token: session.token, user_id: session.id } }));
  } catch {
    // The delivery site asks for a login of its own when its session is missing; nothing to show here.
  }
}

export async function login(email: string, password: string): Promise<StoredSession> {
  const { data } = await unwrap(mainApi().POST('/api/v1/auth/login', { body: { email, password } }));
  const session: StoredSession = { id: data.id, email: data.email, token: data.token, refreshToken: data.refreshToken };
  // The delivery site's session first: once ours is stored, the page asks the delivery site for the order on its way.
  await openDeliverySession(session);
  saveSession(session);
  return session;
}

/** The Web Lock every tab of the site takes to refresh, so refreshes take turns across tabs. */
export const REFRESH_LOCK = 'session-refresh';

/**
 * Runs `task` while holding the refresh lock of every tab of the site. Without Web Locks (older browsers, a site
 * served over plain http) each tab refreshes on its own; the checks in `refreshAfter` still keep one tab from
 * ending another's renewed session.
 */
async function inRefreshTurn(task: () => Promise<string | null>): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, task) : task();
}

/**
 * The refresh itself, in this tab's turn. `refused` is the session whose token the API refused. All tabs share
 * one stored session (decision 14), so by now another tab may have refreshed it, ended it or replaced it: local
 * storage is read again before asking the API, and again before ending the session after a refusal.
 */
async function refreshAfter(refused: StoredSession): Promise<string | null> {
  const stored = readStoredSession();
  // Logged out elsewhere, or another customer logged in: the call that failed was not theirs to retry.
  if (!stored || stored.id !== refused.id) return null;
  // Another tab refreshed while this one waited: its token serves every tab, and a second autologin is not needed.
  if (stored.token !== refused.token) return stored.token;
  let token: string;
  try {
    const { data } = await unwrap(
      mainApi().POST('/api/v1/auth/autologin', { body: { email: stored.email, refreshToken: stored.refreshToken } }),
    );
    token = data.token;
  } catch {
    const now = readStoredSession();
    // A session stored meanwhile by another tab (a refresh without turns, a new login) is not the one refused.
    if (now && !(now.id === stored.id && now.token === stored.token && now.refreshToken === stored.refreshToken)) {
      return now.id === refused.id ? now.token : null;
    }
    clearSession('expired');
    return null;
  }
  const now = readStoredSession();
  if (!now || now.id !== stored.id) return null;
  const next = { ...now, token };
  saveSession(next);
  await openDeliverySession(next);
  return token;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the stored refresh token for a new token. However many calls fail at once, one refresh runs per tab
 * (single flight) and all of them wait for its answer; across tabs refreshes take turns, and a tab whose turn
 * comes after another's uses the token that tab stored. A refused refresh ends the session in every tab, unless
 * another tab renewed it meanwhile: two tabs refreshing at once never log each other out.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    const refused = getSession();
    if (!refused) return null;
    return inRefreshTurn(() => refreshAfter(refused));
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the session here and on the delivery site. */
export async function logout(): Promise<void> {
  clearSession('logout');
  try {
    await send(deliveryApi().POST('/api/v1/logout'));
  } catch {
    // Already logged out here; the delivery site's cookie expires on its own.
  }
}
