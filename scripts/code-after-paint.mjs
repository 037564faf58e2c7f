/**
 * A pre-rendered page asks for its code once it has painted, not before.
 *
 * The page is whole in its HTML; its code only makes it respond. Asked for in <head>, the entry script and its module
 * preloads travel beside the stylesheets the first paint waits for, and a page-load simulation puts every request
 * that ended before the paint on the paint's path. Here they wait, inert, in `<template id="page-code">`, and an
 * inline script (allowed by its hash, scripts/security-headers.mjs) copies them into <head> once a frame has been
 * drawn: the frame's animation callback, then a task after it. A page hidden as it loads (a tab opened in the
 * background draws no frame) asks for them after a second at most. A page the language script is taking the
 * visitor away from asks for nothing (scripts/language-address.mjs).
 *
 * The shell of the customer pages keeps its scripts in <head>: it has nothing to paint before its code runs.
 */
import { createHash } from 'node:crypto';

export const PAGE_CODE_ID = 'page-code';

export const CODE_AFTER_PAINT_SCRIPT =
  `(function(){var d=document,done=0;function go(){if(done++||d.documentElement.hasAttribute('data-leaving'))return;` +
  `var t=d.getElementById('${PAGE_CODE_ID}');if(!t)return;Array.prototype.forEach.call(t.content.children,function(e){` +
  `var n=d.createElement(e.localName);Array.prototype.forEach.call(e.attributes,function(a){n.setAttribute(a.name,a.value)});` +
  `d.head.appendChild(n)})}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})()`;

/** The script's hash as a Content-Security-Policy source. */
export const CODE_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const HEAD = /<head>([\s\S]*?)<\/head>/;
const CODE = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The page with its module entry and module preloads moved from <head> into the template, the preloads first, and
 * the script that asks for them after the paint at the end of <head>.
 */
export function codeAfterPaint(html) {
  const head = HEAD.exec(html);
  if (!head) throw new Error('code-after-paint: the page has no <head>');
  const tags = head[1].match(CODE) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('code-after-paint: the page has no module entry');
  const ordered = [...tags.filter((tag) => tag.startsWith('<link')), ...tags.filter((tag) => tag.startsWith('<script'))];
  const rest = head[1].replace(CODE, '').replace(/\n[ \t]*(?=\n)/g, '');
  const moved = `  <template id="${PAGE_CODE_ID}">${ordered.join('')}</template>\n    <script>${CODE_AFTER_PAINT_SCRIPT}</script>\n  `;
  return html.replace(head[0], `<head>${rest.replace(/\s*$/, '\n  ')}${moved}</head>`);
}
