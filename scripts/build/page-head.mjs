/**
 * The order of a built page's <head> (scripts/build/prerender.mjs): what the first paint waits for comes first.
 *
 * Vite writes the entry script and its modulepreload links first and the stylesheets after them, so a browser asks for
 * some ten scripts before the stylesheets; on an HTTP/1.1 connection limit (six per host) the stylesheets, which
 * block the first paint, wait for connections the scripts hold. Here they are moved ahead of the scripts, behind the
 * connection hints and the inline scripts (the visitor's language, scripts/build/language-address.mjs, and the cookie-banner
 * state, scripts/build/consent-state.mjs), which then run at once
 * instead of waiting for the stylesheet before them.
 */

import { PAGE_CODE_ID, PAGE_CODE_SCRIPT } from './page-code.mjs';

const HEAD = /<head>([\s\S]*?)<\/head>/;
/** What the first paint needs, in the order it is written back: hints, the inline scripts, the stylesheets. */
const FIRST = [/<link rel="preconnect"[^>]*>/g, /<script>[\s\S]*?<\/script>/g, /<link rel="stylesheet"[^>]*>/g];
/** A tag that announces one of the page's scripts: its module entry or a module preload. */
const FIRST_SCRIPT = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/;

/**
 * The page with its connection hints, inline scripts and stylesheets moved ahead of its first script.
 * @type {(html: string) => string}
 */
export function paintNeedsFirst(html) {
  const head = HEAD.exec(html);
  if (!head) throw new Error('page-head: the page has no <head>');
  let rest = head[1];
  const first = FIRST.flatMap((pattern) => {
    const found = rest.match(pattern) ?? [];
    rest = rest.replace(pattern, '');
    return found;
  });
  // The lines the moved tags leave empty go with them.
  rest = rest.replace(/\n[ \t]*(?=\n)/g, '');
  const at = rest.search(FIRST_SCRIPT);
  if (at < 0) return html;
  const indent = /\n([ \t]*)$/.exec(rest.slice(0, at))?.[1] ?? '    ';
  const ordered = rest.slice(0, at) + first.map((tag) => `${tag}\n${indent}`).join('') + rest.slice(at);
  // A function: the head holds the page's title and tags, whose text (a restaurant's name) may hold `$'` or `$&`,
  // which a replacement string reads as patterns.
  return html.replace(head[0], () => `<head>${ordered}</head>`);
}

/** Every such tag of a head, with the indent and line end it stands on. */
const ANNOUNCED_SCRIPT = new RegExp(`[ \\t]*(?:${FIRST_SCRIPT.source})\\n?`, 'g');

/**
 * A pre-rendered page whose module entry and module preloads are asked for once it has painted: they leave the head
 * for `<template id="page-code">` at the end of the body, where they are inert, and the inline script after it
 * (scripts/build/page-code.mjs) copies them into the head after the first contentful paint. The page paints from its HTML,
 * stylesheets and images, which no script then shares the connection with. Not for the shell, whose page its scripts
 * draw. A page without such tags, or already done, is returned as it is.
 * @type {(html: string) => string}
 */
export function scriptsAfterPaint(html) {
  const head = HEAD.exec(html);
  if (!head) throw new Error('page-head: the page has no <head>');
  const tags = head[1].match(ANNOUNCED_SCRIPT)?.map((tag) => tag.trim()) ?? [];
  if (!tags.length) return html;
  if (!html.includes('</body>')) throw new Error('page-head: the page has no </body>');
  const withoutTags = html.replace(head[0], () => `<head>${head[1].replace(ANNOUNCED_SCRIPT, '')}</head>`);
  const at = withoutTags.lastIndexOf('</body>');
  const tail = `  <template id="${PAGE_CODE_ID}">${tags.join('')}</template>\n    <script>${PAGE_CODE_SCRIPT}</script>\n  `;
  return withoutTags.slice(0, at) + tail + withoutTags.slice(at);
}
