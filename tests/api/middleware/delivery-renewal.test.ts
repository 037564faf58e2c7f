// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { deliveryRenewal, NO_RENEWAL_PATHS } from '../../../src/api/middleware/delivery-renewal';
import { deliveryClientWith, refusal, serve } from './serve';

/** A logged-in customer (or a guest) whose delivery session is `opened`; a renewal opens it as `reopened`. */
function session({ token = 'token' as string | null, renews = true } = {}) {
  const state = { opened: 'first' };
  const renewDeliverySession = vi.fn(async (_sentWith: string | null) => {
    if (renews) state.opened = 'second';
    return renews;
  });
  const deliverySessionRefused = vi.fn();
  return {
    hooks: { getToken: () => token, deliverySession: () => state.opened, renewDeliverySession, deliverySessionRefused },
    renewDeliverySession,
    deliverySessionRefused,
  };
}

const rewards = { stars: 3 };

describe('deliveryRenewal', () => {
  it.each([401, 403])(
    'opens the delivery session again after a %i, and sends the call again as it was',
    async (status) => {
      const seen = serve((_, index) => (index === 0 ? refusal(status) : Response.json(rewards)));
      const { hooks, renewDeliverySession, deliverySessionRefused } = session();
      const body = { token: 'x', user_id: 7 };
      const { response } = await deliveryClientWith(deliveryRenewal(hooks)).POST('/api/{provider}/v1/order-incidents', {
        params: { path: { provider: 'pollo' } },
        body: body as never,
      });
      expect(response.status).toBe(200);
      // Told which session the call was sent under, to know whether someone else renewed it meanwhile.
      expect(renewDeliverySession).toHaveBeenCalledExactlyOnceWith('first');
      expect(deliverySessionRefused).not.toHaveBeenCalled();
      expect(seen).toHaveLength(2);
      expect(seen[1]!.url.href).toBe(seen[0]!.url.href);
      expect(seen[1]!.body).toBe(seen[0]!.body);
      expect(JSON.parse(seen[1]!.body)).toEqual(body);
      expect(seen[1]!.credentials).toBe('include');
    },
  );

  it('does not send the call again when the session was not opened again', async () => {
    const seen = serve(() => refusal());
    const { hooks, renewDeliverySession } = session({ renews: false });
    const { response } = await deliveryClientWith(deliveryRenewal(hooks)).GET('/api/v1/loyalty/rewards');
    expect(response.status).toBe(401);
    expect(renewDeliverySession).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('tells the session layer when the call is refused even after the renewal, and renews no more', async () => {
    const seen = serve(() => refusal());
    const { hooks, renewDeliverySession, deliverySessionRefused } = session();
    const { response } = await deliveryClientWith(deliveryRenewal(hooks)).GET('/api/v1/loyalty/rewards');
    expect(response.status).toBe(401);
    expect(renewDeliverySession).toHaveBeenCalledTimes(1);
    expect(deliverySessionRefused).toHaveBeenCalledExactlyOnceWith('second');
    expect(seen).toHaveLength(2);
  });

  it('marks refused the session the call was sent again under, not one another tab opened meanwhile', async () => {
    const { hooks, deliverySessionRefused } = session();
    const state = { opened: 'first' };
    hooks.deliverySession = () => state.opened;
    hooks.renewDeliverySession = vi.fn(async () => {
      state.opened = 'second';
      return true;
    });
    serve((_, index) => {
      // Another tab opens a newer session while the call sent again travels.
      if (index === 1) state.opened = 'third';
      return refusal();
    });
    const { response } = await deliveryClientWith(deliveryRenewal(hooks)).GET('/api/v1/loyalty/rewards');
    expect(response.status).toBe(401);
    expect(deliverySessionRefused).toHaveBeenCalledExactlyOnceWith('second');
  });

  it('does not renew for a guest', async () => {
    const seen = serve(() => refusal());
    const { hooks, renewDeliverySession } = session({ token: null });
    await deliveryClientWith(deliveryRenewal(hooks)).GET('/api/v1/loyalty/rewards');
    expect(renewDeliverySession).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('takes a refusal of the calls that open and close the session as their answer', async () => {
    expect([...NO_RENEWAL_PATHS].sort()).toEqual(['/api/v1/auth', '/api/v1/logout']);
    const seen = serve(() => refusal());
    const { hooks, renewDeliverySession } = session();
    const client = deliveryClientWith(deliveryRenewal(hooks));
    await client.POST('/api/v1/auth', { body: { token: 'token', user_id: 7 } });
    await client.POST('/api/v1/logout');
    expect(renewDeliverySession).not.toHaveBeenCalled();
    expect(seen).toHaveLength(2);
  });

  it('leaves answers that are not refusals alone', async () => {
    const seen = serve(() => Response.json({ Message: 'down' }, { status: 502 }));
    const { hooks, renewDeliverySession } = session();
    const { response } = await deliveryClientWith(deliveryRenewal(hooks)).GET('/api/v1/loyalty/rewards');
    expect(response.status).toBe(502);
    expect(renewDeliverySession).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});
