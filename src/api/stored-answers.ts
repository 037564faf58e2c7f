import type { Middleware } from 'openapi-fetch';
import { useSyncExternalStore } from 'react';
import { STORED_AT_HEADER } from '../lib/offline-store';

/** The public reads whose answers the worker keeps, by their path after `/api/v1/`. */
export type StoredRead = 'sections/collections' | 'products' | 'restaurants' | 'provinces' | 'services';

/** For each address answered from the worker's store since the page started, when that answer was stored. */
const storedAt = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** The address without the API key, which says nothing about the answer. */
function addressOf(url: string): string {
  const address = new URL(url);
  address.searchParams.delete('key');
  return address.href;
}

/** Notes where an answer came from: the worker's store (with the time it was stored) or the API itself. */
export function noteAnswer(url: string, stored: string | null): void {
  const address = addressOf(url);
  const time = stored === null ? NaN : Date.parse(stored);
  if (Number.isNaN(time)) {
    if (storedAt.delete(address)) changed();
  } else if (storedAt.get(address) !== time) {
    storedAt.set(address, time);
    changed();
  }
}

/** Whether anything the page shows came from the worker's store. */
export const anyStoredAnswer = (): boolean => storedAt.size > 0;

/**
 * Once the connection is back: whether anything came from the worker's store, to be asked for again (the worker
 * stamps whatever it answers from its store again). Forgets it, so that no page goes on saying it is offline.
 */
export function takeStoredAnswers(): boolean {
  if (storedAt.size === 0) return false;
  storedAt.clear();
  changed();
  return true;
}

/**
 * When the oldest answer of `reads` that came from the worker's store was stored, or null when all came from the
 * API itself.
 */
export function storedSince(reads: readonly StoredRead[]): number | null {
  let oldest: number | null = null;
  for (const [address, time] of storedAt) {
    const path = new URL(address).pathname;
    if (reads.some((read) => path.includes(`/api/v1/${read}`)) && (oldest === null || time < oldest)) oldest = time;
  }
  return oldest;
}

/** Calls `listener` whenever an answer is noted as stored, or as fresh from the API. */
export function subscribeStoredAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useStoredSinceFromWorker(reads: readonly StoredRead[]): number | null {
  useSyncExternalStore(
    subscribeStoredAnswers,
    () => version,
    () => 0,
  );
  return storedSince(reads);
}

/**
 * `storedSince(reads)`, drawn again when an answer of the page comes from the store, or fresh from the API. Always
 * null in a build that mocks the API, which has no offline worker.
 */
export const useStoredSince: (reads: readonly StoredRead[]) => number | null = __API_MOCKING__
  ? () => null
  : useStoredSinceFromWorker;

/** Reads the stamp of every main API answer. */
export const storedAnswers: Middleware = {
  onResponse({ response }) {
    noteAnswer(response.url, response.headers.get(STORED_AT_HEADER));
    return undefined;
  },
};
