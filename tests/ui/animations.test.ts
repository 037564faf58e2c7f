// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, withoutComments } from '../support/stylesheets';

const SRC = join(import.meta.dirname, '../../src');

/** The properties the compositor animates alone, without painting the page again at every frame on its main thread. */
const COMPOSITED = new Set(['transform', 'opacity']);

/** Each @keyframes rule of a stylesheet, by name, with the properties its frames set. */
function keyframeProperties(css: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  const bare = withoutComments(css);
  for (const found of bare.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    // The rule's body, up to the brace that closes it.
    let depth = 1;
    let at = found.index + found[0].length;
    const start = at;
    while (depth > 0 && at < bare.length) {
      if (bare[at] === '{') depth++;
      if (bare[at] === '}') depth--;
      at++;
    }
    const body = bare.slice(start, at - 1);
    rules.set(found[1]!, [...body.matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1]!));
  }
  return rules;
}

describe('animations', () => {
  it('are read from their stylesheets, with every property their frames set', () => {
    const rules = keyframeProperties('@keyframes a { from { opacity: 0 } to { opacity: 1; transform: none } } /* @keyframes b {} */ @keyframes c{to{background-position:0 0}}');
    expect(Object.fromEntries(rules)).toEqual({ a: ['opacity', 'opacity', 'transform'], c: ['background-position'] });
  });

  it('move only what the compositor moves alone (a transform, an opacity): the page is not painted again at every frame', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => [...keyframeProperties(readFileSync(file, 'utf8'))].map(([name, properties]) => ({ file, name, properties })));
    // The site's own: the spinners, the carousel's fade and the placeholders' light.
    expect(found.length).toBeGreaterThanOrEqual(4);
    const painted = found
      .filter(({ properties }) => properties.some((property) => !COMPOSITED.has(property)))
      .map(({ file, name, properties }) => `${relative(SRC, file)} @keyframes ${name}: ${properties.filter((property) => !COMPOSITED.has(property)).join(', ')}`);
    expect(painted).toEqual([]);
  });
});
