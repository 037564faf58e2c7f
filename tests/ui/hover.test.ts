// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, selectorsInContext } from '../support/stylesheets';

const SRC = join(import.meta.dirname, '../../src');

/** The media query of a device whose main pointer can hover: a mouse, a trackpad, not a finger. */
const CAN_HOVER = /^@media\s*\(\s*hover\s*:\s*hover\s*\)$/;

/** Each selector of a stylesheet that styles a hovered element outside `@media (hover: hover)`. */
function hoverOutsideQuery(css: string): string[] {
  return selectorsInContext(css)
    .filter(({ selector, within }) => selector.includes(':hover') && !within.some((prelude) => CAN_HOVER.test(prelude)))
    .map(({ selector }) => selector);
}

describe('hover styles', () => {
  it('are told apart from the rules around them', () => {
    const css = `
      /* a:hover { color: red } */
      .a:hover, .a:focus-visible { color: red; }
      @media (hover: hover) { .b:hover { color: red } }
      @media (min-width: 40rem) { .c:hover .d { color: red } .e { color: blue } }
      @media (min-width: 40rem) { @media (hover: hover) { .f:hover { color: red } } }`;
    expect(hoverOutsideQuery(css)).toEqual(['.a:hover, .a:focus-visible', '.c:hover .d']);
  });

  // On a phone, the element last tapped counts as hovered until the next tap elsewhere: a card or a button would stay
  // drawn as hovered, and the tap that opens a dialog would style the page again for it twice, as the finger lands and
  // as the dialog covers it.
  it('apply only where the main pointer can hover, so a tap leaves nothing looking hovered', () => {
    const files = cssFiles(SRC);
    const all = files.flatMap((file) => selectorsInContext(readFileSync(file, 'utf8')).filter(({ selector }) => selector.includes(':hover')));
    // The site's own: its buttons, cards and links.
    expect(all.length).toBeGreaterThanOrEqual(15);
    const outside = files.flatMap((file) => hoverOutsideQuery(readFileSync(file, 'utf8')).map((selector) => `${relative(SRC, file)}: ${selector}`));
    expect(outside).toEqual([]);
  });
});
