import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reload, test, visit } from './support';

test.use({ cookieConsent: 'undecided' });

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  const pick = (name: string) => cookies.find((cookie) => cookie.name === name);
  return {
    functionality: pick('cookie_functionality')?.value,
    analytics: pick('cookie_analytics')?.value,
    thirdParty: pick('cookie_third_party')?.value,
    expires: pick('cookie_functionality')?.expires,
  };
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((event) => event.event));
const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tus cookies' });

test('the banner greets a first visit, takes focus, and passes axe', async ({ page }) => {
  await visit(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  const buttons = banner(page).getByRole('button', { name: /^(Aceptar todas|Rechazar todas|Configurar cookies)$/ });
  await expect(buttons).toHaveCount(3);
  // Equal weight: the three choices look the same.
  const looks = await buttons.evaluateAll((nodes) =>
    nodes.map((node) => `${getComputedStyle(node).backgroundColor} ${getComputedStyle(node).fontSize}`),
  );
  expect(new Set(looks).size).toBe(1);
  await expectNoAxeViolations(page, 'consent banner');
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  // Closing decides nothing: the banner comes back on the next visit.
  expect((await consentCookies(page)).functionality).toBeUndefined();
  await reload(page);
  await expect(banner(page)).toBeVisible();
});

test('accept all turns analytics on, and the choice survives a reload', async ({ page }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(banner(page)).toBeHidden();
  const cookies = await consentCookies(page);
  expect(cookies).toMatchObject({ functionality: 'true', analytics: 'true', thirdParty: 'false' });
  // The site asks for the end of 2038 (checked in tests/lib/consent.test.ts); Chromium keeps a cookie at most 400
  // days, so what the browser holds is a persistent cookie at that limit.
  const days = (cookies.expires! * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(399);
  expect(days).toBeLessThanOrEqual(400);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Restaurantes' }).click();
  await expect(page).toHaveURL('/restaurantes');
  await expect.poll(() => dataLayer(page)).toContain('screen_view');
  await reload(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.at(-1)))
    .toMatchObject({ event: 'screen_view', screen_name: 'restaurants' });
});

test('reject all keeps technical cookies only and no analytics run', async ({ page }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookies(page)).toMatchObject({ functionality: 'true', analytics: 'false', thirdParty: 'false' });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Novedades' }).click();
  await expect(page).toHaveURL('/novedades');
  await reload(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await dataLayer(page)).toEqual([]);
});

test('custom settings save each switch, with technical cookies locked on', async ({ page }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Configurar cookies' }).click();
  const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'Cookies técnicas' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Cookies técnicas' })).toBeDisabled();
  await settings.getByRole('button', { name: 'Ver las cookies de terceros' }).click();
  await expect(settings.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'cookie settings');
  await settings.getByRole('switch', { name: 'Cookies de terceros' }).check();
  await settings.getByRole('button', { name: 'Guardar mi elección' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole('status')).toContainText('Hemos guardado tu elección de cookies.');
  expect(await consentCookies(page)).toMatchObject({ functionality: 'true', analytics: 'false', thirdParty: 'true' });

  await reload(page);
  await expect(banner(page)).toBeHidden();
  // The cookie button at the bottom left reopens the settings with the saved choice; Escape closes and gives focus back.
  const cookieButton = page.getByRole('button', { name: 'Configuración de cookies' });
  await cookieButton.click();
  await expect(settings.getByRole('switch', { name: 'Cookies de terceros' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Cookies de análisis' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(cookieButton).toBeFocused();
});

test('more information opens the cookie policy in a dialog', async ({ page }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Más información' }).click();
  const policy = page.getByRole('dialog', { name: 'Política de cookies' });
  await expect(policy).toBeVisible();
  await expect(policy.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'cookie policy dialog');
  await policy.getByRole('button', { name: 'Entendido' }).click();
  await expect(policy).toBeHidden();
  await expect(banner(page)).toBeVisible();
});

test.describe('the cookie banner first, on a first visit with the daily popup due', () => {
  test.use({ homePopup: 'due' });

  const popup = (page: Page) => page.getByRole('dialog', { name: 'No te lo pierdas' });
  const popupShownOn = (page: Page) => page.evaluate(() => localStorage.getItem('popupShownOn'));

  /** The popups have arrived and the popup's dialog is in the page, closed: all it waits for is the cookie banner. */
  async function popupWaiting(page: Page) {
    await expect(page.locator('main dialog')).toBeAttached();
    await expectNoAxeViolations(page, '/ with the cookie banner and the popup waiting');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // Waiting is not being shown: today's popup is still to come.
    expect(await popupShownOn(page)).toBeNull();
  }

  test('the banner is usable with the mouse, and the popup opens once it is answered', async ({ page }) => {
    await visit(page, '/');
    await expect(banner(page)).toBeVisible();
    await popupWaiting(page);
    await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('img').first()).toBeVisible();
    expect(await popupShownOn(page)).not.toBeNull();
    await expectNoAxeViolations(page, '/ with the popup open after the cookie banner');
  });

  test('the banner is usable with the keyboard, and closing it lets the popup open', async ({ page }) => {
    await visit(page, '/');
    await expect(banner(page)).toBeFocused();
    await popupWaiting(page);
    // Nothing modal covers it: Tab goes on to its first control.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Más información' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(popup(page)).toBeVisible();
    expect(await popupShownOn(page)).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();

    // Closing decided nothing: the banner asks again on the next visit, and today's popup has been seen.
    expect((await consentCookies(page)).functionality).toBeUndefined();
    await reload(page);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('main dialog')).toHaveCount(0);
  });
});

test.describe('a consent cookie the site did not write', () => {
  for (const value of ['%E0%A4%A', 'yes']) {
    test(`cookie_functionality=${value} is no answer: the banner shows, before the code too, and the page works`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'cookie_functionality', value, url: baseURL! }]);
      await visit(page, '/');
      await expect(page.getByRole('heading', { name: 'Algo ha fallado' })).toHaveCount(0);
      await expect(banner(page)).toBeVisible();
      // The inline script left the pre-rendered banner alone.
      await expect(page.locator('html')).not.toHaveAttribute('data-consent');
      await expectNoAxeViolations(page, `/ with cookie_functionality=${value}`);
      await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
      await expect(banner(page)).toBeHidden();
      expect(await consentCookies(page)).toMatchObject({ functionality: 'true', analytics: 'true' });
      await reload(page);
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'given');
      await expect(banner(page)).toBeHidden();
    });
  }

  test('an analytics cookie that is not exactly true means no analytics', async ({ page, baseURL }) => {
    await page.context().addCookies(
      [
        ['cookie_functionality', 'true'],
        ['cookie_analytics', '%E0%A4%A'],
        ['cookie_third_party', 'yes'],
      ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL! })),
    );
    await visit(page, '/carta');
    await expect(page.getByRole('heading', { name: 'Algo ha fallado' })).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Restaurantes' }).click();
    await expect(page).toHaveURL('/restaurantes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings.getByRole('switch', { name: 'Cookies de análisis' })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: 'Cookies de terceros' })).not.toBeChecked();
  });
});
