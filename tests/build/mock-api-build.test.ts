// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.mjs';
import { builtSite } from './built-site';

/** The site `npm run build` makes with the embedded mock API and no public origin, as `npm test` makes it. */
const site = builtSite('mock-api');
const assets = join(site, 'assets');
const js = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(assets, file), 'utf8'))
  .join('\n');

describe('the production build without an API address', () => {
  it('ships the mock API, in a chunk of its own', () => {
    expect(['mock-api-worker.js', 'mockServiceWorker.js'].filter((file) => existsSync(join(site, file)))).toHaveLength(
      2,
    );
    expect(js.includes('mock-api:state')).toBe(true);
    const manifest = JSON.parse(readFileSync(join(site, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const entry = manifest['index.html']?.file;
    expect(entry).toBeDefined();
    expect(readFileSync(join(site, entry!), 'utf8').includes('mock-api:state')).toBe(false);
    // The code every page runs as it starts is compiled as it streams in: the entry and its static imports begin with
    // V8's hint, as their very first line, and so do the map's chunks (OpenLayers, the map, its outline); the mock
    // API, the pages, the dialogs and the tile layer do not.
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
    expect([...start].filter((file) => !file.includes('rolldown-runtime'))).toEqual([entry]);
    const hinted = readdirSync(assets)
      .filter(
        (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
      )
      .map((file) => `assets/${file}`);
    expect(hinted.sort()).toEqual([...new Set([...start, ...map])].sort());
    expect(map.size, 'the map, OpenLayers, the outline and the start').toBeGreaterThanOrEqual(4);
    expect(
      hinted.some((file) => file.includes('tile-layer')),
      'the tile layer, used only with a tile server',
    ).toBe(false);
    expect(readFileSync(join(site, '_headers'), 'utf8')).toContain("worker-src 'self'");
    // Nothing, the mock included, compiles code in the browser: the policy needs no unsafe-eval.
    expect(['new Function(', 'eval('].filter((call) => js.includes(call))).toEqual([]);
  });

  it('without the site’s public origin writes robots.txt all the same, with no sitemap to name, and no sitemap', () => {
    const robots = readFileSync(join(site, 'robots.txt'), 'utf8');
    expect(robots).toContain('\nDisallow: /personal-data\n');
    const madeWithOrigin = 'built with VITE_SITE_URL set: `npm test` makes this build with it empty';
    expect(robots, madeWithOrigin).not.toContain('Sitemap');
    expect(existsSync(join(site, 'sitemap.xml')), madeWithOrigin).toBe(false);
  });
});
