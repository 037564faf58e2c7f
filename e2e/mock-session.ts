import { loadThroughVite } from '../scripts/test/api-server.mjs';
import type { Fixtures } from '../src/mocks/fixtures';
import type { createMockStore as CreateMockStore } from '../src/mocks/store';
import { STATE_KEY } from '../src/mocks/store/persistence';

type StoreModules = { createMockStore: typeof CreateMockStore; fixtures: Fixtures };

/** The mock API's store code and fixtures, as the site bundles them (TypeScript, JSON imports): loaded once per worker. */
let modules: Promise<StoreModules> | undefined;

async function loadStore(): Promise<StoreModules> {
  const [store, fixtures] = await loadThroughVite(['/src/mocks/store.ts', '/src/mocks/fixtures.ts']);
  return {
    createMockStore: store!.createMockStore as StoreModules['createMockStore'],
    fixtures: fixtures!.fixtures as Fixtures,
  };
}

/** What a browser holds once a customer has logged in on the mock API: the site's session and the mock's saved state. */
export type StoredLogin = { stateKey: string; state: string; session: string };

/**
 * Logs `email` in on a fresh mock API, as the page's own would be on a first visit, and returns what the browser's
 * local storage then holds: the mock's state (the session's tokens and the delivery site's session opened, as the
 * login form opens it) and the site's session.
 */
export async function loginOnFreshMock(email: string, password: string): Promise<StoredLogin> {
  const { createMockStore, fixtures } = await (modules ??= loadStore());
  let state = '';
  const store = createMockStore(fixtures, { persistence: { load: () => null, save: (saved) => (state = saved) } });
  const session = store.login(email, password);
  store.openDeliverySession(session.token, session.id);
  return { stateKey: STATE_KEY, state, session: JSON.stringify(session) };
}
