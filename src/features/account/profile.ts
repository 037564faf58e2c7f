import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../api/queries/user';
import { deliveryUrl } from '../../domain/delivery';
import { currentUserQuery, useCurrentUser } from '../../session/current-user';
import { useSession } from '../../session/use-session';

/** What the site assumes of a customer whose profile could not be read: nothing is asked of them. */
export const PROFILE_FALLBACK = {
  firstName: '',
  news: true,
  privacyPolicyAccepted: true,
  loyaltyChangesAccepted: true,
} as const;

export type ProfileState = Pick<User, 'firstName' | 'news' | 'privacyPolicyAccepted' | 'loyaltyChangesAccepted'>;

/** The profile after login, or the accepted defaults when it fails to load (no message is shown). */
export async function loadProfileState(queryClient: QueryClient, userId: number): Promise<ProfileState> {
  try {
    return await queryClient.fetchQuery(currentUserQuery(userId));
  } catch {
    return PROFILE_FALLBACK;
  }
}

/**
 * The logged-in customer's acceptances: unknown (`null`) until the profile loads, the accepted defaults if it
 * fails, null for guests.
 */
export function useProfileState(): ProfileState | null {
  const session = useSession();
  const { data, isError } = useCurrentUser(session);
  if (!session) return null;
  if (data) return data;
  return isError ? PROFILE_FALLBACK : null;
}

/** Both acceptances given: the customer goes on to the delivery site. */
export const hasAcceptedEverything = (profile: ProfileState): boolean =>
  profile.privacyPolicyAccepted && profile.loyaltyChangesAccepted;

/** Sends the customer on to the delivery site: a full page load, it is another site. */
export function goToDeliverySite(): void {
  window.location.assign(deliveryUrl('home'));
}
