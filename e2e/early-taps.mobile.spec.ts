import type { Page } from '@playwright/test';
import { arrive, expect, menuExpanded, test } from './support';

/**
 * A pre-rendered page is drawn before its script has started; on a mid-range phone that takes a second or two after
 * the first paint. A tap in that time on the phone menu's button or on the cookie banner's answers must not be lost.
 * The page's entry script is held back by the test until it says so: the taps come, deterministically, before it.
 */
async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The entry is the one module every pre-rendered page asks for last, after its first paint.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  };
}

/** The page painted from its HTML, and its script not started. */
async function paintedWithoutScript(page: Page, address: string) {
  // Not open(): it waits for the site to start, which is held back here.
  await arrive(page, address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', '');
}

test.describe('the phone menu', () => {
  test('opens and closes from its button before the script starts, and stays as tapped once it runs', async ({
    page,
    baseURL,
  }) => {
    const release = await holdEntryScript(page);
    await paintedWithoutScript(page, `${baseURL}/historia`);
    const toggle = page.getByRole('button', { name: 'Menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    // The button's icon as drawn for a closed menu; the site's code draws the closing one while the menu is open.
    const icon = toggle.locator('svg path');
    const closedIcon = (await icon.getAttribute('d'))!;
    await expect(nav).toBeHidden();
    await toggle.tap();
    await expect(nav).toBeVisible();
    await toggle.tap();
    await expect(nav).toBeHidden();
    await toggle.tap();
    await expect(nav).toBeVisible();

    await release();
    await expect(nav).toBeVisible();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    // The site took the menu over as it was: open, its button showing the closing icon.
    await expect(icon).not.toHaveAttribute('d', closedIcon);
    await toggle.tap();
    await expect(nav).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(icon).toHaveAttribute('d', closedIcon);
  });
});

test.describe('the cookie banner', () => {
  test.use({ cookieConsent: 'undecided' });

  for (const [button, analytics] of [
    ['Aceptar todas', 'true'],
    ['Rechazar todas', 'false'],
  ] as const) {
    test(`answers "${button}" tapped before the script starts, and the site agrees once it runs`, async ({
      page,
      context,
      baseURL,
    }) => {
      const release = await holdEntryScript(page);
      await paintedWithoutScript(page, `${baseURL}/historia`);
      const banner = page.getByRole('dialog', { name: 'Tu privacidad, tus cookies' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: button }).tap();
      await expect(banner).toBeHidden();
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies).toMatchObject({
        cookie_functionality: 'true',
        cookie_analytics: analytics,
        cookie_third_party: 'false',
      });

      await release();
      await expect(banner).toHaveCount(0);
      // The site reads the same answer: its cookie settings show it.
      await page.getByRole('button', { name: 'Configuración de cookies' }).tap();
      const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
      const analyticsSwitch = settings.getByRole('switch', { name: 'Cookies de análisis' });
      if (analytics === 'true') await expect(analyticsSwitch).toBeChecked();
      else await expect(analyticsSwitch).not.toBeChecked();
    });
  }
});
