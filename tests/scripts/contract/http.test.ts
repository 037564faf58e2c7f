// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, send, UnreachableError } from '../../../scripts/contract/http.mjs';

describe('the cookie jar', () => {
  it('sends back to an origin the cookies it set, and only to it, and forgets an expired one', () => {
    const jar = new CookieJar();
    const headers = new Headers();
    headers.append('Set-Cookie', 'delivery_session=abc; Path=/; HttpOnly; SameSite=None; Secure');
    headers.append('Set-Cookie', 'lang=es; Max-Age=3600');
    jar.store('https://delivery.example.com/api/v1/auth', headers);
    expect(jar.header('https://delivery.example.com/api/v1/loyalty/rewards')).toBe('delivery_session=abc; lang=es');
    expect(jar.header('https://api.example.com/api/v1/news')).toBeNull();

    const logout = new Headers();
    logout.append('Set-Cookie', 'delivery_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    logout.append('Set-Cookie', 'lang=; Max-Age=0');
    jar.store('https://delivery.example.com/api/v1/logout', logout);
    expect(jar.header('https://delivery.example.com/api/v1/loyalty/rewards')).toBeNull();
  });
});

describe('sending a call', () => {
  let server: Server;
  let origin: string;
  const seen: { cookie?: string; contentType?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ cookie: req.headers.cookie, contentType: req.headers['content-type'], body });
        if (req.url === '/slow') return; // never answers
        if (req.url === '/login') res.setHeader('Set-Cookie', 'session=s1; Path=/');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  it('sends JSON and keeps the session cookie between calls, as the browser does', async () => {
    const jar = new CookieJar();
    const first = await send({ url: `${origin}/login`, method: 'POST', body: { a: 1 }, jar });
    expect(first).toMatchObject({ timedOut: false, status: 200, text: '{"ok":true}' });
    await send({ url: `${origin}/next`, method: 'GET', jar });
    expect(seen.at(-2)).toMatchObject({ contentType: 'application/json', body: '{"a":1}', cookie: undefined });
    expect(seen.at(-1)?.cookie).toBe('session=s1');
  });

  it('says no Content-Type on a call without a body, as the site does, and JSON on one with a body', async () => {
    await send({ url: `${origin}/news`, method: 'GET' });
    expect(seen.at(-1)).toMatchObject({ contentType: undefined, body: '' });
    await send({ url: `${origin}/logout`, method: 'POST' });
    expect(seen.at(-1)).toMatchObject({ contentType: undefined, body: '' });
    await send({ url: `${origin}/login`, method: 'POST', body: { a: 1 } });
    expect(seen.at(-1)).toMatchObject({ contentType: 'application/json', body: '{"a":1}' });
  });

  it('gives up on a call that does not answer in time', async () => {
    const answer = await send({ url: `${origin}/slow`, method: 'GET', timeoutMs: 300 });
    expect(answer.timedOut).toBe(true);
    expect(answer.ms).toBeGreaterThanOrEqual(290);
  });

  it('tells an origin that cannot be reached from one that answers late', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const call = send({ url: `http://127.0.0.1:${port}/api/v1/news`, method: 'GET' });
    await expect(call).rejects.toBeInstanceOf(UnreachableError);
    await expect(call).rejects.toThrow(`cannot reach http://127.0.0.1:${port}: connect ECONNREFUSED`);
  });
});
