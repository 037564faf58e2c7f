// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteEnv } from '../../scripts/test/real-api-site.mjs';
import { BUILT_DATA_ID } from '../../src/app/built-data';
import { addressOf, isFromData, isPrerendered, LANGUAGES, ROUTES } from '../../src/app/route-table.mjs';
import { builtSite } from './built-site';

const root = join(import.meta.dirname, '../..');
/** The site `npm run build:real-api` makes, whose Vite build is pre-rendered again here. */
const site = builtSite('real-api');
let outDir = '';
let output = '';
let refusal: { code: number | null; stderr: string } | null = null;
let apiAddress = '';
let server: Server;

/** The address a page the pre-rendering wrote stands for, or undefined for any other file. */
const prerenderedAddress = (file: string) =>
  file.endsWith('.html')
    ? /<div id="root" data-prerendered="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1]
    : undefined;

/**
 * The site built for a real API that is down: every call of the pre-rendering is answered with a server error (and
 * the retry the site makes too). The pre-rendering runs alone, on a copy of the Vite build `npm run build:real-api`
 * made, without the pages its own pre-rendering wrote: it reads the build's manifest and shell (the home page's file,
 * already written, sends it to the shell kept in app.html), and asks the API its environment names, the one here.
 */
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(503, { 'Content-Type': 'application/json' });
    response.end('{"Message":"Down for maintenance"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outDir = mkdtempSync(join(tmpdir(), 'site-api-down-'));
  cpSync(site, outDir, {
    recursive: true,
    filter: (file) => file === join(site, 'index.html') || prerenderedAddress(file) === undefined,
  });
  // The build's own environment, but for the API that is down; Vitest's NODE_ENV would give React's development build.
  const env = {
    ...siteEnv({ mainBaseUrl: api, deliveryBaseUrl: api, apiKey: 'key' }, outDir),
    NODE_ENV: 'production',
  };
  // Run without blocking this process, which answers the pre-rendering's calls.
  const run = promisify(execFile);
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
  server?.close();
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

  it('writes every other page as usual, and no restaurant’s or province’s page', () => {
    expect(page('carta.html').querySelector('#root h1')?.textContent).toBe('Carta');
    expect(page('aviso-legal.html').querySelector('#root h1')?.textContent).toBe('Aviso legal');
    const written = (readdirSync(outDir, { recursive: true }) as string[]).map((file) =>
      prerenderedAddress(join(outDir, file)),
    );
    expect(new Set(written.filter((address) => address !== undefined))).toEqual(
      new Set(
        LANGUAGES.flatMap(({ prefix }) =>
          ROUTES.filter((route) => isPrerendered(route) && !isFromData(route)).map((route) =>
            addressOf(route.path, prefix),
          ),
        ),
      ),
    );
  });
});
