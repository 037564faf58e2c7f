// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIRECTS_FILE, redirectsFile, SHELL_FILE } from '../../../scripts/build/prerendered-pages.mjs';
import { prerenderedPages } from '../../../scripts/build/vite-plugins.mjs';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A restaurant's address that moved: its namesake with a lower id closed, and it took the bare slug. */
const MOVED: [string, string][] = [['/restaurantes/toledo-colision-41', '/restaurantes/toledo-colision']];

/**
 * A build with the shell, the home page, one pre-rendered page and the English home page, one restaurant's page and
 * the `_redirects` the build writes.
 */
const root = mkdtempSync(join(tmpdir(), 'preview-server-'));
mkdirSync(join(root, 'dist/en'), { recursive: true });
writeFileSync(join(root, 'dist', SHELL_FILE), 'the shell');
writeFileSync(join(root, 'dist/index.html'), 'the home page');
writeFileSync(join(root, 'dist/carta.html'), 'the menu');
writeFileSync(join(root, 'dist/en/index.html'), 'the English home page');
mkdirSync(join(root, 'dist/restaurantes'));
writeFileSync(join(root, 'dist/restaurantes/toledo-colision.html'), 'the restaurant');
writeFileSync(join(root, 'dist', REDIRECTS_FILE), redirectsFile(MOVED));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let middleware: Middleware | undefined;
const server = {
  config: { root, build: { outDir: 'dist' }, preview: { headers: {} } },
  middlewares: { use: (handler: Middleware) => (middleware = handler) },
};
(prerenderedPages().configurePreviewServer as (server: unknown) => void)(server);

/** What the preview server answers a page's address with: the file it serves and the status, or where it sends it. */
function answer(url: string): { file: string; status: number } | { location: string; status: number } {
  const req = { url, method: 'GET', headers: { accept: 'text/html' } } as IncomingMessage;
  let body = '';
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    end: (sent?: Buffer) => {
      body = String(sent);
    },
  } as unknown as ServerResponse;
  let passed = false;
  middleware!(req, res, () => {
    passed = true;
  });
  if (headers.has('location')) return { location: headers.get('location')!, status: res.statusCode };
  // Passed on, the address is served from the file it now names (Vite's static files), with status 200.
  return passed
    ? { file: req.url!.slice(1), status: 200 }
    : { file: body === 'the shell' ? SHELL_FILE : body, status: res.statusCode };
}

/**
 * The status `_redirects` gives an address without a file: the first rule whose path it matches, `*` standing for
 * the rest of the path, whatever it holds.
 */
function redirectsStatus(path: string): number {
  for (const rule of redirectsFile(MOVED).trim().split('\n')) {
    const [from = '', , status] = rule.split(/\s+/);
    if (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from) return Number(status);
  }
  throw new Error(`no rule of _redirects matches ${path}`);
}

describe('the preview server, as a static host answers', () => {
  it('serves a pre-rendered page from its own file, an unknown address from the shell', () => {
    expect(answer('/carta')).toEqual({ file: 'carta.html', status: 200 });
    expect(answer('/en')).toEqual({ file: 'en/index.html', status: 200 });
    expect(answer('/no-existe')).toEqual({ file: SHELL_FILE, status: 200 });
    expect(answer('/restaurantes/no-existe')).toEqual({ file: SHELL_FILE, status: 404 });
  });

  // Decoded, the path holds a line break: no file is named so, and the shell draws the not-found page.
  it.each(['/carta%0A', '/%0A', '/en/%0D', '/carta%0a/', '/%E2%80%A8'])(
    'answers %s, an address with an encoded line break, as any unknown address: the shell, as _redirects does',
    (address) => {
      expect(answer(address)).toEqual({ file: SHELL_FILE, status: 200 });
      expect(redirectsStatus(decodeURIComponent(address))).toBe(200);
    },
  );

  it("answers a restaurant's address with a line break as one that was not built, as _redirects does", () => {
    expect(answer('/restaurantes/%0A')).toEqual({ file: SHELL_FILE, status: 404 });
    expect(redirectsStatus('/restaurantes/\n')).toBe(404);
  });

  it("sends a restaurant's earlier address to its current one with 301 in every language, as _redirects does", () => {
    expect(answer('/restaurantes/toledo-colision')).toEqual({ file: 'restaurantes/toledo-colision.html', status: 200 });
    expect(answer('/restaurantes/toledo-colision-41')).toEqual({
      location: '/restaurantes/toledo-colision',
      status: 301,
    });
    expect(answer('/ca/restaurantes/toledo-colision-41/?utm_source=x')).toEqual({
      location: '/ca/restaurantes/toledo-colision?utm_source=x',
      status: 301,
    });
    expect(redirectsStatus('/ca/restaurantes/toledo-colision-41')).toBe(301);
    // Any other restaurant's address that was not built stays the shell with 404.
    expect(answer('/en/restaurantes/toledo-colision-40')).toEqual({ file: SHELL_FILE, status: 404 });
    expect(redirectsStatus('/en/restaurantes/toledo-colision-40')).toBe(404);
  });
});
