/**
 * @typedef {| { timedOut: false; status: number; contentType: string; text: string; ms: number } | { timedOut: true; ms: number }} Answer
 */

/**
 * Calls as the site's browser makes them: a time limit on each, and the cookies each origin sets sent back to it
 * (the delivery site keeps its session in one).
 */

/**
 * The site gives up on a call after this long; so does the check, and the call is a FAIL.
 * @type {number}
 */
export const TIMEOUT_MS = 10_000;

/** An origin that does not answer at all (refused, unknown host, connection dropped): exit code 2. */
export class UnreachableError extends Error {
  /** @param {string} origin @param {any} cause */
  constructor(origin, cause) {
    const reason =
      cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
    super(`cannot reach ${origin}: ${reason}`);
    this.origin = origin;
    this.reason = reason;
  }
}

/** The cookies of each origin, as a browser keeps them for a session: set by Set-Cookie, removed when expired. */
export class CookieJar {
  /** @type {Map<string, Map<string, string>>} */
  #byOrigin = new Map();

  /** Records the Set-Cookie headers of an answer from `url`. */
  store(url, headers) {
    const origin = new URL(url).origin;
    const cookies = this.#byOrigin.get(origin) ?? new Map();
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.#byOrigin.set(origin, cookies);
  }

  /** The Cookie header for a call to `url`, or null when its origin set none. */
  header(url) {
    const cookies = this.#byOrigin.get(new URL(url).origin);
    if (!cookies || cookies.size === 0) return null;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Sends one call. Resolves with the answer (status, content type, text, time taken) or with `{ timedOut: true }`
 * when it did not come within `timeoutMs`; rejects with an UnreachableError when the origin cannot be reached.
 * @param {{ url: string, method: string, headers?: Record<string, string>, body?: any, jar?: CookieJar, timeoutMs?: number }} call
 * @type {(call: { url: string; method: string; headers?: Record<string, string>; body?: any; jar?: CookieJar; timeoutMs?: number; }) => Promise<Answer>}
 */
export async function send({ url, method, headers = {}, body, jar, timeoutMs = TIMEOUT_MS }) {
  // As the site's calls: only a call with a body says it is JSON; a read says no Content-Type.
  /** @type {Record<string, string>} */
  const json = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const requestHeaders = new Headers({ Accept: 'application/json', ...json, ...headers });
  const cookie = jar?.header(url);
  if (cookie) requestHeaders.set('Cookie', cookie);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      redirect: 'manual',
    });
    // The time limit covers the whole body, as the site's does: an answer that starts and never ends fails too.
    const text = await response.text();
    jar?.store(url, response.headers);
    return {
      timedOut: false,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    if (controller.signal.aborted) return { timedOut: true, ms: Math.round(performance.now() - started) };
    throw new UnreachableError(new URL(url).origin, error);
  } finally {
    clearTimeout(timer);
  }
}
