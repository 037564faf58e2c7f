// The customer's own account: each call that changes it, and what the call changes in the cached profile. What a
// call changes in the session (the stored email, the end of the session) is the session layer's to do.
import type { QueryClient } from '@tanstack/react-query';
import { mainApi } from '../clients';
import { send } from '../errors';
import type { components } from '../generated/main-api';
import { profileKey } from '../queries/keys';
import type { User } from '../queries/user';

type Schemas = components['schemas'];

/** Creates an account (POST /api/v1/auth/register); the API then sends the validation email. */
export const register = (body: Schemas['RegisterRequest']): Promise<void> =>
  send(mainApi().POST('/api/v1/auth/register', { body }));

/** Sends the validation email again (POST /api/v1/auth/resend-email). */
export const resendValidationEmail = (email: string): Promise<void> =>
  send(mainApi().POST('/api/v1/auth/resend-email', { body: { email } }));

/** Asks for the email that resets a forgotten password (POST /api/v1/auth/forgot-password). */
export const requestPasswordReset = (email: string): Promise<void> =>
  send(mainApi().POST('/api/v1/auth/forgot-password', { body: { email } }));

/** The logged-in customer's new password (POST /api/v1/auth/change-password). */
export const changePassword = (body: Schemas['ChangePasswordRequest']): Promise<void> =>
  send(mainApi().POST('/api/v1/auth/change-password', { body }));

/** Deletes the logged-in customer's account (DELETE /api/v1/auth/user). */
export const deleteAccount = (): Promise<void> => send(mainApi().DELETE('/api/v1/auth/user'));

/**
 * Writes `change` into the cached profile at once, so what follows from it shows without waiting, and asks for the
 * profile again, so the cache ends up holding what the API keeps. Returns the profile as now cached, and the new
 * reading.
 */
function changeCachedProfile(queryClient: QueryClient, userId: number, change: Partial<User>) {
  const queryKey = profileKey(userId);
  queryClient.setQueryData<User>(queryKey, (user) => (user ? { ...user, ...change } : user));
  const reread = queryClient.invalidateQueries({ queryKey });
  return { profile: queryClient.getQueryData<User>(queryKey), reread };
}

/**
 * Saves the customer's personal data (POST /api/v1/auth/user), then the cached profile, waiting for it to be read
 * again. `saved` runs between the two, once the API has the data: the session takes the new email there, before the
 * profile is asked for again, since a refresh on the way would send the stored email.
 */
export async function updateProfile(
  queryClient: QueryClient,
  userId: number,
  body: Schemas['UpdateUserRequest'],
  saved: () => void = () => {},
): Promise<void> {
  await send(mainApi().POST('/api/v1/auth/user', { body }));
  saved();
  await changeCachedProfile(queryClient, userId, body).reread;
}

/**
 * Accepts the privacy policy and terms, with the customer's choice of news (POST /api/v1/auth/acceptprivacypolicy),
 * and records both in the cached profile, so the next question (or none) follows at once. Resolves to the profile
 * as now cached.
 */
export async function acceptPrivacyPolicy(
  queryClient: QueryClient,
  userId: number,
  body: Schemas['NewsChoice'],
): Promise<User | undefined> {
  await send(mainApi().POST('/api/v1/auth/acceptprivacypolicy', { body }));
  return changeCachedProfile(queryClient, userId, { privacyPolicyAccepted: true, news: body.news }).profile;
}

/**
 * Accepts the loyalty programme's changes, with the customer's choice of news (POST
 * /api/v1/auth/acceptloyaltychanges), and records both in the cached profile. Resolves to the profile as now cached.
 */
export async function acceptLoyaltyChanges(
  queryClient: QueryClient,
  userId: number,
  body: Schemas['NewsChoice'],
): Promise<User | undefined> {
  await send(mainApi().POST('/api/v1/auth/acceptloyaltychanges', { body }));
  return changeCachedProfile(queryClient, userId, { loyaltyChangesAccepted: true, news: body.news }).profile;
}
