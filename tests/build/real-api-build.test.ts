// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAddresses, SITE_URL } from '../../scripts/test/real-api-site.mjs';
import { builtSite } from './built-site';

/**
 * The site `npm run build:real-api` makes: for a real API (the mock API over HTTP on this machine), with the site's
 * public origin.
 */
const site = builtSite('real-api');
const { mainBaseUrl, deliveryBaseUrl } = apiAddresses();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the production build with an API address', () => {
  it('talks to that API only: no mock API, its fixtures or its service worker', () => {
    const assets = join(site, 'assets');
    const js = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(['mock-api-worker.js', 'mockServiceWorker.js'].filter((file) => existsSync(join(site, file)))).toEqual([]);
    // Booleans, not the bundle, in the failure message. Each address as a whole string: the tile server's template
    // starts with the API's address too.
    const named = (address: string) => new RegExp(`["'\`]${escape(address)}["'\`]`).test(js);
    expect(named(mainBaseUrl)).toBe(true);
    expect(named(deliveryBaseUrl)).toBe(true);
    const traces = [
      'setupWorker',
      'mockServiceWorker',
      'mock-api-worker',
      'mock-api:state',
      'demo@pollocrujiente.example',
    ];
    expect(traces.filter((trace) => js.includes(trace))).toEqual([]);
  });

  it('writes the headers to deploy with it: that API and that delivery site, workers only from the site', () => {
    const headers = readFileSync(join(site, '_headers'), 'utf8');
    expect(headers).toMatch(new RegExp(`connect-src 'self' ${escape(mainBaseUrl)} ${escape(deliveryBaseUrl)};`));
    expect(headers).toContain("worker-src 'self'");
    expect(headers).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    // The web app manifest ships, with its type told to the host.
    expect(existsSync(join(site, 'manifest.webmanifest'))).toBe(true);
    expect(headers).toContain('\n/manifest.webmanifest\n  Content-Type: application/manifest+json\n');
  });

  it('keeps crawlers from the customer pages and names its sitemap, at the site’s public origin', () => {
    const robots = readFileSync(join(site, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('\nDisallow: /personal-data\n');
    expect(robots).toContain(`\nSitemap: ${SITE_URL}/sitemap.xml\n`);
    const sitemap = readFileSync(join(site, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
    );
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toContain(`${SITE_URL}/`);
    expect(locations).toContain(`${SITE_URL}/carta`);
    expect(locations).toContain(`${SITE_URL}/aviso-legal`);
    expect(locations.filter((loc) => !loc!.startsWith(`${SITE_URL}/`))).toEqual([]);
    expect(
      locations.filter((loc) => /\/(personal-data|change-password|private-contact-form|login)$/.test(loc!)),
    ).toEqual([]);
  });
});
