/**
 * The servers the measured pages talk to: `vite preview` serving the build with its security headers, and the mock
 * API over HTTP (scripts/test/api-server.mjs) for a build made for a real API. Both are stopped when the bench ends.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './build.mjs';
import { Fatal, onCleanUp } from './lifecycle.mjs';

export const HOST = '127.0.0.1';

/** The demo customer (content/fixtures/users.json), whom the mock API knows: the customer pages' session, the login flow. */
export const DEMO_USER = { email: 'demo@pollocrujiente.example', password: 'Demo1234' };

/**
 * The mock API over HTTP, the main API on `port` and the delivery site on the next one. `restaurants` is how many
 * restaurants it lists (a chain's size); without it, as VITE_MOCK_RESTAURANTS says, the fixtures' own when unset.
 * @type {(port: number, restaurants?: number) => ReturnType<typeof import('../test/api-server.mjs').startApiServer>}
 */
export async function startMockApiServer(port, restaurants = undefined) {
  const { startApiServer } = await import('../test/api-server.mjs');
  let api;
  try {
    api = await startApiServer(restaurants === undefined ? { port } : { port, restaurants: String(restaurants) });
  } catch (e) {
    throw new Fatal(
      `the mock API server did not start on ports ${port}-${port + 1}: ${e instanceof Error ? e.message : e}`,
    );
  }
  onCleanUp(() => api.close());
  const listed = api.restaurants === null ? 'the fixtures’ restaurants' : `${api.restaurants} restaurants`;
  console.log(`bench: mock API over HTTP at ${api.mainBaseUrl} (delivery site ${api.deliveryBaseUrl}), ${listed}`);
  return api;
}

/**
 * Starts `vite preview` of the build in `dist` on `port`, in its own process group (so that it and its children can
 * be stopped together), and resolves with its origin, once it answers, and what stops it (which also runs when the
 * bench or the process ends). The offline journeys serve their builds with it too (scripts/test/real-api-site.mjs).
 * @type {(port: number, env: NodeJS.ProcessEnv, dist: string) => Promise<{ origin: string; stop: () => void }>}
 */
export async function startPreview(port, env, dist) {
  const viteBin = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(viteBin)) throw new Fatal('vite is not installed (run npm ci)');
  if (!existsSync(join(dist, 'index.html')))
    throw new Fatal(`${relative(ROOT, dist)}/index.html is missing: build first (drop --no-build)`);
  // Its own Node process rather than the JS API, so that Lighthouse's work in this process cannot slow the server down.
  const child = spawn(process.execPath, [viteBin, 'preview', '--host', HOST, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    // The same variables as the build: the preview sends the security headers of that configuration.
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  const stop = () => {
    if (exited !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  onCleanUp(stop);
  process.on('exit', stop); // Synchronous last resort (process.exit from elsewhere).

  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Fatal(`vite preview exited (${exited}) before answering:\n${output}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Fatal(`vite preview did not answer on ${origin} within 30 s:\n${output}`);
}
