// @vitest-environment node
/**
 * The contract check end to end: the command, as a child process, against the mock API over HTTP (it must pass),
 * against a copy of it made to drift (it must fail and name what drifted), and against an origin nobody answers.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../../scripts/test/api-server.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const DEMO = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };

let server: Awaited<ReturnType<typeof startApiServer>>;
let drifting: Server;
let driftingUrl: string;
let closedOrigin: string;
const workDir = mkdtempSync(join(tmpdir(), 'contract-check-'));

const listenOn = (srv: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve((srv.address() as AddressInfo).port));
  });

/** A port the system just handed out and took back: nothing listens there. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOn(probe, 0);
  await new Promise((done) => probe.close(done));
  return port;
}

/** The mock API on a free port and the next one (the delivery site), trying again if another process took one. */
async function startMock() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startApiServer({ port: await freePort(), latencyMs: 0 });
    } catch (error) {
      if (attempt >= 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}

/**
 * A copy of the mock's main API that drifted from the contract: the menu's answer lost its required `data`, a
 * restaurant's `id` (an integer) comes as text, and the login's answer lost its required `token`.
 */
function drift(path: string, body: { data?: unknown }): unknown {
  if (path === '/api/v1/sections/collections') {
    const { data: _data, ...rest } = body;
    return rest;
  }
  if (path === '/api/v1/restaurants') {
    const first = (body.data as { id: unknown }[])[0]!;
    first.id = String(first.id);
  }
  if (path === '/api/v1/auth/login') delete (body.data as { token?: string }).token;
  return body;
}

function startDrifting(target: string) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const relay = async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      const answer = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const text = await answer.text();
      const path = new URL(req.url ?? '/', target).pathname;
      const body = answer.ok ? JSON.stringify(drift(path, JSON.parse(text))) : text;
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(body);
    };
    // A failed relay answers a 502, which the check reports, rather than no answer at all.
    req.on('end', () => {
      relay().catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
}

type Outcome = { code: number | null; stdout: string; stderr: string };
function contract(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts/contract/check.mjs'), ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const origins = (api: string) => [
  '--api',
  api,
  '--key',
  server.apiKey,
  '--delivery',
  server.deliveryBaseUrl,
  '--provider',
  'pollocrujiente',
];

/** The demo customer's profile, read over HTTP as the site reads it (and proof that the password is Demo1234). */
async function demoProfile() {
  const login = await fetch(`${server.mainBaseUrl}/api/v1/auth/login?key=${server.apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const profile = await fetch(`${server.mainBaseUrl}/api/v1/auth/user?key=${server.apiKey}`, {
    headers: { Authorization: `Bearer ${data.token}` },
  });
  return ((await profile.json()) as { data: Record<string, unknown> }).data;
}

beforeAll(async () => {
  server = await startMock();
  drifting = startDrifting(server.mainBaseUrl);
  driftingUrl = `http://127.0.0.1:${await listenOn(drifting, 0)}`;
  closedOrigin = `http://127.0.0.1:${await freePort()}`;
}, 60_000);

afterAll(async () => {
  drifting?.closeAllConnections();
  await new Promise((done) => drifting?.close(done));
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run contract', () => {
  it('passes against the mock API: public reads in three languages, the demo account’s reads, and writes that leave it as found', async () => {
    const before = await demoProfile();
    const report = join(workDir, 'report.json');
    const { code, stdout, stderr } = await contract(
      [...origins(server.mainBaseUrl), '--email', DEMO.email, '--allow-writes', '--json', report],
      { CONTRACT_PASSWORD: DEMO.password },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const language of ['es', 'en', 'ca'])
      expect(stdout).toMatch(new RegExp(`main +GET +/api/v1/sections/collections +${language} +200 .* ok\\n`));
    expect(stdout).toMatch(
      /delivery GET +\/api\/v1\/users\/\{userId\}\/orders\/latest_ongoing_summary +- +200 .* ok\n/,
    );
    expect(stdout).toMatch(
      /main +POST +\/api\/v1\/auth\/change-password .* ok\n.*main +POST +\/api\/v1\/auth\/change-password .* ok\n/,
    );
    expect(stdout).toMatch(/\n\d+ calls: \d+ ok, 0 FAIL, 0 skipped;/);
    expect(stdout).toContain('Every answer matches the contract.');
    expect(stdout).toContain('main DELETE /api/v1/auth/user: never runs');

    // As found: the same profile, and the same password (demoProfile logs in with it).
    expect(await demoProfile()).toEqual(before);

    const written = readFileSync(report, 'utf8');
    expect(JSON.parse(written)).toMatchObject({
      exitCode: 0,
      account: 'd***@pollocrujiente.example',
      counts: { failed: 0 },
    });
    for (const text of [stdout, written]) {
      for (const secret of [
        DEMO.email,
        DEMO.password,
        server.apiKey,
        String(before.phone),
        String(before.firstName),
        String(before.lastName),
        'Bearer',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  }, 60_000);

  it('fails against an API that drifted, and names both operations that drifted and how', async () => {
    const { code, stdout } = await contract(origins(driftingUrl));
    expect(code).toBe(1);
    expect(stdout).toMatch(/main +GET +\/api\/v1\/sections\/collections +es +200 .* FAIL \/data required, missing\n/);
    expect(stdout).toMatch(/main +GET +\/api\/v1\/restaurants +ca +200 .* FAIL \/data\/0\/id must be integer\n/);
    expect(stdout).toMatch(
      /main +GET +\/api\/v1\/products\/\{id\} .* skip needs productIds, which main GET \/api\/v1\/sections\/collections did not give/,
    );
    expect(stdout).toContain(
      'Does not match the contract:\n  main GET /api/v1/restaurants (es, en, ca)\n  main GET /api/v1/sections/collections (es, en, ca)\n',
    );
    expect(stdout).toMatch(/main +GET +\/api\/v1\/news\?tags=WEB,HOME +es +200 .* ok\n/);
  }, 60_000);

  it('fails when the login answer drifted, names it, and skips what needed its token', async () => {
    const { code, stdout } = await contract([
      ...origins(driftingUrl),
      '--language',
      'en',
      '--email',
      DEMO.email,
      '--password',
      DEMO.password,
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/main +POST +\/api\/v1\/auth\/login +en +200 .* FAIL \/data\/token required, missing\n/);
    expect(stdout).toMatch(
      /main +GET +\/api\/v1\/auth\/user .* skip needs token, which main POST \/api\/v1\/auth\/login did not give\n/,
    );
    expect(stdout).toMatch(/Does not match the contract:\n( {2}.*\n)* {2}main POST \/api\/v1\/auth\/login \(en\)\n/);
    expect(stdout).not.toContain(DEMO.password);
  }, 60_000);

  it('exits 2 and says which origin cannot be reached', async () => {
    const main = await contract([
      '--api',
      closedOrigin,
      '--key',
      'demo-key',
      '--delivery',
      server.deliveryBaseUrl,
      '--provider',
      'pollocrujiente',
    ]);
    expect(main.code).toBe(2);
    expect(main.stderr).toContain(`contract: cannot reach the main API (--api ${closedOrigin}): connect ECONNREFUSED`);

    const delivery = await contract(
      [
        '--api',
        server.mainBaseUrl,
        '--key',
        server.apiKey,
        '--delivery',
        closedOrigin,
        '--provider',
        'pollocrujiente',
        '--language',
        'es',
        '--email',
        DEMO.email,
      ],
      { CONTRACT_PASSWORD: DEMO.password },
    );
    expect(delivery.code).toBe(2);
    expect(delivery.stderr).toContain(
      `contract: cannot reach the delivery site (--delivery ${closedOrigin}): connect ECONNREFUSED`,
    );
  }, 60_000);

  it('exits 2 on wrong arguments, saying which', async () => {
    const { code, stderr } = await contract([...origins(server.mainBaseUrl), '--allow-writes']);
    expect(code).toBe(2);
    expect(stderr).toContain('contract: --allow-writes needs a test account (--email and a password)');
  });
  it('keeps a secret out of its output and its report in every spelling an answer echoes it back in', async () => {
    const key = 'k3y+/Sécret "x"==';
    const password = 'Pa ss+wörd/9';
    // An API that echoes the key back as it came in the address, percent-encoded, and the password JSON-escaped.
    const echoing = createServer((req, res) => {
      const raw = /[?&]key=([^&]*)/.exec(req.url ?? '')?.[1] ?? '';
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          Message: `Unknown key ${raw} (${raw.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())}), ${encodeURIComponent(
            password,
          )}, ${JSON.stringify(`${key} ${password}`)}`,
        }),
      );
    });
    const echoingUrl = `http://127.0.0.1:${await listenOn(echoing, 0)}`;
    try {
      const report = join(workDir, 'echo.json');
      const { stdout, stderr } = await contract(
        [
          '--api',
          echoingUrl,
          '--key',
          key,
          '--delivery',
          echoingUrl,
          '--provider',
          'pollocrujiente',
          '--language',
          'es',
          '--email',
          DEMO.email,
          '--json',
          report,
        ],
        { CONTRACT_PASSWORD: password },
      );
      const written = readFileSync(report, 'utf8');
      expect(stdout).toMatch(/FAIL/);
      for (const text of [stdout, stderr, written]) {
        for (const spelling of [
          key,
          encodeURIComponent(key),
          encodeURIComponent(key).toLowerCase(),
          JSON.stringify(key).slice(1, -1),
          password,
          encodeURIComponent(password),
          JSON.stringify(`${key} ${password}`).slice(1, -1),
          'k3y',
          'wörd',
          'w%C3%B6rd',
        ]) {
          expect(text, spelling).not.toContain(spelling);
        }
      }
    } finally {
      echoing.closeAllConnections();
      await new Promise((done) => echoing.close(done));
    }
  }, 60_000);
});
