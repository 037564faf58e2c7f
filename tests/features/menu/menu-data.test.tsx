import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { menuProducts, useProductDetails } from '../../../src/features/menu/menu-data';
import { setupMockApi } from '../../support/api';

const api = setupMockApi();

let client = createQueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useProductDetails', () => {
  it('gives the same map on every render while nothing is asked for, so the menu is not drawn again', () => {
    client = createQueryClient();
    const { result, rerender } = renderHook(({ ids }) => useProductDetails(ids, false), { wrapper, initialProps: { ids: [1, 2] } });
    const first = result.current;
    expect(first.size).toBe(0);
    rerender({ ids: [1, 2] });
    rerender({ ids: [3] });
    expect(result.current).toBe(first);
  });

  it('gives the same map for the same ids until an answer arrives, then one with every answer', async () => {
    client = createQueryClient();
    const ids = menuProducts(api.store.menu('es')).slice(0, 2).map((product) => product.id);
    const { result, rerender } = renderHook(({ list }) => useProductDetails(list, true), { wrapper, initialProps: { list: ids } });
    await waitFor(() => expect([...result.current.values()].every((state) => state.status === 'loaded')).toBe(true));
    const loaded = result.current;
    expect([...loaded.keys()]).toEqual(ids);
    rerender({ list: ids });
    expect(result.current).toBe(loaded);
  });
});
