// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.mjs';

const root = join(import.meta.dirname, '../..');
const outDirs: string[] = [];

/** Builds the site with these variables in the environment, into a fresh folder. */
async function buildWith(env: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'site-build-'));
  outDirs.push(outDir);
  const saved = { ...process.env };
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  try {
    await build({
      root,
      mode: 'production',
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env = saved;
  }
  const assets = join(outDir, 'assets');
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  return { outDir, js };
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('production build', () => {
  it('with an API address talks to that API only: no mock API, fixtures or service worker', async () => {
    const { outDir, js } = await buildWith({
      VITE_API_BASE_URL: 'https://api.pollo.test',
      VITE_API_KEY: 'live-key',
      VITE_DELIVERY_BASE_URL: 'https://pedidos.pollo.test',
      VITE_API_MOCKING: '',
      VITE_SITE_URL: 'https://www.pollo.test/',
    });
    expect(['mock-api-worker.js', 'mockServiceWorker.js'].filter((file) => existsSync(join(outDir, file)))).toEqual([]);
    // Booleans, not the bundle, in the failure message.
    expect(js.includes('https://api.pollo.test')).toBe(true);
    expect(js.includes('https://pedidos.pollo.test')).toBe(true);
    const traces = [
      'setupWorker',
      'mockServiceWorker',
      'mock-api-worker',
      'mock-api:state',
      'demo@pollocrujiente.example',
    ];
    expect(traces.filter((trace) => js.includes(trace))).toEqual([]);
    // The headers file to deploy with it names that API and that delivery site; workers only from the site.
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toMatch(/connect-src 'self' https:\/\/api\.pollo\.test https:\/\/pedidos\.pollo\.test;/);
    expect(headers).toContain("worker-src 'self'");
    expect(headers).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    // The web app manifest ships, with its type told to the host.
    expect(existsSync(join(outDir, 'manifest.webmanifest'))).toBe(true);
    expect(headers).toContain('\n/manifest.webmanifest\n  Content-Type: application/manifest+json\n');
    // What search engines read: the customer pages kept from crawlers, the sitemap at the site's public origin.
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('\nDisallow: /personal-data\n');
    expect(robots).toContain('\nSitemap: https://www.pollo.test/sitemap.xml\n');
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
    );
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toContain('https://www.pollo.test/');
    expect(locations).toContain('https://www.pollo.test/carta');
    expect(locations).toContain('https://www.pollo.test/aviso-legal');
    expect(locations.filter((loc) => !loc!.startsWith('https://www.pollo.test/'))).toEqual([]);
    expect(
      locations.filter((loc) => /\/(personal-data|change-password|private-contact-form|login)$/.test(loc!)),
    ).toEqual([]);
  }, 60_000);

  it('without an API address ships the mock API, in a chunk of its own', async () => {
    const { outDir, js } = await buildWith({ VITE_API_BASE_URL: '', VITE_API_MOCKING: '', VITE_SITE_URL: '' });
    expect(
      ['mock-api-worker.js', 'mockServiceWorker.js'].filter((file) => existsSync(join(outDir, file))),
    ).toHaveLength(2);
    expect(js.includes('mock-api:state')).toBe(true);
    const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    expect(readFileSync(join(outDir, 'assets', entry!), 'utf8').includes('mock-api:state')).toBe(false);
    // The code every page runs as it starts is compiled as it streams in: the entry and its static imports begin with
    // V8's hint, as their very first line, and so do the map's chunks (OpenLayers, the map, its outline); the mock
    // API, the pages, the dialogs and the tile layer do not.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const withImports = (key: string, into = new Set<string>()) => {
      const item = manifest[key]!;
      if (into.has(item.file)) return into;
      into.add(item.file);
      for (const next of item.imports ?? []) withImports(next, into);
      return into;
    };
    const start = withImports('index.html');
    const map = withImports('src/renderers/map-view/outline-layer.ts', withImports('src/renderers/map-view/ol-map.ts'));
    // Everything the entry imports statically comes in one chunk with it: only the bundler's small runtime, shared
    // with the pages, stands apart.
    expect([...start].filter((file) => !file.includes('rolldown-runtime'))).toEqual([`assets/${entry}`]);
    const hinted = readdirSync(join(outDir, 'assets'))
      .filter(
        (file) =>
          file.endsWith('.js') && readFileSync(join(outDir, 'assets', file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
      )
      .map((file) => `assets/${file}`);
    expect(hinted.sort()).toEqual([...new Set([...start, ...map])].sort());
    expect(map.size, 'the map, OpenLayers, the outline and the start').toBeGreaterThanOrEqual(4);
    expect(
      hinted.some((file) => file.includes('tile-layer')),
      'the tile layer, used only with a tile server',
    ).toBe(false);
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain("worker-src 'self'");
    // Nothing, the mock included, compiles code in the browser: the policy needs no unsafe-eval.
    expect(['new Function(', 'eval('].filter((call) => js.includes(call))).toEqual([]);
    // Without the site's public origin: robots.txt all the same, with no sitemap to name, and no sitemap.
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toContain('\nDisallow: /personal-data\n');
    expect(robots).not.toContain('Sitemap');
    expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
  }, 60_000);

  it('stops with a message naming a bad variable', async () => {
    await expect(buildWith({ VITE_API_BASE_URL: 'not a url' })).rejects.toThrow(
      /VITE_API_BASE_URL must be an http\(s\) address/,
    );
    await expect(buildWith({ VITE_SITE_URL: 'https://www.pollo.test/?utm=1' })).rejects.toThrow(
      /VITE_SITE_URL must be the site's origin only/,
    );
  }, 60_000);

  it('refuses a plain http API or delivery site other than this machine, naming the variable', async () => {
    const live = { VITE_API_KEY: 'live-key', VITE_API_MOCKING: '' };
    await expect(
      buildWith({
        ...live,
        VITE_API_BASE_URL: 'http://api.pollo.test',
        VITE_DELIVERY_BASE_URL: 'https://pedidos.pollo.test',
      }),
    ).rejects.toThrow(/VITE_API_BASE_URL must use https:\/\//);
    await expect(
      buildWith({
        ...live,
        VITE_API_BASE_URL: 'https://api.pollo.test',
        VITE_DELIVERY_BASE_URL: 'http://pedidos.pollo.test',
      }),
    ).rejects.toThrow(/VITE_DELIVERY_BASE_URL must use https:\/\//);
  }, 60_000);
});
