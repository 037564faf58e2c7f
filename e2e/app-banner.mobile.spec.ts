import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reload, test, untilSettled, visit } from './support';

test.describe('the app banner on a phone', () => {
  test.use({ appBanner: 'new' });

  test('offers the app, and once closed stays away on the next visits', async ({ page }) => {
    await visit(page, '/carta');
    const banner = page.getByRole('complementary', { name: 'Nuestra app' });
    await expect(banner).toBeVisible();
    // Pixel 7 runs Android: the Google Play page, in a new tab.
    const install = banner.getByRole('link', { name: 'Instalar desde Google Play' });
    await expect(install).toHaveAttribute('href', /play\.google\.com/);
    await expect(install).toHaveAttribute('target', '_blank');
    // The cookie button moves up instead of covering the banner.
    const cookieBox = await page.getByRole('button', { name: 'Configuración de cookies' }).boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(cookieBox!.y + cookieBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    await expectNoAxeViolations(page, 'app banner');

    await banner.getByRole('button', { name: 'Cerrar el aviso de la app' }).click();
    await expect(banner).toBeHidden();
    await reload(page);
    await expect(page.locator('h1')).toBeVisible();
    await untilSettled(page);
    await expect(banner).toBeHidden();
  });

  test('stays away after the install link is followed', async ({ page }) => {
    await page
      .context()
      .route('https://play.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Play</title>' }),
      );
    await visit(page, '/');
    const banner = page.getByRole('complementary', { name: 'Nuestra app' });
    const [store] = await Promise.all([
      page.context().waitForEvent('page'),
      banner.getByRole('link', { name: /Instalar/ }).click(),
    ]);
    await store.close();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('appBanner') ?? '{}') as { installedAt?: number },
    );
    expect(stored.installedAt).toBeGreaterThan(0);
  });
});

test.describe('before the cookie question is answered', () => {
  test.use({ appBanner: 'new', cookieConsent: 'undecided' });

  const cookieBanner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tus cookies' });
  const appBanner = (page: Page) => page.getByRole('complementary', { name: 'Nuestra app' });

  /** The page has settled with the cookie banner on screen and no app banner: it waits for the cookie banner. */
  async function appBannerWaiting(page: Page) {
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page, 'cookie banner on a phone, the app banner waiting');
    await expect(appBanner(page)).toHaveCount(0);
    await expect(cookieBanner(page)).toBeFocused();
  }

  test('the app banner waits until the cookie banner is answered, so the two never cover each other', async ({
    page,
  }) => {
    await visit(page, '/');
    await appBannerWaiting(page);
    await cookieBanner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(appBanner(page)).toBeVisible();
    await expectNoAxeViolations(page, 'app banner after the cookie banner');
  });

  test('closing the cookie banner counts too', async ({ page }) => {
    await visit(page, '/carta');
    await appBannerWaiting(page);
    await cookieBanner(page).getByRole('button', { name: 'Cerrar el aviso de cookies' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(appBanner(page)).toBeVisible();
    // Shown is not closed: the app banner stored nothing by appearing.
    expect(await page.evaluate(() => localStorage.getItem('appBanner'))).toBeNull();
  });
});
