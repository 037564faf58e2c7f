import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { startEarly, takeEarly } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';

/** A popup image: popups are news items (the API's contract). */
export type Popup = components['schemas']['NewsItem'];

const popupsKey = (language: Locale, tags: string) => ['popups', language, tags] as const;

const fetchPopups = async (language: Locale, tags: string, signal?: AbortSignal): Promise<Popup[]> =>
  (await unwrap(mainApi().GET('/api/v1/popups', { params: { query: { language, tags } }, signal }))).data;

export const popupsQuery = (language: Locale, tags = 'WEB') =>
  queryOptions({
    queryKey: popupsKey(language, tags),
    queryFn: ({ signal }) => takeEarly<Popup[]>(popupsKey(language, tags)) ?? fetchPopups(language, tags, signal),
  });

/** Starts the popups call before the page is drawn (src/api/early-calls.ts); popupsQuery takes it. */
export const startPopups = (language: Locale, tags = 'WEB'): Promise<Popup[]> =>
  startEarly(popupsKey(language, tags), () => fetchPopups(language, tags));
