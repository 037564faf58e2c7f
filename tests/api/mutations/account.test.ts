import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  acceptLoyaltyChanges,
  acceptPrivacyPolicy,
  changePassword,
  deleteAccount,
  register,
  requestPasswordReset,
  resendValidationEmail,
  updateProfile,
} from '../../../src/api/mutations/account';
import { type User, userQuery } from '../../../src/api/queries/user';
import { MOCK_MESSAGES } from '../../../src/mocks/store';
import { login } from '../../../src/session/auth';
import { setupMockApi } from '../../support/api';

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const api = setupMockApi();

const calls = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

/** A query client holding the customer's profile as the API has it, watched as a page would (`watched`). */
async function cachedProfile(userId: number, { watched }: { watched: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const query = userQuery(userId);
  const profile = await queryClient.fetchQuery(query);
  // A watched query is read again when invalidated; one nobody watches is only marked.
  if (watched) new QueryObserver(queryClient, query).subscribe(() => undefined);
  return { queryClient, profile, cached: () => queryClient.getQueryData<User>(query.queryKey), key: query.queryKey };
}

describe('the account’s mutations', () => {
  it('register sends the new account and the validation email goes out; a taken email fails with the API’s message', async () => {
    const body = {
      email: 'ana@example.com',
      password: 'Pollo1234',
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '600111222',
      news: true,
    };
    await register(body);
    expect(await calls('POST', '/api/v1/auth/register')[0]!.json()).toEqual(body);
    expect(api.store.emailsSent).toContainEqual({ to: 'ana@example.com', kind: 'validation' });
    await expect(register(body)).rejects.toMatchObject({ status: 400, message: MOCK_MESSAGES.emailTaken });
  });

  it('resendValidationEmail and requestPasswordReset send the email address', async () => {
    await resendValidationEmail(DEMO.email);
    await requestPasswordReset(DEMO.email);
    expect(await calls('POST', '/api/v1/auth/resend-email')[0]!.json()).toEqual({ email: DEMO.email });
    expect(await calls('POST', '/api/v1/auth/forgot-password')[0]!.json()).toEqual({ email: DEMO.email });
    expect(api.store.emailsSent).toEqual([
      { to: DEMO.email, kind: 'validation' },
      { to: DEMO.email, kind: 'password' },
    ]);
  });

  it('changePassword sends the new password with the customer’s token', async () => {
    const session = await login(DEMO.email, DEMO.password);
    await changePassword({ password: 'Nueva1234' });
    const [call] = calls('POST', '/api/v1/auth/change-password');
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(await call!.json()).toEqual({ password: 'Nueva1234' });
    await expect(login(DEMO.email, 'Nueva1234')).resolves.toMatchObject({ id: session.id });
  });

  it('deleteAccount deletes the account: its login is refused afterwards', async () => {
    await login(DEMO.email, DEMO.password);
    await deleteAccount();
    expect(calls('DELETE', '/api/v1/auth/user')).toHaveLength(1);
    await expect(login(DEMO.email, DEMO.password)).rejects.toMatchObject({ status: 400 });
  });

  it('updateProfile saves the data, runs `saved` before the profile is read again, and waits for that reading', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const { queryClient, profile, cached } = await cachedProfile(session.id, { watched: true });
    const body = {
      email: 'lucia.nueva@example.com',
      firstName: 'Lucía María',
      lastName: profile.lastName,
      phone: profile.phone,
      news: !profile.news,
    };
    const readingsWhenSaved: number[] = [];
    await updateProfile(queryClient, session.id, body, () => {
      readingsWhenSaved.push(calls('GET', '/api/v1/auth/user').length);
      expect(cached()).toEqual(profile);
    });
    expect(await calls('POST', '/api/v1/auth/user')[0]!.json()).toEqual(body);
    expect(readingsWhenSaved).toEqual([1]);
    expect(calls('GET', '/api/v1/auth/user')).toHaveLength(2);
    expect(cached()).toEqual({ ...profile, ...body });
  });

  it('updateProfile writes the data into the cached profile at once, and marks it to be read again', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const { queryClient, profile, cached, key } = await cachedProfile(session.id, { watched: false });
    const body = {
      email: profile.email,
      firstName: 'Lucía María',
      lastName: profile.lastName,
      phone: '699000111',
      news: profile.news,
    };
    await updateProfile(queryClient, session.id, body);
    expect(cached()).toEqual({ ...profile, ...body });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(calls('GET', '/api/v1/auth/user')).toHaveLength(1);
  });

  it.each([
    ['acceptPrivacyPolicy', acceptPrivacyPolicy, '/api/v1/auth/acceptprivacypolicy', 'privacyPolicyAccepted'],
    ['acceptLoyaltyChanges', acceptLoyaltyChanges, '/api/v1/auth/acceptloyaltychanges', 'loyaltyChangesAccepted'],
  ] as const)(
    '%s records the acceptance and the news choice in the cached profile, and resolves to it',
    async (_, accept, path, field) => {
      const session = await login(DEMO.email, DEMO.password);
      const { queryClient, profile, cached, key } = await cachedProfile(session.id, { watched: false });
      queryClient.setQueryData(key, { ...profile, [field]: false, news: false });
      const next = await accept(queryClient, session.id, { news: true });
      expect(await calls('POST', path)[0]!.json()).toEqual({ news: true });
      expect(next).toEqual({ ...profile, [field]: true, news: true });
      expect(cached()).toEqual(next);
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    },
  );

  it('leaves an uncached profile uncached, and a failed call changes nothing', async () => {
    const session = await login(DEMO.email, DEMO.password);
    const queryClient = new QueryClient();
    await expect(acceptPrivacyPolicy(queryClient, session.id, { news: false })).resolves.toBeUndefined();
    const { profile, cached } = await cachedProfile(session.id, { watched: false });
    api.store.failRequests('/api/v1/auth/acceptloyaltychanges', 503);
    await expect(acceptLoyaltyChanges(queryClient, session.id, { news: !profile.news })).rejects.toMatchObject({
      status: 503,
    });
    expect(cached()).toEqual(profile);
  });
});
