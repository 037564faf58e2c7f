import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  onSessionEnded,
  readStoredSession,
  reloadSessionFromStorage,
  saveSession,
  SESSION_STORAGE_KEY,
  type StoredSession,
  syncSessionAcrossTabs,
  updateSessionEmail,
} from '../../src/session/session';
import { CUSTOMER_COPIES_KEY } from '../../src/lib/customer-copies';

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

describe('a tab that is still starting', () => {
  afterEach(() => clearSession('logout'));

  it('follows a logout another tab made before it began to listen', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(DEMO));
    reloadSessionFromStorage();
    const ended = vi.fn();
    const stopEnded = onSessionEnded(ended);
    // The other tab's storage event came while this tab was loading its code: nobody heard it.
    localStorage.removeItem(SESSION_STORAGE_KEY);

    const stop = syncSessionAcrossTabs();

    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledWith('logout');
    stop();
    stopEnded();
  });
});

describe('a session when local storage refuses it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession('logout');
  });

  it.each([
    [
      'blocked',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
    [
      'full',
      () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    ],
  ])('works for the open tab when storage is %s', (_, refuse) => {
    // A session some earlier visit left behind, which this tab's new login could not replace.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(OTHER));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const ended = vi.fn();
    const stopEnded = onSessionEnded(ended);

    saveSession(DEMO);
    // What a refresh does first: read the session other tabs may have changed.
    expect(readStoredSession()).toEqual(DEMO);
    expect(getSession()).toEqual(DEMO);
    updateSessionEmail('lucia@example.com');
    expect(readStoredSession()).toEqual({ ...DEMO, email: 'lucia@example.com' });
    expect(ended).not.toHaveBeenCalled();
    stopEnded();
  });
});

describe('a changed email', () => {
  const ended = vi.fn();
  afterEach(() => clearSession('logout'));

  it('is the session’s email in every tab, without ending anything', () => {
    const stops = [syncSessionAcrossTabs(), onSessionEnded(ended)];
    saveSession(DEMO);
    updateSessionEmail('lucia@example.com');
    expect(getSession()).toEqual({ ...DEMO, email: 'lucia@example.com' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ ...DEMO, email: 'lucia@example.com' });
    expect(ended).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});

describe("what a customer's pages kept for offline use", () => {
  const kept = () => localStorage.getItem(CUSTOMER_COPIES_KEY);
  const keep = () =>
    localStorage.setItem(CUSTOMER_COPIES_KEY, JSON.stringify({ customerId: DEMO.id, copies: { vouchers: {} } }));

  it.each(['logout', 'deleted', 'expired'] as const)('goes when the session ends here (%s)', (reason) => {
    saveSession(DEMO);
    keep();
    clearSession(reason);
    expect(kept()).toBeNull();
  });

  it('goes when another tab logs out, and when another customer logs in there', () => {
    const stop = syncSessionAcrossTabs();
    try {
      saveSession(DEMO);
      keep();
      changeInAnotherTab(null);
      expect(kept()).toBeNull();

      saveSession(DEMO);
      keep();
      changeInAnotherTab(OTHER);
      expect(kept()).toBeNull();
    } finally {
      stop();
    }
  });

  it('goes when another customer logs in here, and stays through a refresh of the same session', () => {
    saveSession(DEMO);
    keep();
    saveSession({ ...DEMO, token: 't1b' });
    expect(kept()).not.toBeNull();
    saveSession(OTHER);
    expect(kept()).toBeNull();
  });
});
