/**
 * What the law asks a menu to declare about its food, as plain data: the menu feature draws its filter and tables
 * from it, and the content check and the printable allergen documents (scripts/) import the same lists.
 */

/** The 14 allergens of EU Regulation 1169/2011, Annex II, in the regulation's order. */
export const EU_ALLERGENS = Object.freeze([
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame',
  'sulphites', 'lupin', 'molluscs',
]);

/** Whether a word names one of the 14. */
export const isAllergenKey = (value) => EU_ALLERGENS.includes(value);

/** The nutrition declaration's rows, in the order they are shown, with their units; values are per serving. */
export const NUTRIENTS = Object.freeze(
  [
    ['weight', 'g'], ['kcal', 'kcal'], ['proteins', 'g'], ['carbs', 'g'], ['sugar', 'g'], ['fat', 'g'], ['transfat', 'g'],
    ['fibers', 'g'], ['sodium', 'g'], ['salt', 'g'],
  ].map(([key, unit]) => Object.freeze({ key, unit })),
);
