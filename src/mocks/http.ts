/**
 * The mock API as a plain request → response function, for Node's HTTP server (scripts/test/api-server.mjs): a build made
 * for a real API (`VITE_API_MOCKING=off`) can then run without one, as customers get it, with no mock in the page.
 * Same handlers, fixtures and store as the browser's mock API.
 */
import { getResponse } from 'msw';
import { fixtures } from './fixtures';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockStore } from './store';

export function createMockApi(options: HandlerOptions) {
  const store = createMockStore(fixtures);
  const handlers = createHandlers(store, options);
  return {
    store,
    /** The mock API's answer, or a 404 for an address it does not know. */
    async answer(request: Request): Promise<Response> {
      return (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
    },
  };
}
