import type { Middleware } from 'openapi-fetch';
import type { ApiHooks } from '../api-hooks';
import { rewriteRequest } from './sent-requests';

/**
 * The key, the language and JSON on every main API call. The language in `Accept-Language` is the one the call's
 * `language` parameter names when it has one, so both always agree; calls without it carry the visitor's.
 *
 * Only a call with a body says `Content-Type: application/json`; a call without one (every read, the account's
 * deletion) says no Content-Type. A public read then carries only `Accept` and `Accept-Language` (es, en or ca),
 * which a browser lets any page send: it is a simple cross-origin request, sent at once, without first asking the
 * API's leave in an OPTIONS round trip (a preflight), which would cost a phone one more trip over the network on a
 * page's first call. A call with a bearer token asks that leave anyway.
 */
export function keyAndLanguage(apiKey: string, hooks: Pick<ApiHooks, 'getLanguage'>): Middleware {
  return {
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('key', apiKey);
      const language = url.searchParams.get('language') ?? hooks.getLanguage();
      return rewriteRequest(request, url, (hasBody) => {
        const headers = new Headers(request.headers);
        headers.set('Accept-Language', language);
        headers.set('Accept', 'application/json');
        if (hasBody) headers.set('Content-Type', 'application/json');
        else headers.delete('Content-Type');
        return headers;
      });
    },
  };
}
