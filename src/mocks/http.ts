/**
 * The mock API as request handlers for an HTTP server (scripts/test/api-server.mjs): a build made for a real API
 * (`VITE_API_MOCKING=off`) can then run without one, as customers get it, with no mock in the page. Same handlers,
 * fixtures and store as the browser's mock API; with `restaurants` (VITE_MOCK_RESTAURANTS), the same restaurants at a
 * chain's size as a mock build made with that number lists.
 */
import { http } from 'msw';
import { atChainSize } from './chain-restaurants';
import { fixtures } from './fixtures';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockStore } from './store';

export function createMockApi({ restaurants, ...options }: HandlerOptions & { restaurants?: number | null }) {
  const store = createMockStore(atChainSize(fixtures, restaurants));
  return {
    store,
    /** The mock API's handlers, then a 404 for any address they do not know. */
    handlers: [
      ...createHandlers(store, options),
      http.all('*', () => Response.json({ message: 'Not found' }, { status: 404 })),
    ],
  };
}
