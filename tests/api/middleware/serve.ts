import createClient, { type Middleware } from 'openapi-fetch';
import { vi } from 'vitest';
import type { paths as DeliveryPaths } from '../../../src/api/generated/delivery-api';
import type { paths as MainPaths } from '../../../src/api/generated/main-api';
import { timedFetch } from '../../../src/api/middleware/sent-requests';

/** A request as the server saw it, its body read. */
export type Seen = { url: URL; method: string; headers: Headers; body: string; credentials: RequestCredentials };

/**
 * Answers every request the clients send (the first sending and any retry alike) with `answer`, and keeps what was
 * sent: a middleware is tested alone, with nothing between it and this server.
 */
export function serve(answer: (request: Seen, index: number) => Response = () => Response.json({ data: [] })) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const read: Seen = {
      url: new URL(request.url),
      method: request.method,
      headers: new Headers(request.headers),
      body: await request.text(),
      credentials: request.credentials,
    };
    seen.push(read);
    return answer(read, seen.length - 1);
  });
  return seen;
}

const BASE = 'https://api.test';

/** A main API client with `middleware` alone. */
export function mainClientWith(...middleware: Middleware[]) {
  const client = createClient<MainPaths>({ baseUrl: BASE, fetch: timedFetch });
  client.use(...middleware);
  return client;
}

/** A delivery client with `middleware` alone. */
export function deliveryClientWith(...middleware: Middleware[]) {
  const client = createClient<DeliveryPaths>({ baseUrl: BASE, credentials: 'include', fetch: timedFetch });
  client.use(...middleware);
  return client;
}

export const refusal = (status = 401) => Response.json({ Message: 'Invalid token' }, { status });
