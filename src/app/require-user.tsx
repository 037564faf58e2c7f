import type { ReactNode } from 'react';
import { useSession } from '../session/use-session';
import { NotFoundPage } from './not-found-page';

/** Customer-only pages look like unknown pages to guests. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? children : <NotFoundPage />;
}
