import { describe, expect, it } from 'vitest';
import { PAGE_CODE_SCRIPT } from '../../../scripts/build/page-code.mjs';
import { paintNeedsFirst, scriptsAfterPaint } from '../../../scripts/build/page-head.mjs';

/** The head as Vite and the site's plugins write it, with a page's own stylesheet appended by the pre-rendering. */
const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Carta | Pollo Crujiente</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-intl-b.js">
    <link rel="modulepreload" crossorigin href="/assets/clients-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    <script>if(/(?:^|;\\s*)cookie_functionality=/.test(document.cookie))document.documentElement.setAttribute('data-consent','given');</script>
    <link rel="preconnect" href="https://api.pollo.test" crossorigin="">
    <link rel="stylesheet" crossorigin href="/assets/menu-page-e.css">
  </head>
  <body>
    <div id="root"><script type="application/ld+json">{}</script></div>
  </body>
</html>`;

/** The tags of the head, in order: their name and what their attributes say. */
const headElements = (html: string) =>
  [...(/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '').matchAll(/<(meta|title|script|link)\b([^>]*)>/g)].map(
    ([, tag, attrs]) => ({
      tag: tag!,
      attribute: (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(attrs!)?.[1],
    }),
  );

/** The tags of the head, in order, by what they are. */
const headTags = (html: string) =>
  headElements(html).map(({ tag, attribute }) =>
    [tag, attribute('rel'), attribute('src') ?? attribute('href')].filter(Boolean).join(' '),
  );

describe('paintNeedsFirst', () => {
  it('puts the connection hint, the inline script and the stylesheets ahead of the scripts, in their order', () => {
    expect(headTags(paintNeedsFirst(BUILT))).toEqual([
      'meta',
      'title',
      'link preconnect https://api.pollo.test',
      'script',
      'link stylesheet /assets/index-d.css',
      'link stylesheet /assets/menu-page-e.css',
      'script /assets/index-a.js',
      'link modulepreload /assets/react-intl-b.js',
      'link modulepreload /assets/clients-c.js',
    ]);
  });

  it('keeps every tag and leaves the body alone, with no line left empty', () => {
    const ordered = paintNeedsFirst(BUILT);
    const lines = (html: string) =>
      html
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .sort();
    expect(lines(ordered)).toEqual(lines(BUILT));
    expect(ordered.slice(ordered.indexOf('<body>'))).toBe(BUILT.slice(BUILT.indexOf('<body>')));
    expect(ordered).not.toMatch(/\n[ \t]*\n/);
  });

  it('changes nothing in a head already in that order, or one without scripts', () => {
    const ordered = paintNeedsFirst(BUILT);
    expect(paintNeedsFirst(ordered)).toBe(ordered);
    const noScripts =
      '<html><head>\n    <title>x</title>\n    <link rel="stylesheet" href="/a.css">\n  </head><body></body></html>';
    expect(paintNeedsFirst(noScripts)).toBe(noScripts);
  });
});

describe('scriptsAfterPaint', () => {
  /** The module scripts and preloads a page announces in its head. */
  const announced = (html: string) =>
    headElements(html)
      .filter(
        ({ tag, attribute }) =>
          (tag === 'script' && attribute('type') === 'module') || attribute('rel') === 'modulepreload',
      )
      .map(({ attribute }) => attribute('src') ?? attribute('href'));
  const template = (html: string) => /<template id="page-code">([\s\S]*?)<\/template>/.exec(html)?.[1];

  it('moves the module entry and every module preload from the head into the template, as they were written', () => {
    const ordered = paintNeedsFirst(BUILT);
    const page = scriptsAfterPaint(ordered);
    expect(announced(ordered)).toEqual(['/assets/index-a.js', '/assets/react-intl-b.js', '/assets/clients-c.js']);
    expect(announced(page)).toEqual([]);
    expect(template(page)).toBe(
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-intl-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/clients-c.js">',
    );
    // The stylesheets, the hint and the inline script stay where they were, with no line left empty.
    expect(headTags(page)).toEqual(headTags(ordered).filter((tag) => !/index-a|react-intl-b|clients-c/.test(tag)));
    expect(page).not.toMatch(/\n[ \t]*\n/);
  });

  it('puts the template and the script that starts it last in the body, after the page', () => {
    const page = scriptsAfterPaint(paintNeedsFirst(BUILT));
    const body = page.slice(page.indexOf('<body>'));
    expect(body.indexOf('<div id="root">')).toBeLessThan(body.indexOf('<template id="page-code">'));
    expect(body).toContain(`</template>\n    <script>${PAGE_CODE_SCRIPT}</script>\n  </body>`);
  });

  it('leaves a page with no announced scripts, or one already done, as it is', () => {
    const page = scriptsAfterPaint(paintNeedsFirst(BUILT));
    expect(scriptsAfterPaint(page)).toBe(page);
    const noScripts = '<html><head>\n    <title>x</title>\n  </head><body></body></html>';
    expect(scriptsAfterPaint(noScripts)).toBe(noScripts);
  });
});
