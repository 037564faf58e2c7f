import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_DETAILS_KEPT_MS, type ProductDetails, productQuery } from '../../../src/api/queries/products';
import { createQueryClient } from '../../../src/app/query-client';

describe("a product's details", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are kept unused well past the five minutes they stay fresh, then let go', async () => {
    const queryClient = createQueryClient();
    const query = productQuery(7, 'es');
    const nutrition = {
      weight: 0,
      kcal: 0,
      proteins: 0,
      carbs: 0,
      sugar: 0,
      fat: 0,
      transfat: 0,
      fibers: 0,
      sodium: 0,
      salt: 0,
    };
    const details: ProductDetails = {
      keyname: 'crispy',
      name: 'Crispy',
      description: '',
      image: '/crispy.svg',
      nutrition,
      allergens: [],
    };
    // As the card comes near the screen: asked for once, with nothing drawn from it yet.
    await queryClient.prefetchQuery({ ...query, queryFn: () => Promise.resolve(details) });

    // Past the time they stay fresh and the query cache's default five minutes, a tap still finds them.
    expect(PRODUCT_DETAILS_KEPT_MS).toBeGreaterThan(10 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(queryClient.getQueryData(query.queryKey)).toBe(details);
    await vi.advanceTimersByTimeAsync(PRODUCT_DETAILS_KEPT_MS - 10 * 60 * 1000 - 1000);
    expect(queryClient.getQueryData(query.queryKey)).toBe(details);

    // Then they go.
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryClient.getQueryData(query.queryKey)).toBeUndefined();
  });
});
