import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchNews } from '../../api/queries/news';
import type { Locale } from '../../lib/language';

/** The news /novedades shows. */
export const NEWS_PAGE_TAGS = 'WEB,NEWS';

/** The news /novedades is pre-rendered with: its carousel paints with the page instead of after its code and a call. */
export async function newsPageBuiltData(queryClient: QueryClient, locale: Locale): Promise<QueryKey[]> {
  return [await fetchNews(queryClient, locale, NEWS_PAGE_TAGS)];
}
