import type { Middleware } from 'openapi-fetch';
import { errorFromResponse, toApiError } from '../errors';

/**
 * The first middleware of both clients, so the last to see an answer: an answer that is not OK (after the renewals
 * have had their turn) rejects with an ApiError carrying the body's `Message`, or the status text; a fetch that
 * failed (no connection, the time limit) rejects with an ApiError of its kind.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
    return undefined;
  },
  onError({ error }) {
    return toApiError(error);
  },
};
