// The security headers of the built site, computed from its configuration. vite.config.ts sends them from the
// preview server and writes them into the build as `_headers` (Netlify / Cloudflare Pages format), so what is
// tested is what is deployed. The development server sends none: its hot reload needs inline scripts.
import { DOCUMENT_STYLE_HASH } from '../generate/allergen-documents.mjs';
import { CONSENT_STATE_HASH } from './consent-state.mjs';
import { PAGE_CODE_HASH } from './page-code.mjs';
import { LANGUAGE_ADDRESS_HASH } from './language-address.mjs';

/**
 * What the headers depend on: the fields of src/lib/config.ts AppConfig.
 * @typedef {object} SecurityConfig
 * @property {string} apiBaseUrl Main API origin; '' when the site's own origin answers (the mock API).
 * @property {string} deliveryBaseUrl
 * @property {string | null} mapTileUrl
 * @property {boolean} apiMocking
 */

/** The scheme and host (with port) of an http(s) address, as a CSP source. */
function origin(url) {
  return new URL(url).origin;
}

/**
 * The tile server as a CSP source. A template may spread tiles over sub-domains (`https://{a-c}.tile.example.org`):
 * those labels become a wildcard, which CSP allows only as the leftmost label.
 * @type {(template: string) => string}
 */
export function tileSource(template) {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) throw new Error(`Not an http(s) tile template: ${template}`);
  const [, scheme, authority] = match;
  const labels = authority.toLowerCase().split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  const host = lastTemplated === -1 ? labels.join('.') : ['*', ...labels.slice(lastTemplated + 1)].join('.');
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(host))
    throw new Error(`Cannot make a CSP source of the tile host in ${template}`);
  return `${scheme.toLowerCase()}//${host}`;
}

const unique = (values) => [...new Set(values)];

/**
 * The Content-Security-Policy for a configuration (the fields of src/lib/config.ts AppConfig it needs).
 *
 * - Scripts: only the site's own files and three inline scripts allowed by their hashes (a visitor's language, the
 *   cookie-banner state, the page's code asked for after its first paint); no eval (form validators are compiled at
 *   build time). JSON-LD data blocks are not scripts to CSP.
 * - Styles: the site's own style sheets, and the one inline style sheet of the printable allergen documents (by its
 *   hash: each document stands alone). React `style` props, OpenLayers and the start-up error box set styles through
 *   the CSSOM, which CSP does not restrict; nothing else parses a `style` attribute or a `<style>` element.
 * - connect-src / img-src: the site, the main API, the delivery site and the tile server. With the mock API, the
 *   service worker fetches every request it passes through (tiles too) under this same policy, so the tile server
 *   is also in connect-src.
 * - worker-src: the site's own scripts: the worker that loads the formatters' locale data (src/i18n/warm-intl.ts),
 *   and in builds that mock, the mock API's service worker.
 * - media-src: the history page's videos, served by the site.
 * @type {(config: SecurityConfig) => string}
 */
export function contentSecurityPolicy(config) {
  const self = "'self'";
  const api = config.apiBaseUrl ? [origin(config.apiBaseUrl)] : [];
  const delivery = config.deliveryBaseUrl ? [origin(config.deliveryBaseUrl)] : [];
  const tiles = config.mapTileUrl ? [tileSource(config.mapTileUrl)] : [];
  const directives = {
    'default-src': [self],
    // The site's own files, and the three inline scripts the pages carry (scripts/build/language-address.mjs,
    // scripts/build/consent-state.mjs, scripts/build/page-code.mjs), by their hashes.
    'script-src': [self, LANGUAGE_ADDRESS_HASH, CONSENT_STATE_HASH, PAGE_CODE_HASH],
    'style-src': [self, DOCUMENT_STYLE_HASH],
    'img-src': unique([self, ...api, ...delivery, ...tiles]),
    'connect-src': unique([self, ...api, ...delivery, ...(config.apiMocking ? tiles : [])]),
    'media-src': [self],
    'font-src': [self],
    'manifest-src': [self],
    'worker-src': [self],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header the site's responses carry, by name.
 * @type {(config: SecurityConfig) => Record<string, string>}
 */
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The restaurant finder may ask for the visitor's position; nothing else is ever used, nor by anything embedded.
    'Permissions-Policy': [
      'geolocation=(self)',
      'camera=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      'serial=()',
      'bluetooth=()',
      'hid=()',
      'midi=()',
      'magnetometer=()',
      'gyroscope=()',
      'accelerometer=()',
      'display-capture=()',
      'publickey-credentials-get=()',
      'browsing-topics=()',
    ].join(', '),
    'X-Frame-Options': 'DENY',
    // Pages this site opens (other sites, the delivery site) never get a handle on its window.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Once a browser has reached the site over HTTPS, it goes on using HTTPS for a year, for the site and its
    // sub-domains, so no later visit can be downgraded or intercepted over plain http. Browsers ignore it over http.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/**
 * The headers as a `_headers` file (Netlify and Cloudflare Pages): every path gets them.
 * @type {(config: SecurityConfig) => string}
 */
export function headersFile(config) {
  const lines = Object.entries(securityHeaders(config)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers for every response; generated by the build from its configuration.',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Files whose type a host may not know from their extension, by path. The web app manifest is read by browsers only
 * as application/manifest+json (`vite preview` already sends it; a host reading `_headers` is told).
 * @type {Record<string, string>}
 */
export const CONTENT_TYPES = { '/manifest.webmanifest': 'application/manifest+json' };

/**
 * The types of CONTENT_TYPES as `_headers` rules, one path each.
 * @type {() => string}
 */
export function contentTypeRules() {
  return Object.entries(CONTENT_TYPES)
    .flatMap(([path, type]) => [path, `  Content-Type: ${type}`, ''])
    .join('\n');
}
