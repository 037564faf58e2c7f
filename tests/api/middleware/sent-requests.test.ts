// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, rewriteRequest, sentCopies, timedFetch } from '../../../src/api/middleware/sent-requests';
import { serve } from './serve';

afterEach(() => {
  vi.useRealTimers();
});

/** A server that never answers: the call waits until its signal aborts it. */
function neverAnswer() {
  vi.stubGlobal(
    'fetch',
    (request: Request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
      }),
  );
}

describe('timedFetch', () => {
  it('fails a call still unanswered after the time limit with a TimeoutError', async () => {
    vi.useFakeTimers();
    neverAnswer();
    const call = timedFetch(new Request('https://api.test/slow'));
    const failure = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it('lets the caller cancel the call', async () => {
    neverAnswer();
    const caller = new AbortController();
    const call = timedFetch(new Request('https://api.test/slow', { signal: caller.signal }));
    caller.abort(new DOMException('Not wanted', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('rewriteRequest and sentCopies', () => {
  const original = () =>
    new Request('https://api.test/api/v1/auth/user?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Kept': 'yes' },
      body: JSON.stringify({ name: 'Lucía' }),
      credentials: 'include',
    });

  it('sends a request to a new address with new headers, and the same method, body and credentials', async () => {
    const url = new URL('https://api.test/api/v1/auth/user?x=1&key=k');
    const told: boolean[] = [];
    const rewritten = await rewriteRequest(original(), url, (hasBody) => {
      told.push(hasBody);
      return new Headers({ 'Accept-Language': 'ca' });
    });
    expect(told).toEqual([true]);
    expect(rewritten.url).toBe(url.href);
    expect(rewritten.method).toBe('POST');
    expect(rewritten.credentials).toBe('include');
    expect(rewritten.headers.get('Accept-Language')).toBe('ca');
    expect(rewritten.headers.has('X-Kept')).toBe(false);
    expect(await rewritten.json()).toEqual({ name: 'Lucía' });
  });

  it.each([
    ['GET', undefined],
    ['DELETE', undefined],
    ['POST', undefined],
    ['POST', ''],
  ])('tells a %s with no body (%o) that it has none, and sends it with none', async (method, body) => {
    const told: boolean[] = [];
    const rewritten = await rewriteRequest(
      new Request('https://api.test/api/v1/logout', { method, body }),
      new URL('https://api.test/api/v1/logout'),
      (hasBody) => {
        told.push(hasBody);
        return new Headers();
      },
    );
    expect(told).toEqual([false]);
    expect(rewritten.method).toBe(method);
    expect(rewritten.body).toBeNull();
  });

  it('keeps what a request was sent as, once, and sends it again with changed headers', async () => {
    const seen = serve(() => new Response('ok'));
    const copies = sentCopies<string>();
    const request = original();
    const sent = await copies.keep('call-1', request, new URL(request.url), new Headers(request.headers), 'with-this');
    expect(await sent.json()).toEqual({ name: 'Lucía' });
    const copy = copies.take('call-1');
    expect(copy?.with).toBe('with-this');
    expect(copies.take('call-1')).toBeUndefined();
    await copies.resend(copy!, (headers) => headers.set('Authorization', 'Bearer again'));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer again');
    expect(seen[0]!.headers.get('X-Kept')).toBe('yes');
    expect(seen[0]!.credentials).toBe('include');
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: 'Lucía' });
  });
});
