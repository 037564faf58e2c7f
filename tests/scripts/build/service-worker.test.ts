// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NETWORK_TIMEOUT_SECONDS,
  publicReads,
  SERVICE_WORKER_FILE,
  STORED_AT_HEADER,
  workerOptions,
  writeServiceWorker,
} from '../../../scripts/build/service-worker.mjs';
import { STORED_AT_HEADER as PAGE_HEADER } from '../../../src/api/stored-answers';

const API = 'https://api.pollocrujiente.es/v2';
const PUBLIC = [
  '/api/v1/sections/collections?language=es&key=k',
  '/api/v1/products/1001?language=ca&key=k',
  '/api/v1/news?language=en&tags=WEB&key=k',
  '/api/v1/restaurants?language=es&key=k',
  '/api/v1/provinces?language=es&key=k',
  '/api/v1/services?language=es&key=k',
  '/api/v1/popups?language=es&tags=WEB&key=k',
];
const PRIVATE = [
  '/api/v1/auth/user?key=k',
  '/api/v1/auth/login?key=k',
  '/api/v1/users/1/vouchers',
  '/api/v1/loyalty/rewards',
  '/api/v1/users/1/orders',
  '/api/v1/products?language=es',
  '/api/v1/newsletter?key=k',
];

type Route = {
  urlPattern: unknown;
  handler: string;
  options: {
    networkTimeoutSeconds?: number;
    precacheFallback?: unknown;
    matchOptions?: unknown;
    expiration?: unknown;
    plugins: unknown[];
  };
};
const routes = (apiBaseUrl = API) => workerOptions('/site', apiBaseUrl).runtimeCaching as unknown as Route[];

describe('the offline worker', () => {
  it('keeps the public reads of the API the build is made for, and nothing else it answers', () => {
    const pattern = publicReads(API);
    for (const path of PUBLIC) expect(pattern.test(`${API}${path}`), path).toBe(true);
    for (const path of PRIVATE) expect(pattern.test(`${API}${path}`), path).toBe(false);
    // Another API's public reads, or the same paths under another base, are not this one's.
    expect(pattern.test(`https://elsewhere.example${PUBLIC[0]}`)).toBe(false);
    expect(pattern.test(`https://api.pollocrujiente.es${PUBLIC[0]}`)).toBe(false);
  });

  it("keeps the public reads of an API on the site's own origin by their paths", () => {
    const pattern = publicReads('');
    for (const path of PUBLIC) expect(pattern.test(`https://www.pollocrujiente.es${path}`), path).toBe(true);
    for (const path of PRIVATE) expect(pattern.test(`https://www.pollocrujiente.es${path}`), path).toBe(false);
  });

  it('precaches the code and the shell, not the media, documents or share images', () => {
    const options = workerOptions('/site', API);
    expect(options.globPatterns).toEqual(['assets/**/*.{js,css}', 'app.html']);
    expect(options.skipWaiting).toBe(true);
    expect(options.clientsClaim).toBe(true);
  });

  it('goes to the network first for pages and public reads, the store after 3 seconds or offline', () => {
    const [pages, reads] = routes();
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
    for (const route of [pages!, reads!]) {
      expect(route.handler).toBe('NetworkFirst');
      expect(route.options.networkTimeoutSeconds).toBe(NETWORK_TIMEOUT_SECONDS);
    }
    // A page never stored falls back to the shell, which draws every address the app knows.
    expect(pages!.options.precacheFallback).toEqual({ fallbackURL: '/app.html' });
    const navigates = pages!.urlPattern as (context: { request: { mode: string } }) => boolean;
    expect(navigates({ request: { mode: 'navigate' } })).toBe(true);
    expect(navigates({ request: { mode: 'cors' } })).toBe(false);
    // Public reads are the same whatever Authorization they carried.
    expect(reads!.options.matchOptions).toEqual({ ignoreVary: true });
  });

  it("keeps the site's own images, not map tiles or other sites' images", () => {
    const images = routes()[2]!;
    const isImage = images.urlPattern as (context: { request: { destination: string }; url: URL }) => boolean;
    const self = globalThis as { self?: unknown };
    const before = self.self;
    self.self = { location: { origin: 'https://www.pollocrujiente.es' } };
    try {
      const image = { destination: 'image' };
      expect(isImage({ request: image, url: new URL('https://www.pollocrujiente.es/media/menu/bucket.webp') })).toBe(
        true,
      );
      expect(isImage({ request: image, url: new URL('https://tile.openstreetmap.org/5/15/12.png') })).toBe(false);
      expect(
        isImage({ request: { destination: 'script' }, url: new URL('https://www.pollocrujiente.es/assets/a.js') }),
      ).toBe(false);
    } finally {
      self.self = before;
    }
    expect(images.options.expiration).toMatchObject({ maxEntries: 80 });
  });

  it('stamps a public answer it stores with the time, readable across origins, and stores no failure', async () => {
    const stamp = routes()[1]!.options.plugins[0] as {
      cacheWillUpdate: (context: { response: Response }) => Promise<Response | null>;
    };
    expect(STORED_AT_HEADER).toBe(PAGE_HEADER);
    const stored = await stamp.cacheWillUpdate({
      response: new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } }),
    });
    expect(Date.parse(stored!.headers.get(STORED_AT_HEADER)!)).toBeGreaterThan(Date.now() - 60_000);
    expect(stored!.headers.get('Access-Control-Expose-Headers')).toBe(STORED_AT_HEADER);
    expect(await stored!.text()).toBe('{"data":[]}');
    const exposed = await stamp.cacheWillUpdate({
      response: new Response('{}', { headers: { 'Access-Control-Expose-Headers': 'ETag' } }),
    });
    expect(exposed!.headers.get('Access-Control-Expose-Headers')).toBe(`ETag, ${STORED_AT_HEADER}`);
    expect(await stamp.cacheWillUpdate({ response: new Response('{}', { status: 500 }) })).toBeNull();
  });
});

describe('writing the offline worker', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("lists the build's final files for a real API's build, and removes it from a build that mocks", async () => {
    dist = mkdtempSync(join(tmpdir(), 'sw-build-'));
    for (const dir of ['assets', 'media', 'documents']) mkdirSync(join(dist, dir));
    writeFileSync(join(dist, 'assets', 'index-Ab12.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'index-Cd34.css'), 'a{}');
    writeFileSync(join(dist, 'app.html'), '<!doctype html>');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><h1>Inicio</h1>');
    writeFileSync(join(dist, 'media', 'bucket.webp'), 'image');
    writeFileSync(join(dist, 'documents', 'alergenos.es.html'), '<!doctype html>');

    expect(await writeServiceWorker(dist, API)).toMatch(/^sw\.js precaches 3 files/);
    const worker = readFileSync(join(dist, SERVICE_WORKER_FILE), 'utf8');
    expect(worker).toContain('assets/index-Ab12.js');
    expect(worker).toContain('assets/index-Cd34.css');
    // The shell, revised by its content; the hashed files by their names.
    expect(worker).toMatch(/url:"app\.html",revision:"[0-9a-f]+"/);
    expect(worker).toContain('url:"assets/index-Ab12.js",revision:null');
    for (const left of ['bucket.webp', 'alergenos.es.html', 'url:"index.html"']) expect(worker).not.toContain(left);
    expect(worker).toContain(STORED_AT_HEADER);

    expect(await writeServiceWorker(dist, null)).toMatch(/^no offline worker/);
    expect(existsSync(join(dist, SERVICE_WORKER_FILE))).toBe(false);
  });
});
