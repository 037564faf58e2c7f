import { describe, expect, it } from 'vitest';
import { paintNeedsFirst, scriptsBehindPaint } from '../../scripts/page-head.mjs';

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
  [...(/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '').matchAll(/<(meta|title|script|link)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag: tag!,
    attribute: (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(attrs!)?.[1],
  }));

/** The tags of the head, in order, by what they are. */
const headTags = (html: string) =>
  headElements(html).map(({ tag, attribute }) => [tag, attribute('rel'), attribute('src') ?? attribute('href')].filter(Boolean).join(' '));

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
    const lines = (html: string) => html.split('\n').map((line) => line.trim()).filter(Boolean).sort();
    expect(lines(ordered)).toEqual(lines(BUILT));
    expect(ordered.slice(ordered.indexOf('<body>'))).toBe(BUILT.slice(BUILT.indexOf('<body>')));
    expect(ordered).not.toMatch(/\n[ \t]*\n/);
  });

  it('changes nothing in a head already in that order, or one without scripts', () => {
    const ordered = paintNeedsFirst(BUILT);
    expect(paintNeedsFirst(ordered)).toBe(ordered);
    const noScripts = '<html><head>\n    <title>x</title>\n    <link rel="stylesheet" href="/a.css">\n  </head><body></body></html>';
    expect(paintNeedsFirst(noScripts)).toBe(noScripts);
  });
});

describe('scriptsBehindPaint', () => {
  /** The priority each announced script of a page's head is asked for at (absent: the browser's default, high). */
  const priorities = (html: string) =>
    headElements(html)
      .filter(({ tag, attribute }) => (tag === 'script' && attribute('type') === 'module') || attribute('rel') === 'modulepreload')
      .map(({ attribute }) => `${attribute('src') ?? attribute('href')} ${attribute('fetchpriority') ?? 'default'}`);

  it('asks for the module entry and every module preload at low priority, and nothing else', () => {
    const page = scriptsBehindPaint(paintNeedsFirst(BUILT));
    expect(priorities(page)).toEqual(['/assets/index-a.js low', '/assets/react-intl-b.js low', '/assets/clients-c.js low']);
    expect(page.replaceAll(' fetchpriority="low"', '')).toBe(paintNeedsFirst(BUILT));
  });

  it('leaves the body alone and a page already marked as it is', () => {
    const withScriptInBody = BUILT.replace('<div id="root">', '<div id="root"><script type="module" src="/in-body.js"></script>');
    const page = scriptsBehindPaint(withScriptInBody);
    expect(page.slice(page.indexOf('<body>'))).toBe(withScriptInBody.slice(withScriptInBody.indexOf('<body>')));
    expect(scriptsBehindPaint(page)).toBe(page);
  });
});
