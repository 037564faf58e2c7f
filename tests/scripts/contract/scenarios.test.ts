// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listOperations, readContracts } from '../../../scripts/contract/operations.mjs';
import {
  normalizeScenarios,
  readScenarios,
  tableProblems,
  uncoveredOperations,
} from '../../../scripts/contract/scenarios.mjs';

const docs = readContracts();
const scenarios = readScenarios();

describe('the scenario table', () => {
  it('covers every operation of both contracts, and fits them', () => {
    expect(tableProblems(listOperations(docs), scenarios)).toEqual([]);
  });

  it('fails as soon as the contract has an operation the table does not call', () => {
    const grown = structuredClone(docs);
    grown.delivery!.paths!['/api/v1/users/{userId}/addresses'] = {
      get: {
        operationId: 'listAddresses',
        parameters: [{ name: 'userId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'Addresses' } },
      },
    };
    const operations = listOperations(grown);
    expect(uncoveredOperations(operations, scenarios)).toEqual(['delivery GET /api/v1/users/{userId}/addresses']);
    expect(tableProblems(operations, scenarios)).toEqual([
      'delivery GET /api/v1/users/{userId}/addresses is in the contract but no row of the scenario table calls it',
    ]);
  });

  it('never deletes the account', () => {
    const deletions = scenarios.filter((row) => row.method === 'DELETE');
    expect(deletions.map((row) => [row.key, row.needs])).toEqual([['main DELETE /api/v1/auth/user', 'never']]);
  });

  it('reads the public calls in each language, with the tag sets and products the site asks for', () => {
    const publicRows = scenarios.filter((row) => row.needs === 'public');
    expect(publicRows.every((row) => row.eachLanguage)).toBe(true);
    expect(publicRows.map((row) => row.label)).toEqual([
      '/api/v1/news?tags=WEB,HOME',
      '/api/v1/news?tags=WEB,NEWS',
      '/api/v1/popups?tags=WEB',
      '/api/v1/restaurants',
      '/api/v1/provinces',
      '/api/v1/services',
      '/api/v1/sections/collections',
      '/api/v1/products/{id}',
    ]);
  });

  it('makes the customer’s reads in the order the site makes them', () => {
    expect(scenarios.filter((row) => row.needs === 'account').map((row) => row.key)).toEqual([
      'main POST /api/v1/auth/login',
      'delivery POST /api/v1/auth',
      'main GET /api/v1/auth/user',
      'main POST /api/v1/auth/autologin',
      'delivery GET /api/v1/loyalty/rewards',
      'delivery GET /api/v1/users/{userId}/vouchers',
      'delivery GET /api/v1/users/{userId}/orders',
      'delivery GET /api/v1/users/{userId}/orders/latest_ongoing_summary',
      'delivery POST /api/v1/logout',
    ]);
  });

  it('sends mail and tickets only as tickets, and changes the password back after changing it', () => {
    const tickets = scenarios.filter((row) => row.needs === 'tickets').map((row) => row.key);
    expect(tickets).toEqual(
      expect.arrayContaining([
        'main POST /api/v1/auth/register',
        'main POST /api/v1/auth/forgot-password',
        'main POST /api/v1/auth/resend-email',
        'delivery POST /api/{provider}/v1/incidents',
        'delivery POST /api/{provider}/v1/order-incidents',
      ]),
    );
    const passwords = scenarios.filter((row) => row.path === '/api/v1/auth/change-password');
    expect(passwords.map((row) => [row.needs, row.body])).toEqual([
      ['writes', { password: '$temporaryPassword' }],
      ['writes', { password: '$password' }],
    ]);
  });

  it('says which row is wrong: an unknown operation, a missing path parameter, a value no earlier row keeps', () => {
    const operations = listOperations(docs);
    const rows = normalizeScenarios([
      { api: 'main', operation: 'GET /api/v1/nothing', needs: 'public' },
      { api: 'delivery', operation: 'GET /api/v1/users/{userId}/vouchers', needs: 'account' },
      {
        api: 'main',
        operation: 'GET /api/v1/products/{id}',
        needs: 'public',
        path: { id: '$productId' },
        keep: 'nothing',
      },
      { api: 'main', operation: 'GET /api/v1/news', needs: 'sometimes' },
    ]);
    const problems = tableProblems(operations, rows);
    expect(problems).toContain('row 1 (main GET /api/v1/nothing): no such operation in the main contract');
    expect(problems).toContain(
      'row 2 (delivery GET /api/v1/users/{userId}/vouchers): no value for the path parameter {userId}',
    );
    expect(problems).toContain('row 3 (main GET /api/v1/products/{id}): $productId is used before any row keeps it');
    expect(problems).toContain(
      'row 3 (main GET /api/v1/products/{id}): keep names no extractor of scripts/contract/keep.mjs',
    );
    expect(problems).toContain(
      'row 4 (main GET /api/v1/news): needs must be one of public, account, writes, tickets, never',
    );
  });
});
