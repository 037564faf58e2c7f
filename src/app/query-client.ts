import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * Retries only what may pass on a second try: network failures and server errors, once. A call that ran out of
 * time is not tried again on its own (the visitor has already waited 10 s; the page offers a retry). Queries run
 * even when the browser believes it is offline: paused, they would show a spinner until the connection came back;
 * failing, they say there is no connection and offer a retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.status >= 500),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
