import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { menuProducts, useProductDetails } from '../../../src/features/menu/menu-data';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';

const api = setupMockApi();

let client = createQueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useProductDetails', () => {
  it('gives the same map on every render while nothing is asked for, so the menu is not drawn again', () => {
    client = createQueryClient();
    const { result, rerender } = renderHook(({ ids }) => useProductDetails(ids, false), {
      wrapper,
      initialProps: { ids: [1, 2] },
    });
    const first = result.current;
    expect(first.size).toBe(0);
    rerender({ ids: [1, 2] });
    rerender({ ids: [3] });
    expect(result.current).toBe(first);
  });

  it('gives the same map for the same ids until an answer arrives, then one with every answer', async () => {
    client = createQueryClient();
    const ids = menuProducts(api.store.menu('es'))
      .slice(0, 2)
      .map((product) => product.id);
    const { result, rerender } = renderHook(({ list }) => useProductDetails(list, true), {
      wrapper,
      initialProps: { list: ids },
    });
    await waitFor(() =>
      expect([...result.current.values()].map((state) => state.status)).toEqual(['loaded', 'loaded']),
    );
    const loaded = result.current;
    expect([...loaded.keys()]).toEqual(ids);
    rerender({ list: ids });
    expect(result.current).toBe(loaded);
  });
});

describe('useProductDetails, its calls and answers', () => {
  const productCalls = () =>
    api.requests.filter((request) => new URL(request.url).pathname.startsWith('/api/v1/products/')).length;

  it('knows nothing and asks for nothing while nothing is wanted', async () => {
    client = createQueryClient();
    const { result } = renderHook(() => useProductDetails([1, 2], false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.size).toBe(0);
    expect(productCalls()).toBe(0);
  });

  it('starts no call in the task that draws, then one a task, and gives every answer in the order of the ids', async () => {
    client = createQueryClient();
    const ids = menuProducts(api.store.menu('es'))
      .slice(0, 3)
      .map((product) => product.id);
    const asked = () => client.getQueryCache().findAll({ queryKey: ['product'] }).length;
    const { result, rerender } = renderHook(({ list }) => useProductDetails(list), {
      wrapper,
      initialProps: { list: ids },
    });
    expect(asked()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked()).toBe(1);
    await waitFor(() =>
      expect([...result.current.values()].map((state) => state.status)).toEqual(['loaded', 'loaded', 'loaded']),
    );
    expect([...result.current.keys()]).toEqual(ids);
    expect(productCalls()).toBe(3);
    // More products wanted: the ones known stay known, only the new one is asked for.
    const more = menuProducts(api.store.menu('es'))
      .slice(0, 4)
      .map((product) => product.id);
    rerender({ list: more });
    await waitFor(() => expect(result.current.get(more[3]!)?.status).toBe('loaded'));
    expect([...result.current.keys()]).toEqual(more);
    expect(productCalls()).toBe(4);
  });

  it('says which product failed, never that it has no details', async () => {
    client = createQueryClient();
    const [first, second] = menuProducts(api.store.menu('es')).map((product) => product.id);
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/products/${second}`, () =>
        HttpResponse.json({ Message: 'No encontrado' }, { status: 404 }),
      ),
    );
    const { result } = renderHook(() => useProductDetails([first!, second!]), { wrapper });
    await waitFor(() => expect(result.current.get(second!)?.status).toBe('failed'));
    expect(result.current.get(first!)?.status).toBe('loaded');
  });
});
