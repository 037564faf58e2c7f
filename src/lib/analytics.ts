import { readCookie } from './cookies';

/** Consent cookie that allows analytics: exactly `true` while the visitor allows it. */
export const ANALYTICS_COOKIE = 'cookie_analytics';

export type ScreenName =
  | 'home'
  | 'catalog'
  | 'item_detail'
  | 'news'
  | 'restaurants'
  | 'contact'
  | 'loyalty_rewards'
  | 'login'
  | 'register'
  | 'personal_data'
  | 'quality'
  | 'history'
  | 'sustainability'
  | 'legal_notice'
  | 'privacy_policy'
  | 'cookies_policy'
  | 'not_found'
  | 'social_commitment';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function analyticsAllowed(): boolean {
  return readCookie(ANALYTICS_COOKIE) === 'true';
}

/** Pushes to the tag manager's data layer, and only while the visitor allows analytics. */
function push(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !analyticsAllowed()) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}

export function logScreenView(screen: ScreenName, path: string): boolean {
  return push({ event: 'screen_view', screen_name: screen, page_path: path });
}

/**
 * Why a submit failed, as a code the tag manager can count: the HTTP status as text ('400', '503'), or 'timeout',
 * 'network' or 'parse'; 'unknown' for a failure that is not a call's. Never the API's message: it can repeat what the
 * customer typed (an email address), which must not reach analytics.
 */
export type FailureCode = `${number}` | 'timeout' | 'network' | 'parse' | 'unknown';

/** Read from the failure's shape (the api layer's ApiError: `kind` and `status`), as lib imports no other layer. */
export function failureCode(error: unknown): FailureCode {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  if (kind === 'timeout' || kind === 'network' || kind === 'parse') return kind;
  if (kind === 'http' && typeof status === 'number' && Number.isInteger(status) && status > 0) return `${status}`;
  return 'unknown';
}

/** The failed-form event: which form, and the code of why (`failureCode`), from the error itself. */
export function logFailedForm(form: string, error: unknown): boolean {
  return push({ event: 'form_failed', form_name: form, error_code: failureCode(error) });
}
