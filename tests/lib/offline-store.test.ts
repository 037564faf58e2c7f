// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bareRequest,
  carriesCredential,
  forgetWhatMayNotBeKept,
  IMAGES_CACHE,
  isCustomerOnlyAddress,
  isWholeJson,
  isWholePage,
  pageCodeFiles,
  PAGES_CACHE,
  PUBLIC_READS_CACHE,
  stampedCopy,
  STORED_AT_HEADER,
} from '../../src/lib/offline-store';

const SITE = 'https://www.pollocrujiente.es';
const READ = 'https://api.pollocrujiente.es/api/v1/restaurants?language=es&key=demo-key';
const TOKEN = 'Bearer eyJ.customer.token';
const CUSTOMER_ONLY = ['/personal-data', '/en/personal-data', '/ca/personal-data'];

const json = (body: string, type = 'application/json') =>
  new Response(body, { status: 200, headers: { 'Content-Type': type } });
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const page = (...files: string[]) =>
  `<!doctype html><html><head>${files.map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" href="${file}">` : `<script type="module" crossorigin src="${file}"></script>`)).join('')}</head><body><div id="root"></div></body></html>`;

describe('what the offline worker stores a request under', () => {
  it('is the address alone: no token, no cookie, the public key kept in the query', () => {
    const call = new Request(READ, { headers: { Authorization: TOKEN, Cookie: 'delivery=s3cr3t', 'X-Other': '1' } });
    expect(carriesCredential(call)).toBe(true);
    const stored = bareRequest(call);
    expect(stored.url).toBe(READ);
    expect([...stored.headers]).toEqual([]);
    expect(carriesCredential(stored)).toBe(false);
  });
});

describe('a public answer kept for offline use', () => {
  it('is whole JSON: a success, of a JSON type, whose body parses', async () => {
    expect(await isWholeJson(json('{"data":[]}'))).toBe(true);
    expect(await isWholeJson(json('{"data":[]}', 'application/problem+json; charset=utf-8'))).toBe(true);
    // A maintenance page answered with 200 in front of the API.
    expect(await isWholeJson(html('<!doctype html><h1>Volvemos enseguida</h1>'))).toBe(false);
    // A body cut short.
    expect(await isWholeJson(json('{"data":[{"id":1,"name":"Gran V'))).toBe(false);
    expect(
      await isWholeJson(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
    ).toBe(false);
    expect(await isWholeJson(new Response('{}', { status: 200 }))).toBe(false);
    expect(await isWholeJson(json('{}', 'text/jsonish'))).toBe(false);
  });

  it('leaves the answer readable after the check', async () => {
    const answer = json('{"data":[1]}');
    expect(await isWholeJson(answer)).toBe(true);
    expect(await answer.json()).toEqual({ data: [1] });
  });

  it('is stamped with the time it was stored, readable across origins', async () => {
    const now = new Date('2026-11-29T14:05:00.000Z');
    const stored = await stampedCopy(json('{"data":[]}'), now);
    expect(stored.headers.get(STORED_AT_HEADER)).toBe(now.toISOString());
    expect(stored.headers.get('Access-Control-Expose-Headers')).toBe(STORED_AT_HEADER);
    expect(await stored.text()).toBe('{"data":[]}');
    const exposed = await stampedCopy(
      new Response('{}', { headers: { 'Access-Control-Expose-Headers': 'ETag', 'Content-Type': 'application/json' } }),
      now,
    );
    expect(exposed.headers.get('Access-Control-Expose-Headers')).toBe(`ETag, ${STORED_AT_HEADER}`);
    const everything = await stampedCopy(new Response('{}', { headers: { 'Access-Control-Expose-Headers': '*' } }));
    expect(everything.headers.get('Access-Control-Expose-Headers')).toBe('*');
  });
});

describe('a page kept for offline use', () => {
  const release = new Set([`${SITE}/assets/index-Ab12.js`, `${SITE}/assets/index-Cd34.css`]);
  const held = (address: string) => release.has(address);

  it('names the code and style files it loads from /assets/', () => {
    expect(
      pageCodeFiles(
        `${page('/assets/index-Ab12.js', '/assets/index-Cd34.css')}<link rel="modulepreload" href="/assets/menu-Ef56.js"><img src="/media/a.webp">`,
        SITE,
      ),
    ).toEqual([`${SITE}/assets/index-Ab12.js`, `${SITE}/assets/index-Cd34.css`, `${SITE}/assets/menu-Ef56.js`]);
  });

  it("is one of the site's own pages whose every code file the release holds", async () => {
    expect(await isWholePage(html(page('/assets/index-Ab12.js', '/assets/index-Cd34.css')), SITE, held)).toBe(true);
    // A host's maintenance page loads none of the site's code.
    expect(await isWholePage(html('<!doctype html><h1>Mantenimiento</h1>'), SITE, held)).toBe(false);
    // An earlier release's page loads a file this release no longer has: it would stay unstyled at "Cargando…".
    expect(await isWholePage(html(page('/assets/index-Old9.js', '/assets/index-Cd34.css')), SITE, held)).toBe(false);
    expect(await isWholePage(html(page('/assets/index-Ab12.js'), 404), SITE, held)).toBe(false);
    expect(await isWholePage(json(page('/assets/index-Ab12.js')), SITE, held)).toBe(false);
  });

  it('is never a customers-only address, in any language', () => {
    for (const address of ['/personal-data', '/en/personal-data/', '/ca/personal-data?x=1'])
      expect(isCustomerOnlyAddress(new URL(address, SITE), CUSTOMER_ONLY), address).toBe(true);
    for (const address of ['/my-rewards', '/carta', '/personal-data-x', '/'])
      expect(isCustomerOnlyAddress(new URL(address, SITE), CUSTOMER_ONLY), address).toBe(false);
  });
});

/** Cache Storage as the worker sees it, in memory: each cache keeps its requests as they were put. */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<Request, Response>>();
  const cacheOf = (entries: Map<Request, Response>) =>
    ({
      keys: async () => [...entries.keys()],
      put: async (request: Request, response: Response) => void entries.set(request, response),
      delete: async (request: Request) => entries.delete(request),
    }) as unknown as Cache;
  return {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
  } as unknown as CacheStorage;
}

describe('what a new release forgets of what earlier workers kept', () => {
  it('every entry stored with a credential, and the pages of customers-only addresses; nothing else', async () => {
    const storage = memoryCaches();
    const reads = await storage.open(PUBLIC_READS_CACHE);
    await reads.put(new Request(READ, { headers: { Authorization: TOKEN } }), json('{}'));
    await reads.put(new Request(`${READ}&page=2`), json('{}'));
    const pages = await storage.open(PAGES_CACHE);
    await pages.put(new Request(`${SITE}/en/personal-data`), html(''));
    await pages.put(new Request(`${SITE}/carta`, { headers: { Cookie: 'session=1' } }), html(''));
    await pages.put(new Request(`${SITE}/my-rewards`), html(''));
    const images = await storage.open(IMAGES_CACHE);
    await images.put(new Request(`${SITE}/media/a.webp`), new Response('image'));

    expect(await forgetWhatMayNotBeKept(storage, CUSTOMER_ONLY)).toBe(3);
    const left = async (name: string) => (await (await storage.open(name)).keys()).map((request) => request.url);
    expect(await left(PUBLIC_READS_CACHE)).toEqual([`${READ}&page=2`]);
    expect(await left(PAGES_CACHE)).toEqual([`${SITE}/my-rewards`]);
    expect(await left(IMAGES_CACHE)).toEqual([`${SITE}/media/a.webp`]);
  });
});
