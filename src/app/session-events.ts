import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_ROOT } from '../api/queries/keys';
import { onSessionEnded } from '../session/session';
import type { AppRouter } from './router';
import { ROUTES } from './routes';

const customerOnly = new Set(ROUTES.filter((route) => route.access === 'user').map((route) => route.path));

/**
 * When a session ends (here or in another tab): forget the customer's data, and leave customer-only pages.
 * A failed refresh sends the user home (spec section 4).
 */
export function followSessionEnd(queryClient: QueryClient, router: AppRouter): () => void {
  return onSessionEnded((reason) => {
    queryClient.removeQueries({ queryKey: [CUSTOMER_ROOT] });
    const { pathname } = router.state.location;
    if (reason === 'expired' || customerOnly.has(pathname)) void router.navigate('/', { replace: true });
  });
}
