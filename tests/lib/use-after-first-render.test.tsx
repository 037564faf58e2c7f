import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoreAfterFirstRender } from '../../src/lib/use-after-first-render';

function store(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('a store read after the first render', () => {
  it('gives the server value first, then the browser value, then follows the store', async () => {
    const browser = store('browser');
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const value = useStoreAfterFirstRender(browser.subscribe, browser.get, () => 'server');
      seen.push(value);
      return value;
    });
    expect(seen[0]).toBe('server');
    await waitFor(() => expect(result.current).toBe('browser'));
    act(() => browser.set('changed'));
    expect(result.current).toBe('changed');
  });
});
