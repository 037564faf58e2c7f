import { readCookie } from './cookies';

/** Consent cookie that allows analytics (decision 11). */
export const ANALYTICS_COOKIE = 'cookie_analytics';

export type ScreenName =
  | 'home' | 'catalog' | 'item_detail' | 'news' | 'restaurants' | 'contact' | 'loyalty_rewards' | 'login'
  | 'register' | 'personal_data' | 'quality' | 'history' | 'sustainability' | 'legal_notice' | 'privacy_policy'
  | 'cookies_policy' | 'not_found' | 'social_commitment';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function analyticsAllowed(): boolean {
  return readCookie(ANALYTICS_COOKIE) === 'true';
}

/** Pushes to the tag manager's data layer, and only while the visitor allows analytics (decision 13). */
function push(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !analyticsAllowed()) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}

export function logScreenView(screen: ScreenName, path: string): boolean {
  return push({ event: 'screen_view', screen_name: screen, page_path: path });
}

export function logFailedForm(form: string, message: string): boolean {
  return push({ event: 'form_failed', form_name: form, error_message: message });
}
