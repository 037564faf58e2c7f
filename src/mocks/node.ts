/**
 * The same mock API for Vitest (node) and for the build's pre-rendering, with its store exposed to the tests; with
 * `restaurants`, it lists that many (VITE_MOCK_RESTAURANTS) instead of the fixtures' own.
 */
import { setupServer } from 'msw/node';
import { atChainSize } from './chain-restaurants';
import { fixtures } from './fixtures';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockStore, type StoreOptions } from './store';

export const TEST_API = {
  mainBaseUrl: 'http://api.test',
  deliveryBaseUrl: 'http://delivery.test',
  apiKey: 'test-key',
  deliveryProvider: 'pollocrujiente',
} as const;

export function createMockServer(
  options: Partial<HandlerOptions> & { store?: StoreOptions; restaurants?: number | null } = {},
) {
  const { store: storeOptions, restaurants, ...handlerOptions } = options;
  const store = createMockStore(atChainSize(fixtures, restaurants), storeOptions);
  const handlers = createHandlers(store, { ...TEST_API, ...handlerOptions });
  const server = setupServer(...handlers);
  return { server, store, handlers };
}
