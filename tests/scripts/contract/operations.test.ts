// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listOperations, readContracts } from '../../../scripts/contract/operations.mjs';

describe('reading the operations of the contract', () => {
  const operations = listOperations(readContracts());
  const keys = operations.map((operation) => operation.key);

  it('lists every operation of both contracts, named by API, method and path', () => {
    expect(keys).toContain('main GET /api/v1/news');
    expect(keys).toContain('main DELETE /api/v1/auth/user');
    expect(keys).toContain('main POST /api/v1/auth/user');
    expect(keys).toContain('delivery POST /api/v1/auth');
    expect(keys).toContain('delivery GET /api/v1/users/{userId}/orders/latest_ongoing_summary');
    expect(new Set(keys).size).toBe(keys.length);
    expect(operations.filter((operation) => operation.api === 'main').length).toBeGreaterThanOrEqual(17);
    expect(operations.filter((operation) => operation.api === 'delivery').length).toBeGreaterThanOrEqual(8);
  });

  it('finds the path parameters, through the contract’s shared parameters', () => {
    const orders = operations.find((operation) => operation.key === 'delivery GET /api/v1/users/{userId}/orders');
    expect(orders?.pathParameters).toEqual(['userId']);
    const incidents = operations.find((operation) => operation.key === 'delivery POST /api/{provider}/v1/incidents');
    expect(incidents?.pathParameters).toEqual(['provider']);
    expect(operations.find((operation) => operation.key === 'main GET /api/v1/news')?.pathParameters).toEqual([]);
  });

  it('reads an operation added to the contract, and path-level parameters', () => {
    const added = listOperations({
      main: {
        paths: {
          '/api/v1/things/{thingId}': {
            parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'integer' } }],
            get: { operationId: 'getThing', responses: { '200': { description: 'A thing' } } },
            patch: { operationId: 'patchThing', responses: { '200': { description: 'Done' } } },
          },
        },
      },
    });
    expect(added.map((operation) => operation.key)).toEqual([
      'main GET /api/v1/things/{thingId}',
      'main PATCH /api/v1/things/{thingId}',
    ]);
    expect(added[0]?.pathParameters).toEqual(['thingId']);
    expect(added[0]?.statuses).toEqual(['200']);
  });
});
