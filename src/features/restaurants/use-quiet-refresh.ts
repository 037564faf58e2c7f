import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isAbortError, whenIdle } from '../../lib/idle';

/**
 * A query a pre-rendered page carries its answer for: drawn at once from that answer, and asked again only once the
 * page has started and the browser is quiet, so that its call (the whole restaurant list, at a chain's size) does not
 * compete with the page's start. Without an answer (a page drawn in the browser), it asks at once.
 */
export function useQuietRefresh<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K> & { queryKey: K }) {
  const queryClient = useQueryClient();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    whenIdle(controller.signal).then(
      () => setQuiet(true),
      (error: unknown) => {
        if (!isAbortError(error)) throw error;
      },
    );
    return () => controller.abort();
  }, []);
  const drawn = queryClient.getQueryData(options.queryKey) !== undefined;
  return useQuery({ ...options, enabled: quiet || !drawn });
}
