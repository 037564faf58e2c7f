import { forgetCustomerCopies } from '../lib/customer-copies';
import { onStorageChange, readJson, writeStorage } from '../lib/storage';

/** What the browser keeps of a login, in local storage: cleared on logout, account deletion and a failed refresh. */
export type StoredSession = { id: number; email: string; token: string; refreshToken: string };

export type SessionEndReason = 'logout' | 'expired' | 'deleted';

export const SESSION_STORAGE_KEY = 'session';

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.token === 'string' &&
    typeof v.refreshToken === 'string'
  );
}

let session: StoredSession | null = readJson(SESSION_STORAGE_KEY, isStoredSession);
/**
 * False once local storage refused this tab's session (blocked, or full): the tab then keeps its session in memory
 * and stops taking the stored one as its own, which would be nobody's (blocked) or an older one (full).
 */
let storageHolds = true;
const listeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called back when the session ends in this tab or another one (logout, deletion, failed refresh). */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function saveSession(next: StoredSession): void {
  // What another customer's pages kept on this device is not for this one.
  if (session?.id !== next.id) forgetCustomerCopies();
  session = next;
  storageHolds = writeStorage(SESSION_STORAGE_KEY, JSON.stringify(next));
  emit();
}

/**
 * The customer changed their email: the session keeps the new one, in every tab, since the refresh sends the stored
 * email with the refresh token and the API refuses the old one.
 */
export function updateSessionEmail(email: string): void {
  if (session && session.email !== email) saveSession({ ...session, email });
}

export function clearSession(reason: SessionEndReason): void {
  const hadSession = session !== null;
  session = null;
  storageHolds = writeStorage(SESSION_STORAGE_KEY, null);
  emit();
  // What the customer's pages kept for offline use goes with the session.
  forgetCustomerCopies();
  if (hadSession) for (const listener of endListeners) listener(reason);
}

const sameSession = (a: StoredSession | null, b: StoredSession | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.id === b.id &&
    a.email === b.email &&
    a.token === b.token &&
    a.refreshToken === b.refreshToken);

/**
 * Takes the session local storage holds as this tab's: another tab logged in, refreshed, logged out, deleted the
 * account or failed a refresh. When the customer this tab showed is gone (no session, or another customer's),
 * their session ended here too.
 */
function adoptStoredSession(): StoredSession | null {
  if (!storageHolds) return session;
  const next = readJson(SESSION_STORAGE_KEY, isStoredSession);
  const previous = session;
  if (sameSession(previous, next)) return previous;
  session = next;
  emit();
  if (previous !== null && (next === null || next.id !== previous.id)) {
    forgetCustomerCopies();
    for (const listener of endListeners) listener('logout');
  }
  return next;
}

/**
 * The session as local storage has it now. Another tab may have changed it before its storage event reached this
 * one (a refresh waiting for its turn): this tab follows it at once.
 */
export function readStoredSession(): StoredSession | null {
  return adoptStoredSession();
}

/**
 * Follows logins, refreshes and logouts made in other tabs. Returns a function that stops following. Whatever
 * another tab did between this module's first reading and the call (while the page was still starting) is taken
 * at once: its storage event has come and gone.
 */
export function syncSessionAcrossTabs(): () => void {
  const stop = onStorageChange(SESSION_STORAGE_KEY, () => {
    adoptStoredSession();
  });
  adoptStoredSession();
  return stop;
}

/** Re-reads storage: for tests that seed a session before the app starts. */
export function reloadSessionFromStorage(): void {
  session = readJson(SESSION_STORAGE_KEY, isStoredSession);
  storageHolds = true;
  emit();
}
