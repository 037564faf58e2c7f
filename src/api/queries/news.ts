import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { startEarly, takeEarly } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

export type NewsItem = components['schemas']['NewsItem'];

const newsKey = (language: Locale, tags: string) => ['news', language, tags] as const;

const fetchNews = async (language: Locale, tags: string, signal?: AbortSignal): Promise<NewsItem[]> =>
  (await unwrap(mainApi().GET('/api/v1/news', { params: { query: { language, tags } }, signal }))).data;

/** News tagged e.g. `WEB,HOME` (home carousel and cards) or `WEB,NEWS` (/novedades). */
export const newsQuery = (language: Locale, tags: string) =>
  queryOptions({
    queryKey: newsKey(language, tags),
    queryFn: ({ signal }) => takeEarly<NewsItem[]>(newsKey(language, tags)) ?? fetchNews(language, tags, signal),
  });

/** Starts the news call before the page is drawn (src/api/early-calls.ts); newsQuery takes it. */
export const startNews = (language: Locale, tags: string): Promise<NewsItem[]> =>
  startEarly(newsKey(language, tags), () => fetchNews(language, tags));
