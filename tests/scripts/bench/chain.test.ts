// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStats, missingBecause } from '../../../scripts/bench/chain.mjs';

describe('a route missing from a site', () => {
  it('answers 404 or draws the not-found page, whose heading begins with its code', () => {
    expect(missingBecause(404, 'Restaurante Gran Vía')).toBe('status 404');
    expect(missingBecause(200, ' 404. Ups, ¡página no encontrada!')).toBe('not-found page');
    expect(missingBecause(200, 'Restaurantes en Madrid')).toBeNull();
    expect(missingBecause(200, null)).toBeNull();
  });
});

describe('the sizes of a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-chain-'));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('sum every file of its folder but the floor pages, count the restaurants’ pages, size each route’s HTML', () => {
    const dist = join(root, 'site');
    const write = (path: string, bytes: number) => {
      mkdirSync(join(dist, path, '..'), { recursive: true });
      writeFileSync(join(dist, path), 'x'.repeat(bytes));
    };
    write('index.html', 100);
    write('restaurantes.html', 50);
    write('restaurantes/madrid-gran-via.html', 30);
    write('restaurantes/sevilla-centro.html', 20);
    write('restaurantes/provincia/madrid.html', 10);
    write('assets/index.js', 1000);
    write('__floor/restaurantes.html', 5000);

    expect(
      buildStats(
        dist,
        ['/restaurantes/madrid-gran-via', '/restaurantes/provincia/madrid', '/restaurantes/nada'],
        12.4,
        root,
      ),
    ).toEqual({
      dist: 'site',
      seconds: 12,
      bytes: 1210,
      files: 6,
      restaurantPages: 2,
      pages: [
        { route: '/restaurantes/madrid-gran-via', file: 'restaurantes/madrid-gran-via.html', bytes: 30 },
        { route: '/restaurantes/provincia/madrid', file: 'restaurantes/provincia/madrid.html', bytes: 10 },
        { route: '/restaurantes/nada', file: null, bytes: null },
      ],
    });
  });
});
