import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../src/api/queries/menu';
import type { ProductDetails } from '../../../src/api/queries/products';
import type { DetailsState } from '../../../src/features/menu/menu-data';
import { productRows } from '../../../src/features/menu/product-table';

// Only the fields the rows read.
const product = (id: number) => ({ id, name: `Producto ${id}` }) as unknown as ProductSummary;
const details = (...images: string[]) =>
  ({ allergens: images.map((image) => ({ image })) }) as unknown as ProductDetails;

describe('the rows of the allergens page', () => {
  it('counts a product not asked for yet as loading, and reads the allergens of one whose details are in', () => {
    const [bucket, fries] = [product(1), product(2)];
    const rows = productRows(
      [bucket, fries],
      new Map<number, DetailsState>([
        [1, { status: 'loaded', details: details('/media/allergens/gluten.svg', '/media/allergens/milk.svg') }],
      ]),
    );
    expect(rows.map((row) => row.state.status)).toEqual(['loaded', 'loading']);
    expect([...(rows[0]?.allergens ?? [])]).toEqual(['gluten', 'milk']);
    expect(rows[1]?.allergens).toBeNull();
  });

  it('keeps a row the same object while what is known of its product is the same, and makes a new one when it changes', () => {
    const [bucket, fries] = [product(3), product(4)];
    const bucketDetails = details('/media/allergens/eggs.svg');
    const first = productRows(
      [bucket, fries],
      new Map<number, DetailsState>([[3, { status: 'loaded', details: bucketDetails }]]),
    );
    // Another product's details arrive: the bucket's row is left as it was, the fries' row is new.
    const second = productRows(
      [bucket, fries],
      new Map<number, DetailsState>([
        [3, { status: 'loaded', details: bucketDetails }],
        [4, { status: 'failed' }],
      ]),
    );
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.state.status).toBe('failed');
    // New details of the same product (another language, a refetch): a new row.
    const third = productRows(
      [bucket, fries],
      new Map<number, DetailsState>([[3, { status: 'loaded', details: details() }]]),
    );
    expect(third[0]).not.toBe(second[0]);
    expect(third[0]?.allergens?.size).toBe(0);
  });
});
