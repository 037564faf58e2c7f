/**
 * Calls broken on purpose, to see how the site copes when part of the API misbehaves: the QA controls that set and
 * clear them (`failRequests`, `restoreRequests`), which call a fault applies to, and how a faulted call answers.
 * Faults live in memory only: a reload clears them.
 */
import { delay, HttpResponse } from 'msw';
import { MOCK_MESSAGES } from './failure';

/**
 * How a call broken on purpose answers (`failRequests`): an error status with a Message, no answer at all
 * (the connection fails), a body that is not JSON, the right answer but late, or 401 to every call made with the
 * customer's credentials.
 */
export type FaultMode = 'status' | 'network' | 'malformed' | 'slow' | 'unauthorized';

export type FaultOptions = {
  /** 'status' unless told. */
  mode?: FaultMode;
  /** The status of 'status' answers: 500 unless told. */
  status?: number;
  /** How late a 'slow' answer comes: by default well past the site's 10 s request timeout. */
  delayMs?: number;
  /** The body of a 'malformed' answer (`{"data": [` unless told), or of a 'status' answer instead of its Message. */
  body?: string;
};

export type Fault = { pathPrefix: string; mode: FaultMode; status: number; delayMs: number; body?: string };

/** A call as the fault controls see it: whether it carries the customer's credentials decides 'unauthorized'. */
export type FaultedCall = { path: string; withCredentials: boolean };

export const SLOW_ANSWER_MS = 20_000;

export function createFaults() {
  const faults: Fault[] = [];

  return {
    /**
     * Breaks every call whose path starts with `pathPrefix`, on either API, until `restoreRequests()`, to see how
     * the site copes when part of the API misbehaves. `failRequests(prefix)` and `failRequests(prefix, 503)` answer
     * with that status (500 unless told) and a Message; the options choose another fault:
     * - `{ mode: 'network' }`: no answer, the connection fails;
     * - `{ mode: 'malformed', body? }`: status 200 with a body that is not JSON (`{"data": [` unless told);
     * - `{ mode: 'slow', delayMs? }`: the right answer, 20 s late unless told;
     * - `{ mode: 'unauthorized' }`: 401 to every call made with the customer's credentials (a main API call with a
     *   token, a delivery call that needs its session), as if every token were refused; autologin still works,
     *   and `failRequests('/api/v1/auth/autologin', { status: 401 })` makes it fail too.
     * When several apply, the last one set wins. Not kept across reloads.
     */
    failRequests(pathPrefix: string, options: number | FaultOptions = {}) {
      const {
        mode = 'status',
        status = 500,
        delayMs = SLOW_ANSWER_MS,
        body,
      } = typeof options === 'number' ? { status: options } : options;
      if (!Number.isInteger(status) || status < 400 || status > 599)
        throw new RangeError(`failRequests: ${status} is not an error status`);
      if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`failRequests: ${delayMs} is not a delay`);
      faults.push({ pathPrefix, mode, status, delayMs, body });
    },
    restoreRequests() {
      faults.length = 0;
    },
    /** The fault a call falls under, if any. */
    faultFor(call: FaultedCall): Fault | undefined {
      return faults.findLast(
        (fault) => call.path.startsWith(fault.pathPrefix) && (fault.mode !== 'unauthorized' || call.withCredentials),
      );
    },
  };
}

/** The answer to a call broken by the QA controls; undefined lets it go on (a slow answer, once its delay is over). */
export async function answerFault(fault: Fault): Promise<Response | undefined> {
  switch (fault.mode) {
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(fault.body ?? '{"data": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'slow':
      await delay(fault.delayMs);
      return undefined;
    case 'unauthorized':
      return HttpResponse.json({ Message: MOCK_MESSAGES.invalidToken }, { status: 401 });
    case 'status': {
      if (fault.body !== undefined) return new HttpResponse(fault.body, { status: fault.status });
      const message =
        fault.status === 401 || fault.status === 403
          ? MOCK_MESSAGES.invalidToken
          : fault.status === 404
            ? MOCK_MESSAGES.notFound
            : MOCK_MESSAGES.unavailable;
      return HttpResponse.json({ Message: message }, { status: fault.status });
    }
  }
}
