import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../src/mocks/fixtures';
import { createMockStore } from '../../../src/mocks/store';
import { MOCK_MESSAGES, MockFailure } from '../../../src/mocks/store/failure';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };

/** The MockFailure `action` throws, or null. */
function failure(action: () => unknown): MockFailure | null {
  try {
    action();
    return null;
  } catch (error) {
    if (error instanceof MockFailure) return error;
    throw error;
  }
}

describe('the accounts of the mock API', () => {
  it('refuse a token once its lifetime is over, and renew it with the refresh token', () => {
    let time = 1_000_000;
    const store = createMockStore(fixtures, { tokenTtlMs: 60_000, now: () => time });
    const session = store.login(DEMO.email, DEMO.password);
    expect(store.getUser(`Bearer ${session.token}`).email).toBe(DEMO.email);
    time += 60_000;
    expect(failure(() => store.getUser(`Bearer ${session.token}`))?.message).toBe(MOCK_MESSAGES.invalidToken);
    const { token } = store.autologin(DEMO.email, session.refreshToken);
    expect(store.getUser(`Bearer ${token}`).email).toBe(DEMO.email);
  });

  it('expire every token on demand but keep refresh tokens; revoking stops those too', () => {
    const store = createMockStore(fixtures);
    const session = store.login(DEMO.email, DEMO.password);
    store.expireTokens();
    expect(failure(() => store.getUser(`Bearer ${session.token}`))?.status).toBe(401);
    expect(store.autologin(DEMO.email, session.refreshToken).token).toBeTruthy();
    store.revokeSessions();
    expect(failure(() => store.autologin(DEMO.email, session.refreshToken))?.message).toBe(
      MOCK_MESSAGES.invalidRefresh,
    );
  });

  it('close the delivery session of an account that is deleted', () => {
    const store = createMockStore(fixtures);
    const session = store.login(DEMO.email, DEMO.password);
    store.openDeliverySession(session.token, session.id);
    expect(store.loyalty().rewards.length).toBeGreaterThan(0);
    store.deleteUser(`Bearer ${session.token}`);
    expect(failure(() => store.loyalty())?.message).toBe(MOCK_MESSAGES.noDeliverySession);
    expect(store.findUserByEmail(DEMO.email)).toBeUndefined();
  });
});
