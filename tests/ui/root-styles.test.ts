// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, selectorsInContext, SRC } from '../support/stylesheets';

/** The stylesheets every page loads before it paints: the only ones that may style the document itself. */
const PAGE_WIDE = join(SRC, 'styles');

/** A selector, one of a list, whose subject or ancestor is the document itself: its root, its body, or everything. */
const DOCUMENT = /^(:global\()?\s*(:root|:host|html|body|\*)(?![\w-])/;

/** The selectors of a stylesheet's rules that style the document itself, at-rules' preludes left out. */
function documentRules(css: string): string[] {
  return selectorsInContext(css)
    .map(({ selector }) => selector)
    .filter((selector) => !selector.startsWith('@'))
    .filter((selector) => selector.split(',').some((one) => DOCUMENT.test(one.trim())));
}

/** Each `import '…css'` of the site's code that comes from a package rather than the site's own files. */
function packageStylesheets(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/import\s+['"]([^'"]+\.css)['"]/g)]
        .map((found) => found[1]!)
        .filter((path) => !path.startsWith('.'))
        .map((path) => `${file}: ${path}`),
    );
}

// A stylesheet that arrives with a page's or a component's code, after the page has painted, and changes the style of
// the document's root makes the browser restyle every element of the page in one task. OpenLayers' own stylesheet set
// its colours on :root that way, arriving with the map after the restaurants page had painted.
describe('stylesheets that arrive with a page or a component', () => {
  it('are told apart when they style the document itself', () => {
    const css = `
      :root, :host { --a: 1; }
      .a html { color: red; }
      @media (min-width: 40rem) { :global(body) .b { color: red } }
      .c, * > .d { color: red }
      .e .f, .g:hover { color: red }
      .html-note { color: red }`;
    expect(documentRules(css)).toEqual([':root, :host', ':global(body) .b', '.c, * > .d']);
  });

  it('style only their own elements, never the document, its body or every element', () => {
    const files = cssFiles(SRC).filter((file) => !file.startsWith(PAGE_WIDE));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      documentRules(readFileSync(file, 'utf8')).map((selector) => `${relative(SRC, file)}: ${selector}`),
    );
    expect(found).toEqual([]);
  });

  it('are the site’s own, so the check above sees every one (a package’s stylesheet is copied in, as the map’s is)', () => {
    expect(packageStylesheets()).toEqual([]);
  });
});
