/**
 * The one inline script of the site, run in <head> before the page paints: a visitor who has already answered the
 * cookie banner (the functionality cookie is set, src/lib/consent.ts) must not see the banner that pre-rendered
 * pages carry (scripts/prerender.mjs). It marks <html data-consent="given">, the stylesheet hides the banner
 * (src/styles/global.css) and the site's first render then removes it. Inline rather than a file of its own, so the
 * first paint waits for no extra request; the Content-Security-Policy allows exactly this text by its hash
 * (scripts/security-headers.mjs).
 */
import { createHash } from 'node:crypto';

export const CONSENT_STATE_SCRIPT =
  "if(/(?:^|;\\s*)cookie_functionality=/.test(document.cookie))document.documentElement.setAttribute('data-consent','given');";

/** The script's hash as a Content-Security-Policy source. */
export const CONSENT_STATE_HASH = `'sha256-${createHash('sha256').update(CONSENT_STATE_SCRIPT).digest('base64')}'`;
