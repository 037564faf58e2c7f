import type { IntlShape } from 'react-intl';
import type { NutrientUnit } from '../../domain/food-information.mjs';
import { formatDecimal } from '../../i18n/format-number';

/** A nutrient's value for the language shown: `2,4 g` in es and ca, `2.4 g` in en, at most two decimals (sodium). */
export function formatNutrient(intl: Pick<IntlShape, 'locale'>, value: number, unit: NutrientUnit): string {
  return `${formatDecimal(intl, value, 2)}\u00a0${unit}`;
}
