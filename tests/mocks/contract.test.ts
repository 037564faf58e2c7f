import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { deliveryApi, mainApi } from '../../src/api/clients';
import { send, unwrap } from '../../src/api/errors';
import { TEST_API } from '../../src/mocks/node';
import { login } from '../../src/session/auth';
import { clearSession } from '../../src/session/session';
import { setupMockApi } from '../support/api';

/**
 * Every call of both contracts goes through the site's clients to the mock API, on its success path and its
 * error paths; every request body and every answer is checked against the OpenAPI schema of its operation,
 * and every operation of the contract must have been exercised.
 */
type Operation = { operationId: string; requestBody?: unknown; responses: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const root = join(import.meta.dirname, '../..');
const docs = {
  main: { doc: parse(readFileSync(join(root, 'openapi/main-api.yaml'), 'utf8')) as Doc, origin: TEST_API.mainBaseUrl },
  delivery: {
    doc: parse(readFileSync(join(root, 'openapi/delivery-api.yaml'), 'utf8')) as Doc,
    origin: TEST_API.deliveryBaseUrl,
  },
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const [name, { doc }] of Object.entries(docs)) ajv.addSchema(doc as object, name);

const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Finds the operation for a request and the schema location of a body, following response $refs. */
function locate(request: Request) {
  const url = new URL(request.url);
  for (const [name, { doc, origin }] of Object.entries(docs)) {
    if (url.origin !== new URL(origin).origin) continue;
    for (const [template, item] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (!pattern.test(url.pathname)) continue;
      const method = request.method.toLowerCase();
      const operation = item[method];
      if (operation) return { name, doc, template, method, operation };
    }
  }
  return null;
}

function responseSchemaRef(name: string, doc: Doc, template: string, method: string, status: number): string | null {
  const responses = doc.paths[template]?.[method]?.responses ?? {};
  const key = String(status) in responses ? String(status) : null;
  if (!key) return null;
  let response = responses[key] as { $ref?: string; content?: Record<string, unknown> };
  let location = pointer('paths', template, method, 'responses', key);
  if (response.$ref) {
    location = response.$ref;
    const parts = response.$ref.slice(2).split('/');
    response = parts.reduce<Record<string, unknown>>(
      (node, part) => node[part] as Record<string, unknown>,
      doc as never,
    ) as typeof response;
  }
  if (!response.content?.['application/json']) return null;
  return `${name}${location}/content/application~1json/schema`;
}

const api = setupMockApi();
const exercised = new Set<string>();
const problems: string[] = [];

api.server.events.on('response:mocked', async ({ request, response }) => {
  const found = locate(request);
  if (!found) {
    problems.push(`${request.method} ${request.url} is not in the contract`);
    return;
  }
  const { name, doc, template, method, operation } = found;
  exercised.add(`${name}:${operation.operationId}`);
  if (!(String(response.status) in operation.responses)) {
    problems.push(
      `${operation.operationId} answered ${response.status}, which the contract does not list: ${await response.clone().text()}`,
    );
    return;
  }
  const ref = responseSchemaRef(name, doc, template, method, response.status);
  if (!ref) return;
  const body: unknown = await response.clone().json();
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (!validate(body)) problems.push(`${operation.operationId} ${response.status}: ${ajv.errorsText(validate.errors)}`);
});

api.server.events.on('request:start', async ({ request }) => {
  const found = locate(request);
  if (!found || !found.operation.requestBody || request.method === 'GET') return;
  const ref = `${found.name}${pointer('paths', found.template, found.method, 'requestBody', 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body: unknown = await request.clone().json();
  if (!validate(body)) problems.push(`${found.operation.operationId} request: ${ajv.errorsText(validate.errors)}`);
});

const attempt = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };
const P = TEST_API.deliveryProvider;

describe('the mock API follows the contract', () => {
  it('on every call of the main API', async () => {
    const m = mainApi();
    const q = (language: 'es' | 'en' | 'ca' = 'es') => ({ params: { query: { language } } });
    const newUser = {
      email: 'marta@example.com',
      password: 'Secreta1',
      firstName: 'Marta',
      lastName: 'Gil',
      phone: '611222333',
      news: false,
    };

    expect(await attempt(send(m.POST('/api/v1/auth/register', { body: newUser })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/register', { body: newUser })))).toBe(400);
    expect(await attempt(send(m.POST('/api/v1/auth/resend-email', { body: { email: newUser.email } })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/resend-email', { body: { email: 'nadie@example.com' } })))).toBe(
      400,
    );
    expect(await attempt(send(m.POST('/api/v1/auth/forgot-password', { body: { email: DEMO.email } })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/forgot-password', { body: { email: 'nadie@example.com' } })))).toBe(
      400,
    );
    expect(await attempt(unwrap(m.POST('/api/v1/auth/login', { body: { email: DEMO.email, password: 'x' } })))).toBe(
      400,
    );
    expect(await attempt(unwrap(m.GET('/api/v1/auth/user')))).toBe(401);

    const session = await login(newUser.email, newUser.password);
    expect(await attempt(unwrap(m.GET('/api/v1/auth/user')))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/user', { body: { ...newUser, phone: '699888777' } })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/user', { body: { ...newUser, email: DEMO.email } })))).toBe(400);
    expect(await attempt(send(m.POST('/api/v1/auth/change-password', { body: { password: 'Nueva123' } })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/change-password', { body: { password: 'weak' } })))).toBe(400);
    expect(await attempt(send(m.POST('/api/v1/auth/acceptprivacypolicy', { body: { news: true } })))).toBe('ok');
    expect(await attempt(send(m.POST('/api/v1/auth/acceptloyaltychanges', { body: { news: false } })))).toBe('ok');
    expect(
      await attempt(
        unwrap(
          m.POST('/api/v1/auth/autologin', { body: { email: session.email, refreshToken: session.refreshToken } }),
        ),
      ),
    ).toBe('ok');
    expect(
      await attempt(
        unwrap(m.POST('/api/v1/auth/autologin', { body: { email: session.email, refreshToken: 'r.0.nope' } })),
      ),
    ).toBe(401);
    expect(await attempt(send(m.DELETE('/api/v1/auth/user')))).toBe('ok');
    clearSession('deleted');

    for (const language of ['es', 'en', 'ca'] as const) {
      expect(await attempt(unwrap(m.GET('/api/v1/news', { params: { query: { language, tags: 'WEB,HOME' } } })))).toBe(
        'ok',
      );
      expect(await attempt(unwrap(m.GET('/api/v1/news', { params: { query: { language, tags: 'WEB,NEWS' } } })))).toBe(
        'ok',
      );
      expect(await attempt(unwrap(m.GET('/api/v1/popups', { params: { query: { language, tags: 'WEB' } } })))).toBe(
        'ok',
      );
      expect(await attempt(unwrap(m.GET('/api/v1/restaurants', q(language))))).toBe('ok');
      expect(await attempt(unwrap(m.GET('/api/v1/provinces', q(language))))).toBe('ok');
      expect(await attempt(unwrap(m.GET('/api/v1/services', q(language))))).toBe('ok');
      const menu = await unwrap(m.GET('/api/v1/sections/collections', q(language)));
      const ids = menu.data.flatMap((c) => [...c.products, ...c.children.flatMap((s) => s.products)]).map((p) => p.id);
      for (const id of ids) {
        expect(
          await attempt(unwrap(m.GET('/api/v1/products/{id}', { params: { path: { id }, query: { language } } }))),
        ).toBe('ok');
      }
    }
    expect(
      await attempt(
        unwrap(m.GET('/api/v1/products/{id}', { params: { path: { id: 999999 }, query: { language: 'es' } } })),
      ),
    ).toBe(404);
  });

  it('on every call of the delivery site', async () => {
    const d = deliveryApi();
    const contact = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '600000000',
      source: 'Web' as const,
      comments: 'Hola',
      accepted_news: true,
    };

    expect(await attempt(unwrap(d.GET('/api/v1/loyalty/rewards')))).toBe(401);
    expect(await attempt(send(d.POST('/api/v1/auth', { body: { token: 'nope', user_id: 1 } })))).toBe(401);
    expect(
      await attempt(
        send(
          d.POST('/api/{provider}/v1/incidents', {
            params: { path: { provider: P } },
            body: { ...contact, reason: 'FOOD_QUALITY' },
          }),
        ),
      ),
    ).toBe('ok');

    const session = await login(DEMO.email, DEMO.password);
    const userId = session.id;
    const orders = await unwrap(
      d.GET('/api/v1/users/{userId}/orders', {
        params: { path: { userId }, query: { page: 1, key: TEST_API.apiKey } },
      }),
    );
    expect(orders.results.length).toBeGreaterThan(0);
    expect(
      await attempt(
        unwrap(
          d.GET('/api/v1/users/{userId}/orders', {
            params: { path: { userId: 2 }, query: { page: 1, key: TEST_API.apiKey } },
          }),
        ),
      ),
    ).toBe(401);
    expect(
      await attempt(
        unwrap(d.GET('/api/v1/users/{userId}/orders/latest_ongoing_summary', { params: { path: { userId } } })),
      ),
    ).toBe('ok');
    // Every way the delivery site says "no order" is an answer the contract allows, as is an order it is told to send.
    for (const answer of [
      { order: null },
      {},
      { order: {} },
      { order: { status: 'on_the_way' } },
      { order: { id: 5150 } },
    ]) {
      api.store.setOngoingOrder(answer);
      expect(
        await attempt(
          unwrap(d.GET('/api/v1/users/{userId}/orders/latest_ongoing_summary', { params: { path: { userId } } })),
        ),
      ).toBe('ok');
    }
    api.store.setOngoingOrder();
    expect(await attempt(unwrap(d.GET('/api/v1/users/{userId}/vouchers', { params: { path: { userId } } })))).toBe(
      'ok',
    );
    expect(await attempt(unwrap(d.GET('/api/v1/loyalty/rewards')))).toBe('ok');
    const incident = { ...contact, reason: 'DELIVERY_TIME' as const, order_id: orders.results[0]!.id };
    expect(
      await attempt(
        send(d.POST('/api/{provider}/v1/order-incidents', { params: { path: { provider: P } }, body: incident })),
      ),
    ).toBe('ok');
    expect(
      await attempt(
        send(
          d.POST('/api/{provider}/v1/order-incidents', {
            params: { path: { provider: P } },
            body: { ...incident, order_id: 424242 },
          }),
        ),
      ),
    ).toBe(400);
    expect(await attempt(send(d.POST('/api/v1/logout')))).toBe('ok');
    expect(await attempt(unwrap(d.GET('/api/v1/users/{userId}/vouchers', { params: { path: { userId } } })))).toBe(401);
  });

  it('with every operation exercised and every body valid', async () => {
    // Bodies are validated by event listeners as answers arrive; let the last ones finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const all = Object.entries(docs).flatMap(([name, { doc }]) =>
      Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => `${name}:${op.operationId}`)),
    );
    expect(exercised.size).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(all.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
