import { onStorageChange, readJson, writeStorage } from '../lib/storage';

/** What the browser keeps of a login (spec section 3, decision 14). */
export type StoredSession = { id: number; email: string; token: string; refreshToken: string };

export type SessionEndReason = 'logout' | 'expired' | 'deleted';

export const SESSION_STORAGE_KEY = 'session';

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.email === 'string' && typeof v.token === 'string' && typeof v.refreshToken === 'string';
}

let session: StoredSession | null = readJson(SESSION_STORAGE_KEY, isStoredSession);
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
  session = next;
  writeStorage(SESSION_STORAGE_KEY, JSON.stringify(next));
  emit();
}

export function clearSession(reason: SessionEndReason): void {
  const hadSession = session !== null;
  session = null;
  writeStorage(SESSION_STORAGE_KEY, null);
  emit();
  if (hadSession) for (const listener of endListeners) listener(reason);
}

const sameSession = (a: StoredSession | null, b: StoredSession | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.email === b.email && a.token === b.token && a.refreshToken === b.refreshToken);

/**
 * Takes the session local storage holds as this tab's: another tab logged in, refreshed, logged out, deleted the
 * account or failed a refresh. When the customer this tab showed is gone (no session, or another customer's),
 * their session ended here too.
 */
function adoptStoredSession(): StoredSession | null {
  const next = readJson(SESSION_STORAGE_KEY, isStoredSession);
  const previous = session;
  if (sameSession(previous, next)) return previous;
  session = next;
  emit();
  if (previous !== null && (next === null || next.id !== previous.id)) {
    for (const listener of endListeners) listener('logout');
  }
  return next;
}

/**
 * The session as local storage has it now. Another tab may have changed it before its storage event reached this
 * one (a refresh waiting for its turn, decision 14): this tab follows it at once.
 */
export function readStoredSession(): StoredSession | null {
  return adoptStoredSession();
}

/** Follows logins, refreshes and logouts made in other tabs. Returns a function that stops following. */
export function syncSessionAcrossTabs(): () => void {
  return onStorageChange(SESSION_STORAGE_KEY, () => {
    adoptStoredSession();
  });
}

/** Re-reads storage: for tests that seed a session before the app starts. */
export function reloadSessionFromStorage(): void {
  session = readJson(SESSION_STORAGE_KEY, isStoredSession);
  emit();
}
