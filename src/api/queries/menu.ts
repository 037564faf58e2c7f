import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../lib/language';
import { mainApi } from '../clients';
import { earlyCall } from '../early-calls';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { listIn } from '../answers';
import { isMenuCategoryShell, isMenuSubcategoryShell, isProductSummary } from '../generated/answers/menu.js';

export type MenuCategory = components['schemas']['MenuCategory'];
type MenuSubcategory = components['schemas']['MenuSubcategory'];
export type ProductSummary = components['schemas']['ProductSummary'];

/**
 * The menu's categories that keep the contract, each with the products and sub-categories that do: a category or a
 * sub-category without its list of products is left out, as is a product that breaks the contract.
 */
export function menuIn(answer: unknown): MenuCategory[] {
  return listIn(answer, 'data', isMenuCategoryShell, 'the menu').map((category) => ({
    ...category,
    products: category.products.filter(isProductSummary),
    children: category.children
      .filter(isMenuSubcategoryShell)
      .map((child): MenuSubcategory => ({ ...child, products: child.products.filter(isProductSummary) })),
  }));
}

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
