// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { errorMiddleware } from '../../../src/api/middleware/errors';
import { mainClientWith, serve } from './serve';

const read = () =>
  mainClientWith(errorMiddleware).GET('/api/v1/news', { params: { query: { language: 'es', tags: 'WEB,HOME' } } });

async function failure(): Promise<ApiError> {
  const error = await read().then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('errorMiddleware', () => {
  it('lets an OK answer through as it came', async () => {
    serve(() => Response.json({ data: [{ id: 1 }] }));
    const { data, response } = await read();
    expect(response.status).toBe(200);
    expect(data).toEqual({ data: [{ id: 1 }] });
  });

  it("rejects an answer that is not OK with the body's Message, and says the server spoke", async () => {
    serve(() => Response.json({ Message: 'Wrong email or password' }, { status: 400 }));
    expect(await failure()).toMatchObject({
      message: 'Wrong email or password',
      status: 400,
      kind: 'http',
      hasServerMessage: true,
    });
  });

  it('rejects with the status text when the body has no Message, or is not JSON', async () => {
    for (const body of [
      JSON.stringify({ error: 'x' }),
      '<html>Bad gateway</html>',
      JSON.stringify({ Message: '  ' }),
    ]) {
      serve(() => new Response(body, { status: 502, statusText: 'Bad Gateway' }));
      expect(await failure(), body).toMatchObject({
        message: 'Bad Gateway',
        status: 502,
        kind: 'http',
        hasServerMessage: false,
      });
    }
  });

  it('rejects a fetch that failed as a network failure, and one that ran out of time as a timeout', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure()).toMatchObject({ kind: 'network', status: 0 });
    serve(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await failure()).toMatchObject({ kind: 'timeout', status: 0 });
  });
});
