/**
 * A build-only Vite plugin that marks code that runs as a whole as soon as it is loaded for eager compilation: the
 * entry chunk and the chunks it imports statically (React, the router, the formats, the query cache, the API client
 * and the site's shell), and the chunks a map starts with (OpenLayers, the map and its outline), each with its static
 * imports. They begin with V8's `//# allFunctionsCalledOnLoad` comment. V8 then compiles their functions while the
 * file streams in, off the main thread, instead of on the main thread the first time each is called, in the middle
 * of the tasks that take the pre-rendered page over or draw the map's first frames. Other browsers read a comment.
 * Page chunks, dialogs and forms are left as they are: only part of their code runs at once.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** V8's compile hint for a whole file; it counts only as the file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks `wanted` picks and the chunks they import statically, transitively.
 * @template {{ type: string, imports?: string[] }} Chunk
 * @param {Record<string, Chunk>} bundle
 * @param {(chunk: Chunk) => boolean} wanted
 * @returns {Set<string>}
 */
function withStaticImports(bundle, wanted) {
  const names = new Set();
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || names.has(fileName)) return;
    names.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && wanted(chunk)) visit(fileName);
  return names;
}

/**
 * The chunks the entry loads before it runs: itself and its static imports, transitively.
 * @param {Record<string, { type: string, isEntry?: boolean, imports?: string[] }>} bundle
 * @returns {Set<string>}
 */
export const startChunks = (bundle) => withStaticImports(bundle, (chunk) => Boolean(chunk.isEntry));

/** The modules whose chunks run as a whole once loaded, beside the start: the map, OpenLayers and the outline. */
export const EAGER_MODULES = ['src/renderers/map-view/ol-map.ts', 'src/renderers/map-view/outline-layer.ts'];

/**
 * The chunks of `modules` (paths from `root`, the project's folder) and their static imports, transitively.
 * @param {Record<string, { type: string, facadeModuleId?: string | null, imports?: string[] }>} bundle
 * @param {string[]} modules
 * @param {string} root
 * @returns {Set<string>}
 */
export function chunksOf(bundle, modules, root) {
  const slashed = (path) => path.replaceAll('\\', '/');
  const ids = new Set(modules.map((module) => slashed(join(root, module))));
  return withStaticImports(
    bundle,
    (chunk) => typeof chunk.facadeModuleId === 'string' && ids.has(slashed(chunk.facadeModuleId)),
  );
}

/** Puts the hint first in `code`, once. */
export const withCompileHint = (code) => (code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`);

/**
 * @returns {import('vite').Plugin}
 * The files are marked once written: Vite puts its table of the chunks' dependencies at the head of the entry after
 * every plugin has seen the bundle, and the hint counts only as the very first line.
 */
export function compileHints() {
  /** @type {string[]} */
  let marked = [];
  let root = process.cwd();
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      marked = [...new Set([...startChunks(bundle), ...chunksOf(bundle, EAGER_MODULES, root)])];
    },
    writeBundle(options) {
      if (!options.dir) return;
      for (const fileName of marked) {
        const file = join(options.dir, fileName);
        writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
      }
    },
  };
}
