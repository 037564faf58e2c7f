import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** Retries only what may pass on a second try: network failures and server errors, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
