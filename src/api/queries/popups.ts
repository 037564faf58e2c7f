import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { earlyCall } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { withSafeImages } from '../../lib/safe-address';
import { listIn } from '../answers';
import { isNewsItem } from '../generated/answers/news.js';

/** A popup image: popups are news items (the API's contract). */
export type Popup = components['schemas']['NewsItem'];

const popupsCall = (language: Locale, tags: string) =>
  earlyCall(['popups', language, tags] as const, async (signal): Promise<Popup[]> =>
    // An item whose picture's address is not one a page may show is left out, as one that breaks the contract.
    withSafeImages(
      listIn(
        await unwrap(mainApi().GET('/api/v1/popups', { params: { query: { language, tags } }, signal })),
        'data',
        isNewsItem,
        'the popups',
      ),
    ),
  );

export const popupsQuery = (language: Locale, tags = 'WEB') => {
  const { queryKey, queryFn } = popupsCall(language, tags);
  return queryOptions({ queryKey, queryFn });
};

/** Starts the popups call before the page is drawn (src/api/early-calls.ts); popupsQuery takes it. */
export const startPopups = (language: Locale, tags = 'WEB') => popupsCall(language, tags).start();
