import { deliveryApi, mainApi } from '../api/clients';
import { brokenAnswer } from '../api/answers';
import { isApiError, send, unwrap } from '../api/errors';
import type { components } from '../api/generated/main-api';
import { forgetDeliverySession, markDeliverySession, readDeliveryMark } from './delivery-session';
import {
  clearSession,
  getSession,
  readStoredSession,
  saveSession,
  type SessionEndReason,
  type StoredSession,
} from './session';

/**
 * An answer that refuses what was sent (the token, the refresh token): 400, 401 or 403. Anything else that fails
 * (no connection, a timeout, a server error, an answer that is not what the contract promises) says nothing about
 * the session, which then stays.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 401 || error.status === 403);

/**
 * The contract's checks of the answers that open or renew a session, loaded when one is needed: no page needs them
 * before a login or a refresh, so they stay out of every page's first load.
 */
function answerChecks() {
  const load = import('../api/generated/answers/session.js');
  // Asked for while the call travels; a failure is the caller's once it awaits it, not an unhandled rejection.
  load.catch(() => undefined);
  return load;
}

/**
 * Opens the delivery site's session with our token: the delivery-backed parts need it. 'refused' when the delivery
 * site refuses the token; other failures are thrown.
 */
async function openDeliverySession(session: StoredSession): Promise<'open' | 'refused'> {
  try {
    await send(deliveryApi().POST('/api/v1/auth', { body: { token: session.token, user_id: session.id } }));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    markDeliverySession(session.token, 'refused');
    return 'refused';
  }
  markDeliverySession(session.token, 'open');
  return 'open';
}

/** After a login or a refresh: the session stands whatever the delivery site answers; its parts renew it if needed. */
async function tryOpenDeliverySession(session: StoredSession): Promise<void> {
  try {
    await openDeliverySession(session);
  } catch {
    // A delivery call refused later opens it again.
  }
}

export async function login(email: string, password: string): Promise<StoredSession> {
  const checks = answerChecks();
  const answer: unknown = await unwrap(mainApi().POST('/api/v1/auth/login', { body: { email, password } }));
  if (!(await checks).isLoginAnswer(answer)) throw brokenAnswer('the login');
  const { data } = answer as { data: components['schemas']['Session'] };
  if (!data.token || !data.refreshToken) throw brokenAnswer('the login');
  const session: StoredSession = { id: data.id, email: data.email, token: data.token, refreshToken: data.refreshToken };
  // A login starts afresh: whatever the delivery site refused before is asked again.
  forgetDeliverySession();
  // The delivery site's session first: once ours is stored, the page asks the delivery site for the order on its way.
  await tryOpenDeliverySession(session);
  saveSession(session);
  return session;
}

/**
 * Tells the delivery site the session is over: best effort, tried once more if it fails, and never waited for by
 * the local logout (the delivery site's cookie expires on its own if both attempts fail).
 */
async function tellDeliverySiteLoggedOut(): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await send(deliveryApi().POST('/api/v1/logout'));
      return;
    } catch {
      // Tried once more, then left.
    }
  }
}

/** Ends the session in every tab, and on the delivery site: logout, account deletion, a refused refresh. */
export function endSession(reason: SessionEndReason): Promise<void> {
  clearSession(reason);
  forgetDeliverySession();
  return tellDeliverySiteLoggedOut();
}

/** Ends the session here and on the delivery site. */
export function logout(): Promise<void> {
  return endSession('logout');
}

/** The Web Lock every tab of the site takes to renew its sessions, so renewals take turns across tabs. */
export const REFRESH_LOCK = 'session-refresh';

let turns: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while holding the refresh lock of every tab of the site. Without Web Locks (older browsers, a site
 * served over plain http) renewals still take turns within the tab; across tabs the checks in `refreshAfter` keep
 * one tab from ending another's renewed session.
 */
function inRefreshTurn<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(REFRESH_LOCK, task) as Promise<T>;
  const turn = turns.then(task);
  turns = turn.catch(() => undefined);
  return turn;
}

const sameSession = (a: StoredSession, b: StoredSession) =>
  a.id === b.id && a.token === b.token && a.refreshToken === b.refreshToken;

/**
 * Autologin, in this tab's turn, for the session whose token was refused. All tabs share one stored session, so by
 * now another tab may have refreshed it, ended it or replaced it: local storage is read again before asking the
 * API, and again before ending the session after a refusal. Resolves to the token to use, or null when there is
 * nothing to retry (the session ended, or is another customer's); rejects when autologin could not be asked (no
 * connection, a timeout, a server error, an answer of the wrong shape): that keeps the session.
 */
async function renewToken(refused: StoredSession): Promise<StoredSession | null> {
  const stored = readStoredSession();
  // Logged out elsewhere, or another customer logged in: the call that failed was not theirs to retry.
  if (!stored || stored.id !== refused.id) return null;
  // Another tab refreshed while this one waited: its token serves every tab, and a second autologin is not needed.
  if (stored.token !== refused.token) return stored;
  let token: string;
  try {
    const checks = answerChecks();
    const answer: unknown = await unwrap(
      mainApi().POST('/api/v1/auth/autologin', { body: { email: stored.email, refreshToken: stored.refreshToken } }),
    );
    if (!(await checks).isAutologinAnswer(answer) || !(answer as { data: { token: string } }).data.token)
      throw brokenAnswer('the autologin');
    token = (answer as { data: { token: string } }).data.token;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const now = readStoredSession();
    // A session stored meanwhile by another tab (a refresh without turns, a new login) is not the one refused.
    if (now && !sameSession(now, stored)) return now.id === refused.id ? now : null;
    void endSession('expired');
    return null;
  }
  const now = readStoredSession();
  if (!now || now.id !== stored.id) return null;
  const next = { ...now, token };
  saveSession(next);
  return next;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the stored refresh token for a new token, and tells the delivery site. However many calls fail at once,
 * one refresh runs per tab (single flight) and all of them wait for its answer; across tabs refreshes take turns,
 * and a tab whose turn comes after another's uses the token that tab stored. Only autologin refusing the refresh
 * token ends the session, in every tab, and only if no tab renewed it meanwhile; any other failure rejects, and
 * the session stays for the next call to try again.
 *
 * `refusedToken` is the token the refused call carried. This tab's session may already hold a newer one by the time
 * the refresh starts (another tab's refresh reached it through a storage event while the call was answered): the
 * refusal is of the token sent, so that newer token is used, not renewed a second time.
 */
export function refreshSession(refusedToken: string): Promise<string | null> {
  refreshing ??= (async () => {
    const current = getSession();
    if (!current) return null;
    const refused = { ...current, token: refusedToken };
    return inRefreshTurn(async () => {
      const renewed = await renewToken(refused);
      if (renewed && renewed.token !== readDeliveryMark()?.token) await tryOpenDeliverySession(renewed);
      return renewed?.token ?? null;
    });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The delivery site refused a call made while this customer is logged in: opens its session again, in this tab's
 * turn. First with the current token; if the delivery site refuses that token, after autologin with the new one,
 * once. True when the call should be sent again. Nothing is opened again when another call or tab already did so
 * since the call was sent (it is sent again under that session), nor when the delivery site already refused the
 * session opened with this token: a delivery site that never keeps the session (its cookie blocked) is asked once,
 * not on every call.
 */
async function renewDeliveryAfter(sentWith: string | null): Promise<boolean> {
  const stored = readStoredSession();
  if (!stored) return false;
  const mark = readDeliveryMark();
  if (mark && mark.opened !== sentWith) return mark.state === 'open' && mark.token === stored.token;
  if (mark?.state === 'refused' && mark.token === stored.token) return false;
  if ((await openDeliverySession(stored)) === 'open') return true;
  const renewed = await renewToken(stored);
  if (!renewed) return false;
  return (await openDeliverySession(renewed)) === 'open';
}

export function renewDeliverySession(sentWith: string | null): Promise<boolean> {
  return inRefreshTurn(() => renewDeliveryAfter(sentWith));
}
