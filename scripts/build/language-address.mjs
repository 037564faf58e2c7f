/**
 * The inline script that takes a visitor to the address of their language before the page paints. Every language
 * has its own addresses (English under /en, Catalan under /ca); a visitor who chose English or Catalan earlier (the
 * choice the site stores as `en` or `cat` in local storage) and opens an unprefixed, Spanish address, from an old
 * link or a bookmark, is taken to the same page in their language. `location.replace` adds no history entry, and
 * `<html data-leaving>` keeps the Spanish page from painting meanwhile (src/styles/global.css) and the site's code
 * from starting in it (src/main.tsx).
 *
 * Inline, first in <head>, so it runs before anything is fetched; the Content-Security-Policy allows exactly this
 * text by its hash (scripts/build/security-headers.mjs). It must agree with the site's code: the stored values are those
 * of src/lib/language.ts, the prefixes those of the route table (src/app/route-table.mjs); a test holds them together.
 */
import { createHash } from 'node:crypto';
import { LANGUAGES } from '../../src/app/route-table.mjs';

/** How each language other than Spanish is stored in local storage (`language`), by its address prefix. */
export const STORED_LANGUAGES = { en: '/en', cat: '/ca' };

const prefixes = LANGUAGES.filter((language) => language.prefix !== '').map((language) => language.prefix.slice(1));
if (Object.values(STORED_LANGUAGES).some((prefix) => !prefixes.includes(prefix.slice(1)))) {
  throw new Error('language-address: a stored language names a prefix the route table does not have');
}

export const LANGUAGE_ADDRESS_SCRIPT =
  `try{var s=(localStorage.getItem('language')||'').toLowerCase(),l=location,` +
  `p=${Object.entries(STORED_LANGUAGES)
    .map(([stored, prefix]) => `s==='${stored}'?'${prefix}':`)
    .join('')}'';` +
  `if(p&&!/^\\/(?:${prefixes.join('|')})(?:\\/|$)/.test(l.pathname)){document.documentElement.setAttribute('data-leaving','');` +
  `l.replace(p+l.pathname+l.search+l.hash)}}catch(e){}`;

/** The script's hash as a Content-Security-Policy source. */
export const LANGUAGE_ADDRESS_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_ADDRESS_SCRIPT).digest('base64')}'`;
