/**
 * Where the mock API keeps its state between reloads: one JSON string, read once when the store starts and written
 * after every change. In the browser it is local storage under `mock-api:state`, so accounts, edits and sessions
 * survive reloads and are shared by tabs, as on a server; without persistence the state lives in memory only.
 */

export type Persistence = { load: () => string | null; save: (state: string) => void };

/** A domain's part of the state, read afresh on every call (a reset replaces the whole state) and saved after a change. */
export type Kept<State> = { state: () => State; persist: () => void };

export const STATE_KEY = 'mock-api:state';

/**
 * The state saved by `persistence` laid over a fresh one (so a field added since it was saved starts fresh), or the
 * fresh one when nothing was saved or what was saved is not JSON.
 */
export function loadState<State extends object>(persistence: Persistence | undefined, initial: () => State): State {
  const saved = persistence?.load();
  if (!saved) return initial();
  try {
    return { ...initial(), ...(JSON.parse(saved) as Partial<State>) };
  } catch {
    return initial();
  }
}

export function saveState(persistence: Persistence | undefined, state: object): void {
  persistence?.save(JSON.stringify(state));
}

/** Local storage under `key`; when the browser refuses it (private mode, storage full), the mock keeps its state in memory only. */
export function localStoragePersistence(key: string = STATE_KEY): Persistence {
  return {
    load: () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    save: (state) => {
      try {
        localStorage.setItem(key, state);
      } catch {
        // Storage unavailable: the mock keeps its state in memory only.
      }
    },
  };
}

/** A copy through JSON, as the state is kept: what the store takes in or hands out never shares objects with it. */
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
