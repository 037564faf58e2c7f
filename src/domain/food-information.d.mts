/** Type declarations for src/domain/food-information.mjs. */
import type { AllergensAllergenKey, MenuNutrition } from '../lib/generated/content';

/** One of the 14, as content/fixtures/allergens.json and the allergen images name it. */
export type AllergenKey = AllergensAllergenKey;
export type NutrientKey = keyof MenuNutrition;
export type NutrientUnit = 'g' | 'kcal';

export declare const EU_ALLERGENS: readonly AllergenKey[];
export declare function isAllergenKey(value: string): value is AllergenKey;
export declare const NUTRIENTS: readonly { readonly key: NutrientKey; readonly unit: NutrientUnit }[];
