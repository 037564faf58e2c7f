import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_AFTER_PAINT_HASH, CODE_AFTER_PAINT_SCRIPT, codeAfterPaint, PAGE_CODE_ID } from '../../scripts/code-after-paint.mjs';

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <script>first()</script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/intl-C.js">
    <title>Carta</title>
  </head>
  <body><div id="root" data-prerendered="/carta"><h1>Carta</h1></div></body>
</html>`;

describe('a pre-rendered page', () => {
  const html = codeAfterPaint(PAGE);
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const template = new RegExp(`<template id="${PAGE_CODE_ID}">([\\s\\S]*?)</template>`).exec(head)?.[1];

  it('asks for no script in its head: the entry and its preloads wait in the template, the preloads first', () => {
    expect(head.replace(/<template[\s\S]*?<\/template>/, '')).not.toMatch(/type="module"|modulepreload/);
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js"><link rel="modulepreload" crossorigin href="/assets/intl-C.js">' +
        '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    );
  });

  it('keeps everything else where it was, and carries the script that asks for the code last in its head', () => {
    expect(head).toContain('<script>first()</script>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head.trimEnd().endsWith(`<script>${CODE_AFTER_PAINT_SCRIPT}</script>`)).toBe(true);
    expect(html).toContain('<body><div id="root" data-prerendered="/carta"><h1>Carta</h1></div></body>');
  });

  it('cannot be made of a page without a head or without a module entry', () => {
    expect(() => codeAfterPaint('<html><body></body></html>')).toThrow(/no <head>/);
    expect(() => codeAfterPaint(PAGE.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/no module entry/);
  });
});

/** Runs the inline script in a document holding the page's template, with the browser's frame and timer under control. */
function loadPage({ leaving = false } = {}) {
  const built = new DOMParser().parseFromString(codeAfterPaint(PAGE), 'text/html');
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.append(doc.importNode(built.getElementById(PAGE_CODE_ID)!, true));
  if (leaving) doc.documentElement.setAttribute('data-leaving', '');
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  new Function('document', 'requestAnimationFrame', 'setTimeout', CODE_AFTER_PAINT_SCRIPT)(
    doc,
    (run: () => void) => frames.push(run),
    (run: () => void, delay = 0) => timers.push({ run, delay }),
  );
  const asked = () => [...doc.head.children].filter((element) => element.localName === 'link' || element.localName === 'script').map((element) => element.getAttribute('src') ?? element.getAttribute('href'));
  return { frames, timers, asked, doc };
}

describe('the script that asks for the code', () => {
  it('asks for nothing before a frame is drawn, then for the preloads and the entry, once', () => {
    const page = loadPage();
    expect(page.asked()).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.asked()).toEqual([]);
    const afterFrame = page.timers.find((timer) => timer.delay === 0)!;
    afterFrame.run();
    expect(page.asked()).toEqual(['/assets/react-B.js', '/assets/intl-C.js', '/assets/index-A.js']);
    const entry = page.doc.head.querySelector('script')!;
    expect(entry.type).toBe('module');
    expect(entry.hasAttribute('crossorigin')).toBe(true);
    expect(page.doc.head.querySelector('link')!.rel).toBe('modulepreload');
    // The second-long fallback finds the code asked for already.
    page.timers.find((timer) => timer.delay === 1000)!.run();
    expect(page.asked()).toHaveLength(3);
  });

  it('asks for the code after a second in a page that draws no frame (a tab opened in the background)', () => {
    const page = loadPage();
    page.timers.find((timer) => timer.delay === 1000)!.run();
    expect(page.asked()).toEqual(['/assets/react-B.js', '/assets/intl-C.js', '/assets/index-A.js']);
  });

  it('asks for nothing in a page the visitor is being taken away from', () => {
    const page = loadPage({ leaving: true });
    page.frames[0]!();
    for (const timer of page.timers) timer.run();
    expect(page.asked()).toEqual([]);
  });

  it('is allowed by its hash', () => {
    expect(CODE_AFTER_PAINT_HASH).toBe(`'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64')}'`);
  });
});
