/**
 * A build-only Vite plugin that marks the code every page runs as it starts for eager compilation: the entry chunk
 * and the chunks it imports statically (React, the router, the formats, the query cache, the API client and the
 * site's shell) begin with V8's `//# allFunctionsCalledOnLoad` comment. V8 then compiles their functions while the
 * file streams in, off the main thread, instead of on the main thread the first time each is called, in the middle of
 * the tasks that take the pre-rendered page over. Other browsers read a comment. Page chunks, dialogs and forms are
 * left as they are: only part of their code runs at once.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** V8's compile hint for a whole file; it counts only as the file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks the entry loads before it runs: itself and its static imports, transitively.
 * @param {Record<string, { type: string, isEntry?: boolean, imports?: string[] }>} bundle
 * @returns {Set<string>}
 */
export function startChunks(bundle) {
  const names = new Set();
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || names.has(fileName)) return;
    names.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
  return names;
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
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      marked = [...startChunks(bundle)];
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
