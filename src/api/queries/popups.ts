import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { unwrap } from '../errors';

export const popupsQuery = (language: Locale, tags = 'WEB') =>
  queryOptions({
    queryKey: ['popups', language, tags],
    queryFn: async ({ signal }) =>
      (await unwrap(mainApi().GET('/api/v1/popups', { params: { query: { language, tags } }, signal }))).data,
  });
