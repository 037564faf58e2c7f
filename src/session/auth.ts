import { deliveryApi, mainApi } from '../api/clients';
import { send, unwrap } from '../api/errors';
import { clearSession, getSession, saveSession, type StoredSession } from './session';

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

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the stored refresh token for a new token. However many calls fail at once, one autologin runs
 * (single flight) and all of them wait for its answer. A failure ends the session.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    const stored = getSession();
    if (!stored) return null;
    try {
      const { data } = await unwrap(
        mainApi().POST('/api/v1/auth/autologin', { body: { email: stored.email, refreshToken: stored.refreshToken } }),
      );
      // Another tab may have logged out or in as someone else meanwhile: only update our own session.
      const now = getSession();
      if (!now || now.id !== stored.id) return now?.token ?? null;
      const next = { ...now, token: data.token };
      saveSession(next);
      await openDeliverySession(next);
      return data.token;
    } catch {
      clearSession('expired');
      return null;
    }
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
