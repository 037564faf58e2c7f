// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADS, SHARE_IMAGE_SIZE } from '../../../scripts/build/seo.mjs';
import { LAYOUTS, MAX_BYTES } from '../../../scripts/generate/share-images.mjs';
import { pngSize, PUBLIC_DIR, servedPngSize } from '../../support/png';

const images = Object.entries(PAGE_HEADS.shareImages);

describe('the share images', () => {
  it('are the default, the home page, the menu, the restaurant finder and My Rewards, each with a layout to draw it', () => {
    expect(Object.keys(PAGE_HEADS.shareImages).sort()).toEqual(['default', 'home', 'menu', 'restaurants', 'rewards']);
    expect(Object.keys(LAYOUTS).sort()).toEqual(Object.keys(PAGE_HEADS.shareImages).sort());
    expect(PAGE_HEADS.pages['/']?.shareImage).toBe('home');
    expect(PAGE_HEADS.pages['/carta']?.shareImage).toBe('menu');
    expect(PAGE_HEADS.pages['/restaurantes']?.shareImage).toBe('restaurants');
    expect(PAGE_HEADS.pages['/my-rewards']?.shareImage).toBe('rewards');
    expect(PAGE_HEADS.pages['/aviso-legal']?.shareImage).toBeUndefined();
  });

  it.each(images)('%s is a PNG of 1200 × 630 under public/, small enough to share', (_, { file }) => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    expect(servedPngSize(file)).toEqual(SHARE_IMAGE_SIZE);
    expect(statSync(join(PUBLIC_DIR, file)).size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('reads the size a PNG declares, and refuses what is not a PNG', () => {
    const header = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR', 'latin1'),
      Buffer.from([0, 0, 4, 0xb0, 0, 0, 2, 0x76]),
    ]);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(() =>
      pngSize(readFileSync(join(import.meta.dirname, '../../../content/media/brand/logo-mark.svg'))),
    ).toThrow('not a PNG');
  });
});
