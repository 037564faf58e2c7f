import { readJson, writeStorage } from '../lib/storage';

/**
 * What every tab knows of the delivery site's session. Opening it again stores no new token, so tabs would not
 * know another tab had already done so: this shared mark says with which token it was last opened, whether the
 * delivery site kept it, and changes (`opened`) each time it is opened.
 */
export type DeliveryMark = { token: string; state: 'open' | 'refused'; opened: string };

export const DELIVERY_MARK_KEY = 'delivery-session';

function isDeliveryMark(value: unknown): value is DeliveryMark {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && (v.state === 'open' || v.state === 'refused') && typeof v.opened === 'string';
}

/** This tab's own copy, for when local storage refuses the mark (blocked or full). */
let own: DeliveryMark | null = null;
let storageHolds = true;

export function readDeliveryMark(): DeliveryMark | null {
  return storageHolds ? readJson(DELIVERY_MARK_KEY, isDeliveryMark) : own;
}

let count = 0;

export function markDeliverySession(token: string, state: DeliveryMark['state']): DeliveryMark {
  count += 1;
  own = { token, state, opened: `${Date.now().toString(36)}.${count}.${Math.random().toString(36).slice(2, 8)}` };
  storageHolds = writeStorage(DELIVERY_MARK_KEY, JSON.stringify(own));
  return own;
}

/** The delivery site refused the session opened last: kept as it is, so nobody opens it again with that token. */
export function markDeliveryRefused(opened: string | null): void {
  const mark = readDeliveryMark();
  if (mark && mark.opened === opened && mark.state === 'open') {
    own = { ...mark, state: 'refused' };
    storageHolds = writeStorage(DELIVERY_MARK_KEY, JSON.stringify(own));
  }
}

export function forgetDeliverySession(): void {
  own = null;
  storageHolds = writeStorage(DELIVERY_MARK_KEY, null);
}
