import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EU_ALLERGENS, isAllergenKey, NUTRIENTS } from '../../src/domain/food-information.mjs';

const root = join(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('the food information a menu declares', () => {
  it('names the 14 allergens of the regulation once each, in its order', () => {
    expect(EU_ALLERGENS).toHaveLength(14);
    expect(new Set(EU_ALLERGENS).size).toBe(14);
    expect(EU_ALLERGENS[0]).toBe('gluten');
    expect(EU_ALLERGENS.at(-1)).toBe('molluscs');
    expect(Object.isFrozen(EU_ALLERGENS)).toBe(true);
  });

  it('tells one of the 14 from any other word', () => {
    expect(isAllergenKey('sulphites')).toBe(true);
    expect(isAllergenKey('kiwi')).toBe(false);
    expect(isAllergenKey('Gluten')).toBe(false);
  });

  it('is the list the mock API serves and the content schema names, with an image for each', () => {
    expect(json('content/fixtures/allergens.json').allergens.map((allergen: { key: string }) => allergen.key)).toEqual(
      EU_ALLERGENS,
    );
    expect(json('schemas/content/allergens.schema.json').$defs.allergenKey.enum).toEqual(EU_ALLERGENS);
    for (const key of EU_ALLERGENS)
      expect(existsSync(join(root, 'content/media/allergens', `${key}.svg`)), key).toBe(true);
  });

  it('declares every nutrient the menu data holds, energy in kcal and the rest in grams', () => {
    const held = Object.keys(json('schemas/content/menu.schema.json').$defs.nutrition.properties);
    expect(NUTRIENTS.map((nutrient) => nutrient.key).sort()).toEqual([...held].sort());
    expect(NUTRIENTS[0]).toEqual({ key: 'weight', unit: 'g' });
    for (const { key, unit } of NUTRIENTS) expect(unit, key).toBe(key === 'kcal' ? 'kcal' : 'g');
  });
});
