import { describe, expect, it } from 'vitest';
import { deliveryApi } from '../../src/api/clients';
import { ApiError } from '../../src/api/errors';
import { loyaltyQuery } from '../../src/api/queries/loyalty';
import { menuQuery } from '../../src/api/queries/menu';
import { newsQuery } from '../../src/api/queries/news';
import { ordersQuery } from '../../src/api/queries/orders';
import { popupsQuery } from '../../src/api/queries/popups';
import { productQuery } from '../../src/api/queries/products';
import { provincesQuery } from '../../src/api/queries/provinces';
import { restaurantsQuery } from '../../src/api/queries/restaurants';
import { servicesQuery } from '../../src/api/queries/services';
import { userQuery } from '../../src/api/queries/user';
import { vouchersQuery } from '../../src/api/queries/vouchers';
import { fixtures } from '../../src/mocks/fixtures';
import { login } from '../../src/session/auth';
import { setupMockApi } from '../support/api';

/**
 * Every read is checked against the contract before a page sees it. Each read is fed the answers an API that breaks
 * the contract could send, through the mock API's malformed answers: in a list, an item that breaks the contract is
 * left out and the rest kept; an answer broken as a whole is a failed call of kind `parse`, which the page shows as
 * its load error with its retry.
 */
const api = setupMockApi();
const DEMO = fixtures.users.users.find((user) => user.email === 'demo@pollocrujiente.example')!;

type Json = Record<string, unknown>;
type QueryLike = { queryFn?: unknown };

const run = (query: QueryLike) =>
  (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });

/** Logs the demo customer in on both sites, for the reads that need a customer. */
async function customer(): Promise<number> {
  const session = await login(DEMO.email, DEMO.password);
  await deliveryApi().POST('/api/v1/auth', { body: { token: session.token, user_id: session.id } });
  return session.id;
}

/** The read's answer as the API would send `body` (a value sent as JSON, or a text sent as it is). */
async function readWith(path: string, body: unknown, query: () => QueryLike): Promise<unknown> {
  api.store.failRequests(path, { mode: 'malformed', body: typeof body === 'string' ? body : JSON.stringify(body) });
  try {
    return await run(query());
  } finally {
    api.store.restoreRequests();
  }
}

async function expectBroken(read: Promise<unknown>, label: string) {
  const error = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, `${label}: the read should fail`).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind, label).toBe('parse');
}

/** Whole answers broken in every way a list answer can be. */
const brokenLists = (key: string): [string, unknown][] => [
  ['not JSON', `{"${key}": [`],
  ['not an object', 42],
  ['a list instead of an object', []],
  ['null', null],
  [`${key} missing`, {}],
  [`${key} null`, { [key]: null }],
  [`${key} not a list`, { [key]: { id: 1 } }],
];

/** One item broken in each way: a required property missing, of another type, and the item null. */
const brokenItems = (item: Json, required: string): [string, unknown][] => {
  const { [required]: _, ...missing } = item;
  return [
    [`without ${required}`, missing],
    [`${required} of another type`, { ...item, [required]: typeof item[required] === 'string' ? 42 : 'x' }],
    ['null', null],
    ['a text', 'x'],
  ];
};

type ListRead = {
  name: string;
  path: string;
  key: 'data' | 'results';
  required: string;
  query: (userId: number) => QueryLike;
  customer?: boolean;
};

const LIST_READS: ListRead[] = [
  {
    name: 'restaurants',
    path: '/api/v1/restaurants',
    key: 'data',
    required: 'province',
    query: () => restaurantsQuery('es'),
  },
  { name: 'provinces', path: '/api/v1/provinces', key: 'data', required: 'name', query: () => provincesQuery('es') },
  { name: 'services', path: '/api/v1/services', key: 'data', required: 'name', query: () => servicesQuery('es') },
  { name: 'news', path: '/api/v1/news', key: 'data', required: 'image', query: () => newsQuery('es', 'WEB,HOME') },
  { name: 'popups', path: '/api/v1/popups', key: 'data', required: 'image', query: () => popupsQuery('es') },
  {
    name: 'menu categories',
    path: '/api/v1/sections/collections',
    key: 'data',
    required: 'products',
    query: () => menuQuery('es'),
  },
  {
    name: 'orders',
    path: '/api/v1/users/',
    key: 'results',
    required: 'id',
    query: (userId) => ordersQuery(userId),
    customer: true,
  },
  {
    name: 'reward codes',
    path: '/api/v1/users/',
    key: 'results',
    required: 'code',
    query: (userId) => vouchersQuery(userId),
    customer: true,
  },
];

describe.each(LIST_READS)('the $name', ({ path, key, required, query, customer: needsCustomer }) => {
  async function goodItems(): Promise<{ userId: number; items: Json[] }> {
    const userId = needsCustomer ? await customer() : 0;
    const items = (await run(query(userId))) as Json[];
    expect(items.length).toBeGreaterThan(1);
    return { userId, items };
  }

  it.each(brokenItems({}, required).map(([label]) => [label]))(
    `leave out an item %s and keep the rest`,
    async (label) => {
      const { userId, items } = await goodItems();
      const [, broken] = brokenItems(items[0]!, required).find(([name]) => name === label)!;
      const answer = await readWith(path, { [key]: [broken, ...items.slice(1)] }, () => query(userId));
      expect(answer).toEqual(items.slice(1));
    },
  );

  it.each(brokenLists(key))('fail as a whole when the answer is %s', async (label, body) => {
    const userId = needsCustomer ? await customer() : 0;
    await expectBroken(
      readWith(path, body, () => query(userId)),
      label,
    );
  });
});

describe("a menu category's products", () => {
  it('are kept but for the product that breaks the contract, in a category and in its sub-categories', async () => {
    const menu = (await run(menuQuery('es'))) as Json[];
    const category = menu.find((entry) => (entry.children as unknown[]).length > 0)!;
    const products = category.products as Json[];
    const child = (category.children as Json[])[0]!;
    const broken = { ...products[0]!, name: 7 };
    const answer = (await readWith(
      '/api/v1/sections/collections',
      {
        data: [
          {
            ...category,
            products: [broken, ...products.slice(1)],
            children: [{ ...child, products: [null, ...(child.products as Json[])] }, { name: 'Sin productos' }],
          },
        ],
      },
      () => menuQuery('es'),
    )) as Json[];
    expect(answer).toEqual([{ ...category, products: products.slice(1), children: [child] }]);
  });
});

type ObjectRead = { name: string; path: string; required: string; query: (userId: number) => QueryLike };

const OBJECT_READS: ObjectRead[] = [
  {
    name: "a product's details",
    path: '/api/v1/products/',
    required: 'nutrition',
    query: () => productQuery(1001, 'es'),
  },
  { name: 'the profile', path: '/api/v1/auth/user', required: 'firstName', query: (userId) => userQuery(userId) },
];

describe.each(OBJECT_READS)('$name', ({ path, required, query }) => {
  it('fail as a whole when the answer breaks the contract', async () => {
    const userId = await customer();
    const good = (await run(query(userId))) as Json;
    const bodies: [string, unknown][] = [
      ...brokenLists('data').filter(([label]) => !label.includes('not a list')),
      ...brokenItems(good, required).map(([label, item]): [string, unknown] => [`data ${label}`, { data: item }]),
    ];
    for (const [label, body] of bodies)
      await expectBroken(
        readWith(path, body, () => query(userId)),
        label,
      );
  });
});

describe('the loyalty programme', () => {
  const path = '/api/v1/loyalty/rewards';

  it('keeps the rewards that keep the contract', async () => {
    const userId = await customer();
    const good = (await run(loyaltyQuery(userId))) as { user: Json; rewards: Json[] };
    const answer = await readWith(path, { ...good, rewards: [{ stars: 3 }, ...good.rewards] }, () =>
      loyaltyQuery(userId),
    );
    expect(answer).toEqual(good);
  });

  it.each<[string, unknown]>([
    ['not JSON', '{"user": '],
    ['not an object', 'x'],
    ['user null', { user: null, rewards: [] }],
    ['user without lifetime points', { user: {}, rewards: [] }],
    ['lifetime points as text', { user: { lifetime_points: '13' }, rewards: [] }],
    ['rewards as text', { user: { lifetime_points: 13 }, rewards: 'x' }],
    ['rewards missing', { user: { lifetime_points: 13 } }],
  ])('fails as a whole with %s', async (label, body) => {
    const userId = await customer();
    await expectBroken(
      readWith(path, body, () => loyaltyQuery(userId)),
      label,
    );
  });
});
