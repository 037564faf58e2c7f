import { describe, expect, it } from 'vitest';
import { MOCK_MESSAGES } from '../../../src/mocks/store/failure';
import { answerFault, createFaults, SLOW_ANSWER_MS } from '../../../src/mocks/store/faults';

const call = (path: string, withCredentials = false) => ({ path, withCredentials });

describe('the faults QA sets on the mock API', () => {
  it('break every call whose path starts with the prefix, with 500 unless told', () => {
    const faults = createFaults();
    faults.failRequests('/api/v1/news');
    expect(faults.faultFor(call('/api/v1/news'))).toEqual({
      pathPrefix: '/api/v1/news',
      mode: 'status',
      status: 500,
      delayMs: SLOW_ANSWER_MS,
      body: undefined,
    });
    expect(faults.faultFor(call('/api/v1/newsletter'))?.status).toBe(500);
    expect(faults.faultFor(call('/api/v1/menu'))).toBeUndefined();
  });

  it('let the last fault set win when several apply', () => {
    const faults = createFaults();
    faults.failRequests('/api/', 503);
    faults.failRequests('/api/v1/products', { mode: 'network' });
    expect(faults.faultFor(call('/api/v1/products/1001'))?.mode).toBe('network');
    expect(faults.faultFor(call('/api/v1/news'))?.status).toBe(503);
    faults.failRequests('/api/', { mode: 'malformed' });
    expect(faults.faultFor(call('/api/v1/products/1001'))?.mode).toBe('malformed');
  });

  it('are all cleared by restoreRequests', () => {
    const faults = createFaults();
    faults.failRequests('/api/v1/news');
    faults.failRequests('/api/v1/loyalty', { mode: 'slow' });
    faults.restoreRequests();
    expect(faults.faultFor(call('/api/v1/news'))).toBeUndefined();
    expect(faults.faultFor(call('/api/v1/loyalty/rewards', true))).toBeUndefined();
  });

  it('refuse only the calls made with the customer’s credentials in unauthorized mode', () => {
    const faults = createFaults();
    faults.failRequests('/api/', { mode: 'unauthorized' });
    expect(faults.faultFor(call('/api/v1/auth/user', true))?.mode).toBe('unauthorized');
    expect(faults.faultFor(call('/api/v1/news', false))).toBeUndefined();
  });

  it('refuse a status that is not an error, or a delay that is not one', () => {
    const faults = createFaults();
    expect(() => faults.failRequests('/api/', 200)).toThrow(RangeError);
    expect(() => faults.failRequests('/api/', { mode: 'slow', delayMs: -1 })).toThrow(RangeError);
    expect(faults.faultFor(call('/api/v1/news'))).toBeUndefined();
  });
});

describe('how a faulted call answers', () => {
  const fault = { pathPrefix: '/api/', delayMs: 0 };

  it('with the API’s Message for its status', async () => {
    const unavailable = await answerFault({ ...fault, mode: 'status', status: 503 });
    expect(unavailable?.status).toBe(503);
    expect(await unavailable?.json()).toEqual({ Message: MOCK_MESSAGES.unavailable });
    expect(await (await answerFault({ ...fault, mode: 'status', status: 404 }))?.json()).toEqual({
      Message: MOCK_MESSAGES.notFound,
    });
    expect(await (await answerFault({ ...fault, mode: 'status', status: 403 }))?.json()).toEqual({
      Message: MOCK_MESSAGES.invalidToken,
    });
  });

  it('with the body it was given instead of the Message', async () => {
    const answer = await answerFault({ ...fault, mode: 'status', status: 500, body: 'Internal error' });
    expect(await answer?.text()).toBe('Internal error');
  });

  it('with 200 and a body that is not JSON when malformed', async () => {
    const answer = await answerFault({ ...fault, mode: 'malformed', status: 500 });
    expect(answer?.status).toBe(200);
    expect(await answer?.text()).toBe('{"data": [');
  });

  it('with 401 when unauthorized, with a failed connection on network, and not at all (the call goes on) when slow', async () => {
    const refused = await answerFault({ ...fault, mode: 'unauthorized', status: 500 });
    expect(refused?.status).toBe(401);
    expect(await refused?.json()).toEqual({ Message: MOCK_MESSAGES.invalidToken });
    expect((await answerFault({ ...fault, mode: 'network', status: 500 }))?.type).toBe('error');
    expect(await answerFault({ ...fault, mode: 'slow', status: 500 })).toBeUndefined();
  });
});
