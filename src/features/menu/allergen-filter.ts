import type { ProductSummary } from '../../api/queries/menu';
import { type AllergenKey, isAllergenKey } from '../../domain/food-information.mjs';
import { allergenKey, type DetailsState } from './menu-data';

/** The URL parameter that keeps the excluded allergens, so a filtered menu can be shared: `?sin=gluten,milk`. */
export const EXCLUDE_PARAM = 'sin';

export function readExcluded(params: URLSearchParams): AllergenKey[] {
  const values = (params.get(EXCLUDE_PARAM) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(isAllergenKey);
  return [...new Set(values)];
}

export function writeExcluded(params: URLSearchParams, excluded: AllergenKey[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (excluded.length === 0) next.delete(EXCLUDE_PARAM);
  else next.set(EXCLUDE_PARAM, excluded.join(','));
  return next;
}

/** What the filter knows of a product: free of the excluded allergens, not yet checked, or impossible to check. */
export type FilterVerdict = 'free' | 'checking' | 'unknown';

/**
 * Which products to show while allergens are excluded. A product with an excluded allergen is hidden; one whose
 * details are still loading or failed to load stays, marked as such: it is never presented as safe.
 */
export function filterProducts(
  products: ProductSummary[],
  excluded: AllergenKey[],
  details: Map<number, DetailsState>,
): { shown: { product: ProductSummary; verdict: FilterVerdict | null }[]; hidden: number } {
  if (excluded.length === 0) return { shown: products.map((product) => ({ product, verdict: null })), hidden: 0 };
  let hidden = 0;
  const shown: { product: ProductSummary; verdict: FilterVerdict | null }[] = [];
  for (const product of products) {
    const state = details.get(product.id) ?? { status: 'loading' };
    if (state.status === 'loaded') {
      const keys = state.details.allergens.map(allergenKey);
      if (keys.some((key) => key !== null && excluded.includes(key))) hidden += 1;
      // An allergen the site cannot name cannot be ruled out either.
      else if (keys.some((key) => key === null)) shown.push({ product, verdict: 'unknown' });
      else shown.push({ product, verdict: 'free' });
    } else {
      shown.push({ product, verdict: state.status === 'failed' ? 'unknown' : 'checking' });
    }
  }
  return { shown, hidden };
}
