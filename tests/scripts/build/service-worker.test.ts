// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  manifestOptions,
  NETWORK_TIMEOUT_SECONDS,
  publicReads,
  SERVICE_WORKER_FILE,
  workerSettings,
  writeServiceWorker,
} from '../../../scripts/build/service-worker.mjs';
import { addressOf, LANGUAGE_PREFIXES, ROUTES } from '../../../src/app/route-table.mjs';
import { PAGES_CACHE, PUBLIC_READS_CACHE, STORED_AT_HEADER } from '../../../src/lib/offline-store';

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

  it('is told the public reads, the customers-only pages in every language, and its time limit', () => {
    const settings = workerSettings(API);
    expect(new RegExp(settings.publicReads).source).toBe(publicReads(API).source);
    const customerOnly = ROUTES.filter((route) => route.access === 'user');
    expect(customerOnly.length).toBeGreaterThan(0);
    for (const route of customerOnly)
      for (const prefix of LANGUAGE_PREFIXES) expect(settings.customerOnly).toContain(addressOf(route.path, prefix));
    expect(settings.customerOnly).not.toContain('/my-rewards');
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
    expect(settings.networkTimeoutSeconds).toBe(NETWORK_TIMEOUT_SECONDS);
  });

  it('precaches the code and the shell, not the media, documents or share images', () => {
    const options = manifestOptions('/site', '/tmp/sw.js');
    expect(options.globPatterns).toEqual(['assets/**/*.{js,css,json}', 'app.html']);
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
    // The shell, revised by its content; the hashed files by their names.
    expect(worker).toMatch(/\{"revision":"[0-9a-f]+","url":"app\.html"\}/);
    expect(worker).toContain('{"revision":null,"url":"assets/index-Ab12.js"}');
    expect(worker).toContain('{"revision":null,"url":"assets/index-Cd34.css"}');
    for (const left of ['bucket.webp', 'alergenos.es.html', '"url":"index.html"', '__WB_MANIFEST'])
      expect(worker).not.toContain(left);
    // One classic script, with what the build knows written in and the worker's own rules bundled.
    expect(worker).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(worker).toContain(JSON.stringify(workerSettings(API).customerOnly[0]).slice(1, -1));
    for (const text of [STORED_AT_HEADER, PAGES_CACHE, PUBLIC_READS_CACHE, 'cacheKeyWillBeUsed'])
      expect(worker).toContain(text);

    expect(await writeServiceWorker(dist, null)).toMatch(/^no offline worker/);
    expect(existsSync(join(dist, SERVICE_WORKER_FILE))).toBe(false);
  });
});
