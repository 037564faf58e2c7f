import type { Middleware } from 'openapi-fetch';
import type { ApiHooks } from '../api-hooks';
import { refused, sentCopies } from './sent-requests';

/** Calls that carry credentials of their own: a 401 there means wrong credentials, not an old token. */
export const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/auth/login',
  '/api/v1/auth/autologin',
  '/api/v1/auth/register',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/resend-email',
]);

/**
 * The bearer token on every main API call while a session exists; a call refused for an expired token is sent
 * again once with the token the refresh gets.
 */
export function bearerAndRefresh(hooks: Pick<ApiHooks, 'getToken' | 'refreshToken'>): Middleware {
  const copies = sentCopies<string | null>();
  return {
    onRequest({ request, id }) {
      const token = hooks.getToken();
      // Without a session nothing is ever sent again: the request goes on as it is, not read and made afresh.
      if (!token) return undefined;
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return copies.keep(id, request, new URL(request.url), headers, token);
    },
    async onResponse({ response, id, schemaPath }) {
      const copy = copies.take(id);
      if (!refused(response) || !copy || NO_REFRESH_PATHS.has(schemaPath)) return undefined;
      if (!copy.with || hooks.getToken() === null) return undefined;
      // Another request may already have refreshed the token while this one was in flight.
      const current = hooks.getToken();
      const token = current && current !== copy.with ? current : await hooks.refreshToken(copy.with);
      if (!token) return undefined;
      return copies.resend(copy, (headers) => headers.set('Authorization', `Bearer ${token}`));
    },
    onError({ id }) {
      copies.take(id);
      return undefined;
    },
  };
}
