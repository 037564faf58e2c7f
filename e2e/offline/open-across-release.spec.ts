import { join } from 'node:path';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, open, test } from '../support';
import { releaseWithNewCode, serveReleaseCopy } from './release-copy';

// A customer keeps a page open while a release comes out (a phone keeps its tabs for days). Once the new release's
// worker has taken the page over, the earlier code's files are gone from its store and from the server: what the page
// has not loaded yet (another page, a popup) is loaded whole from the new release instead of failing.
const { origin, files } = serveReleaseCopy(join('.e2e', 'release-open'), 4176);

// The page asks for the code and style files of a popup of the earlier release before it loads afresh: the server
// has them no more, and the browser says so (of a style file, that the server's not-found page is not one).
test.use({
  baseURL: origin,
  allowedConsoleErrors: [/Failed to load resource|^Refused to apply style from '.*-2\.css' because its MIME type/],
});

/** Marks this load of the page: a whole load of a page drops the mark. */
const markLoad = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-loaded-before', ''));
const sameLoad = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-loaded-before'));

/** The release's code, as the page runs it: the page's code files, by name. */
const codeFiles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src));

/**
 * Releases code changed throughout, and lets another tab's visit find the new release's worker, which takes every
 * page of the site over once it has stored the release. Returns once `page` knows it runs the earlier code.
 */
async function releaseWhileOpen(page: Page, context: BrowserContext) {
  await markLoad(page);
  await releaseWithNewCode(files);
  const other = await context.newPage();
  await open(other, '/historia');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-new-release'));
  await other.close();
  expect(await sameLoad(page)).toBe(true);
}

test('a page open across a release loads what it has not loaded yet from the new release', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  const firstCode = await codeFiles(page);

  // A move to another page of the site loads that page whole, in the new release, without asking for a file of the
  // earlier one.
  await releaseWhileOpen(page, context);
  const missing: string[] = [];
  const noteMissing = (response: Response) => {
    if (response.status() === 404) missing.push(response.url());
  };
  page.on('response', noteMissing);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page).toHaveURL(`${origin}/aviso-legal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  expect(await sameLoad(page)).toBe(false);
  page.off('response', noteMissing);
  expect(missing).toEqual([]);
  const secondCode = await codeFiles(page);
  expect(secondCode.some((file) => firstCode.includes(file))).toBe(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-new-release');

  // A popup whose code the page has not loaded yet: the tap loads the page afresh, and the next one opens it.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await releaseWhileOpen(page, context);
  const cookieButton = page.getByRole('button', { name: 'Configuración de cookies' });
  await cookieButton.click();
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-loaded-before') &&
      document.documentElement.hasAttribute('data-ready'),
  );
  expect((await codeFiles(page)).some((file) => secondCode.includes(file))).toBe(false);
  await cookieButton.click();
  await expect(page.getByRole('dialog', { name: 'Configuración de cookies' })).toBeVisible();
});
