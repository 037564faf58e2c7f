/**
 * Local storage that never throws: private browsing, full quotas and disabled storage all behave as
 * "nothing stored", so the site keeps working without persistence.
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value` (null removes it). False when storage refused it (blocked, full or missing). */
export function writeStorage(key: string, value: string | null): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    // Storage unavailable: the value lives only as long as the page.
    return false;
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Calls back when another tab changes `key` (the storage event fires only in the other tabs). */
export function onStorageChange(key: string, callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
