import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  onSessionEnded,
  saveSession,
  SESSION_STORAGE_KEY,
  type StoredSession,
  syncSessionAcrossTabs,
} from '../../src/session/session';

const DEMO: StoredSession = { id: 1, email: 'demo@pollocrujiente.example', token: 't1', refreshToken: 'r1' };
const OTHER: StoredSession = { id: 2, email: 'nuevo@pollocrujiente.example', token: 't2', refreshToken: 'r2' };

/** Another tab changes the shared session: local storage, then the storage event every other tab receives. */
function changeInAnotherTab(session: StoredSession | null) {
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
}

describe('the session across tabs', () => {
  const ended = vi.fn();
  let stops: (() => void)[] = [];

  beforeEach(() => {
    clearSession('logout');
    ended.mockReset();
    stops = [syncSessionAcrossTabs(), onSessionEnded(ended)];
  });
  afterEach(() => {
    for (const stop of stops) stop();
  });

  it('ends here when another tab logs out, deletes the account or fails a refresh (the session is removed)', () => {
    saveSession(DEMO);
    changeInAnotherTab(null);
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('follows a refresh made in another tab without ending', () => {
    saveSession(DEMO);
    changeInAnotherTab({ ...DEMO, token: 't1-renewed' });
    expect(getSession()?.token).toBe('t1-renewed');
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends this customer’s session when another customer logs in in another tab', () => {
    saveSession(DEMO);
    changeInAnotherTab(OTHER);
    expect(getSession()).toEqual(OTHER);
    expect(ended).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('follows a login made in another tab without ending anything', () => {
    changeInAnotherTab(DEMO);
    expect(getSession()).toEqual(DEMO);
    expect(ended).not.toHaveBeenCalled();
  });
});
