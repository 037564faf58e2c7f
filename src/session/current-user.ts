import { queryOptions, useQuery } from '@tanstack/react-query';
import { userQuery } from '../api/queries/user';
import type { StoredSession } from './session';

/**
 * The logged-in customer's profile, as every part of the site asks for it. A profile that fails to load is not
 * asked for again on its own: the header greets without a name, the acceptance questions and the contact forms go
 * on without it, and the personal-data page says it failed and offers a retry. The parts that show it share one
 * cached query, and TanStack Query takes its retry from whichever part started the call: one set of options keeps
 * the outcome the same whichever part of the page mounted first.
 */
export const currentUserQuery = (userId: number) => queryOptions({ ...userQuery(userId), retry: false });

/** The profile of the customer whose session this is; idle for a guest (no session). */
export function useCurrentUser(session: StoredSession | null) {
  return useQuery({ ...currentUserQuery(session?.id ?? 0), enabled: session !== null });
}
