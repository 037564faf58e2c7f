import { readJson, writeStorage } from '../lib/storage';

/**
 * What every tab knows of the delivery site's session. Opening it again stores no new token, so tabs would not
 * know another tab had already done so: this shared mark says with which token it was last opened, whether the
 * delivery site kept it, and changes (`opened`) each time it is opened. A refusal is kept for REFUSAL_KEPT_MS from
 * `refusedAt`, then forgotten, so that a delivery site that refused once (its cookie blocked for a moment, a restart)
 * is asked again later instead of never, in every tab, until the token changes.
 */
export type DeliveryMark = { token: string; state: 'open' | 'refused'; opened: string; refusedAt?: number };

/** How long a refused session is not asked for again. */
export const REFUSAL_KEPT_MS = 5 * 60 * 1000;

export const DELIVERY_MARK_KEY = 'delivery-session';

function isDeliveryMark(value: unknown): value is DeliveryMark {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    (v.state === 'open' || v.state === 'refused') &&
    typeof v.opened === 'string' &&
    (v.refusedAt === undefined || typeof v.refusedAt === 'number')
  );
}

/** A refusal past its time, or one whose time is not known (kept by an earlier version of the site), is forgotten. */
const expired = (mark: DeliveryMark) => {
  if (mark.state !== 'refused') return false;
  const age = Date.now() - (mark.refusedAt ?? Number.NEGATIVE_INFINITY);
  return !(age >= 0 && age < REFUSAL_KEPT_MS);
};

/** This tab's own copy, for when local storage refuses the mark (blocked or full). */
let own: DeliveryMark | null = null;
let storageHolds = true;

/** The mark as every tab sees it; none once a refusal has expired. */
export function readDeliveryMark(): DeliveryMark | null {
  const mark = storageHolds ? readJson(DELIVERY_MARK_KEY, isDeliveryMark) : own;
  return mark && !expired(mark) ? mark : null;
}

let count = 0;

export function markDeliverySession(token: string, state: DeliveryMark['state']): DeliveryMark {
  count += 1;
  const opened = `${Date.now().toString(36)}.${count}.${Math.random().toString(36).slice(2, 8)}`;
  own = state === 'refused' ? { token, state, opened, refusedAt: Date.now() } : { token, state, opened };
  storageHolds = writeStorage(DELIVERY_MARK_KEY, JSON.stringify(own));
  return own;
}

/**
 * The delivery site refused a call sent again under the session `opened`: that session is marked refused, so nobody
 * opens it again with that token for a while. A session another tab opened meanwhile is left alone.
 */
export function markDeliveryRefused(opened: string | null): void {
  const mark = readDeliveryMark();
  if (mark && mark.opened === opened && mark.state === 'open') {
    own = { ...mark, state: 'refused', refusedAt: Date.now() };
    storageHolds = writeStorage(DELIVERY_MARK_KEY, JSON.stringify(own));
  }
}

export function forgetDeliverySession(): void {
  own = null;
  storageHolds = writeStorage(DELIVERY_MARK_KEY, null);
}
