import { join } from 'node:path';
import { expect, open, test } from '../support';
import { BUCKET, CODE, logIn, OFFLINE_ERRORS, openCodes, startWithWorker } from './offline-support';
import { openUnderNewWorker, releaseWithNewCode, serveReleaseCopy } from './release-copy';

// A page kept by one release loads that release's code. Once the next release has taken over, that code is gone
// from the phone and from the host: offline, such a page is drawn from the current release's shell instead, whole.
const { origin, files } = serveReleaseCopy(join('.e2e', 'release-kept'), 4177);

test.use({ baseURL: origin, allowedConsoleErrors: [OFFLINE_ERRORS] });

test('pages seen in one release open offline, whole, after the next one has taken over', async ({ page, context }) => {
  const stars = page.getByText(/^Tienes \d+ estrellas? de 9$/);
  const product = page.getByRole('button', { name: new RegExp(BUCKET) });
  await startWithWorker(page);
  await logIn(page);
  await open(page, '/my-rewards');
  await expect(await openCodes(page)).toContainText(CODE);
  await page.keyboard.press('Escape');
  await open(page, '/carta?id=1');
  await expect(product).toBeVisible();

  await releaseWithNewCode(files);
  await openUnderNewWorker(page, '/');

  await context.setOffline(true);
  await open(page, '/my-rewards');
  await expect(stars).toBeVisible();
  await expect(await openCodes(page)).toContainText(CODE);
  await page.keyboard.press('Escape');
  await open(page, '/carta?id=1');
  await expect(product).toBeVisible();
});
