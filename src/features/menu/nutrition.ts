import type { IntlShape } from 'react-intl';
import type { ProductDetails } from '../../api/queries/products';
import { defineMessages } from '../../i18n/define-messages';

type Nutrient = keyof ProductDetails['nutrition'];

export const nutrientMessages = defineMessages({
  weight: { id: 'menu.nutrition.weight', defaultMessage: 'Peso' },
  kcal: { id: 'menu.nutrition.kcal', defaultMessage: 'Valor energético' },
  proteins: { id: 'menu.nutrition.proteins', defaultMessage: 'Proteínas' },
  carbs: { id: 'menu.nutrition.carbs', defaultMessage: 'Hidratos de carbono' },
  sugar: { id: 'menu.nutrition.sugar', defaultMessage: 'de los cuales azúcares' },
  fat: { id: 'menu.nutrition.fat', defaultMessage: 'Grasas' },
  transfat: { id: 'menu.nutrition.transfat', defaultMessage: 'Grasas trans' },
  fibers: { id: 'menu.nutrition.fibers', defaultMessage: 'Fibra alimentaria' },
  sodium: { id: 'menu.nutrition.sodium', defaultMessage: 'Sodio' },
  salt: { id: 'menu.nutrition.salt', defaultMessage: 'Sal' },
});

/** The rows of the nutrition table, in the spec's order, with their units (values are per serving). */
export const NUTRIENTS: { key: Nutrient; unit: 'g' | 'kcal' }[] = [
  { key: 'weight', unit: 'g' },
  { key: 'kcal', unit: 'kcal' },
  { key: 'proteins', unit: 'g' },
  { key: 'carbs', unit: 'g' },
  { key: 'sugar', unit: 'g' },
  { key: 'fat', unit: 'g' },
  { key: 'transfat', unit: 'g' },
  { key: 'fibers', unit: 'g' },
  { key: 'sodium', unit: 'g' },
  { key: 'salt', unit: 'g' },
];

/** A nutrient's value for the language shown: `2,4 g` in es and ca, `2.4 g` in en, at most two decimals (sodium). */
export function formatNutrient(intl: Pick<IntlShape, 'formatNumber'>, value: number, unit: 'g' | 'kcal'): string {
  return `${intl.formatNumber(value, { maximumFractionDigits: 2 })}\u00a0${unit}`;
}
