/** @import { AllergensAllergenKey, MenuNutrition } from '../lib/generated/content' */
/**
 * One of the 14, as content/fixtures/allergens.json and the allergen images name it.
 * @typedef {AllergensAllergenKey} AllergenKey
 */
/**
 * @typedef {keyof MenuNutrition} NutrientKey
 */
/**
 * @typedef {'g' | 'kcal'} NutrientUnit
 */

/**
 * What the law asks a menu to declare about its food, as plain data: the menu feature draws its filter and tables
 * from it, and the content check and the printable allergen documents (scripts/) import the same lists.
 */

/**
 * The 14 allergens of EU Regulation 1169/2011, Annex II, in the regulation's order.
 * @type {readonly AllergenKey[]}
 */
export const EU_ALLERGENS = Object.freeze([
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
]);

/**
 * Whether a word names one of the 14.
 * @type {(value: string) => value is AllergenKey}
 */
export const isAllergenKey = (value) => /** @type {readonly string[]} */ (EU_ALLERGENS).includes(value);

/**
 * The nutrition declaration's rows, in the order they are shown, with their units; values are per serving.
 * @type {readonly { readonly key: NutrientKey; readonly unit: NutrientUnit }[]}
 */
export const NUTRIENTS = Object.freeze(
  [
    ['weight', 'g'],
    ['kcal', 'kcal'],
    ['proteins', 'g'],
    ['carbs', 'g'],
    ['sugar', 'g'],
    ['fat', 'g'],
    ['transfat', 'g'],
    ['fibers', 'g'],
    ['sodium', 'g'],
    ['salt', 'g'],
  ].map(([key, unit]) =>
    Object.freeze({ key: /** @type {NutrientKey} */ (key), unit: /** @type {NutrientUnit} */ (unit) }),
  ),
);
