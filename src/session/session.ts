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

/** Follows logins, refreshes and logouts made in other tabs. Returns a function that stops following. */
export function syncSessionAcrossTabs(): () => void {
  return onStorageChange(SESSION_STORAGE_KEY, () => {
    const next = readJson(SESSION_STORAGE_KEY, isStoredSession);
    const ended = session !== null && next === null;
    session = next;
    emit();
    if (ended) for (const listener of endListeners) listener('logout');
  });
}

/** Re-reads storage: for tests that seed a session before the app starts. */
export function reloadSessionFromStorage(): void {
  session = readJson(SESSION_STORAGE_KEY, isStoredSession);
  emit();
}
