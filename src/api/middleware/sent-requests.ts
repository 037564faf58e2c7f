/** A call still unanswered after this long fails, so that no page waits on a spinner forever. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Fetches with a time limit on top of the caller's own signal (TanStack Query's, which cancels a query no longer
 * wanted). A timer rather than AbortSignal.timeout(), so that a test's fake clock can run the time out, and the two
 * joined by hand rather than with AbortSignal.any(), which browsers before 2024 lack. The timer is left running
 * after the answer starts, so a body that never ends fails too (aborting a finished call does nothing). fetch is
 * resolved at call time so test interceptors installed after start-up are honoured.
 */
export function timedFetch(request: Request): Promise<Response> {
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
type SentRequest = {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
  credentials: RequestCredentials;
  signal: AbortSignal;
};

/** A request's body read as bytes, or none when it sends none: a GET, a HEAD, or a DELETE or POST without one. */
async function bodyOf(request: Request): Promise<ArrayBuffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const body = await request.arrayBuffer();
  return body.byteLength > 0 ? body : undefined;
}

/** What `request` is to be sent as, to `url`, with the headers `headers` gives it once it is known whether it has a body. */
async function readRequest(request: Request, url: URL, headers: (hasBody: boolean) => Headers): Promise<SentRequest> {
  const body = await bodyOf(request);
  return {
    url: url.href,
    method: request.method,
    headers: headers(body !== undefined),
    body,
    credentials: request.credentials,
    signal: request.signal,
  };
}

/**
 * A request made afresh from what was read of one. The browser then knows its body as bytes: a request made from a
 * clone's stream would be sent streamed, which servers and the browser's own tools may not read.
 */
const toRequest = (sent: SentRequest, headers: Headers = sent.headers): Request =>
  new Request(sent.url, {
    method: sent.method,
    headers,
    body: sent.body,
    credentials: sent.credentials,
    signal: sent.signal,
  });

/**
 * `request` sent to `url` with the headers `headers` gives it instead of its own, told whether the request has a
 * body: the same method, body, credentials and signal.
 */
export const rewriteRequest = async (
  request: Request,
  url: URL,
  headers: (hasBody: boolean) => Headers,
): Promise<Request> => toRequest(await readRequest(request, url, headers));

/** The answers that refuse a call's session: 401 and 403. */
export const refused = (response: Response) => response.status === 401 || response.status === 403;

/**
 * Keeps each request as it was sent, and what it was sent with, so a call refused for an old session can be sent
 * once more after the session is renewed.
 */
export function sentCopies<T>() {
  const sent = new Map<string, { request: SentRequest; with: T }>();
  return {
    /** Reads `request` (with `url` and `headers` as they are to be sent) and returns the request to send. */
    keep: async (id: string, request: Request, url: URL, headers: Headers, sentWith: T): Promise<Request> => {
      const read = await readRequest(request, url, () => headers);
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
      return timedFetch(toRequest(copy.request, headers));
    },
  };
}
