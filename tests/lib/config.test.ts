import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  MOCK_DEFAULTS,
  MOCK_RESTAURANTS_MAX,
  parseConfig,
  parseMockRestaurants,
} from '../../src/lib/config';

function problemsOf(env: Parameters<typeof parseConfig>[0]): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration', () => {
  it('mocks the API with demo settings when no API address is configured', () => {
    expect(parseConfig({})).toEqual({
      apiBaseUrl: '',
      apiKey: MOCK_DEFAULTS.apiKey,
      deliveryBaseUrl: MOCK_DEFAULTS.deliveryBaseUrl,
      deliveryProvider: MOCK_DEFAULTS.deliveryProvider,
      apiMocking: true,
      mapTileUrl: null,
      siteUrl: null,
      mockRestaurants: null,
    });
  });

  it('talks to the configured API, without mocking, when an address is set', () => {
    const config = parseConfig({
      VITE_API_BASE_URL: 'https://api.pollocrujiente.es/',
      VITE_API_KEY: 'k-123',
      VITE_DELIVERY_BASE_URL: 'https://pedidos.pollocrujiente.es',
      VITE_DELIVERY_PROVIDER: 'pollo',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.pollocrujiente.es',
      apiKey: 'k-123',
      apiMocking: false,
      deliveryProvider: 'pollo',
    });
  });

  it('lets mocking be forced on even with an API address', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'https://api.example.com', VITE_API_MOCKING: 'on' }).apiMocking).toBe(true);
  });

  it('names each bad variable in its message', () => {
    const problems = problemsOf({
      VITE_API_BASE_URL: 'api.example.com',
      VITE_API_MOCKING: 'maybe',
      VITE_DELIVERY_BASE_URL: 'ftp://delivery',
      VITE_DELIVERY_PROVIDER: 'a/b',
      VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png',
    });
    for (const name of [
      'VITE_API_BASE_URL',
      'VITE_API_MOCKING',
      'VITE_DELIVERY_BASE_URL',
      'VITE_DELIVERY_PROVIDER',
      'VITE_MAP_TILE_URL',
    ]) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it('requires a key and a delivery address with the real API', () => {
    const problems = problemsOf({ VITE_API_BASE_URL: 'https://api.example.com' });
    expect(problems).toEqual([
      expect.stringContaining('VITE_API_KEY'),
      expect.stringContaining('VITE_DELIVERY_BASE_URL'),
    ]);
  });

  it('refuses to turn mocking off without an API to talk to', () => {
    expect(problemsOf({ VITE_API_MOCKING: 'off' })).toEqual([
      expect.stringContaining('VITE_API_BASE_URL is required'),
      expect.stringContaining('VITE_API_KEY'),
      expect.stringContaining('VITE_DELIVERY_BASE_URL'),
    ]);
  });

  it('refuses a plain http API or delivery site on another machine, naming the variable', () => {
    const live = { VITE_API_KEY: 'k', VITE_API_MOCKING: 'off' };
    expect(
      problemsOf({
        ...live,
        VITE_API_BASE_URL: 'http://api.pollocrujiente.es',
        VITE_DELIVERY_BASE_URL: 'http://pedidos.pollocrujiente.es',
      }),
    ).toEqual([
      expect.stringMatching(/^VITE_API_BASE_URL must use https:\/\/.*"http:\/\/api\.pollocrujiente\.es"/),
      expect.stringMatching(/^VITE_DELIVERY_BASE_URL must use https:\/\/.*"http:\/\/pedidos\.pollocrujiente\.es"/),
    ]);
    // A private address is still another machine; and the rule holds with the mock API too.
    expect(
      problemsOf({
        ...live,
        VITE_API_BASE_URL: 'http://192.168.1.20:8080',
        VITE_DELIVERY_BASE_URL: 'https://pedidos.example.com',
      }),
    ).toEqual([expect.stringContaining('VITE_API_BASE_URL must use https://')]);
    expect(problemsOf({ VITE_DELIVERY_BASE_URL: 'http://localhost.example.com' })).toEqual([
      expect.stringContaining('VITE_DELIVERY_BASE_URL must use https://'),
    ]);
  });

  it('lets an API on this machine be reached over http (the benchmark and scripts/test/api-server.mjs)', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      const config = parseConfig({
        VITE_API_BASE_URL: `http://${host}:4390`,
        VITE_API_KEY: 'k',
        VITE_DELIVERY_BASE_URL: `http://${host}:4391/`,
      });
      expect(config).toMatchObject({
        apiMocking: false,
        apiBaseUrl: `http://${host}:4390`,
        deliveryBaseUrl: `http://${host}:4391`,
      });
    }
  });

  it('accepts an XYZ tile template', () => {
    expect(parseConfig({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
  });

  describe('the site address (VITE_SITE_URL)', () => {
    it('is optional', () => {
      expect(parseConfig({ VITE_SITE_URL: '  ' }).siteUrl).toBeNull();
    });

    it('is the origin, without its trailing slash', () => {
      expect(parseConfig({ VITE_SITE_URL: 'https://www.pollocrujiente.es/' }).siteUrl).toBe(
        'https://www.pollocrujiente.es',
      );
      expect(parseConfig({ VITE_SITE_URL: 'https://WWW.PolloCrujiente.es' }).siteUrl).toBe(
        'https://www.pollocrujiente.es',
      );
      for (const host of ['localhost:4173', '127.0.0.1', '[::1]:8080']) {
        expect(parseConfig({ VITE_SITE_URL: `http://${host}` }).siteUrl).toBe(`http://${host}`);
      }
    });

    it('names the variable when it is not an https origin', () => {
      expect(problemsOf({ VITE_SITE_URL: 'www.pollocrujiente.es' })).toEqual([
        expect.stringMatching(/^VITE_SITE_URL must be an http\(s\) address .*"www\.pollocrujiente\.es"/),
      ]);
      expect(problemsOf({ VITE_SITE_URL: 'ftp://www.pollocrujiente.es' })).toEqual([
        expect.stringContaining('VITE_SITE_URL must be an http(s) address'),
      ]);
      expect(problemsOf({ VITE_SITE_URL: 'http://www.pollocrujiente.es' })).toEqual([
        expect.stringMatching(/^VITE_SITE_URL must use https:\/\/.*"http:\/\/www\.pollocrujiente\.es"/),
      ]);
      for (const value of [
        'https://www.pollocrujiente.es/es',
        'https://www.pollocrujiente.es/?utm=x',
        'https://www.pollocrujiente.es#top',
        'https://www.pollocrujiente.es?',
        'https://user@www.pollocrujiente.es',
      ]) {
        expect(problemsOf({ VITE_SITE_URL: value })).toEqual([
          expect.stringMatching(/^VITE_SITE_URL must be the site's origin only, without a path, query or fragment/),
        ]);
      }
    });
  });

  describe('the mock API’s number of restaurants (VITE_MOCK_RESTAURANTS)', () => {
    it('is the fixtures’ own when empty or unset', () => {
      expect(parseConfig({}).mockRestaurants).toBeNull();
      expect(parseConfig({ VITE_MOCK_RESTAURANTS: ' ' }).mockRestaurants).toBeNull();
      expect(parseMockRestaurants(undefined)).toBeNull();
    });

    it('is a whole number from 1 to the most the mock lists', () => {
      expect(parseConfig({ VITE_MOCK_RESTAURANTS: '1000' }).mockRestaurants).toBe(1000);
      expect(parseMockRestaurants(' 1 ')).toBe(1);
      expect(parseMockRestaurants(String(MOCK_RESTAURANTS_MAX))).toBe(MOCK_RESTAURANTS_MAX);
    });

    it('names the variable and the value when it is anything else', () => {
      for (const value of ['0', '-5', '1.5', '1e3', '0x10', 'mil', '1 000', String(MOCK_RESTAURANTS_MAX + 1)]) {
        expect(problemsOf({ VITE_MOCK_RESTAURANTS: value })).toEqual([
          expect.stringMatching(new RegExp(`^VITE_MOCK_RESTAURANTS must be a whole number .*"${value}"`)),
        ]);
        expect(() => parseMockRestaurants(value)).toThrow(ConfigError);
      }
    });
  });
});
