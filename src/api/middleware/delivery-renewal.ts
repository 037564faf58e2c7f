import type { Middleware } from 'openapi-fetch';
import type { ApiHooks } from '../api-hooks';
import { refused, sentCopies } from './sent-requests';

/** Delivery calls that open and close its session: a refusal there is an answer, not a session to renew. */
export const NO_RENEWAL_PATHS: ReadonlySet<string> = new Set(['/api/v1/auth', '/api/v1/logout']);

/**
 * A delivery call refused while a customer is logged in is sent again once after the delivery site's session is
 * opened again; if even that is refused, the session layer is told, so that the next call does not renew again.
 */
export function deliveryRenewal(
  hooks: Pick<ApiHooks, 'getToken' | 'deliverySession' | 'renewDeliverySession' | 'deliverySessionRefused'>,
): Middleware {
  const copies = sentCopies<string | null>();
  return {
    onRequest({ request, id }) {
      return copies.keep(id, request, new URL(request.url), new Headers(request.headers), hooks.deliverySession());
    },
    async onResponse({ response, id, schemaPath }) {
      const copy = copies.take(id);
      if (!refused(response) || !copy || NO_RENEWAL_PATHS.has(schemaPath) || hooks.getToken() === null)
        return undefined;
      if (!(await hooks.renewDeliverySession(copy.with))) return undefined;
      // The session the call is sent again under: another tab may open a newer one while it travels.
      const resentWith = hooks.deliverySession();
      const retried = await copies.resend(copy);
      if (refused(retried)) hooks.deliverySessionRefused(resentWith);
      return retried;
    },
    onError({ id }) {
      copies.take(id);
      return undefined;
    },
  };
}
