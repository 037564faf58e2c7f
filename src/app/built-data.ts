import { type DehydratedState, dehydrate, hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The API's answers a pre-rendered page was drawn with at build time, carried in the page as JSON so that the
 * browser's first render draws the same thing and takes the HTML over. The page asks the API again as it starts and
 * draws whatever changed since the build.
 */

/** The id of the element that carries them: a JSON data block, which is never run as a script. */
export const BUILT_DATA_ID = 'page-data';

/**
 * The answers of `keys` held in `queryClient`, as the text of the data block: JSON in which no `<` can close the
 * element it stands in. Null when none of them has an answer.
 */
export function builtDataText(queryClient: QueryClient, keys: readonly QueryKey[]): string | null {
  const wanted = new Set(keys.map((key) => hashKey(key)));
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => wanted.has(query.queryHash) && query.state.status === 'success' });
  if (state.queries.length === 0) return null;
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts the answers the page at hand was drawn with into `queryClient`, as out of date: each query draws them at once
 * and asks the API again as soon as it is used. A page without them, or with a block that cannot be read, is left
 * to ask for everything as usual.
 */
export function takeBuiltData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(BUILT_DATA_ID)?.textContent;
  if (!text) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return;
  }
  if (!Array.isArray(state.queries)) return;
  hydrate(queryClient, state);
  for (const { queryKey } of state.queries) {
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
