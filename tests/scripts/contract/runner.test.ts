// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContractOptions } from '../../../scripts/contract/args.mjs';
import type { send } from '../../../scripts/contract/http.mjs';
import { createMasker } from '../../../scripts/contract/mask.mjs';
import { listOperations, readContracts } from '../../../scripts/contract/operations.mjs';
import { formatLine } from '../../../scripts/contract/report.mjs';
import { runScenarios } from '../../../scripts/contract/runner.mjs';
import { readScenarios } from '../../../scripts/contract/scenarios.mjs';
import { createChecker } from '../../../scripts/contract/schema.mjs';

const docs = readContracts();
const operations = listOperations(docs);
const scenarios = readScenarios();
const checker = createChecker(docs);

const options = (overrides: Partial<ContractOptions> = {}): ContractOptions => ({
  help: false,
  api: 'https://api.test',
  delivery: 'https://delivery.test',
  key: 'the-api-key',
  provider: 'pollocrujiente',
  account: { email: 'qa.person@example.com', password: 'Secret1234' },
  languages: ['es'],
  allowWrites: false,
  allowTickets: false,
  json: null,
  strict: false,
  ...overrides,
});

type Call = Parameters<typeof send>[0];
const json = (status: number, body: unknown) => ({
  timedOut: false as const,
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
  ms: 5,
});

/** A fake API answering like the mock: `answers` overrides the body of a path (its template's last segment). */
function fakeApi(answers: Record<string, (call: Call) => Awaited<ReturnType<typeof send>>> = {}) {
  const calls: Call[] = [];
  const fake: typeof send = async (call) => {
    calls.push(call);
    const path = new URL(call.url).pathname;
    const override = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    if (override) return override[1](call);
    if (path === '/api/v1/auth/login')
      return json(200, {
        data: { id: 4, email: 'qa.person@example.com', token: 'tok-login-123', refreshToken: 'refresh-456' },
      });
    if (path === '/api/v1/auth/autologin') return json(200, { data: { token: 'tok-auto-789' } });
    if (path === '/api/v1/auth/user' && call.method === 'GET') {
      return json(200, {
        data: {
          id: 4,
          email: 'qa.person@example.com',
          firstName: 'Quique',
          lastName: 'Tester',
          phone: '611222333',
          news: false,
          privacyPolicyAccepted: true,
          loyaltyChangesAccepted: false,
        },
      });
    }
    if (path.startsWith('/api/v1/auth') || path === '/api/v1/logout') return json(200, { data: {} });
    if (path === '/api/v1/sections/collections')
      return json(200, {
        data: [
          {
            id: 1,
            name: 'A',
            thumbnail: 't',
            products: [{ id: 11, name: 'p', description: 'd', image: 'i' }],
            children: [
              {
                id: 2,
                name: 'B',
                products: [
                  { id: 12, name: 'p', description: 'd', image: 'i' },
                  { id: 13, name: 'p', description: 'd', image: 'i' },
                ],
              },
            ],
          },
        ],
      });
    if (path.startsWith('/api/v1/products/'))
      return json(200, {
        data: {
          keyname: 'k',
          name: 'n',
          description: 'd',
          image: 'i',
          nutrition: {
            weight: 1,
            kcal: 1,
            proteins: 1,
            carbs: 1,
            sugar: 1,
            fat: 1,
            transfat: 0,
            fibers: 0,
            sodium: 0,
            salt: 0,
          },
          allergens: [],
        },
      });
    if (path === '/api/v1/loyalty/rewards') return json(200, { user: { lifetime_points: 3 }, rewards: [] });
    if (path.endsWith('/latest_ongoing_summary')) return json(200, { order: null });
    if (path.endsWith('/orders') || path.endsWith('/vouchers')) return json(200, { results: [] });
    return json(200, { data: [] });
  };
  return { calls, fake };
}

async function run(opts: ContractOptions, api = fakeApi()) {
  const masker = createMasker();
  const lines: string[] = [];
  const outcome = await runScenarios({
    options: opts,
    operations,
    scenarios,
    checker,
    masker,
    send: api.fake,
    now: () => 1700000000000,
    onResult: (result) => lines.push(masker.mask(formatLine(result))),
  });
  return { ...outcome, lines, calls: api.calls };
}

describe('running the scenario table', () => {
  it('without an account, makes only the public reads, once per language, with the key and the language', async () => {
    const { results, calls, notRun } = await run(options({ account: null, languages: ['es', 'en', 'ca'] }));
    expect(results.every((result) => result.outcome === 'ok')).toBe(true);
    expect(calls.every((call) => new URL(call.url).origin === 'https://api.test')).toBe(true);
    expect(calls.every((call) => new URL(call.url).searchParams.get('key') === 'the-api-key')).toBe(true);
    const products = calls.filter((call) => call.url.includes('/products/'));
    expect(
      products.map((call) => [
        new URL(call.url).pathname,
        call.headers?.['Accept-Language'],
        new URL(call.url).searchParams.get('language'),
      ]),
    ).toEqual([
      ['/api/v1/products/11', 'es', 'es'],
      ['/api/v1/products/12', 'es', 'es'],
      ['/api/v1/products/11', 'en', 'en'],
      ['/api/v1/products/12', 'en', 'en'],
      ['/api/v1/products/11', 'ca', 'ca'],
      ['/api/v1/products/12', 'ca', 'ca'],
    ]);
    expect(notRun.map((row) => row.operation)).toContain('main POST /api/v1/auth/login');
    const passwords = notRun.filter((row) => row.operation === 'main POST /api/v1/auth/change-password');
    expect(passwords).toEqual([
      {
        operation: 'main POST /api/v1/auth/change-password',
        reason: 'changes the account, then puts it back (--allow-writes)',
      },
    ]);
  });

  it('with an account, logs in, opens the delivery session, then sends the token it got and autologin’s after it', async () => {
    const { results, calls } = await run(options());
    expect(results.every((result) => result.outcome === 'ok')).toBe(true);
    const delivery = calls.find((call) => call.url === 'https://delivery.test/api/v1/auth');
    expect(delivery?.body).toEqual({ token: 'tok-login-123', user_id: 4 });
    const profile = calls.find((call) => call.url.startsWith('https://api.test/api/v1/auth/user'));
    expect(profile?.headers?.Authorization).toBe('Bearer tok-login-123');
    const orders = calls.find((call) => call.url.includes('/orders?'));
    expect(orders?.url).toBe('https://delivery.test/api/v1/users/4/orders?page=1&key=the-api-key');
    expect(calls.at(-1)?.url).toBe('https://delivery.test/api/v1/logout');
  });

  it('saves the profile with its own values, changes the password and back, and sends only acceptances already given', async () => {
    const { results, calls } = await run(options({ allowWrites: true }));
    const saved = calls.find(
      (call) => call.method === 'POST' && call.url.startsWith('https://api.test/api/v1/auth/user'),
    );
    expect(saved?.body).toEqual({
      email: 'qa.person@example.com',
      firstName: 'Quique',
      lastName: 'Tester',
      phone: '611222333',
      news: false,
    });
    const passwords = calls.filter((call) => call.url.includes('/change-password')).map((call) => call.body);
    expect(passwords).toEqual([{ password: 'Secret1234Cc9' }, { password: 'Secret1234' }]);
    expect(calls.some((call) => call.url.includes('/acceptprivacypolicy'))).toBe(true);
    expect(calls.some((call) => call.url.includes('/acceptloyaltychanges'))).toBe(false);
    expect(results.find((result) => result.path === '/api/v1/auth/acceptloyaltychanges')?.outcome).toBe('skip');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says so when the password could not be changed back', async () => {
    const api = fakeApi({
      '/change-password': (call) =>
        (call.body as { password: string }).password === 'Secret1234'
          ? json(400, { Message: 'No' })
          : json(200, { data: {} }),
    });
    const { notices, results } = await run(options({ allowWrites: true }), api);
    expect(
      results.filter((result) => result.path === '/api/v1/auth/change-password').map((result) => result.outcome),
    ).toEqual(['ok', 'FAIL']);
    expect(notices).toEqual([expect.stringContaining('its password followed by "Cc9"')]);
  });

  it('fails an undescribed property only with --strict', async () => {
    const api = () =>
      fakeApi({ '/loyalty/rewards': () => json(200, { user: { lifetime_points: 3, tier: 'gold' }, rewards: [] }) });
    const loose = await run(options(), api());
    const line = (lines: string[]) => lines.find((one) => one.includes('/api/v1/loyalty/rewards'));
    expect(line(loose.lines)).toMatch(/ok {3}warning: \/user\/tier not described by the contract$/);
    const strict = await run(options({ strict: true }), api());
    expect(line(strict.lines)).toMatch(/FAIL \/user\/tier not described by the contract$/);
  });

  it('fails a call that does not answer in time, or with another status than expected, and goes on', async () => {
    const api = fakeApi({
      '/api/v1/provinces': () => ({ timedOut: true, ms: 10_000 }),
      '/api/v1/services': () => json(401, { Message: 'Invalid API key' }),
    });
    const { results } = await run(options({ account: null }), api);
    expect(results.find((result) => result.path === '/api/v1/provinces')).toMatchObject({
      outcome: 'FAIL',
      errors: [{ pointer: '', message: 'no answer within 10 s' }],
    });
    expect(results.find((result) => result.path === '/api/v1/services')).toMatchObject({
      outcome: 'FAIL',
      errors: [{ pointer: '', message: 'status 401, expected 200: Invalid API key' }],
    });
    expect(results.filter((result) => result.outcome === 'ok').length).toBe(results.length - 2);
  });

  it('skips what depends on an answer that lacked it, and says which call should have given it', async () => {
    const api = fakeApi({
      '/api/v1/auth/login': () =>
        json(200, { data: { id: 4, email: 'qa.person@example.com', refreshToken: 'refresh-456' } }),
    });
    const { results, lines } = await run(options(), api);
    const login = results.findIndex((result) => result.path === '/api/v1/auth/login');
    expect(results[login]).toMatchObject({
      outcome: 'FAIL',
      errors: [{ pointer: '/data/token', message: 'required, missing' }],
    });
    // Autologin needs only the refresh token, which the login did give.
    const after = results.slice(login + 1).filter((result) => result.path !== '/api/v1/auth/autologin');
    expect(after.map((result) => result.outcome)).toEqual(Array(after.length).fill('skip'));
    expect(lines[login + 1]).toMatch(
      /delivery POST\s+\/api\/v1\/auth .*skip needs token, which main POST \/api\/v1\/auth\/login did not give$/,
    );
    expect(lines.at(-1)).toMatch(
      /delivery POST\s+\/api\/v1\/logout .*skip needs deliverySession, which delivery POST \/api\/v1\/auth did not give$/,
    );
  });

  it('never prints the key, the password, the tokens or the customer’s data', async () => {
    const { lines } = await run(
      options({ allowWrites: true, allowTickets: true }),
      fakeApi({
        '/api/v1/auth/user': (call) =>
          call.method === 'GET'
            ? json(200, {
                data: {
                  id: 4,
                  email: 'qa.person@example.com',
                  firstName: 'Quique',
                  lastName: 'Tester',
                  phone: '611222333',
                  news: false,
                  privacyPolicyAccepted: true,
                  loyaltyChangesAccepted: true,
                },
              })
            : json(400, {
                Message:
                  'Quique Tester, 611222333 and qa.person@example.com are wrong; token tok-login-123, key the-api-key, password Secret1234',
              }),
      }),
    );
    const output = lines.join('\n');
    expect(output).toContain(
      'status 400, expected 200: Q*** T***, ***33 and q***@example.com are wrong; token [hidden], key [hidden], password [hidden]',
    );
    for (const secret of [
      'Quique',
      'Tester',
      '611222333',
      'qa.person',
      'tok-login-123',
      'refresh-456',
      'the-api-key',
      'Secret1234',
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
