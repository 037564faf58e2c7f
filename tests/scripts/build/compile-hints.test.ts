import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  COMPILE_HINT,
  EAGER_MODULES,
  startChunks,
  withCompileHint,
} from '../../../scripts/build/compile-hints.mjs';

describe('compile hints', () => {
  it('mark the entry and what it imports statically, transitively, and nothing loaded later', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/react.js', 'assets/query.js'] },
      'assets/react.js': { type: 'chunk', imports: [] },
      'assets/query.js': { type: 'chunk', imports: ['assets/react.js', 'assets/keys.js'] },
      'assets/keys.js': { type: 'chunk' },
      'assets/login-page.js': { type: 'chunk', imports: ['assets/react.js', 'assets/forms.js'] },
      'assets/forms.js': { type: 'chunk', imports: [] },
      'assets/index.css': { type: 'asset' },
    };
    expect([...startChunks(bundle)].sort()).toEqual([
      'assets/index.js',
      'assets/keys.js',
      'assets/query.js',
      'assets/react.js',
    ]);
  });

  it('mark the chunks of the modules that run whole once loaded, with their static imports, and not what they load later', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', isEntry: true, facadeModuleId: '/site/index.html', imports: [] },
      'assets/ol-map.js': {
        type: 'chunk',
        facadeModuleId: '/site/src/renderers/map-view/ol-map.ts',
        imports: ['assets/Source.js', 'assets/index.js'],
      },
      'assets/Source.js': { type: 'chunk', facadeModuleId: null, imports: [] },
      'assets/outline-layer.js': {
        type: 'chunk',
        facadeModuleId: '/site/src/renderers/map-view/outline-layer.ts',
        imports: ['assets/ol-map.js'],
      },
      'assets/tile-layer.js': {
        type: 'chunk',
        facadeModuleId: '/site/src/renderers/map-view/tile-layer.ts',
        imports: ['assets/ol-map.js', 'assets/xyz.js'],
      },
      'assets/xyz.js': { type: 'chunk', facadeModuleId: null, imports: [] },
      'assets/restaurants-page.js': {
        type: 'chunk',
        facadeModuleId: '/site/src/features/restaurants/restaurants-page.tsx',
        imports: ['assets/index.js'],
      },
    };
    expect([...chunksOf(bundle, EAGER_MODULES, '/site')].sort()).toEqual([
      'assets/Source.js',
      'assets/index.js',
      'assets/ol-map.js',
      'assets/outline-layer.js',
    ]);
    // A path names the module from the project's folder, not any file that ends the same way.
    expect([...chunksOf(bundle, ['map-view/ol-map.ts'], '/site')]).toEqual([]);
    expect([...chunksOf(bundle, EAGER_MODULES, '/elsewhere')]).toEqual([]);
  });

  it('put the hint first, once', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(withCompileHint(withCompileHint('const a=1;'))).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });
});
