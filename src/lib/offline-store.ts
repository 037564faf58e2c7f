/**
 * What the offline worker (src/service-worker.ts) keeps, and the rules it keeps it by. The page reads the same names
 * to forget what a session's end takes with it. Plain functions of requests and answers, so that they are tested
 * without a worker.
 */

/** Pages (navigations) last seen, by address. */
export const PAGES_CACHE = 'pages';
/** The API's public reads last answered, by address. */
export const PUBLIC_READS_CACHE = 'public-reads';
/** The site's own images seen. */
export const IMAGES_CACHE = 'images';
/** Every cache the worker keeps at run time (the code and the shell are precached apart, by Workbox). */
export const RUNTIME_CACHES = [PAGES_CACHE, PUBLIC_READS_CACHE, IMAGES_CACHE] as const;

/**
 * The header the worker stamps on the public answers it keeps: when it stored them. An answer that carries it came
 * from the worker's store (no connection, or none within its time limit), not from the API just now.
 */
export const STORED_AT_HEADER = 'X-Stored-At';

/**
 * What a request is stored under: its address alone. The call itself carries the customer's token while one exists,
 * as every call must; what is kept carries no header at all, so nothing a phone keeps holds a credential. The API key
 * in the query is public (it is in the site's code), and the address is the answer's identity.
 */
export const bareRequest = (request: Request): Request => new Request(request.url);

/** Whether a stored request carries a credential: a token, or a cookie (earlier workers stored them as sent). */
export const carriesCredential = (request: Request): boolean =>
  request.headers.has('authorization') || request.headers.has('cookie');

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const HTML_TYPE = /^text\/html\s*(?:;|$)/i;

/**
 * Whether an answer of the API may be kept, or served from the store: a success whose content is JSON and whose body
 * parses. A maintenance page answered with 200 in front of the API, or a body cut short, would otherwise replace the
 * good copy, and the page would show its load error offline.
 */
export async function isWholeJson(response: Response): Promise<boolean> {
  if (response.status !== 200 || !JSON_TYPE.test(response.headers.get('content-type') ?? '')) return false;
  try {
    JSON.parse(await response.clone().text());
    return true;
  } catch {
    return false;
  }
}

/**
 * A copy of an answer to keep, stamped with the time it was stored, a header the page may read across origins.
 */
export async function stampedCopy(response: Response, now = new Date()): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, now.toISOString());
  const exposed = headers.get('Access-Control-Expose-Headers');
  if (exposed !== '*')
    headers.set('Access-Control-Expose-Headers', exposed ? `${exposed}, ${STORED_AT_HEADER}` : STORED_AT_HEADER);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** The code and style files under /assets/ a page loads (its scripts, preloads and style sheets), as addresses on
 * `origin`, the site's. */
export function pageCodeFiles(html: string, origin: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]*\/assets\/[^"]+\.(?:js|css))"/g))
    files.add(new URL(match[1]!, origin).href);
  return [...files];
}

/**
 * Whether a page may be kept, or served from the store: one of the site's own pages (HTML that loads code from
 * /assets/) whose every code file the current release holds (`held`). A host's maintenance page loads none, and an
 * earlier release's page loads files the release no longer has: it would stay unstyled, its code never arriving.
 */
export async function isWholePage(
  response: Response,
  origin: string,
  held: (address: string) => boolean,
): Promise<boolean> {
  if (response.status !== 200 || !HTML_TYPE.test(response.headers.get('content-type') ?? '')) return false;
  const files = pageCodeFiles(await response.clone().text(), origin);
  return files.length > 0 && files.every(held);
}

/** The path of an address as the route table writes it: no trailing slash but the root's. */
const plainPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether an address is one of `customerOnly` (the customers-only pages, under every language prefix). */
export const isCustomerOnlyAddress = (url: URL, customerOnly: readonly string[]): boolean =>
  customerOnly.includes(plainPath(url.pathname));

/**
 * Deletes from the worker's caches what no store may hold: any entry stored with a credential (earlier workers stored
 * requests as sent, with the customer's token), and any page of a customers-only address. Returns how many went.
 */
export async function forgetWhatMayNotBeKept(storage: CacheStorage, customerOnly: readonly string[]): Promise<number> {
  let forgotten = 0;
  for (const name of RUNTIME_CACHES) {
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const customers = name === PAGES_CACHE && isCustomerOnlyAddress(new URL(request.url), customerOnly);
      if (!customers && !carriesCredential(request)) continue;
      if (await cache.delete(request, { ignoreVary: true })) forgotten += 1;
    }
  }
  return forgotten;
}
