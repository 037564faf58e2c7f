// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_STORES, BRAND_NAME } from '../../src/lib/site';
import { servedPngSize } from '../support/png';

const root = join(import.meta.dirname, '../..');
const PUBLIC = join(root, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

interface RelatedApplication {
  platform: string;
  id?: string;
  url: string;
}

const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
const icons = manifest.icons as ManifestIcon[];
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
const tokens = readFileSync(join(root, 'src/styles/tokens.css'), 'utf8');

/** A brand colour from the design tokens, by its custom property. */
function token(name: string): string | undefined {
  return new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1]?.toLowerCase();
}

describe('the web app manifest', () => {
  it('names the site, in Spanish, opening at the home page as a standalone app', () => {
    expect(manifest).toMatchObject({
      name: BRAND_NAME,
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(typeof manifest.short_name).toBe('string');
    expect((manifest.short_name as string).length).toBeGreaterThan(0);
    // What a launcher shows under the icon without cutting it.
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(manifest.description).toMatch(/pollo/i);
  });

  it('takes its colours from the brand: the theme of the pages, the background of the site', () => {
    expect(manifest.theme_color).toBe(token('--color-brand'));
    expect(indexHtml).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
    expect(manifest.background_color).toBe(token('--color-cream'));
  });

  it('lists PNG icons of 192 and 512 px and a maskable one, each the size it claims', () => {
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(servedPngSize(icon.src), icon.src).toEqual({ width, height });
    }
    const offered = icons.map((icon) => `${icon.purpose} ${icon.sizes}`);
    expect(offered).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']));
  });

  it('names the native apps of the store links, without asking to be replaced by them', () => {
    const related = manifest.related_applications as RelatedApplication[];
    const play = related.find((app) => app.platform === 'play');
    const itunes = related.find((app) => app.platform === 'itunes');
    expect(play?.url).toBe(APP_STORES.android.url);
    expect(play?.id).toBe(new URL(APP_STORES.android.url).searchParams.get('id'));
    expect(itunes?.url).toBe(APP_STORES.ios.url);
    // The site stays installable; the smart banner is what recommends the app.
    expect(manifest.prefer_related_applications).toBe(false);
  });

  it('is linked from the page every other page starts from, with the home-screen icon iOS reads', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)" \/>/.exec(indexHtml)?.[1];
    expect(touchIcon).toBeDefined();
    expect(servedPngSize(touchIcon!)).toEqual({ width: 180, height: 180 });
  });
});
