/** The same mock API for Vitest (node), with its store exposed to the tests. */
import { setupServer } from 'msw/node';
import { fixtures } from './fixtures';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockStore, type StoreOptions } from './store';

export const TEST_API = {
  mainBaseUrl: 'http://api.test',
  deliveryBaseUrl: 'http://delivery.test',
  apiKey: 'test-key',
  deliveryProvider: 'pollocrujiente',
} as const;

export function createMockServer(options: Partial<HandlerOptions> & { store?: StoreOptions } = {}) {
  const store = createMockStore(fixtures, options.store);
  const handlers = createHandlers(store, { ...TEST_API, ...options });
  const server = setupServer(...handlers);
  return { server, store, handlers };
}
