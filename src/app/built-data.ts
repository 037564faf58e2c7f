import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The API's answers a pre-rendered page was drawn with at build time, carried in the page as JSON so that the
 * browser's first render draws the same thing and takes the HTML over. The page asks the API again as it starts and
 * draws whatever changed since the build.
 */

/** The id of the element that carries them: a JSON data block, which is never run as a script. */
export const BUILT_DATA_ID = 'page-data';

/** One answer: the query it answers, what it said and when (milliseconds since 1970). */
export type BuiltAnswer = { queryKey: QueryKey; data: unknown; at: number };

/**
 * The answers of `keys` held in `queryClient`, as the text of the data block: JSON in which no `<` can close the
 * element it stands in. Null when none of them has an answer.
 */
export function builtDataText(queryClient: QueryClient, keys: readonly QueryKey[]): string | null {
  const wanted = new Set(keys.map((key) => hashKey(key)));
  const answers: BuiltAnswer[] = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => wanted.has(query.queryHash) && query.state.status === 'success' })
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  if (answers.length === 0) return null;
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

/**
 * Puts the answers the page at hand was drawn with into `queryClient`, as out of date: each query draws them at once
 * and asks the API again as soon as it is used. A page without them, or with a block that cannot be read, is left
 * to ask for everything as usual.
 */
export function takeBuiltData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(BUILT_DATA_ID)?.textContent;
  if (!text) return;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  for (const answer of answers as (Partial<BuiltAnswer> | null)[]) {
    if (!Array.isArray(answer?.queryKey) || answer.data === undefined) continue;
    const { queryKey, data, at } = answer;
    queryClient.setQueryData(queryKey, data, { updatedAt: typeof at === 'number' ? at : 0 });
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
