import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { earlyCall } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { menuIn } from '../answers';

export type MenuCategory = components['schemas']['MenuCategory'];
export type ProductSummary = components['schemas']['ProductSummary'];

const menuCall = (language: Locale) =>
  earlyCall(['menu', language] as const, async (signal) =>
    menuIn(await unwrap(mainApi().GET('/api/v1/sections/collections', { params: { query: { language } }, signal }))),
  );

/** The whole menu; keyed by language so it reloads when the language changes. */
export const menuQuery = (language: Locale) => {
  const { queryKey, queryFn } = menuCall(language);
  return queryOptions({ queryKey, queryFn });
};

/** Starts the menu call before the page is drawn (src/api/early-calls.ts); menuQuery takes it. */
export const startMenu = (language: Locale) => menuCall(language).start();
