import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sizeOnDisk } from '../scripts/bench/run.mjs';
import { PAGE_CODE_ID, PAGE_CODE_SCRIPT } from '../scripts/build/page-code.mjs';
import { prerenderedFile } from '../scripts/build/prerendered-pages.mjs';
import { addresses, isPrerendered } from '../src/app/route-table.mjs';
import {
  expect,
  layoutShiftReport,
  layoutShiftTotal,
  open,
  recordLayoutShifts,
  test,
  untilCount,
  untilSettled,
} from './support';

/**
 * What a pre-rendered page makes the browser fetch before its first paint, read from its <head> in the build
 * (scripts/build/page-head.mjs orders it): the stylesheets block the paint; no script is announced there at all. The module
 * entry and its modulepreload links wait, inert, in the page's `<template id="page-code">`, which the inline script
 * after it (scripts/build/page-code.mjs) copies into the head once the page has painted.
 */
const KB = 1024;
/** At most this many stylesheets block a page's first paint (the menu, the allergens and the public contact form's four). */
const MAX_STYLESHEETS = 4;
/** Their gzip (level 9) total on any page: the menu's 6.0 KB, and a little room. */
const STYLESHEETS_GZIP_BUDGET = 6.25 * KB;
/** The module entry and its modulepreload links a page asks for once painted: ten on every page. */
const MAX_PAGE_CODE_TAGS = 10;

const dist = join(import.meta.dirname, '../dist');

type Tag = { name: string; attributes: Record<string, string> };

/** The <link> and <script> tags of a built page's head, with their attributes (inline scripts' text left out). */
function headTags(html: string): Tag[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const bare = head.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1');
  return [...bare.matchAll(/<(link|script)\b([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!,
    attributes: Object.fromEntries(
      [...rest!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key!, value ?? '']),
    ),
  }));
}

/** A stylesheet blocks the paint unless its media can never match a screen. */
const blocksPaint = (media: string | undefined) =>
  media === undefined || !/^(print|not all|speech)$/.test(media.trim());

/** What a built page's head asks for before its first paint. */
function firstPaintPlan(address: string) {
  const html = readFileSync(join(dist, prerenderedFile(address)), 'utf8');
  const tags = headTags(html);
  const stylesheets = tags
    .filter((tag) => tag.name === 'link' && tag.attributes.rel === 'stylesheet' && blocksPaint(tag.attributes.media))
    .map((tag) => tag.attributes.href!);
  const scripts = tags.filter((tag) => tag.name === 'script');
  const blockingScripts = scripts.filter(
    ({ attributes }) =>
      'src' in attributes && attributes.type !== 'module' && !('async' in attributes) && !('defer' in attributes),
  );
  // Announced in the head, a script is asked for beside what the first paint needs.
  const announced = tags
    .filter(
      (tag) =>
        (tag.name === 'script' && tag.attributes.type === 'module') ||
        (tag.name === 'link' &&
          /^(modulepreload|preload)$/.test(tag.attributes.rel ?? '') &&
          tag.attributes.as !== 'image'),
    )
    .map((tag) => tag.attributes.src ?? tag.attributes.href ?? 'an inline module');
  // What the page asks for once painted: the template's tags, started by the inline script right after it.
  const template = new RegExp(
    `<template id="${PAGE_CODE_ID}">([\\s\\S]*?)</template>\\s*<script>([\\s\\S]*?)</script>`,
  ).exec(html);
  const pageCode = [...(template?.[1] ?? '').matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
    ([, url]) => url!,
  );
  const startsPageCode = template?.[2] === PAGE_CODE_SCRIPT;
  const gzip = stylesheets.reduce((sum, href) => sum + (sizeOnDisk(href.replace(/^\//, ''))?.gzip ?? Number.NaN), 0);
  const inlineScripts = scripts.filter(({ attributes }) => !('src' in attributes)).length;
  // What the browser must have read before it paints: an element of the page, named by its id.
  const awaited = tags
    .filter((tag) => tag.name === 'link' && tag.attributes.rel === 'expect' && tag.attributes.blocking === 'render')
    .map((tag) => tag.attributes.href!.replace(/^#/, ''))
    .filter((id) => html.includes(` id="${id}"`));
  return {
    stylesheets,
    gzip,
    blockingScripts: blockingScripts.map((tag) => tag.attributes.src!),
    inlineScripts,
    announced,
    pageCode,
    startsPageCode,
    awaited,
  };
}

/** Every pre-rendered page in every language (the ones scripts/build/prerender.mjs writes). */
const PRERENDERED = addresses(isPrerendered);

test('no pre-rendered page asks for a script, nor for more stylesheets than it needs, before its first paint', () => {
  expect(PRERENDERED.length).toBeGreaterThan(60);
  const rows = PRERENDERED.map((address) => ({ address, ...firstPaintPlan(address) }));
  const table = rows.map(
    (row) =>
      `${row.address.padEnd(30)} ${String(row.stylesheets.length).padStart(3)} css ${(row.gzip / KB).toFixed(1).padStart(5)} KB gz  ${String(row.pageCode.length).padStart(2)} scripts after it  ${row.inlineScripts} inline in the head`,
  );
  console.log(`What each pre-rendered page fetches before its first paint:\n${table.join('\n')}`);
  test.info().annotations.push({ type: 'first paint', description: table.join('\n') });
  // Every page's every problem at once, so one failure shows how far a change reaches.
  const problems = rows.flatMap((row) => [
    ...row.blockingScripts.map((src) => `${row.address}: the external script ${src} blocks the first paint`),
    ...row.announced.map(
      (src) => `${row.address}: the script ${src} is announced in the head, beside what the first paint needs`,
    ),
    ...(row.pageCode.some((src) => /\/assets\/index-[^/]+\.js$/.test(src))
      ? []
      : [`${row.address}: the page's template holds no entry script`]),
    ...(row.startsPageCode
      ? []
      : [`${row.address}: the template is not followed by the script that asks for the page's code`]),
    ...(row.awaited.length === 0
      ? [`${row.address}: the head does not make the browser read the whole page before painting`]
      : []),
    ...(row.stylesheets.length === 0
      ? [`${row.address}: no stylesheet before the first paint (the page would paint unstyled)`]
      : []),
    ...(row.stylesheets.length > MAX_STYLESHEETS
      ? [`${row.address}: ${row.stylesheets.length} stylesheets before the first paint, over ${MAX_STYLESHEETS}`]
      : []),
    ...(!(row.gzip <= STYLESHEETS_GZIP_BUDGET)
      ? [
          `${row.address}: ${(row.gzip / KB).toFixed(1)} KB of stylesheets (gzip), over ${STYLESHEETS_GZIP_BUDGET / KB} KB`,
        ]
      : []),
    ...(row.pageCode.length > MAX_PAGE_CODE_TAGS
      ? [`${row.address}: ${row.pageCode.length} scripts asked for once painted, over ${MAX_PAGE_CODE_TAGS}`]
      : []),
  ]);
  expect(problems).toEqual([]);
});

/** The main pages, measured in the browser: what it asked for before the first contentful paint. */
const MEASURED = [
  '/',
  '/carta',
  '/restaurantes',
  '/login',
  '/aviso-legal',
  '/alergens',
  '/my-rewards',
  '/en/carta',
  '/ca/',
];

for (const address of MEASURED) {
  test(`${address} asks for only its own stylesheets before its first paint, and its scripts after it`, async ({
    page,
  }) => {
    await open(page, address);
    // The page's code has run: its scripts were asked for and the site took the page over.
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    const { paint, requests } = await page.evaluate(() => {
      // The paint entry is there once the page has painted, which the site's start has long followed.
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        paint: fcp?.startTime ?? null,
        requests: entries.map((entry) => ({
          path: new URL(entry.name).pathname,
          initiator: entry.initiatorType,
          start: entry.startTime,
          // Chromium says whether a request held the first paint back.
          blocking:
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ?? 'unknown',
        })),
      };
    });
    expect(paint, 'the first contentful paint was recorded').not.toBeNull();
    const before = requests.filter((request) => request.start < paint!);
    const own = firstPaintPlan(address).stylesheets;
    const lines = before.map(
      (request) =>
        `${Math.round(request.start).toString().padStart(5)} ms ${request.initiator.padEnd(6)} ${request.blocking.padEnd(12)} ${request.path}`,
    );
    console.log(
      `${address}: first contentful paint at ${Math.round(paint!)} ms, after ${before.length} requests:\n${lines.join('\n')}`,
    );
    expect(
      before.filter((request) => request.path.endsWith('.js')).map((request) => request.path),
      `${address} asked for scripts before its first paint`,
    ).toEqual([]);
    expect(
      requests.filter((request) => request.path.endsWith('.js')).length,
      'scripts asked for after the first paint',
    ).toBeGreaterThan(0);
    for (const request of before.filter((item) => item.path.endsWith('.css'))) {
      expect(own, `${address} asked for ${request.path} before its first paint`).toContain(request.path);
    }
    // Chromium marks what held the first paint back: exactly the page's own stylesheets, never a script.
    expect(
      requests
        .filter((request) => request.blocking === 'blocking')
        .map((request) => request.path)
        .sort(),
      'requests that held the first paint back',
    ).toEqual([...own].sort());
  });
}

const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/menu.json'), 'utf8')) as {
  products: unknown[];
};

/**
 * The allergens page draws its two tables of every product after a long task, below its introduction: nothing already
 * drawn may move as they come, from the start of the load until the page has settled, on a phone with a processor four
 * times slower (as a page-load simulation has it) and on a wide screen, where the nutrition section shows at first.
 */
const ALLERGENS_SCREENS = [
  { label: '412px, processor 4× slower', viewport: { width: 412, height: 823 }, cpu: 4 },
  { label: '1280px', viewport: { width: 1280, height: 800 }, cpu: 1 },
];

for (const { label, viewport, cpu } of ALLERGENS_SCREENS) {
  test(`nothing moves as the allergen and nutrition tables arrive (${label})`, async ({ page }) => {
    // A slowed processor draws the tables' 59 rows in slices, one call for each product's details: on a busy machine
    // that takes longer than one wait, so the test waits as long as every look finds more of them drawn.
    test.slow(cpu > 1);
    await page.setViewportSize(viewport);
    if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await recordLayoutShifts(page);
    await open(page, '/alergens');
    const allergens = page.getByRole('table', { name: 'Alérgenos de cada producto de la carta' });
    await untilCount(allergens.locator('tbody tr'), menu.products.length);
    await untilCount(page.getByText('Comprobando', { exact: true }), 0);
    await untilSettled(page);
    const total = await layoutShiftTotal(page);
    const report = await layoutShiftReport(page);
    console.log(`/alergens (${label}): layout shifts ${total.toFixed(4)}\n${report}`);
    expect(total, report).toBe(0);
  });
}

/**
 * A page whose HTML arrives slowly (a weak mobile connection, a busy server) must not be drawn half read: the browser
 * paints what it has parsed when it may, and a header read up to its logo lays the logo out alone in its row, the
 * phone menu's button read up to its icon lays it out narrower; both move once the rest arrives. The page is sent here
 * in pieces with pauses inside its header and its content, by a server in front of the site's.
 */
async function slowPageServer(origin: string, path: string, cuts: RegExp[]) {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (new URL(request.url ?? '/', origin).pathname !== path) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const points = cuts.map((cut) => {
        const found = cut.exec(html);
        if (!found) throw new Error(`${path} has nothing matching ${cut}`);
        return found.index + found[0].length;
      });
      let from = 0;
      for (const point of [...points.sort((a, b) => a - b), html.length]) {
        response.write(html.slice(from, point));
        from = point;
        // eslint-disable-next-line no-restricted-syntax -- the test's server paces its answer, as a slow network does.
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      response.end();
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Inside the header, after the logo and after the phone menu button's icon; inside the page's content. */
const HALF_READ = [
  /<a class="_brand[^>]*>.*?<\/a>/,
  /<button[^>]*aria-controls[^>]*><svg.*?<\/svg>/,
  /<main[^>]*>.*?<\/h1>/,
];

for (const { label, viewport } of [
  { label: '412px', viewport: { width: 412, height: 823 } },
  { label: '1280px', viewport: { width: 1280, height: 800 } },
]) {
  test(`a page whose HTML arrives in pieces is not drawn half read (${label})`, async ({ page, baseURL }) => {
    const slow = await slowPageServer(baseURL!, '/aviso-legal', HALF_READ);
    try {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await open(page, slow.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await untilSettled(page);
      const report = await layoutShiftReport(page);
      expect(await layoutShiftTotal(page), report).toBe(0);
    } finally {
      await slow.close();
    }
  });
}
