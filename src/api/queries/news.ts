import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { earlyCall } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { withSafeImages } from '../../lib/safe-address';
import { listIn } from '../answers';
import { isNewsItem } from '../generated/answers/news.js';

export type NewsItem = components['schemas']['NewsItem'];

const newsCall = (language: Locale, tags: string) =>
  earlyCall(['news', language, tags] as const, async (signal) =>
    // An item whose picture's address is not one a page may show is left out, as one that breaks the contract.
    withSafeImages(
      listIn(
        await unwrap(mainApi().GET('/api/v1/news', { params: { query: { language, tags } }, signal })),
        'data',
        isNewsItem,
        'the news',
      ),
    ),
  );

/** The news /novedades shows. */
export const NEWS_PAGE_TAGS = 'WEB,NEWS';

/** News tagged e.g. `WEB,HOME` (home carousel and cards) or NEWS_PAGE_TAGS (/novedades). */
export const newsQuery = (language: Locale, tags: string) => {
  const { queryKey, queryFn } = newsCall(language, tags);
  return queryOptions({ queryKey, queryFn });
};

/** Starts the news call before the page is drawn (src/api/early-calls.ts); newsQuery takes it. */
export const startNews = (language: Locale, tags: string) => newsCall(language, tags).start();

/**
 * The news tagged `tags` a page is pre-rendered with (RouteEntry.built): fetched into its query client, resolving to
 * their query's key. Rejects when the API does not answer.
 */
export const builtNews =
  (tags: string) =>
  async (queryClient: QueryClient, language: Locale): Promise<QueryKey[]> => {
    const news = newsQuery(language, tags);
    await queryClient.fetchQuery(news);
    return [news.queryKey];
  };
