// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLine, formatSummary, maskDeep, summarize, type CallResult } from '../../../scripts/contract/report.mjs';

const result = (overrides: Partial<CallResult>): CallResult => ({
  api: 'main',
  method: 'GET',
  path: '/api/v1/news',
  label: '/api/v1/news?tags=WEB,HOME',
  language: 'es',
  status: 200,
  ms: 42,
  outcome: 'ok',
  errors: [],
  warnings: [],
  note: null,
  ...overrides,
});

describe('the report', () => {
  it('writes one line per call: API, method, path, language, status, time and the outcome', () => {
    const line = formatLine(result({}));
    expect(line).toMatch(/^main\s+GET\s+\/api\/v1\/news\?tags=WEB,HOME\s+es\s+200\s+42 ms {2}ok$/);
    expect(
      formatLine(
        result({ api: 'delivery', language: null, path: '/api/v1/auth', label: '/api/v1/auth', method: 'POST' }),
      ),
    ).toMatch(/^delivery POST\s+\/api\/v1\/auth\s+-\s+200/);
  });

  it('gives a FAIL its first errors as JSON pointers, and says how many more', () => {
    const errors = ['/data/0/id', '/data/1/id', '/data/2/id', '/data/3/id', '/data/4/id'].map((pointer) => ({
      pointer,
      message: 'must be integer',
    }));
    expect(formatLine(result({ outcome: 'FAIL', errors }))).toMatch(
      / {2}FAIL \/data\/0\/id must be integer; \/data\/1\/id must be integer; \/data\/2\/id must be integer \(\+2 more\)$/,
    );
    expect(
      formatLine(
        result({
          outcome: 'FAIL',
          status: null,
          ms: 10_000,
          errors: [{ pointer: '', message: 'no answer within 10 s' }],
        }),
      ),
    ).toMatch(/-\s+10000 ms {2}FAIL no answer within 10 s$/);
  });

  it('says why a call was skipped, and shows warnings on an ok line', () => {
    expect(
      formatLine(
        result({
          outcome: 'skip',
          status: null,
          ms: null,
          note: 'needs token, which main POST /api/v1/auth/login did not give',
        }),
      ),
    ).toMatch(/ {2}skip needs token, which main POST \/api\/v1\/auth\/login did not give$/);
    expect(
      formatLine(result({ warnings: [{ pointer: '/data/0/extra', message: 'not described by the contract' }] })),
    ).toMatch(/ {2}ok {3}warning: \/data\/0\/extra not described by the contract$/);
  });

  it('exits 0 when every answer matches, warnings and skips included, and 1 when one does not', () => {
    expect(
      summarize([result({}), result({ outcome: 'skip' }), result({ warnings: [{ pointer: '/a', message: 'x' }] })]),
    ).toEqual({ counts: { calls: 3, ok: 2, failed: 0, skipped: 1, warnings: 1 }, exitCode: 0 });
    expect(
      summarize([result({}), result({ outcome: 'FAIL', errors: [{ pointer: '/a', message: 'x' }] })]).exitCode,
    ).toBe(1);
  });

  it('closes with the count, the operations that do not match in which languages, and what did not run', () => {
    const fail = { outcome: 'FAIL' as const, errors: [{ pointer: '/data/0/id', message: 'must be integer' }] };
    const summary = formatSummary({
      results: [
        result({}),
        result({ ...fail, path: '/api/v1/restaurants', label: '/api/v1/restaurants' }),
        result({ ...fail, path: '/api/v1/restaurants', label: '/api/v1/restaurants', language: 'ca' }),
        result({
          ...fail,
          api: 'delivery',
          path: '/api/v1/loyalty/rewards',
          label: '/api/v1/loyalty/rewards',
          language: null,
        }),
      ],
      notRun: [{ operation: 'main DELETE /api/v1/auth/user', reason: 'never runs' }],
      notices: ['Change it back by hand.'],
    });
    expect(summary.split('\n')).toEqual([
      '',
      '4 calls: 1 ok, 3 FAIL, 0 skipped; 0 properties the contract does not describe',
      'Does not match the contract:',
      '  main GET /api/v1/restaurants (es, ca)',
      '  delivery GET /api/v1/loyalty/rewards',
      'Not run:',
      '  main DELETE /api/v1/auth/user: never runs',
      '!! Change it back by hand.',
      'Some answers do not match the contract (exit code 1).',
    ]);
    expect(formatSummary({ results: [result({})] })).toMatch(/Every answer matches the contract\.$/);
  });

  it('masks every string of the JSON report, whatever its depth', () => {
    expect(
      maskDeep({ a: ['secret here', { b: 'secret' }], n: 3, none: null }, (text) => text.replace('secret', '[hidden]')),
    ).toEqual({ a: ['[hidden] here', { b: '[hidden]' }], n: 3, none: null });
  });
});
