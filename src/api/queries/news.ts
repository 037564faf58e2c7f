import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

export type NewsItem = components['schemas']['NewsItem'];

/** News tagged e.g. `WEB,HOME` (home carousel and cards) or `WEB,NEWS` (/novedades). */
export const newsQuery = (language: Locale, tags: string) =>
  queryOptions({
    queryKey: ['news', language, tags],
    queryFn: async ({ signal }) =>
      (await unwrap(mainApi().GET('/api/v1/news', { params: { query: { language, tags } }, signal }))).data,
  });
