import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, open, test } from '../support';
import { untilOfflineReady } from './offline-support';
import { generateWorker, openUnderNewWorker, serveReleaseCopy } from './release-copy';

// A release replaces the files on the server and generates the worker again over them: the next navigation of a
// customer who has the site open runs it. A copy of the build, served on a port of its own, plays both releases.
const { origin, files } = serveReleaseCopy(join('.e2e', 'release'), 4175);
const NEW_FILE = 'assets/release-2.js';

test.use({ baseURL: origin, allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

test('a new release takes over at the next navigation', async ({ page, context }) => {
  await open(page, '/');
  await untilOfflineReady(page);

  // The next release: its shell changed, a file added, and the worker generated again over them.
  const shell = join(files, 'app.html');
  writeFileSync(shell, readFileSync(shell, 'utf8').replace('</head>', '<meta name="release" content="2"></head>'));
  writeFileSync(join(files, NEW_FILE), 'export {};\n');
  await generateWorker(files);

  // The next navigation finds the new worker, which takes the page over once it has stored the new release's files.
  await openUnderNewWorker(page, '/carta');
  expect(
    await page.evaluate(async (file) => {
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        if (requests.some((request) => new URL(request.url).pathname === `/${file}`)) return true;
      }
      return false;
    }, NEW_FILE),
  ).toBe(true);

  // Offline, an address never visited is drawn from the new release's shell.
  await context.setOffline(true);
  await open(page, '/historia');
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', '2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
