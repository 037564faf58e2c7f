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
  /** The visitor's language, for calls whose address names none. */
  getLanguage: () => Locale;
  /**
   * Called when the main API answers 401 or 403 while a session exists. Resolves to a new token, or null when the
   * call is not to be retried (the session ended, or belongs to someone else now); rejects when the refresh could
   * not be made (no connection, a timeout, a server error), and the call then fails with that error. Single-flight.
   */
  refreshToken: () => Promise<string | null>;
  /** What the delivery site's session is as this tab knows it: it changes whenever the session is opened again. */
  deliverySession: () => string | null;
  /**
   * Called when the delivery site answers 401 or 403 while a session exists, with what `deliverySession` said
   * when the call was sent. Resolves to true when the call should be tried again (its session was opened again),
   * false when not; rejects like `refreshToken`.
   */
  renewDeliverySession: (sentWith: string | null) => Promise<boolean>;
  /** A call retried after its session was opened again is still refused: the delivery site does not keep it. */
  deliverySessionRefused: (sentWith: string | null) => void;
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

/** What a request was sent as, kept to send it again: its body read once, never a clone of its stream. */
type SentRequest = { url: string; method: string; headers: Headers; body: ArrayBuffer | undefined; credentials: RequestCredentials; signal: AbortSignal };

async function readRequest(request: Request, url: URL, headers: Headers): Promise<SentRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: url.href,
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: request.credentials,
    signal: request.signal,
  };
}

/**
 * A request made afresh from what was read of one. The browser then knows its body as bytes: a request made from a
 * clone's stream would be sent streamed, which servers and the browser's own tools may not read.
 */
const toRequest = (sent: SentRequest, headers: Headers = sent.headers): Request =>
  new Request(sent.url, { method: sent.method, headers, body: sent.body, credentials: sent.credentials, signal: sent.signal });

const refused = (response: Response) => response.status === 401 || response.status === 403;

/**
 * Keeps each request as it was sent, and what it was sent with, so a call refused for an old session can be sent
 * once more after the session is renewed.
 */
function sentCopies<T>() {
  const sent = new Map<string, { request: SentRequest; with: T }>();
  return {
    /** Reads `request` (with `url` and `headers` as they are to be sent) and returns the request to send. */
    keep: async (id: string, request: Request, url: URL, headers: Headers, sentWith: T): Promise<Request> => {
      const read = await readRequest(request, url, headers);
      sent.set(id, { request: read, with: sentWith });
      return toRequest(read);
    },
    take: (id: string) => {
      const copy = sent.get(id);
      sent.delete(id);
      return copy;
    },
    /** Sends the copy again, with `headers` changed. */
    resend: (copy: { request: SentRequest }, change: (headers: Headers) => void = () => {}) => {
      const headers = new Headers(copy.request.headers);
      change(headers);
      return currentFetch(toRequest(copy.request, headers));
    },
  };
}

/**
 * The key, the language, JSON and the bearer token on every main API call; a call refused for an expired token is
 * sent again once with the token the refresh gets. The language in `Accept-Language` is the one the call's
 * `language` parameter names when it has one, so both always agree; calls without it carry the visitor's.
 */
function mainApiMiddleware(settings: ApiSettings, hooks: ApiHooks): Middleware {
  const copies = sentCopies<string | null>();
  return {
    async onRequest({ request, id }) {
      const url = new URL(request.url);
      url.searchParams.set('key', settings.apiKey);
      const headers = new Headers(request.headers);
      const token = hooks.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept-Language', url.searchParams.get('language') ?? hooks.getLanguage());
      headers.set('Content-Type', 'application/json');
      headers.set('Accept', 'application/json');
      return copies.keep(id, request, url, headers, token);
    },
    async onResponse({ response, id, schemaPath }) {
      const copy = copies.take(id);
      if (!refused(response) || !copy || NO_REFRESH_PATHS.has(schemaPath)) return undefined;
      if (!copy.with || hooks.getToken() === null) return undefined;
      // Another request may already have refreshed the token while this one was in flight.
      const current = hooks.getToken();
      const token = current && current !== copy.with ? current : await hooks.refreshToken();
      if (!token) return undefined;
      return copies.resend(copy, (headers) => headers.set('Authorization', `Bearer ${token}`));
    },
    onError({ id }) {
      copies.take(id);
      return undefined;
    },
  };
}

/** Delivery calls that open and close its session: a refusal there is an answer, not a session to renew. */
const NO_RENEWAL_PATHS = new Set(['/api/v1/auth', '/api/v1/logout']);

/**
 * A delivery call refused while a customer is logged in is sent again once after the delivery site's session is
 * opened again; if even that is refused, the session layer is told, so that the next call does not renew again.
 */
function deliveryMiddleware(hooks: ApiHooks): Middleware {
  const copies = sentCopies<string | null>();
  return {
    onRequest({ request, id }) {
      return copies.keep(id, request, new URL(request.url), new Headers(request.headers), hooks.deliverySession());
    },
    async onResponse({ response, id, schemaPath }) {
      const copy = copies.take(id);
      if (!refused(response) || !copy || NO_RENEWAL_PATHS.has(schemaPath) || hooks.getToken() === null) return undefined;
      if (!(await hooks.renewDeliverySession(copy.with))) return undefined;
      const retried = await copies.resend(copy);
      if (refused(retried)) hooks.deliverySessionRefused(hooks.deliverySession());
      return retried;
    },
    onError({ id }) {
      copies.take(id);
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

export function createDeliveryClient(settings: ApiSettings, hooks: ApiHooks): DeliveryClient {
  const client = createClient<DeliveryPaths>({
    baseUrl: settings.deliveryBaseUrl,
    credentials: 'include',
    fetch: currentFetch,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  client.use(errorMiddleware, deliveryMiddleware(hooks));
  return client;
}

type Api = { main: MainClient; delivery: DeliveryClient; settings: ApiSettings };
let api: Api | null = null;

/** Called once at start-up (and by tests) before any query runs. */
export function configureApi(settings: ApiSettings, hooks: ApiHooks): Api {
  api = { main: createMainClient(settings, hooks), delivery: createDeliveryClient(settings, hooks), settings };
  return api;
}

function current(): Api {
  if (!api) throw new Error('The API is used before configureApi() ran');
  return api;
}

export const mainApi = (): MainClient => current().main;
export const deliveryApi = (): DeliveryClient => current().delivery;
export const apiSettings = (): ApiSettings => current().settings;
