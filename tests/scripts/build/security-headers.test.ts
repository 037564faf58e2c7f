import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STYLE_HASH } from '../../../scripts/generate/allergen-documents.mjs';
import { CONSENT_STATE_HASH, CONSENT_STATE_SCRIPT } from '../../../scripts/build/consent-state.mjs';
import { LANGUAGE_ADDRESS_HASH } from '../../../scripts/build/language-address.mjs';
import { PAGE_CODE_HASH, PAGE_CODE_SCRIPT } from '../../../scripts/build/page-code.mjs';
import {
  contentSecurityPolicy,
  contentTypeRules,
  headersFile,
  securityHeaders,
  tileSource,
} from '../../../scripts/build/security-headers.mjs';
import { CONSENT_COOKIES } from '../../../src/lib/consent';
import { parseConfig } from '../../../src/lib/config';

const MOCK = parseConfig({});
const LIVE = parseConfig({
  VITE_API_BASE_URL: 'https://api.pollo.test/v2',
  VITE_API_KEY: 'live-key',
  VITE_DELIVERY_BASE_URL: 'https://pedidos.pollo.test',
  VITE_MAP_TILE_URL: 'https://{a-c}.tiles.pollo.test:8443/{z}/{x}/{y}.png',
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the inline consent script', () => {
  it('is allowed by its hash and marks the page only once the cookie choice is made', () => {
    expect(CONSENT_STATE_HASH).toBe(`'sha256-${createHash('sha256').update(CONSENT_STATE_SCRIPT).digest('base64')}'`);
    const run = (cookie: string) => {
      const marks: Record<string, string> = {};
      const documentLike = {
        cookie,
        documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
      };
      new Function('document', CONSENT_STATE_SCRIPT)(documentLike);
      return marks;
    };
    expect(run('')).toEqual({});
    expect(run('session_hint=1; cookie_analytics=true')).toEqual({});
    expect(run('cookie_functionality=true')).toEqual({ 'data-consent': 'given' });
    expect(run('a=1; cookie_functionality=true; cookie_analytics=false')).toEqual({ 'data-consent': 'given' });
    // The name the site writes (src/lib/consent.ts).
    expect(CONSENT_STATE_SCRIPT).toContain(`${CONSENT_COOKIES.functionality}=`);
  });
});

describe("the inline script that asks for a page's code", () => {
  it('is allowed by its hash', () => {
    expect(PAGE_CODE_HASH).toBe(`'sha256-${createHash('sha256').update(PAGE_CODE_SCRIPT).digest('base64')}'`);
  });
});

describe('security headers', () => {
  it('allow scripts from the site only, and nothing to frame, plug in or re-base the site', () => {
    for (const config of [MOCK, LIVE]) {
      const policy = contentSecurityPolicy(config);
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        LANGUAGE_ADDRESS_HASH,
        CONSENT_STATE_HASH,
        PAGE_CODE_HASH,
      ]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
      expect(directive(policy, 'media-src')).toEqual(["'self'"]);
      expect(policy).not.toMatch(/unsafe|data:|blob:/);
    }
  });

  it('with the mock API: the site and the delivery site it stands in for, and the mock service worker', () => {
    const policy = contentSecurityPolicy(MOCK);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://delivery.example.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://delivery.example.com']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it("with the real API: its origin (not its path), the delivery site and the tile server; the site's own workers only", () => {
    const policy = contentSecurityPolicy(LIVE);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.pollo.test',
      'https://pedidos.pollo.test',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'https://api.pollo.test',
      'https://pedidos.pollo.test',
      'https://*.tiles.pollo.test:8443',
    ]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('with the mock API and tiles: the service worker fetches the tiles, so they are in connect-src too', () => {
    const policy = contentSecurityPolicy({ ...MOCK, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(policy, 'connect-src')).toContain('https://tile.openstreetmap.org');
  });

  it('allow no inline style but the printable documents’ own, by its hash', () => {
    expect(directive(contentSecurityPolicy(MOCK), 'style-src')).toEqual(["'self'", DOCUMENT_STYLE_HASH]);
    expect(DOCUMENT_STYLE_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('name the tile server, with a wildcard for sub-domain templates', () => {
    expect(tileSource('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileSource('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://tiles-{s}.example.org:8080/{z}/{x}/{y}')).toBe('http://*.example.org:8080');
    expect(() => tileSource('https://ex ample.org/{z}/{x}/{y}')).toThrow();
  });

  it('send nosniff, a referrer policy, geolocation for the site only, and no framing', () => {
    const headers = securityHeaders(MOCK);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const permissions = headers['Permissions-Policy']!.split(', ');
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'payment=()']));
  });

  it('tell browsers to come back over HTTPS only, for a year, sub-domains included', () => {
    for (const config of [MOCK, LIVE]) {
      expect(securityHeaders(config)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(headersFile(LIVE)).toContain('\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
  });

  it('write every header for every path in the _headers format', () => {
    const lines = headersFile(MOCK).split('\n');
    const rules = lines.filter((line) => !line.startsWith('#') && line.trim());
    expect(rules[0]).toBe('/*');
    expect(rules.slice(1)).toEqual(Object.entries(securityHeaders(MOCK)).map(([name, value]) => `  ${name}: ${value}`));
  });

  it("tell hosts the web app manifest's type, for that path only", () => {
    const rules = contentTypeRules()
      .split('\n')
      .filter((line) => line.trim());
    expect(rules).toEqual(['/manifest.webmanifest', '  Content-Type: application/manifest+json']);
  });
});
