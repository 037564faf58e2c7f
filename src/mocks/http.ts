/**
 * The mock API as a plain request → response function, for Node's HTTP server (scripts/test/api-server.mjs): a build made
 * for a real API (`VITE_API_MOCKING=off`) can then run without one, as customers get it, with no mock in the page.
 * Same handlers, fixtures and store as the browser's mock API; with `restaurants` (VITE_MOCK_RESTAURANTS), the same
 * restaurants at a chain's size as a mock build made with that number lists.
 */
import { getResponse } from 'msw';
import { atChainSize } from './chain-restaurants';
import { fixtures } from './fixtures';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockStore } from './store';

export function createMockApi({ restaurants, ...options }: HandlerOptions & { restaurants?: number | null }) {
  const store = createMockStore(atChainSize(fixtures, restaurants));
  const handlers = createHandlers(store, options);
  return {
    store,
    /** The mock API's answer, or a 404 for an address it does not know. */
    async answer(request: Request): Promise<Response> {
      return (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
    },
  };
}
