import {
  hashKey,
  QueriesObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { type MenuCategory, menuQuery, type ProductSummary } from '../../api/queries/menu';
import { type ProductDetails, productQuery } from '../../api/queries/products';
import type { StoredRead } from '../../api/stored-answers';
import { type AllergenKey, isAllergenKey } from '../../domain/food-information.mjs';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../lib/language';

/**
 * Which of the 14 an allergen of a product is. The API names allergens in the language asked for; its image,
 * `/media/allergens/<key>.svg`, names the allergen the same way in every language.
 */
export function allergenKey(allergen: { image: string }): AllergenKey | null {
  const name =
    allergen.image
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? '';
  return isAllergenKey(name) ? name : null;
}

/** Nutrition is shown only for products with a weight: one sold by the unit (bottled water) has none to declare. */
export const hasNutrition = (product: Pick<ProductDetails, 'nutrition'>): boolean => product.nutrition.weight > 0;

/** A product has nutritional information to show when it has a weight or allergens. */
export const hasNutritionInfo = (product: Pick<ProductDetails, 'nutrition' | 'allergens'>): boolean =>
  hasNutrition(product) || product.allergens.length > 0;

/** The menu in the current language; a language switch loads it again. */
export function useMenu() {
  return useQuery(menuQuery(useLocale().locale));
}

/** Every product of the menu once, in menu order (categories, then their sub-categories). */
export function menuProducts(categories: MenuCategory[]): ProductSummary[] {
  const seen = new Set<number>();
  const out: ProductSummary[] = [];
  const add = (products: ProductSummary[]) => {
    for (const product of products) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      out.push(product);
    }
  };
  for (const category of categories) {
    add(category.products);
    for (const child of category.children ?? []) add(child.products);
  }
  return out;
}

/** What is known of a product's details: loaded, still loading, or failed (then nothing can be said of it). */
export type DetailsState = { status: 'loaded'; details: ProductDetails } | { status: 'loading' } | { status: 'failed' };

/** The reads a page of the menu draws from: the menu and the products' details. */
export const MENU_READS: readonly StoredRead[] = ['sections/collections', 'products'];

const NONE: number[] = [];

const STALE_TIME = 5 * 60_000;

/** The queries of these products' details, as the product dialog asks for them, so that they share the cache. */
const detailQueries = (ids: number[], language: Locale) =>
  ids.map((id) => ({ ...productQuery(id, language), staleTime: STALE_TIME }));

/** What is known of each product, from its query's result (the results in the order of the ids). */
const detailsOf = (ids: number[], results: QueryObserverResult<ProductDetails>[]) =>
  new Map<number, DetailsState>(
    results.map((result, index) => [
      ids[index]!,
      result.data
        ? { status: 'loaded', details: result.data }
        : result.isError
          ? { status: 'failed' }
          : { status: 'loading' },
    ]),
  );

const NOTHING_KNOWN = new Map<number, DetailsState>();

/**
 * The calls started in one task: each goes through the API client's middleware, which makes the request afresh
 * (two to three milliseconds a call on a fast computer), so four of them made a long task on a phone.
 */
const CALLS_A_TASK = 1;

/**
 * The details of many products at once (the menu's allergen filter, the allergen tables), sharing the cache the
 * product dialog uses; `enabled` false asks for nothing. Each change is drawn as a transition: React gathers the
 * answers that arrive before it draws into one drawing, and draws it in slices, yielding to the browser between them
 * (a query's own subscription is read synchronously, which drew the page again at once, in one task, for every
 * answer). The calls are started one a task, in tasks of their own. A product not answered yet is missing from the
 * map, as one still loading. The map is the same object until an answer arrives or `ids` (the array itself) changes:
 * a new map on every render drew every product card of the menu again, for a dialog opening or a scroll.
 */
export function useProductDetails(ids: number[], enabled = true): Map<number, DetailsState> {
  const language = useLocale().locale;
  const client = useQueryClient();
  const wanted = enabled ? ids : NONE;
  const [observer] = useState(() => new QueriesObserver(client, []));
  const [details, setDetails] = useState(NOTHING_KNOWN);
  // The ids the observer's results are in the order of, and their queries' keys: set with its queries, read as they change.
  const observed = useRef<{ ids: number[]; keys: Set<string> }>({ ids: NONE, keys: new Set() });

  useEffect(
    // Its results in the order of the queries last set; unsubscribed, it stops observing them all.
    // The observer knows nothing of its queries' types: they are productQuery's, whose data are a product's details.
    () =>
      observer.subscribe((results) => {
        const known = detailsOf(observed.current.ids, results as QueryObserverResult<ProductDetails>[]);
        startTransition(() => setDetails(known));
      }),
    [observer],
  );
  useEffect(() => {
    const queries = detailQueries(wanted, language);
    const keys = queries.map((query) => hashKey(query.queryKey));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The products already observed, and a few more in each task until every one wanted is.
    const observeMore = () => {
      let added = 0;
      const next = queries.flatMap((_, index) =>
        observed.current.keys.has(keys[index]!) || added++ < CALLS_A_TASK ? [index] : [],
      );
      observed.current = { ids: next.map((index) => wanted[index]!), keys: new Set(next.map((index) => keys[index]!)) };
      // Tells the subscriber when the list changes, with what the cache already holds of the new products.
      observer.setQueries(next.map((index) => queries[index]!) as QueryObserverOptions[]);
      if (next.length < queries.length) timer = setTimeout(observeMore);
    };
    // In a task of its own, not in the one that drew the rows.
    timer = setTimeout(observeMore);
    return () => clearTimeout(timer);
  }, [observer, wanted, language]);
  return details;
}
