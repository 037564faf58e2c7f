import type { IntlShape } from 'react-intl';
import type { NutrientUnit } from '../../domain/food-information.mjs';

/** A nutrient's value for the language shown: `2,4 g` in es and ca, `2.4 g` in en, at most two decimals (sodium). */
export function formatNutrient(intl: Pick<IntlShape, 'formatNumber'>, value: number, unit: NutrientUnit): string {
  return `${intl.formatNumber(value, { maximumFractionDigits: 2 })}\u00a0${unit}`;
}
