import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_ROOT } from '../api/queries/keys';
import { onSessionEnded } from '../session/session';
import { ROUTES } from './routes';

const customerOnly = new Set(ROUTES.filter((route) => route.access === 'user').map((route) => route.path));

/** Where the site is and how to leave it, as the router gives them. */
export type SiteNavigation = { pathname: () => string; goHome: () => void };

/**
 * When a session ends (here or in another tab): forget the customer's data, and leave customer-only pages.
 * A session that ended because its refresh was refused sends the customer home, whatever page they were on.
 */
export function followSessionEnd(queryClient: QueryClient, navigation: SiteNavigation): () => void {
  return onSessionEnded((reason) => {
    queryClient.removeQueries({ queryKey: [CUSTOMER_ROOT] });
    if (reason === 'expired' || customerOnly.has(navigation.pathname())) navigation.goHome();
  });
}
