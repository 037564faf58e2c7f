// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../../scripts/test/api-server.mjs';
import { atChainSize } from '../../../src/mocks/chain-restaurants';
import { fixtures } from '../../../src/mocks/fixtures';
import { createMockStore } from '../../../src/mocks/store';

const SITE = 'http://127.0.0.1:4173';
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer({ port: 4480, latencyMs: 0 });
}, 60_000);
afterAll(() => server?.close());

describe('the mock API over HTTP', () => {
  it('answers the main API from the fixtures, to the site’s origin, a read sent as the browser sends it without a preflight', async () => {
    // The site's read carries no Content-Type: no OPTIONS comes first, and the answer alone must let the site read it.
    const response = await fetch(`${server.mainBaseUrl}/api/v1/news?tags=WEB,HOME&key=${server.apiKey}`, {
      headers: { Origin: SITE, Accept: 'application/json', 'Accept-Language': 'ca' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const body = (await response.json()) as { data: { id: number; image: string }[] };
    expect(body.data.length).toBeGreaterThan(3);
  });

  it('refuses a main API call without the site’s key, as the real API does', async () => {
    const response = await fetch(`${server.mainBaseUrl}/api/v1/news?tags=WEB,HOME`, { headers: { Origin: SITE } });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('answers the delivery site’s read, refused without its session, to the site’s origin with credentials', async () => {
    const response = await fetch(`${server.deliveryBaseUrl}/api/v1/loyalty/rewards`, {
      headers: { Origin: SITE, Accept: 'application/json' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('lets the site send its headers and the delivery site’s cookie from another origin', async () => {
    const response = await fetch(`${server.deliveryBaseUrl}/api/v1/loyalty/rewards`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  it('answers an unknown address with a 404', async () => {
    const response = await fetch(`${server.mainBaseUrl}/nothing-here`);
    expect(response.status).toBe(404);
  });
});

describe('the mock API over HTTP at a chain’s size (VITE_MOCK_RESTAURANTS)', () => {
  it('lists the same restaurants and provinces as the embedded mock API made with that number', async () => {
    const chain = await startApiServer({ port: 4482, latencyMs: 0, restaurants: '120' });
    try {
      expect(chain.restaurants).toBe(120);
      const embedded = createMockStore(atChainSize(fixtures, 120));
      for (const language of ['es', 'en', 'ca'] as const) {
        const response = await fetch(
          `${chain.mainBaseUrl}/api/v1/restaurants?language=${language}&key=${chain.apiKey}`,
        );
        expect(await response.json()).toEqual({ data: embedded.restaurants(language) });
      }
      const provinces = await fetch(`${chain.mainBaseUrl}/api/v1/provinces?key=${chain.apiKey}`);
      expect(await provinces.json()).toEqual({ data: embedded.provinces() });
    } finally {
      await chain.close();
    }
  }, 60_000);

  it('refuses a number that is not one, naming the variable', async () => {
    await expect(startApiServer({ port: 4484, latencyMs: 0, restaurants: 'lots' })).rejects.toThrow(
      /VITE_MOCK_RESTAURANTS must be a whole number .*"lots"/,
    );
  }, 60_000);
});
