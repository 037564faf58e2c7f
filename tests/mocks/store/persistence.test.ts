import { afterEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../../src/mocks/fixtures';
import { createMockStore } from '../../../src/mocks/store';
import {
  loadState,
  localStoragePersistence,
  type Persistence,
  saveState,
  STATE_KEY,
} from '../../../src/mocks/store/persistence';

/** A persistence that keeps the saved string in memory, as a test can read it. */
function memory(saved: string | null = null): Persistence & { saved: string | null } {
  const kept = {
    saved,
    load: () => kept.saved,
    save: (state: string) => {
      kept.saved = state;
    },
  };
  return kept;
}

const initial = () => ({ count: 0, names: ['fixture'] });

describe('the mock API’s kept state', () => {
  it('reads back a saved state', () => {
    const persistence = memory();
    saveState(persistence, { count: 3, names: ['saved'] });
    expect(loadState(persistence, initial)).toEqual({ count: 3, names: ['saved'] });
  });

  it('starts fresh when nothing was saved', () => {
    expect(loadState(memory(), initial)).toEqual(initial());
    expect(loadState(undefined, initial)).toEqual(initial());
  });

  it('ignores a saved state that is not JSON', () => {
    expect(loadState(memory('{"count": 3'), initial)).toEqual(initial());
  });

  it('gives a field the saved state does not have its fresh value', () => {
    expect(loadState(memory('{"count": 3}'), initial)).toEqual({ count: 3, names: ['fixture'] });
  });
});

describe('the store with a persistence', () => {
  it('saves every change, and a new store starts from it', () => {
    const persistence = memory();
    const store = createMockStore(fixtures, { persistence });
    store.register({
      email: 'nueva@example.com',
      password: 'Secret123',
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '600000000',
      news: false,
    });
    store.setOngoingOrder({ order: null });
    const saved = JSON.parse(persistence.saved ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      'contactRequests',
      'deliverySessionUserId',
      'emailsSent',
      'nextUserId',
      'ongoingOrderAnswer',
      'orderIncidents',
      'refreshTokens',
      'revokedTokens',
      'tokenGeneration',
      'users',
    ]);
    const again = createMockStore(fixtures, { persistence });
    expect(again.findUserByEmail('nueva@example.com')?.firstName).toBe('Ana');
    expect(again.emailsSent).toEqual([{ to: 'nueva@example.com', kind: 'validation' }]);
  });

  it('starts from the fixtures when the saved state is corrupt, and reset saves them', () => {
    const persistence = memory('not json');
    const store = createMockStore(fixtures, { persistence });
    expect(store.findUserByEmail('demo@pollocrujiente.example')).toBeDefined();
    store.reset();
    expect(JSON.parse(persistence.saved ?? '{}')).toMatchObject({
      tokenGeneration: 0,
      emailsSent: [],
      ongoingOrderAnswer: null,
    });
  });
});

describe('local storage as the persistence', () => {
  afterEach(() => localStorage.clear());

  it('keeps the state under mock-api:state', () => {
    const persistence = localStoragePersistence();
    persistence.save('{"count": 1}');
    expect(localStorage.getItem(STATE_KEY)).toBe('{"count": 1}');
    expect(STATE_KEY).toBe('mock-api:state');
    expect(persistence.load()).toBe('{"count": 1}');
  });
});
