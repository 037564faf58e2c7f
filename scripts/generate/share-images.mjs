/**
 * Draws the images a shared link shows (public/share/*.png, 1200 × 630, the size chat apps and social networks show
 * large) from the site's own artwork (content/media: the brand mark, the menu's and My Rewards' pictures, the map of
 * the restaurants). Run once when the artwork or the list changes (`npm run share-images`) and commit the result: the
 * build does not draw them, so it needs no browser.
 *
 * Which images there are, their files and their alt texts are content (content/pages/heads.json, `shareImages`), and
 * so is which page shows which; here is only how each one is laid out. As for the icons (scripts/generate/icons.mjs), the
 * system Chromium rasterises the artwork: each image is a page of its exact size, screenshot.
 *
 * Every image but the default one is the brand's red band with the light logo on the left and the page's artwork on
 * cream on the right; the default one is the logo large above a row of the menu's pictures.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../test/chromium.mjs';
import { BRAND_COLOR } from './icons.mjs';
import { PAGE_HEADS, SHARE_IMAGE_SIZE } from '../build/seo.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_DIR = join(ROOT, 'public');
/** The cream of the site's pages (src/styles/tokens.css --color-cream), behind the artwork. */
const CREAM = '#fff4e0';
/**
 * Beyond this a shared link's image is slow to appear in a chat, and the repository carries it for nothing.
 * @type {number}
 */
export const MAX_BYTES = 150 * 1024;

/** One picture of content/media as an <img>, `width` × `height`, covering its box (`cover`) or fitting it. */
function picture(file, { width, height, cover = false, style = '' }) {
  const data = readFileSync(join(ROOT, 'content/media', file)).toString('base64');
  return `<img alt="" src="data:image/svg+xml;base64,${data}" style="width:${width}px;height:${height}px;object-fit:${cover ? 'cover' : 'contain'};${style}">`;
}

/** The light logo on the brand's red, on the left; `art` on cream, on the right. */
const withBrandBand = (art) => `
  <div style="display:flex;width:100%;height:100%">
    <div style="width:440px;background:${BRAND_COLOR};display:grid;place-items:center">${picture('brand/logo-light.svg', { width: 380, height: 114 })}</div>
    <div style="flex:1;background:${CREAM};display:grid;place-items:center;overflow:hidden">${art}</div>
  </div>`;

const row = (pictures, gap = 16) =>
  `<div style="display:flex;gap:${gap}px;align-items:center;justify-content:center">${pictures.join('')}</div>`;
const grid = (pictures, columns) =>
  `<div style="display:grid;grid-template-columns:repeat(${columns}, auto);gap:12px;justify-content:center">${pictures.join('')}</div>`;

/**
 * How each share image of content/pages/heads.json is laid out, by its name there.
 * @type {Record<string, () => string>}
 */
export const LAYOUTS = {
  default: () => `
    <div style="width:100%;height:100%;background:${BRAND_COLOR};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:40px">
      ${picture('brand/logo-light.svg', { width: 700, height: 210 })}
      ${row(
        [
          'menu/products/bucket.svg',
          'menu/products/burger.svg',
          'menu/products/wings.svg',
          'menu/products/fries.svg',
        ].map((file) => picture(file, { width: 200, height: 200, cover: true, style: 'border-radius:50%' })),
        28,
      )}
    </div>`,
  home: () =>
    withBrandBand(
      row(
        [
          picture('rewards/wings.svg', { width: 360, height: 360 }),
          picture('rewards/menu.svg', { width: 360, height: 360 }),
        ],
        0,
      ),
    ),
  menu: () =>
    withBrandBand(
      grid(
        [
          'menu/products/bucket.svg',
          'menu/products/burger.svg',
          'menu/products/wrap.svg',
          'menu/products/fries.svg',
          'menu/products/wings.svg',
          'menu/products/soft-drink.svg',
        ].map((file) => picture(file, { width: 230, height: 230, cover: true })),
        3,
      ),
    ),
  restaurants: () => withBrandBand(picture('pages/historia-mapa.svg', { width: 760, height: 630, cover: true })),
  rewards: () =>
    withBrandBand(
      row(
        ['rewards/burger.svg', 'rewards/wings.svg', 'rewards/menu.svg'].map((file) =>
          picture(file, { width: 244, height: 244 }),
        ),
        4,
      ),
    ),
};

const page = (body) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${SHARE_IMAGE_SIZE.width}px; height: ${SHARE_IMAGE_SIZE.height}px; overflow: hidden; }
  img { display: block; }
</style></head><body>${body}</body></html>`;

async function main() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('share-images: no Chromium found (node scripts/test/chromium.mjs installs one).');
  const missing = Object.keys(PAGE_HEADS.shareImages).filter((name) => !LAYOUTS[name]);
  if (missing.length) throw new Error(`share-images: no layout for ${missing.join(', ')} (content/pages/heads.json)`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: SHARE_IMAGE_SIZE, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    for (const [name, { file }] of Object.entries(PAGE_HEADS.shareImages)) {
      const path = join(PUBLIC_DIR, file);
      mkdirSync(dirname(path), { recursive: true });
      await tab.setContent(page(LAYOUTS[name]()));
      await tab.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
      await tab.screenshot({ path });
      const bytes = statSync(path).size;
      if (bytes > MAX_BYTES)
        throw new Error(`share-images: ${file} is ${(bytes / 1024).toFixed(0)} KB, over ${MAX_BYTES / 1024} KB`);
      console.log(
        `public${file} (${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height}, ${(bytes / 1024).toFixed(0)} KB)`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
