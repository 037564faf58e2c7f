import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, setConfig } from '../../src/lib/config';
import { absoluteAddress, useSiteOrigin } from '../../src/lib/site-origin';

const original = getConfig();
afterEach(() => setConfig(original));

describe("the site's origin for absolute addresses", () => {
  it("is the build's public origin on the first render, as in the pre-rendered page, then the page's own", async () => {
    setConfig({ ...original, siteUrl: 'https://www.pollocrujiente.es' });
    const seen: (string | null)[] = [];
    const { result } = renderHook(() => {
      const origin = useSiteOrigin();
      seen.push(origin);
      return origin;
    });
    expect(seen[0]).toBe('https://www.pollocrujiente.es');
    await waitFor(() => expect(result.current).toBe(window.location.origin));
  });

  it('is unknown on the first render when the build does not know the public origin', async () => {
    setConfig({ ...original, siteUrl: null });
    const seen: (string | null)[] = [];
    const { result } = renderHook(() => {
      const origin = useSiteOrigin();
      seen.push(origin);
      return origin;
    });
    expect(seen[0]).toBeNull();
    await waitFor(() => expect(result.current).toBe(window.location.origin));
  });

  it('makes an address absolute under the origin, keeps an absolute one, and gives nothing without an origin', () => {
    expect(absoluteAddress('/media/menu/products/bucket.svg', 'https://www.pollocrujiente.es')).toBe(
      'https://www.pollocrujiente.es/media/menu/products/bucket.svg',
    );
    expect(absoluteAddress('/', 'https://www.pollocrujiente.es')).toBe('https://www.pollocrujiente.es/');
    expect(absoluteAddress('https://cdn.pollo.test/a.png', 'https://www.pollocrujiente.es')).toBe(
      'https://cdn.pollo.test/a.png',
    );
    expect(absoluteAddress('/media/a.svg', null)).toBeUndefined();
  });
});
