import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { login } from '../../src/session/auth';
import { currentUserQuery, useCurrentUser } from '../../src/session/current-user';
import type { StoredSession } from '../../src/session/session';
import { setupMockApi } from '../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const api = setupMockApi();

const profileCalls = () => api.requests.filter((request) => new URL(request.url).pathname === '/api/v1/auth/user');

/** useCurrentUser with the site's own query client, whose queries otherwise retry a server error once. */
function renderCurrentUser(session: StoredSession | null) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useCurrentUser(session), { wrapper }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCurrentUser', () => {
  it('reads the profile of the customer whose session it is given', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const { result } = renderCurrentUser(session);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: session.id, email: DEMO.email, firstName: 'Lucía' });
  });

  it('asks for nothing for a guest', async () => {
    // The page's clock runs on, and a minute can be skipped: nothing is asked meanwhile.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderCurrentUser(null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(profileCalls()).toHaveLength(0);
  });

  it('does not ask again on its own when the profile fails, even for a server error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = await login(DEMO.email, DEMO.password);
    api.store.failRequests('/api/v1/auth/user', 503);
    const { result } = renderCurrentUser(session);
    await waitFor(() => expect(result.current.isError).toBe(true));
    // A minute later on the page's clock: a retry (a second after a server error) or a refetch would have come.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(profileCalls()).toHaveLength(1);
  });
});

describe('currentUserQuery', () => {
  it('reads the profile with fetchQuery too, and fails at once when it cannot, without asking again', async () => {
    const session = await login(DEMO.email, DEMO.password);
    await expect(createQueryClient().fetchQuery(currentUserQuery(session.id))).resolves.toMatchObject({
      id: session.id,
      email: DEMO.email,
    });
    api.store.failRequests('/api/v1/auth/user', 503);
    await expect(createQueryClient().fetchQuery(currentUserQuery(session.id))).rejects.toMatchObject({ status: 503 });
    expect(profileCalls()).toHaveLength(2);
  });
});
