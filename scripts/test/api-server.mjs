/**
 * The mock API over HTTP: the main API and the delivery site's API answered by a Node server from the same handlers
 * and fixtures as the embedded mock (src/mocks/http.ts), through MSW's Express middleware (@mswjs/http-middleware),
 * each on its own port as they are on their own origins.
 *
 * A build made for a real API (`VITE_API_MOCKING=off VITE_API_BASE_URL=… VITE_DELIVERY_BASE_URL=…`) runs against it
 * as customers get the site: no mock in the page. The benchmark measures that way (scripts/bench/run.mjs).
 *
 *   node scripts/test/api-server.mjs [--port 4390]   main API on the port, delivery site on the next one
 *
 * With VITE_MOCK_RESTAURANTS=<n> in its environment it lists n restaurants, a chain's size, the same list a mock build
 * made with that number lists (src/mocks/chain-restaurants.ts); without it, the fixtures' own.
 *
 * The browser calls it from another origin, so it answers CORS as the real services must: the calling origin is
 * echoed, with credentials (the delivery site's session cookie).
 *
 * It also serves map tiles under /tiles/ (each one the same blank tile, never to be kept), for a build that names it
 * as its tile server: the offline journeys see a base layer come and go with the connection.
 */
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer as createMockServer } from '@mswjs/http-middleware';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';
/**
 * The key the site sends when built with the mock's defaults; a build for this server must send the same.
 * @type {string}
 */
export const API_KEY = 'demo-key';

/**
 * Loads modules of src/ (TypeScript, JSON imports) in Node through Vite, as the site's build would read them: the
 * mock API here, its store in the end-to-end journeys (e2e/mock-session.ts). `paths` are from the project's root.
 * @type {(paths: string[]) => Promise<Record<string, any>[]>}
 */
export async function loadThroughVite(paths) {
  const { createServer: createViteServer } = await import('vite');
  // Vite's server sets NODE_ENV to development for the whole process: a build started from here afterwards
  // (the benchmark's) would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createViteServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // No WebSocket server: nothing here reloads, and each journey worker would otherwise try the same port.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await Promise.all(paths.map((path) => vite.ssrLoadModule(path)));
  } finally {
    await vite.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * src/mocks/http.ts: the mock API's handlers and store, from the same fixtures as the embedded mock; and the build's
 * rule for the number of restaurants (src/lib/config.ts).
 */
async function loadMockApi() {
  const [http, config] = await loadThroughVite(['/src/mocks/http.ts', '/src/lib/config.ts']);
  return { createMockApi: http.createMockApi, parseMockRestaurants: config.parseMockRestaurants };
}

/** A 1×1 PNG of the sea's colour: every tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4//gdAAUlAqF+HppbAAAAAElFTkSuQmCC',
  'base64',
);

/** The address template of the tiles the main API's server serves. */
export const tileTemplate = (mainBaseUrl) => `${mainBaseUrl}/tiles/{z}/{x}/{y}.png`;

function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': '*',
    Vary: 'Origin',
  };
}

function listen(server, port) {
  return new Promise((/** @type {(value?: unknown) => void} */ resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
}

/**
 * Starts the two servers. `port` is the main API's; the delivery site's is the next one. `restaurants` is how many
 * restaurants it lists, written as VITE_MOCK_RESTAURANTS is (read from the environment unless given); a bad one is
 * refused with a ConfigError naming the variable.
 * @type {(options: { port: number; latencyMs?: number; restaurants?: string }) => Promise<{ mainBaseUrl: string; deliveryBaseUrl: string; apiKey: string; restaurants: number | null; login: (email: string, password: string) => { id: number; email: string; token: string; refreshToken: string }; close: () => Promise<any>; }>}
 */
export async function startApiServer({ port, latencyMs = 150, restaurants = process.env.VITE_MOCK_RESTAURANTS }) {
  const mainBaseUrl = `http://${HOST}:${port}`;
  const deliveryBaseUrl = `http://${HOST}:${port + 1}`;
  const { createMockApi, parseMockRestaurants } = await loadMockApi();
  const count = parseMockRestaurants(restaurants);
  const api = createMockApi({ mainBaseUrl, deliveryBaseUrl, apiKey: API_KEY, latencyMs, restaurants: count });

  // MSW's Express app: it turns each request into a fetch Request for the handlers and sends back their Response
  // (the handlers end with a 404 for an unknown address). Without Express's X-Powered-By header.
  const mock = createMockServer(...api.handlers);
  mock.disable('x-powered-by');

  const serve = (origin) =>
    createServer((req, res) => {
      if (req.url?.startsWith('/tiles/')) {
        res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
        res.end(TILE);
        return;
      }
      const cors = corsHeaders(req);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
      // The port says which API is called, whatever name the caller used for this machine: the handlers know each
      // API by its origin, and the middleware takes the origin from the Host header.
      req.headers.host = new URL(origin).host;
      // Reached only when a handler throws.
      mock(req, res, (error) => {
        console.error(`api-server: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Mock API failure' }));
      });
    });

  const servers = [serve(mainBaseUrl), serve(deliveryBaseUrl)];
  await listen(servers[0], port);
  await listen(servers[1], port + 1);
  const close = () => Promise.all(servers.map((server) => new Promise((done) => server.close(() => done(undefined)))));
  /** A customer's session as the site stores it after logging in, with the delivery site's session opened too. */
  const login = (email, password) => {
    const session = api.store.login(email, password);
    api.store.openDeliverySession(session.token, session.id);
    return session;
  };
  return { mainBaseUrl, deliveryBaseUrl, apiKey: API_KEY, restaurants: count, login, close };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4390' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65534) {
    console.error(`api-server: --port must be a port number below 65535, not ${values.port}`);
    process.exit(2);
  }
  // The build's variable is the one read here too: a name without its prefix would be ignored without a word.
  if (process.env.MOCK_RESTAURANTS !== undefined && process.env.VITE_MOCK_RESTAURANTS === undefined) {
    console.error('api-server: MOCK_RESTAURANTS is not read; set VITE_MOCK_RESTAURANTS=<n> for n restaurants');
    process.exit(2);
  }
  let server;
  try {
    server = await startApiServer({ port });
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigError') {
      console.error(`api-server: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const listed = server.restaurants === null ? 'the fixtures’ restaurants' : `${server.restaurants} restaurants`;
  console.log(
    `api-server: main API at ${server.mainBaseUrl}, delivery site at ${server.deliveryBaseUrl} (key ${server.apiKey}), ${listed}`,
  );
  console.log(
    `build for it: VITE_API_MOCKING=off VITE_API_BASE_URL=${server.mainBaseUrl} VITE_DELIVERY_BASE_URL=${server.deliveryBaseUrl} VITE_API_KEY=${server.apiKey} npm run build`,
  );
}
