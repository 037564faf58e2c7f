/**
 * The order of a built page's <head> (scripts/prerender.mjs): what the first paint waits for comes first.
 *
 * Vite writes the entry script and its modulepreload links first and the stylesheets after them, so a browser asks for
 * some ten scripts before the stylesheets; on an HTTP/1.1 connection limit (six per host) the stylesheets, which
 * block the first paint, wait for connections the scripts hold. Here they are moved ahead of the scripts, behind the
 * connection hints and the inline scripts (the visitor's language, scripts/language-address.mjs, and the cookie-banner
 * state, scripts/consent-state.mjs), which then run at once
 * instead of waiting for the stylesheet before them.
 */

const HEAD = /<head>([\s\S]*?)<\/head>/;
/** What the first paint needs, in the order it is written back: hints, the inline scripts, the stylesheets. */
const FIRST = [/<link rel="preconnect"[^>]*>/g, /<script>[\s\S]*?<\/script>/g, /<link rel="stylesheet"[^>]*>/g];
const FIRST_SCRIPT = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/;

/** The page with its connection hints, inline scripts and stylesheets moved ahead of its first script. */
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
  return html.replace(head[0], `<head>${ordered}</head>`);
}

const ANNOUNCED_SCRIPT = /<script type="module"(?![^>]*fetchpriority)([^>]*)><\/script>|<link rel="modulepreload"(?![^>]*fetchpriority)([^>]*)>/g;

/**
 * A pre-rendered page with its module entry and module preloads asked for at low priority. The page paints from its
 * HTML, stylesheets and images; its scripts only take it over. At their default (high) priority they share the
 * connection with the stylesheets and the page's images on a slow network; at low priority the browser lets what the
 * paint needs go first, and the scripts still start at once. Not for the shell, whose page the scripts draw.
 */
export function scriptsBehindPaint(html) {
  return html.replace(HEAD, (head) =>
    head.replace(ANNOUNCED_SCRIPT, (tag, script, preload) =>
      script !== undefined ? `<script type="module" fetchpriority="low"${script}></script>` : `<link rel="modulepreload" fetchpriority="low"${preload}>`,
    ),
  );
}
