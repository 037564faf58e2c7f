import type { Middleware } from 'openapi-fetch';
import type { ApiHooks } from '../api-hooks';
import { rewriteRequest } from './sent-requests';

/**
 * The key, the language and JSON on every main API call. The language in `Accept-Language` is the one the call's
 * `language` parameter names when it has one, so both always agree; calls without it carry the visitor's.
 */
export function keyAndLanguage(apiKey: string, hooks: Pick<ApiHooks, 'getLanguage'>): Middleware {
  return {
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('key', apiKey);
      const headers = new Headers(request.headers);
      headers.set('Accept-Language', url.searchParams.get('language') ?? hooks.getLanguage());
      headers.set('Content-Type', 'application/json');
      headers.set('Accept', 'application/json');
      return rewriteRequest(request, url, headers);
    },
  };
}
