/**
 * Draws the PNG icons the web app manifest and the home-screen link name (public/icons/), from the brand mark
 * (content/media/brand/logo-mark.svg). Run once when the mark changes (`npm run icons`) and commit the result: the
 * build does not draw them, so it needs no browser.
 *
 * There is no image tool on this machine, so the system Chromium rasterises the SVG: each icon is a page of its
 * exact size, screenshot with a transparent background.
 *
 * - icon-192.png, icon-512.png: the mark filling the square (its own disc), transparent around it.
 * - icon-maskable-512.png: the mark inside the safe zone (the central circle of 80% of the side, which every mask
 *   keeps) on a full square of the brand colour, so whatever shape a launcher cuts shows no transparent corner.
 * - apple-touch-icon.png (180 px): iOS draws no transparency and rounds the corners itself, so it is the maskable
 *   layout too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../test/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MARK = join(ROOT, 'content/media/brand/logo-mark.svg');
export const ICONS_DIR = join(ROOT, 'public/icons');

/** The brand colour (src/styles/tokens.css --color-brand): the maskable icon's background and the theme colour. */
export const BRAND_COLOR = '#b3261e';

/**
 * The icons to draw: file name, side in pixels, and the share of the side the mark takes. The mark is a disc, so
 * at 0.76 of the side it stays inside the safe zone's circle of 0.8.
 */
export const ICONS = [
  { file: 'icon-192.png', size: 192, markShare: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, markShare: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, markShare: 0.76, background: BRAND_COLOR },
  { file: 'apple-touch-icon.png', size: 180, markShare: 0.76, background: BRAND_COLOR },
];

function page(svg, { size, markShare, background }) {
  const mark = Math.round(size * markShare);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${background}; overflow: hidden; }
    body { display: grid; place-items: center; }
    svg { width: ${mark}px; height: ${mark}px; display: block; }
  </style></head><body>${svg}</body></html>`;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('icons: no Chromium found (node scripts/test/chromium.mjs installs one).');
  const svg = readFileSync(MARK, 'utf8');
  mkdirSync(ICONS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    for (const icon of ICONS) {
      const context = await browser.newContext({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(svg, icon));
      await tab.screenshot({ path: join(ICONS_DIR, icon.file), omitBackground: icon.background === 'transparent' });
      await context.close();
      console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
