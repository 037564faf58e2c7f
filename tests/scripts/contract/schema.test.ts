// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readContracts } from '../../../scripts/contract/operations.mjs';
import { closeSchemas, createChecker } from '../../../scripts/contract/schema.mjs';

const { check } = createChecker(readContracts());
const json = 'application/json; charset=utf-8';
const login = (data: unknown, status = 200) =>
  check({
    api: 'main',
    method: 'POST',
    path: '/api/v1/auth/login',
    status,
    contentType: json,
    text: JSON.stringify({ data }),
  });
const session = { id: 7, email: 'someone@example.com', token: 't', refreshToken: 'r' };

describe('checking an answer against the contract', () => {
  it('passes an answer that matches, and gives its body back', () => {
    const checked = login(session);
    expect(checked.errors).toEqual([]);
    expect(checked.warnings).toEqual([]);
    expect(checked.body).toEqual({ data: session });
  });

  it('names a missing required property by its JSON pointer', () => {
    const { token: _token, ...withoutToken } = session;
    expect(login(withoutToken).errors).toEqual([{ pointer: '/data/token', message: 'required, missing' }]);
  });

  it('names a value of the wrong type, such as a number sent as text', () => {
    const restaurants = check({
      api: 'main',
      method: 'GET',
      path: '/api/v1/restaurants',
      status: 200,
      contentType: json,
      text: JSON.stringify({ data: [{ id: '1' }] }),
    });
    expect(restaurants.errors).toContainEqual({ pointer: '/data/0/id', message: 'must be integer' });
    expect(login({ ...session, id: '7' }).errors).toEqual([{ pointer: '/data/id', message: 'must be integer' }]);
  });

  it('warns about a property the contract does not describe, at any depth', () => {
    const checked = login({ ...session, nickname: 'x' });
    expect(checked.errors).toEqual([]);
    expect(checked.warnings).toEqual([{ pointer: '/data/nickname', message: 'not described by the contract' }]);
    const top = check({
      api: 'delivery',
      method: 'GET',
      path: '/api/v1/loyalty/rewards',
      status: 200,
      contentType: json,
      text: JSON.stringify({ user: { lifetime_points: 3, tier: 'gold' }, rewards: [], extra: 1 }),
    });
    expect(top.warnings.map((warning) => warning.pointer).sort()).toEqual(['/extra', '/user/tier']);
  });

  it('accepts what a oneOf allows: an ongoing order, or null', () => {
    const ongoing = (body: unknown) =>
      check({
        api: 'delivery',
        method: 'GET',
        path: '/api/v1/users/{userId}/orders/latest_ongoing_summary',
        status: 200,
        contentType: json,
        text: JSON.stringify(body),
      });
    expect(ongoing({ order: null })).toMatchObject({ errors: [], warnings: [] });
    expect(ongoing({ order: { id: 3, status: 'on its way' } })).toMatchObject({ errors: [], warnings: [] });
  });

  it('does not fail on formats', () => {
    expect(login({ ...session, email: 'not an email' }).errors).toEqual([]);
  });

  it('checks error answers against the schema the contract gives for their status, through $ref', () => {
    const wrong = check({
      api: 'main',
      method: 'POST',
      path: '/api/v1/auth/login',
      status: 400,
      contentType: json,
      text: '{"Message":42}',
    });
    expect(wrong.errors).toEqual([{ pointer: '/Message', message: 'must be string' }]);
    const error = check({
      api: 'main',
      method: 'POST',
      path: '/api/v1/auth/login',
      status: 400,
      contentType: json,
      text: '{"Message":"Wrong"}',
    });
    expect(error.errors).toEqual([]);
  });

  it('fails a status the contract does not list, a content type that is not JSON and a body that is not JSON', () => {
    expect(login(session, 500).errors).toEqual([
      { pointer: '', message: 'status 500 is not one the contract lists (200, 400)' },
    ]);
    const html = check({
      api: 'main',
      method: 'GET',
      path: '/api/v1/news',
      status: 200,
      contentType: 'text/html',
      text: '<html>',
    });
    expect(html.errors).toEqual([{ pointer: '', message: 'content type "text/html" is not JSON' }]);
    const broken = check({
      api: 'main',
      method: 'GET',
      path: '/api/v1/news',
      status: 200,
      contentType: json,
      text: '{"data": [',
    });
    expect(broken.errors).toEqual([{ pointer: '', message: 'the body is not valid JSON' }]);
  });
});

describe('closing the schemas to find undescribed properties', () => {
  it('closes the whole of an allOf, not its parts, so the parts’ properties are all described', () => {
    const doc = {
      paths: {},
      components: {
        schemas: {
          Base: { type: 'object', properties: { id: { type: 'integer' } } },
          Named: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { name: { type: 'string' } } }] },
          Open: { type: 'object', properties: { a: {} }, additionalProperties: true },
        },
      },
    };
    const closed = closeSchemas(doc) as typeof doc & {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    expect(closed.components.schemas.Base).not.toHaveProperty('unevaluatedProperties');
    expect(closed.components.schemas.Named).toHaveProperty('unevaluatedProperties', false);
    expect(closed.components.schemas.Open).not.toHaveProperty('unevaluatedProperties');
    expect(doc.components.schemas.Named).not.toHaveProperty('unevaluatedProperties');
  });
});
