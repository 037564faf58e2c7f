/**
 * The mock API's store: what both APIs answer and remember, one module per domain under store/ (accounts and tokens,
 * the catalogue, the delivery site, faults set by QA, and where the state is kept between reloads). This file puts
 * them together into the one object the handlers call and QA drives (`window.__mockApi` in a mock build).
 */
import type { Fixtures } from './fixtures';
import { type AccountsState, createAccounts, initialAccounts } from './store/accounts';
import { createCatalogue } from './store/catalogue';
import { createDelivery, type DeliveryState, initialDelivery } from './store/delivery';
import { createFaults } from './store/faults';
import { type Kept, loadState, type Persistence, saveState } from './store/persistence';

export { MOCK_MESSAGES, MockFailure } from './store/failure';
export type { OngoingOrderAnswer } from './store/delivery';
export type { Fault, FaultedCall, FaultMode, FaultOptions } from './store/faults';
export type { Persistence } from './store/persistence';

export type StoreOptions = {
  /** How long a token lives; the site refreshes it with autologin afterwards. */
  tokenTtlMs?: number;
  now?: () => number;
  persistence?: Persistence;
};

/** Everything the mock remembers, saved as one JSON object: the accounts' part and the delivery site's. */
type State = AccountsState & DeliveryState;

export type MockStore = ReturnType<typeof createMockStore>;

export function createMockStore(fixtures: Fixtures, options: StoreOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const initial = (): State => ({ ...initialAccounts(fixtures), ...initialDelivery() });

  let state = loadState(options.persistence, initial);
  const kept: Kept<State> = { state: () => state, persist: () => saveState(options.persistence, state) };

  const { findUser, userFromToken, ...accounts } = createAccounts(kept, {
    ttlMs: options.tokenTtlMs ?? 30 * 60 * 1000,
    now,
    // Deleting an account closes its delivery session too.
    onDeleted: (userId) => forgetCustomer(userId),
  });
  const { forgetCustomer, ...delivery } = createDelivery(
    kept,
    { findUser, userFromToken },
    { now, rewards: fixtures.users.rewards },
  );
  const faults = createFaults();

  return {
    ...accounts,
    ...createCatalogue(fixtures),
    ...delivery,
    ...faults,
    /** Back to the fixtures: every account, session, record and fault set since is gone. */
    reset() {
      state = initial();
      faults.restoreRequests();
      kept.persist();
    },
    // What the mock received, for the tests and QA.
    get contactRequests() {
      return state.contactRequests;
    },
    get orderIncidents() {
      return state.orderIncidents;
    },
    get emailsSent() {
      return state.emailsSent;
    },
  };
}
