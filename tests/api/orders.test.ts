import { describe, expect, it } from 'vitest';
import { deliveryApi } from '../../src/api/clients';
import { ongoingOrderOf, ongoingOrderQuery, type OngoingOrderAnswer } from '../../src/api/queries/orders';
import { fixtures } from '../../src/mocks/fixtures';
import { login } from '../../src/session/auth';
import { setupMockApi } from '../support/api';

const api = setupMockApi();

/** The four ways the delivery site says there is no order on its way. */
const NONE: [string, OngoingOrderAnswer][] = [
  ['order null', { order: null }],
  ['order absent', {}],
  ['order {}', { order: {} }],
  ['order without an id', { order: { status: 'on_the_way' } }],
];

const DEMO = fixtures.users.users.find((user) => user.email === 'demo@pollocrujiente.example')!;

/** Logs the demo customer in on both sites and reads their ongoing order through the site's query. */
async function fetchOngoingOrder() {
  const session = await login(DEMO.email, DEMO.password);
  await deliveryApi().POST('/api/v1/auth', { body: { token: session.token, user_id: session.id } });
  return ongoingOrderQuery(session.id).queryFn!({ signal: new AbortController().signal } as never);
}

describe('is there an order on its way', () => {
  it.each(NONE)('no, with %s', (_, answer) => {
    expect(ongoingOrderOf(answer)).toBeNull();
  });

  it('yes, when the order has an id', () => {
    expect(ongoingOrderOf({ order: { id: 1042, status: 'on_the_way' } })).toEqual({ id: 1042, status: 'on_the_way' });
    expect(ongoingOrderOf({ order: { id: 7 } })).toEqual({ id: 7 });
  });

  it('no, when the id could not name a tracking page, or the answer is no object at all', () => {
    for (const id of [0, -3, 1.5, Number.NaN, '1042', null]) {
      expect(ongoingOrderOf({ order: { id } } as unknown as OngoingOrderAnswer), String(id)).toBeNull();
    }
    for (const answer of [null, undefined, 'none', 42, { order: 'none' }, { order: [] }]) {
      expect(ongoingOrderOf(answer as unknown as OngoingOrderAnswer), JSON.stringify(answer)).toBeNull();
    }
  });

  it.each(NONE)('no, from the API (through the mock) with %s', async (_, answer) => {
    api.store.setOngoingOrder(answer);
    expect(await fetchOngoingOrder()).toBeNull();
  });

  it('yes, from the API: the order on its way in the fixtures, or the one the mock is told to send', async () => {
    const onTheWay = DEMO.orders.find((order) => order.status === 'on_the_way')!;
    expect(await fetchOngoingOrder()).toEqual({ id: onTheWay.id, status: 'on_the_way' });
    api.store.setOngoingOrder({ order: { id: 5150 } });
    expect(await fetchOngoingOrder()).toEqual({ id: 5150 });
    api.store.setOngoingOrder();
    expect(await fetchOngoingOrder()).toEqual({ id: onTheWay.id, status: 'on_the_way' });
  });
});
