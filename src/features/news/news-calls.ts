import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchNews, NEWS_PAGE_TAGS } from '../../api/queries/news';
import type { Locale } from '../../lib/language';

/** The news /novedades is pre-rendered with: its carousel paints with the page instead of after its code and a call. */
export async function newsPageBuiltData(queryClient: QueryClient, locale: Locale): Promise<QueryKey[]> {
  return [await fetchNews(queryClient, locale, NEWS_PAGE_TAGS)];
}
