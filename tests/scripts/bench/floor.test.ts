// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { floorAddress, floorName, floorPage, stripScripts, stylesToSheet } from '../../../scripts/bench/floor.mjs';

const page = `<html lang="es" data-ready=""><head>
<script>if (location.pathname === '/') document.documentElement.setAttribute('data-leaving', '')</script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
<link rel="modulepreload" crossorigin href="/assets/vendor-123.js">
<link rel="preload" as="script" href="/assets/later.js">
<link rel="preload" as="image" href="/media/hero.avif">
<link rel="icon" type="image/svg+xml" href="/media/brand/logo-mark.svg">
<script type="module" crossorigin src="/assets/index-def.js"></script>
<script type="application/ld+json">{"@type":"Restaurant","name":"</scr" + "ipt>"}</script>
<title>Iniciar sesión</title>
</head><body><div id="root"><main><img src="/media/hero.avif" alt="Pollo"><h1>Iniciar sesión</h1></main></div>
<SCRIPT src="/late.js"></SCRIPT></body></html>`;

describe('a page without its scripts', () => {
  const { html, removed } = stripScripts(page);

  it('has no script left, inline, module, data block or preloaded', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/later.js');
    expect(html).not.toContain('data-leaving');
    expect(removed).toBe(6);
  });

  it('keeps its stylesheets, images, image preloads, icons and text', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.avif">');
    expect(html).toContain('<img src="/media/hero.avif" alt="Pollo">');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/media/brand/logo-mark.svg">');
    expect(html).toContain('<title>Iniciar sesión</title>');
    expect(html).toContain('<h1>Iniciar sesión</h1>');
  });
});

describe('the inline styles of a floor page', () => {
  it('move to a sheet of their own, as strong as inline ones, each element marked', () => {
    const { html, css } = stylesToSheet(
      '<div style="height: 120px; color: red !important"><p class="a" style=\'top: 0\'>x</p><span style="">y</span></div>',
    );
    expect(html).toBe('<div data-floor-style="0"><p class="a" data-floor-style="1">x</p><span>y</span></div>');
    expect(css).toBe(
      '[data-floor-style="0"] { height: 120px !important; color: red !important; }\n[data-floor-style="1"] { top: 0 !important; }\n',
    );
  });

  it('leave attributes that only end in "style" alone, and a page without styles needs no sheet', () => {
    expect(stylesToSheet('<div data-style="x" title="style">a</div>')).toEqual({
      html: '<div data-style="x" title="style">a</div>',
      css: '',
    });
  });
});

describe('a floor page', () => {
  it('is the page with a doctype, no script and its styles linked last in the head', () => {
    const { html, css, removed } = floorPage(
      '<html><head><script>1</script><title>t</title></head><body><div style="width: 2px"></div></body></html>',
      '/__floor/x.css',
    );
    expect(html).toBe(
      '<!DOCTYPE html>\n<html><head><title>t</title><link rel="stylesheet" href="/__floor/x.css"></head><body><div data-floor-style="0"></div></body></html>',
    );
    expect(css).toContain('width: 2px !important');
    expect(removed).toBe(1);
  });

  it('is named after its route, in the build’s __floor folder', () => {
    expect(floorName('/')).toBe('index');
    expect(floorName('/carta?id=2')).toBe('carta-id-2');
    expect(floorName('/en/carta')).toBe('en-carta');
    expect(floorName('/ca/')).toBe('ca');
    expect(floorAddress('/login')).toBe('/__floor/login.html');
  });
});
