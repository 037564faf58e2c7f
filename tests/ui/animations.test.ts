// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, withoutComments, SRC } from '../support/stylesheets';

/** The stylesheet of a form's submit button, whose spinner turns as soon as it is tapped. */
const SUBMIT_SPINNER = join('renderers', 'schema-form', 'schema-form.module.css');

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
    rules.set(
      found[1]!,
      [...body.matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1]!),
    );
  }
  return rules;
}

describe('animations', () => {
  it('are read from their stylesheets, with every property their frames set', () => {
    const rules = keyframeProperties(
      '@keyframes a { from { opacity: 0 } to { opacity: 1; transform: none } } /* @keyframes b {} */ @keyframes c{to{background-position:0 0}}',
    );
    expect(Object.fromEntries(rules)).toEqual({ a: ['opacity', 'opacity', 'transform'], c: ['background-position'] });
  });

  it('move only what the compositor moves alone (a transform, an opacity): the page is not painted again at every frame', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      [...keyframeProperties(readFileSync(file, 'utf8'))].map(([name, properties]) => ({ file, name, properties })),
    );
    // The site's own: the spinners, the carousel's fade and the placeholders' light.
    expect(found.length).toBeGreaterThanOrEqual(4);
    const painted = found
      .filter(({ properties }) => properties.some((property) => !COMPOSITED.has(property)))
      .map(
        ({ file, name, properties }) =>
          `${relative(SRC, file)} @keyframes ${name}: ${properties.filter((property) => !COMPOSITED.has(property)).join(', ')}`,
      );
    expect(painted).toEqual([]);
  });

  // A loading sign that moves from the first frame draws a frame at every turn from the moment the page paints, while
  // its code is still starting, and one that moves for a fraction of a second reads as a flicker.
  it('that never end (the loading signs) stay still until the wait has lasted --loading-motion-delay', () => {
    const endless = cssFiles(SRC).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/animation\s*:([^;}]*)/g)]
        .map((found) => found[1]!.trim())
        .filter((value) => /\binfinite\b/.test(value))
        .map((value) => ({ file: relative(SRC, file), value })),
    );
    // The spinners and the placeholders' light, and a form's submit button, which turns at once: it answers the tap.
    expect(endless.length).toBeGreaterThanOrEqual(3);
    const atOnce = endless.filter(
      ({ file, value }) => !value.includes('var(--loading-motion-delay)') && file !== SUBMIT_SPINNER,
    );
    expect(atOnce).toEqual([]);
    expect(readFileSync(join(SRC, 'styles/tokens.css'), 'utf8')).toMatch(/--loading-motion-delay:\s*0\.5s;/);
  });
});
