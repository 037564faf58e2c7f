import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * API calls started before the page is drawn, handed to the query that asks for them when it first runs. Unlike a
 * prefetch, the answer does not enter the query cache early: the first render, which takes over the pre-rendered
 * HTML (drawn before the API answers), still draws the page as it was rendered, and the query gets its answer
 * sooner: the call has travelled while the page's code loaded.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `call` for the query `queryKey` unless it has already started. */
export function startEarly<T>(queryKey: QueryKey, call: () => Promise<T>): Promise<T> {
  const hash = hashKey(queryKey);
  let pending = started.get(hash) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    // A failure is the query's to report, when it takes the call.
    pending.catch(() => undefined);
    started.set(hash, pending);
  }
  return pending;
}

/**
 * The call started early for `queryKey`, once: the query's first run takes it, a later run (a retry, a refetch)
 * calls again.
 */
export function takeEarly<T>(queryKey: QueryKey): Promise<T> | undefined {
  const hash = hashKey(queryKey);
  const pending = started.get(hash) as Promise<T> | undefined;
  started.delete(hash);
  return pending;
}

/**
 * A query's call that can be started early: `queryFn` for its query options (it takes the early call when there is
 * one) and `start` to start it before the page is drawn.
 */
export function earlyCall<T, K extends QueryKey>(queryKey: K, call: (signal?: AbortSignal) => Promise<T>) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<T> => takeEarly<T>(queryKey) ?? call(signal),
    start: (): Promise<T> => startEarly(queryKey, () => call()),
  };
}
