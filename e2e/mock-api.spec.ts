import type { Page, Response } from '@playwright/test';
import { DEMO_USER, expect, loginThroughMock, open, reload, reloadAtLoad, test } from './support';

// Each journey starts the site twenty times or more in a row: slow on a busy machine, not broken.
test.describe.configure({ timeout: 180_000 });

// A reload is a moment the mock API must not miss: the page that is leaving is still running (and calling the API)
// until the new one arrives, and the new one calls the API as soon as it starts. Every call must be answered by
// the mock API's worker; one that reaches the preview server shows as a 404 (or, for the delivery site, a failed
// name look-up), which the fixture reports as a console error and these tests also list by address.

const RELOADS = 20;

/** Every answer to an API address that did not come from the mock API's worker, as "status path". */
function watchUnmockedApiCalls(page: Page) {
  const unmocked: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && !response.fromServiceWorker())
      unmocked.push(`${response.status()} ${url.pathname}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    // A call cut short by the reload itself is not an answer from anywhere.
    if (url.pathname.startsWith('/api/') && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      unmocked.push(`${request.failure()?.errorText} ${url.pathname}`);
    }
  });
  return unmocked;
}

const isProfileCall = (response: Response) =>
  new URL(response.url()).pathname === '/api/v1/auth/user' && response.request().method() === 'GET';

async function openPersonalData(page: Page) {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
}

test('a logged-in page reloaded again and again has every API call answered by the mock API', async ({ page }) => {
  await openPersonalData(page);
  const unmocked = watchUnmockedApiCalls(page);
  for (let round = 1; round <= RELOADS; round += 1) {
    // The customer's data is asked for as soon as the page starts; the next reload comes right after its answer,
    // while the page may still be making its other calls.
    const profile = page.waitForResponse(isProfileCall);
    await reload(page, { until: 'started' });
    const response = await profile;
    expect(
      `${response.status()} ${response.fromServiceWorker() ? 'from the mock API' : 'from the server'}`,
      `profile after reload ${round}`,
    ).toBe('200 from the mock API');
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  await expect(page.getByRole('button', { name: /Hola, Lucía/ })).toBeVisible();
  expect(unmocked, 'API calls that reached the server').toEqual([]);
});

test('a logged-in page reloaded as soon as it has loaded, again and again, still has its calls answered by the mock API', async ({
  page,
}) => {
  await openPersonalData(page);
  const unmocked = watchUnmockedApiCalls(page);
  for (let round = 1; round <= RELOADS; round += 1) {
    // The load event comes before the mock API has started: each reload leaves a page that is still starting.
    await reloadAtLoad(page);
  }
  const profile = page.waitForResponse(isProfileCall);
  await reload(page);
  expect((await profile).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  await expect(page.getByRole('button', { name: /Hola, Lucía/ })).toBeVisible();
  expect(unmocked, 'API calls that reached the server').toEqual([]);
});

test('two tabs reloaded at once, again and again, both have their calls answered by the mock API', async ({
  page,
  context,
}) => {
  await openPersonalData(page);
  const other = await context.newPage();
  await open(other, '/personal-data');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  const unmocked = [watchUnmockedApiCalls(page), watchUnmockedApiCalls(other)];
  for (let round = 1; round <= RELOADS / 2; round += 1) {
    // When each tab's page leaves, the other tab's page may be the only one left, or not there yet.
    await Promise.all([reload(page, { until: 'started' }), reload(other, { until: 'started' })]);
  }
  for (const tab of [page, other]) {
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
    await expect(tab.getByRole('button', { name: /Hola, Lucía/ })).toBeVisible();
  }
  expect(unmocked.flat(), 'API calls that reached the server').toEqual([]);
});

test('a hard reload, which bypasses service workers, still has every API call answered by the mock API', async ({
  page,
}) => {
  await openPersonalData(page);
  const unmocked = watchUnmockedApiCalls(page);
  // A slow page load: the page that starts without the worker has plenty of time to call the API before the
  // next load arrives, if it is allowed to.
  await page.route('**/personal-data', async (route) => {
    // eslint-disable-next-line no-restricted-syntax -- the route holds the navigation back, as a slow network does.
    if (route.request().isNavigationRequest()) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  const mockedProfile = page.waitForResponse((response) => isProfileCall(response) && response.fromServiceWorker());
  await cdp.send('Page.reload', { ignoreCache: true });
  await mockedProfile;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  await expect(page.getByRole('button', { name: /Hola, Lucía/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is under the worker').toBe(
    true,
  );
  expect(unmocked, 'API calls that reached the server').toEqual([]);
});
