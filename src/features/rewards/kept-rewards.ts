import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Voucher } from '../../api/queries/vouchers';
import { CUSTOMER_COPIES_KEY } from '../../lib/customer-copies';
import { failureReason } from '../../lib/notifications';
import { readStorage, writeStorage } from '../../lib/storage';

/** A copy and when it was kept (milliseconds since the epoch). */
export type CustomerCopy<T> = { keptAt: number; value: T };

/** What is kept: one customer's copies, by name. */
type Kept = { customerId: number; copies: Record<string, { keptAt?: unknown; value?: unknown }> };

function readKept(): Kept | null {
  const raw = readStorage(CUSTOMER_COPIES_KEY);
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as Partial<Kept> | null;
    return kept && typeof kept.customerId === 'number' && kept.copies && typeof kept.copies === 'object'
      ? (kept as Kept)
      : null;
  } catch {
    return null;
  }
}

/** Keeps `value` for the customer under `name`, replacing the last one; another customer's copies go. */
export function keepForCustomer(customerId: number, name: string, value: unknown, keptAt = Date.now()): void {
  const kept = readKept();
  const copies = kept?.customerId === customerId ? kept.copies : {};
  writeStorage(CUSTOMER_COPIES_KEY, JSON.stringify({ customerId, copies: { ...copies, [name]: { keptAt, value } } }));
}

/** The customer's last copy under `name`, if any, and if `read` still takes it (null when it does not). */
export function customerCopy<T>(
  customerId: number,
  name: string,
  read: (value: unknown) => T | null,
): CustomerCopy<T> | null {
  const kept = readKept();
  const copy = kept?.customerId === customerId ? kept.copies[name] : undefined;
  if (!copy || typeof copy.keptAt !== 'number') return null;
  const value = read(copy.value);
  return value === null ? null : { keptAt: copy.keptAt, value };
}

/**
 * What a customer's section shows: the API's answer, kept on this device for the customer as it arrives; or, when
 * the call failed on the way, the copy last kept, with when it was loaded (`keptAt`, null for the API's answer).
 * With `whileLoading`, the copy is also shown while the call is on its way (`checking`), from the first render: a
 * customer at the counter sees their codes at once, not after the call has failed.
 */
export function useKeptAnswer<T>(
  customerId: number,
  name: string,
  result: Pick<UseQueryResult<T>, 'data' | 'dataUpdatedAt' | 'error' | 'failureReason'>,
  read: (value: unknown) => T | null,
  { whileLoading = false }: { whileLoading?: boolean } = {},
): { data: T | undefined; keptAt: number | null; checking: boolean } {
  const { data, dataUpdatedAt, error, failureReason: lastFailure } = result;
  useEffect(() => {
    if (data !== undefined) keepForCustomer(customerId, name, data, dataUpdatedAt);
  }, [customerId, name, data, dataUpdatedAt]);
  // A call that failed on the way (no connection, or no answer in time: the failures with a reason on the visitor's
  // side) says nothing about the customer; any other failure is shown as it is. A first try that failed on the way
  // counts at once, while the query tries again.
  const offline = data === undefined && failureReason(error ?? lastFailure) !== null;
  const loading = whileLoading && data === undefined && !error && !offline;
  const kept = useMemo(
    () => (offline || loading ? customerCopy(customerId, name, read) : null),
    [offline, loading, customerId, name, read],
  );
  if (data !== undefined) return { data, keptAt: null, checking: false };
  return kept
    ? { data: kept.value, keptAt: kept.keptAt, checking: loading }
    : { data: undefined, keptAt: null, checking: false };
}

/** The day `date` is, as the first ten characters of an ISO date-time (YYYY-MM-DD), in this device's time. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The kept codes still valid on `now`'s day: a code is valid to the end of its end date. */
export const unexpiredCodes = (vouchers: Voucher[], now: Date): Voucher[] =>
  vouchers.filter((voucher) => voucher.end_datetime.slice(0, 10) >= dayOf(now));
