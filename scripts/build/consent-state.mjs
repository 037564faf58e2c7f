/**
 * One of the site's two inline scripts, run in <head> before the page paints: a visitor who has already answered the
 * cookie banner must not see the banner that pre-rendered pages carry (scripts/build/prerender.mjs). It marks
 * <html data-consent="given">, the stylesheet hides the banner (src/styles/global.css) and the site's first render
 * then removes it. Inline rather than a file of its own, so the first paint waits for no extra request; the
 * Content-Security-Policy allows exactly this text by its hash (scripts/build/security-headers.mjs).
 *
 * It must agree with the site's code on what an answer is (readConsent in src/lib/consent.ts, readCookie in
 * src/lib/cookies.ts): the first cookie of that name, decoded, exactly `true` or `false`; anything else, a value that
 * cannot be decoded included, is no answer. Hiding the banner for a value the code takes as no answer would leave the
 * visitor without the banner while the daily popup and the app banner wait for it.
 */
import { createHash } from 'node:crypto';

const NAME = 'cookie_functionality=';

/** @type {string} */
export const CONSENT_STATE_SCRIPT =
  `try{var c=document.cookie.split(';').map(function(p){return p.trim()}).find(function(p){return p.indexOf('${NAME}')===0});` +
  `if(c&&/^(?:true|false)$/.test(decodeURIComponent(c.slice(${NAME.length}))))document.documentElement.setAttribute('data-consent','given')}catch(e){}`;

/**
 * The script's hash as a Content-Security-Policy source.
 * @type {string}
 */
export const CONSENT_STATE_HASH = `'sha256-${createHash('sha256').update(CONSENT_STATE_SCRIPT).digest('base64')}'`;
