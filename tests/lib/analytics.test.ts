import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/api/errors';
import { failureCode } from '../../src/lib/analytics';

describe('the reason code of a failed form', () => {
  it('is the status of an error answer, never its message', () => {
    const error = new ApiError('ana@example.com is already registered', {
      status: 409,
      kind: 'http',
      hasServerMessage: true,
    });
    expect(failureCode(error)).toBe('409');
  });

  it('names a call that got no usable answer by why', () => {
    expect(failureCode(toApiError(new DOMException('signal timed out', 'TimeoutError')))).toBe('timeout');
    expect(failureCode(toApiError(new TypeError('Failed to fetch')))).toBe('network');
    expect(failureCode(toApiError(new SyntaxError('Unexpected end of JSON input')))).toBe('parse');
  });

  it('is "unknown" for anything that is not a failed call, whatever its text', () => {
    expect(failureCode(new Error('ana@example.com'))).toBe('unknown');
    expect(failureCode({ kind: 'http', status: 'ana@example.com' })).toBe('unknown');
    expect(failureCode(undefined)).toBe('unknown');
  });
});
