import { consentBannerSettled, subscribeConsent } from '../../lib/consent';
import { type AppStore, storeFor } from '../../lib/site';
import { readJson, writeStorage } from '../../lib/storage';

/** The banner stays away 15 days after it is closed and 90 days after the install link is followed. */
export const HIDE_AFTER_CLOSE_DAYS = 15;
export const HIDE_AFTER_INSTALL_DAYS = 90;
export const SMART_BANNER_KEY = 'appBanner';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the visitor last closed the banner or followed its install link, in epoch milliseconds. */
export type SmartBannerState = { closedAt?: number; installedAt?: number };

const isState = (value: unknown): value is SmartBannerState =>
  typeof value === 'object' &&
  value !== null &&
  ['closedAt', 'installedAt'].every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === undefined || (typeof field === 'number' && Number.isFinite(field));
  });

export function smartBannerHidden(state: SmartBannerState | null, now: number): boolean {
  if (!state) return false;
  const within = (since: number | undefined, days: number) =>
    since !== undefined && now >= since && now - since < days * DAY_MS;
  return within(state.closedAt, HIDE_AFTER_CLOSE_DAYS) || within(state.installedAt, HIDE_AFTER_INSTALL_DAYS);
}

export const readSmartBannerState = (): SmartBannerState | null => readJson(SMART_BANNER_KEY, isState);

const listeners = new Set<() => void>();

export function subscribeSmartBanner(listener: () => void): () => void {
  listeners.add(listener);
  const stopConsent = subscribeConsent(listener);
  return () => {
    listeners.delete(listener);
    stopConsent();
  };
}

export function recordSmartBanner(event: 'closed' | 'installed', now: number = Date.now()): void {
  const state = readSmartBannerState() ?? {};
  const next = event === 'closed' ? { ...state, closedAt: now } : { ...state, installedAt: now };
  writeStorage(SMART_BANNER_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Phones only: the banner offers the app where the app can be installed. */
const PHONE_QUERY = '(max-width: 767px)';

/**
 * The store the banner offers now, or null when it is not shown: not a phone, within a hide period, or the cookie
 * banner not yet answered or closed. The cookie banner first: consent must be usable at once, and a promotion must
 * not cover it.
 */
export function getSmartBannerStore(): AppStore | null {
  if (!consentBannerSettled()) return null;
  const onPhone = window.matchMedia?.(PHONE_QUERY).matches ?? false;
  if (!onPhone || smartBannerHidden(readSmartBannerState(), Date.now())) return null;
  return storeFor(navigator.userAgent);
}
