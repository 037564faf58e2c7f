import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../src/api/queries/menu';
import type { ProductDetails } from '../../../src/api/queries/products';
import { filterProducts, readExcluded, writeExcluded } from '../../../src/features/menu/allergen-filter';
import { allergenKey, type DetailsState, hasNutritionInfo } from '../../../src/features/menu/menu-data';
import { activeSection, isCompact, scrollOffset, scrollTargetFor } from '../../../src/features/menu/menu-scroll';
import { formatNutrient } from '../../../src/features/menu/nutrition';
import { createIntl } from 'react-intl';

describe('menu scrolling', () => {
  it('shows the compact strip only past 190 px', () => {
    expect(isCompact(0)).toBe(false);
    expect(isCompact(190)).toBe(false);
    expect(isCompact(191)).toBe(true);
  });

  it.each([
    [true, 1000, -180],
    [true, 999, -140],
    [false, 1280, -90],
    [false, 390, -60],
  ])('offsets a section by the strip showing (compact %s) and the window width %i', (compact, width, offset) => {
    expect(scrollOffset(compact, width)).toBe(offset);
  });

  it('scrolls to a section with the compact strip offset, and never above the top', () => {
    expect(scrollTargetFor(1200, 1280)).toBe(1020);
    expect(scrollTargetFor(1200, 390)).toBe(1060);
    expect(scrollTargetFor(240, 1280)).toBe(150);
    expect(scrollTargetFor(40, 390)).toBe(0);
  });

  it('underlines the section the reader has reached', () => {
    const sections = [
      { id: 1, top: 300 },
      { id: 2, top: 900 },
      { id: 3, top: 1500 },
    ];
    expect(activeSection(sections, 0, 1280)).toBe(1);
    expect(activeSection(sections, 720, 1280)).toBe(2);
    expect(activeSection(sections, 719, 1280)).toBe(1);
    expect(activeSection(sections, 1360, 390)).toBe(3);
    expect(activeSection([], 500, 390)).toBeNull();
  });
});

describe('nutrition formatting', () => {
  const format = (locale: string, value: number, unit: 'g' | 'kcal') =>
    formatNutrient(createIntl({ locale }), value, unit);

  it.each([
    ['es', '2,4\u00a0g'],
    ['ca', '2,4\u00a0g'],
    ['en', '2.4\u00a0g'],
  ])('writes decimals the way %s does', (locale, expected) => {
    expect(format(locale, 2.4, 'g')).toBe(expected);
  });

  it('keeps at most two decimals, as the printable documents do, and groups thousands', () => {
    expect(format('en', 0.25, 'g')).toBe('0.25\u00a0g');
    expect(format('es', 0.125, 'g')).toBe('0,13\u00a0g');
    expect(format('en', 2530, 'kcal')).toBe('2,530\u00a0kcal');
    expect(format('es', 2530, 'kcal')).toBe('2530\u00a0kcal');
    expect(format('es', 12530, 'kcal')).toBe('12.530\u00a0kcal');
  });
});

const summary = (id: number): ProductSummary => ({ id, name: `P${id}`, description: '', image: '' });
const details = (...keys: string[]): DetailsState => ({
  status: 'loaded',
  details: {
    keyname: 'x',
    name: 'x',
    description: '',
    image: '',
    nutrition: {
      weight: 100,
      kcal: 1,
      proteins: 0,
      carbs: 0,
      sugar: 0,
      fat: 0,
      transfat: 0,
      fibers: 0,
      sodium: 0,
      salt: 0,
    },
    allergens: keys.map((key) => ({ name: key, image: `/media/allergens/${key}.svg` })),
  } as ProductDetails,
});

describe('the allergen filter', () => {
  const products = [1, 2, 3, 4, 5].map(summary);
  const known = new Map<number, DetailsState>([
    [1, details('gluten', 'milk')],
    [2, details('milk')],
    [3, details()],
    [4, { status: 'failed' }],
    [5, { status: 'loading' }],
  ]);

  it('shows everything, unmarked, while no allergen is excluded', () => {
    expect(filterProducts(products, [], known)).toEqual({
      shown: products.map((product) => ({ product, verdict: null })),
      hidden: 0,
    });
  });

  it('hides the products with an excluded allergen, several at once', () => {
    const { shown, hidden } = filterProducts(products, ['gluten'], known);
    expect(hidden).toBe(1);
    expect(shown.map((item) => item.product.id)).toEqual([2, 3, 4, 5]);
    expect(filterProducts(products, ['gluten', 'milk'], known).hidden).toBe(2);
  });

  it('never calls a product it could not check safe', () => {
    const { shown } = filterProducts(products, ['eggs'], known);
    expect(Object.fromEntries(shown.map((item) => [item.product.id, item.verdict]))).toEqual({
      1: 'free',
      2: 'free',
      3: 'free',
      4: 'unknown',
      5: 'checking',
    });
  });

  it('treats an allergen it cannot name as unknown, unless a named one is excluded', () => {
    const odd = new Map<number, DetailsState>([
      [1, details('gluten', 'kiwi')],
      [2, details('kiwi')],
    ]);
    const { shown, hidden } = filterProducts([summary(1), summary(2)], ['gluten'], odd);
    expect(hidden).toBe(1);
    expect(shown).toEqual([{ product: summary(2), verdict: 'unknown' }]);
  });

  it('keeps the excluded allergens in the address, ignoring unknown names', () => {
    expect(readExcluded(new URLSearchParams('id=2&sin=gluten,milk,kiwi,gluten'))).toEqual(['gluten', 'milk']);
    expect(writeExcluded(new URLSearchParams('id=2'), ['eggs', 'fish']).toString()).toBe('id=2&sin=eggs%2Cfish');
    expect(writeExcluded(new URLSearchParams('id=2&sin=eggs'), []).toString()).toBe('id=2');
  });
});

describe('product data', () => {
  it('names an allergen by its image, the same in every language', () => {
    expect(allergenKey({ image: '/media/allergens/sulphites.svg' })).toBe('sulphites');
    expect(allergenKey({ image: '/media/allergens/kiwi.svg' })).toBeNull();
  });

  it('has nutritional information with a weight or allergens', () => {
    const base = (details('milk') as { details: ProductDetails }).details;
    expect(hasNutritionInfo(base)).toBe(true);
    expect(hasNutritionInfo({ ...base, allergens: [] })).toBe(true);
    expect(hasNutritionInfo({ nutrition: { ...base.nutrition, weight: 0 }, allergens: [] })).toBe(false);
    expect(hasNutritionInfo({ nutrition: { ...base.nutrition, weight: 0 }, allergens: base.allergens })).toBe(true);
  });
});
