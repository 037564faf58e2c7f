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

/**
 * The consent cookies as the site's code writes them (CONSENT_COOKIES in src/lib/consent.ts, CONSENT_COOKIE_EXPIRY in
 * src/lib/cookies.ts); tests/scripts/build/consent-state.test.ts holds the two together.
 */
export const CONSENT_COOKIE_NAMES = {
  functionality: 'cookie_functionality',
  analytics: 'cookie_analytics',
  thirdParty: 'cookie_third_party',
};
export const CONSENT_COOKIE_EXPIRES = 'Fri, 31 Dec 2038 23:59:59 GMT';

/** What the cookie banner's answer buttons say they do, for the script below: `data-consent-choice`. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** The event the script sends once it has stored an answer, for the site's code to read it again. */
export const CONSENT_ANSWERED_EVENT = 'consent-answered';

const NAME = `${CONSENT_COOKIE_NAMES.functionality}=`;
const { functionality, analytics, thirdParty } = CONSENT_COOKIE_NAMES;

/**
 * The banner's "accept all" and "reject all" answer a tap made before the site's code has started (a phone can take a
 * second or two after the first paint): the choice is stored as the site's code stores it, the banner is hidden as
 * for a visitor who has answered, and the site's code, told by an event, reads it again. Once the site works
 * (`<html data-ready>`), its own buttons answer and this listener does nothing.
 */
const EARLY_ANSWERS =
  `try{document.addEventListener('click',function(e){var d=document.documentElement;if(d.hasAttribute('data-ready'))return;` +
  `var b=e.target&&e.target.closest&&e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');if(!b)return;` +
  `var a=b.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}')==='accept',` +
  `x='; expires=${CONSENT_COOKIE_EXPIRES}; path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':''),` +
  `t=document.cookie.split(';').some(function(p){return p.trim()==='${thirdParty}=true'});` +
  `document.cookie='${functionality}=true'+x;document.cookie='${analytics}='+a+x;document.cookie='${thirdParty}='+(a&&t)+x;` +
  `d.setAttribute('data-consent','given');window.dispatchEvent(new Event('${CONSENT_ANSWERED_EVENT}'))},true)}catch(e){}`;

/** @type {string} */
export const CONSENT_STATE_SCRIPT =
  `try{var c=document.cookie.split(';').map(function(p){return p.trim()}).find(function(p){return p.indexOf('${NAME}')===0});` +
  `if(c&&/^(?:true|false)$/.test(decodeURIComponent(c.slice(${NAME.length}))))document.documentElement.setAttribute('data-consent','given')}catch(e){}` +
  EARLY_ANSWERS;

/**
 * The script's hash as a Content-Security-Policy source.
 * @type {string}
 */
export const CONSENT_STATE_HASH = `'sha256-${createHash('sha256').update(CONSENT_STATE_SCRIPT).digest('base64')}'`;
