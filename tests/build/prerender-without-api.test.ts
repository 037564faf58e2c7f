import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_DATA_ID } from '../../src/app/built-data';

const root = join(import.meta.dirname, '../..');
let outDir = '';
let output = '';
let refusal: { code: number | null; stderr: string } | null = null;
let apiAddress = '';
let server: Server;

/**
 * The site built for a real API that is down: every call of the pre-rendering is answered with a server error (and
 * the retry the site makes too).
 */
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(503, { 'Content-Type': 'application/json' });
    response.end('{"Message":"Down for maintenance"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outDir = mkdtempSync(join(tmpdir(), 'site-api-down-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_BASE_URL: api,
    VITE_API_MOCKING: 'off',
    VITE_API_KEY: 'key',
    VITE_DELIVERY_BASE_URL: api,
    SITE_OUT_DIR: outDir,
  };
  // Run without blocking this process, which answers the pre-rendering's calls.
  const run = promisify(execFile);
  await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    env,
  });
  // A restaurant exists on the site only as the API lists it: without the list the pre-rendering stops.
  refusal = await run(process.execPath, [join(root, 'scripts/build/prerender.mjs')], { cwd: root, env }).then(
    () => null,
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? null, stderr: error.stderr ?? '' }),
  );
  apiAddress = api;
  // Told to build without restaurant pages, it goes on.
  const { stdout, stderr } = await run(process.execPath, [join(root, 'scripts/build/prerender.mjs')], {
    cwd: root,
    env: { ...env, SITE_BUILD_WITHOUT_RESTAURANTS: '1' },
  });
  output = stdout + stderr;
}, 600_000);

afterAll(() => {
  server.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const page = (file: string) => new DOMParser().parseFromString(readFileSync(join(outDir, file), 'utf8'), 'text/html');

describe('a build whose API does not answer', () => {
  it('stops, naming the address the restaurants were asked at, unless told to build without their pages', () => {
    expect(refusal?.code).toBe(1);
    expect(refusal?.stderr).toContain(`the restaurants could not be listed from ${apiAddress}/api/v1/restaurants`);
    expect(refusal?.stderr).toContain('SITE_BUILD_WITHOUT_RESTAURANTS=1');
    expect(output).toContain('prerender: building without restaurant pages, as asked');
  });

  it('still writes the home and news pages in every language, as before any answer, and says so', () => {
    const pages = [
      ['/', 'index.html'],
      ['/en/', 'en/index.html'],
      ['/ca/', 'ca/index.html'],
      ['/novedades', 'novedades.html'],
      ['/ca/novedades', 'ca/novedades.html'],
    ] as const;
    for (const [address, file] of pages) {
      expect(output).toContain(
        `prerender: ${address} is drawn without the API's answers, which the browser will ask for`,
      );
      const doc = page(file);
      expect(doc.getElementById('root')?.dataset.prerendered, file).toBe(address);
      // No news and no load error drawn: the browser asks for them as the page starts.
      expect(doc.querySelectorAll('#root img[src^="/media/news/"]'), file).toHaveLength(0);
      expect(doc.querySelectorAll('#root [role="alert"]:not(:empty)'), file).toHaveLength(0);
      expect(doc.getElementById(BUILT_DATA_ID), file).toBeNull();
    }
  });

  it('writes every other page as usual', () => {
    expect(page('carta.html').querySelector('#root h1')?.textContent).toBe('Carta');
    expect(page('aviso-legal.html').querySelector('#root h1')?.textContent).toBe('Aviso legal');
  });
});
