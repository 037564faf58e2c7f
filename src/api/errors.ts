/**
 * Why a call failed, so screens can choose a translated message where the API gave none: an error status, no
 * connection, an answer that is not JSON, or no answer within the time limit.
 */
export type ApiErrorKind = 'http' | 'network' | 'parse' | 'timeout';

/**
 * The one error every failed call becomes. `message` is the body's `Message` (the API's JSON error) or else the
 * status text; network, malformed-body and timeout failures carry their kind and no server message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** True when the server said something a person can read (its `Message`). */
  readonly hasServerMessage: boolean;

  constructor(
    message: string,
    options: { status: number; kind: ApiErrorKind; hasServerMessage?: boolean; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `{"Message": "..."}` from a failed response without consuming the original body. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: string | null = null;
  try {
    const body: unknown = await response.clone().json();
    if (
      body &&
      typeof body === 'object' &&
      'Message' in body &&
      typeof body.Message === 'string' &&
      body.Message.trim()
    ) {
      message = body.Message;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return new ApiError(message ?? (response.statusText || `HTTP ${response.status}`), {
    status: response.status,
    kind: 'http',
    hasServerMessage: message !== null,
  });
}

const isNamed = (error: unknown, name: string): error is { name: string; message: string } =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/** Maps anything a call can throw to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return new ApiError(error.message, { status: 0, kind: 'parse', cause: error });
  // The clients' time limit aborts a call with a TimeoutError DOMException; told by name, as DOMException is not
  // an Error everywhere.
  if (isNamed(error, 'TimeoutError')) return new ApiError(error.message, { status: 0, kind: 'timeout', cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message, { status: 0, kind: 'network', cause: error });
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Awaits an openapi-fetch call and returns its data. The middleware rejects failed answers; a body that is
 * not JSON is rejected here, after openapi-fetch has tried to parse it.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiError(result.response.statusText || 'Empty response', {
      status: result.response.status,
      kind: 'parse',
    });
  }
  return result.data;
}

/** Like `unwrap` for calls whose answer carries nothing the site uses. */
export async function send(call: Promise<FetchResult<unknown>>): Promise<void> {
  try {
    await call;
  } catch (error) {
    throw toApiError(error);
  }
}
