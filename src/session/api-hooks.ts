import type { ApiHooks } from '../api/api-hooks';
import type { Locale } from '../lib/language';
import { markDeliveryRefused, readDeliveryMark } from './delivery-session';
import { getSession } from './session';

/**
 * The session's code for logging in, out and renewing (./auth), loaded when a page or a refused call first needs
 * it: every page's first load carries only what each call reads (the token, the language, the delivery mark).
 */
const auth = () => import('./auth');

/** What the API clients ask of the session: its token, the language, and how to renew either session. */
export function sessionApiHooks(getLanguage: () => Locale): ApiHooks {
  return {
    getToken: () => getSession()?.token ?? null,
    getLanguage,
    refreshToken: (refusedToken) => auth().then((module) => module.refreshSession(refusedToken)),
    deliverySession: () => readDeliveryMark()?.opened ?? null,
    renewDeliverySession: (sentWith) => auth().then((module) => module.renewDeliverySession(sentWith)),
    deliverySessionRefused: markDeliveryRefused,
  };
}
