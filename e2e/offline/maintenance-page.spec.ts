import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, open, test } from '../support';
import { OFFLINE_ERRORS, startWithWorker } from './offline-support';
import { serveReleaseCopy } from './release-copy';

// A host may answer the site's addresses with a maintenance page of its own, with status 200. The offline worker keeps
// only the site's own pages: the copy kept of a page stays the site's. A copy of the build, served on a port of its
// own, plays the host.
const { origin, files } = serveReleaseCopy(join('.e2e', 'release-maintenance'), 4178);

test.use({ baseURL: origin, allowedConsoleErrors: [OFFLINE_ERRORS] });

test("a host's maintenance page never replaces a page kept for offline use", async ({ page, context }) => {
  await startWithWorker(page);
  await open(page, '/aviso-legal');
  const heading = await page.getByRole('heading', { level: 1 }).innerText();

  const file = join(files, 'aviso-legal.html');
  const own = readFileSync(file, 'utf8');
  writeFileSync(file, '<!doctype html><html lang="es"><title>Mantenimiento</title><h1>Mantenimiento</h1></html>');
  // A page without the site's code: the site never starts in it.
  await open(page, '/aviso-legal', { until: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mantenimiento');
  writeFileSync(file, own);
  // Once the worker is done with that answer (another page has come through it), the copy kept is still the site's.
  await open(page, '/');
  const kept = await page.evaluate(async () => (await (await caches.open('pages')).match('/aviso-legal'))?.text());
  expect(kept).toContain(heading);
  expect(kept).not.toContain('Mantenimiento');

  await context.setOffline(true);
  await open(page, '/aviso-legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});
