import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { Locale } from '../lib/language';
import { errorMiddleware } from './errors';
import type { paths as DeliveryPaths } from './generated/delivery-api';
import type { paths as MainPaths } from './generated/main-api';

export type MainClient = Client<MainPaths>;
export type DeliveryClient = Client<DeliveryPaths>;

/** What the API layer asks of the session and language layers, which it may not import. */
export type ApiHooks = {
  getToken: () => string | null;
  getLanguage: () => Locale;
  /**
   * Called when the main API answers 401 or 403 while a session exists. Resolves to a new token, or null
   * when the session could not be refreshed (the session layer then clears it). Must be single-flight.
   */
  refreshToken: () => Promise<string | null>;
};

export type ApiSettings = {
  /** Absolute origin (and base path) of the main API. */
  mainBaseUrl: string;
  apiKey: string;
  deliveryBaseUrl: string;
  deliveryProvider: string;
};

/** Calls that carry credentials of their own: a 401 there means wrong credentials, not an old token. */
const NO_REFRESH_PATHS = new Set([
  '/api/v1/auth/login',
  '/api/v1/auth/autologin',
  '/api/v1/auth/register',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/resend-email',
]);

/** A call still unanswered after this long fails, so that no page waits on a spinner forever. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Fetches with a time limit on top of the caller's own signal (TanStack Query's, which cancels a query no longer
 * wanted). A timer rather than AbortSignal.timeout(), so that a test's fake clock can run the time out, and the two
 * joined by hand rather than with AbortSignal.any(), which browsers before 2024 lack. The timer is left running
 * after the answer starts, so a body that never ends fails too (aborting a finished call does nothing). fetch is
 * resolved at call time so test interceptors installed after start-up are honoured.
 */
function currentFetch(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer after ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const { signal } = request;
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return globalThis.fetch(new Request(request, { signal: controller.signal })).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
}

async function rebuild(request: Request, url: URL, headers: Headers): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: request.credentials,
    signal: request.signal,
  });
}

function mainApiMiddleware(settings: ApiSettings, hooks: ApiHooks): Middleware {
  // A copy of each request as sent, to retry it once after a token refresh.
  const sent = new Map<string, { request: Request; token: string | null }>();
  return {
    async onRequest({ request, id }) {
      const url = new URL(request.url);
      url.searchParams.set('key', settings.apiKey);
      const headers = new Headers(request.headers);
      const token = hooks.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept-Language', hooks.getLanguage());
      headers.set('Content-Type', 'application/json');
      headers.set('Accept', 'application/json');
      const prepared = await rebuild(request, url, headers);
      sent.set(id, { request: prepared.clone(), token });
      return prepared;
    },
    async onResponse({ response, id, schemaPath }) {
      const original = sent.get(id);
      sent.delete(id);
      if ((response.status !== 401 && response.status !== 403) || !original || NO_REFRESH_PATHS.has(schemaPath)) {
        return undefined;
      }
      if (!original.token || hooks.getToken() === null) return undefined;
      // Another request may already have refreshed the token while this one was in flight.
      const current = hooks.getToken();
      const token = current && current !== original.token ? current : await hooks.refreshToken();
      if (!token) return undefined;
      const headers = new Headers(original.request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return currentFetch(await rebuild(original.request, new URL(original.request.url), headers));
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}

export function createMainClient(settings: ApiSettings, hooks: ApiHooks): MainClient {
  const client = createClient<MainPaths>({ baseUrl: settings.mainBaseUrl, fetch: currentFetch });
  // onResponse runs from the last middleware to the first: the refresh retry happens before errors are raised.
  client.use(errorMiddleware, mainApiMiddleware(settings, hooks));
  return client;
}

export function createDeliveryClient(settings: ApiSettings): DeliveryClient {
  const client = createClient<DeliveryPaths>({
    baseUrl: settings.deliveryBaseUrl,
    credentials: 'include',
    fetch: currentFetch,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  client.use(errorMiddleware);
  return client;
}

type Api = { main: MainClient; delivery: DeliveryClient; settings: ApiSettings };
let api: Api | null = null;

/** Called once at start-up (and by tests) before any query runs. */
export function configureApi(settings: ApiSettings, hooks: ApiHooks): Api {
  api = { main: createMainClient(settings, hooks), delivery: createDeliveryClient(settings), settings };
  return api;
}

function current(): Api {
  if (!api) throw new Error('The API is used before configureApi() ran');
  return api;
}

export const mainApi = (): MainClient => current().main;
export const deliveryApi = (): DeliveryClient => current().delivery;
export const apiSettings = (): ApiSettings => current().settings;
