import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_DATA_ID, builtDataText, takeBuiltData } from '../../src/app/built-data';

const NEWS_KEY = ['news', 'es', 'WEB,HOME'] as const;
const NEWS = [
  {
    id: 2,
    name: 'Llega la Burger </script><script>alert(1)</script>',
    url: null,
    sec: 'carta',
    image: '/media/news/a.svg',
  },
];

const clients: QueryClient[] = [];
/** A client as the site's: answers stay fresh for five minutes. */
function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60 * 1000, retry: false } } });
  clients.push(queryClient);
  return queryClient;
}

/** A page carrying `text` in its data block, as the pre-rendering writes it. */
function pageWith(text: string): Document {
  return new DOMParser().parseFromString(
    `<div id="root"></div><script type="application/json" id="${BUILT_DATA_ID}">${text}</script>`,
    'text/html',
  );
}

afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.clear();
});

describe('builtDataText', () => {
  it('carries the answers of the keys asked for, and no `<` that could end the element it stands in', () => {
    const queryClient = client();
    queryClient.setQueryData(NEWS_KEY, NEWS);
    queryClient.setQueryData(['menu', 'es'], { sections: [] });
    const text = builtDataText(queryClient, [NEWS_KEY]);
    expect(text).not.toBeNull();
    expect(text).not.toContain('<');
    const answers = JSON.parse(text!) as { queryKey: unknown; data: unknown; at: number }[];
    expect(answers).toEqual([
      { queryKey: [...NEWS_KEY], data: NEWS, at: queryClient.getQueryState(NEWS_KEY)!.dataUpdatedAt },
    ]);
    // What the parser of the page reads back is the same text.
    expect(pageWith(text!).getElementById(BUILT_DATA_ID)?.textContent).toBe(text);
  });

  it('is null when none of the keys has an answer: a failed call is not carried', async () => {
    const queryClient = client();
    await queryClient
      .fetchQuery({ queryKey: NEWS_KEY, queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined);
    expect(queryClient.getQueryState(NEWS_KEY)?.status).toBe('error');
    expect(builtDataText(queryClient, [NEWS_KEY])).toBeNull();
    expect(builtDataText(queryClient, [])).toBeNull();
  });
});

describe('takeBuiltData', () => {
  it('gives a query the built answer at once, and the query asks the API again when it is used', async () => {
    const built = client();
    built.setQueryData(NEWS_KEY, NEWS);
    const doc = pageWith(builtDataText(built, [NEWS_KEY])!);

    const queryClient = client();
    takeBuiltData(queryClient, doc);
    expect(queryClient.getQueryData(NEWS_KEY)).toEqual(NEWS);

    const now = [{ ...NEWS[0]!, id: 3, name: 'Otra novedad' }];
    const queryFn = vi.fn(() => Promise.resolve(now));
    const observer = new QueryObserver(queryClient, { queryKey: NEWS_KEY, queryFn, staleTime: 5 * 60 * 1000 });
    // The first result is the built answer, drawn without waiting.
    expect(observer.getCurrentResult().data).toEqual(NEWS);
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(queryClient.getQueryData(NEWS_KEY)).toEqual(now));
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('leaves the cache empty for a page without a data block, or with one it cannot read', () => {
    for (const doc of [
      document.implementation.createHTMLDocument('bare'),
      pageWith('[{"queryKey": [ '),
      pageWith('"news"'),
      pageWith('[null, {"queryKey": "news", "data": []}]'),
    ]) {
      const queryClient = client();
      takeBuiltData(queryClient, doc);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
