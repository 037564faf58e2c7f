// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, selectorsInContext, SRC } from '../support/stylesheets';

/** The media query of a device whose main pointer can hover: a mouse, a trackpad, not a finger. */
const CAN_HOVER = /^@media\s*\(\s*hover\s*:\s*hover\s*\)$/;

/** Each rule of a stylesheet that styles a hovered element, and whether it sits in `@media (hover: hover)`. */
function hoverRules(css: string): { selector: string; queried: boolean }[] {
  return selectorsInContext(css)
    .filter(({ selector }) => selector.includes(':hover'))
    .map(({ selector, within }) => ({ selector, queried: within.some((prelude) => CAN_HOVER.test(prelude)) }));
}

describe('hover styles', () => {
  it('are told apart from the rules around them', () => {
    const css = `
      /* a:hover { color: red } */
      .a:hover, .a:focus-visible { color: red; }
      @media (hover: hover) { .b:hover { color: red } }
      @media (min-width: 40rem) { .c:hover .d { color: red } .e { color: blue } }
      @media (min-width: 40rem) { @media (hover: hover) { .f:hover { color: red } } }`;
    const rules = hoverRules(css);
    expect(rules.filter(({ queried }) => !queried).map(({ selector }) => selector)).toEqual([
      '.a:hover, .a:focus-visible',
      '.c:hover .d',
    ]);
    expect(rules.filter(({ queried }) => queried).map(({ selector }) => selector)).toEqual(['.b:hover', '.f:hover']);
  });

  // On a phone, the element last tapped counts as hovered until the next tap elsewhere: a card or a button would stay
  // drawn as hovered, and the tap that opens a dialog would style the page again for it twice, as the finger lands and
  // as the dialog covers it.
  it('apply only where the main pointer can hover, so a tap leaves nothing looking hovered', () => {
    const found = cssFiles(SRC).flatMap((file) =>
      hoverRules(readFileSync(file, 'utf8')).map((rule) => ({ ...rule, file })),
    );
    // The site's own: its buttons, cards and links.
    expect(found.length).toBeGreaterThanOrEqual(15);
    const outside = found
      .filter(({ queried }) => !queried)
      .map(({ file, selector }) => `${relative(SRC, file)}: ${selector}`);
    expect(outside).toEqual([]);
  });
});
