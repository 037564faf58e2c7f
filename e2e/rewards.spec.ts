import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  loginThroughMock,
  NEW_USER,
  test,
  untilLoaded,
  visit,
} from './support';

type Fixture = {
  users: { email: string; lifetime_points: number; vouchers: { code: string; end_datetime: string }[] }[];
};
const data = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/users.json'), 'utf8')) as Fixture;
const fixtureOf = (email: string) => data.users.find((user) => user.email === email)!;

/** The Spanish words for a calendar day, as the page must write an end date. */
const spanishDay = (isoDate: string) =>
  new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

const starsSection = (page: Page) => page.getByRole('region', { name: 'Tus estrellas' });
const rewardCards = (page: Page) => starsSection(page).locator('li[data-reached]');

test('a customer with 13 points sees 4 stars of 9, the burger reached and the other rewards grey', async ({ page }) => {
  const stars = fixtureOf(DEMO_USER.email).lifetime_points % 9;
  expect(stars).toBeGreaterThanOrEqual(3);
  expect(stars).toBeLessThan(6);
  await loginThroughMock(page, DEMO_USER, '/my-rewards');

  await expect(starsSection(page).getByText(`Tienes ${stars} estrellas de 9`)).toBeVisible();
  await expect(starsSection(page).locator('[data-filled]')).toHaveCount(9);
  await expect(starsSection(page).locator('[data-filled="true"]')).toHaveCount(stars);

  await expect(rewardCards(page)).toHaveCount(3);
  const [burger, wings, menu] = [rewardCards(page).nth(0), rewardCards(page).nth(1), rewardCards(page).nth(2)];
  await expect(burger).toContainText('Una hamburguesa');
  await expect(burger).toContainText('Conseguida');
  await expect(burger.getByRole('img')).toHaveCSS('filter', 'none');
  await expect(wings).toContainText(`Te faltan ${6 - stars} estrellas`);
  await expect(wings.getByRole('img', { name: 'Seis alitas de pollo rebozadas' })).toHaveCSS('filter', 'grayscale(1)');
  await expect(menu).toContainText('Un menú con 5 tiras crujientes y una salsa');
  await expect(menu.getByRole('img')).toHaveCSS('filter', 'grayscale(1)');

  await expect(starsSection(page).getByRole('link', { name: 'Pide ya' })).toHaveAttribute(
    'href',
    'https://delivery.example.com/addresses',
  );
  await expect(
    page.getByText('El último día para canjear tus códigos es el 10 de abril de 2023.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/my-rewards logged in');
});

test.describe('the codes popup', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists the codes with their end dates; copy shows "Código copiado" for 2 seconds', async ({ page }) => {
    const vouchers = fixtureOf(DEMO_USER.email).vouchers;
    expect(vouchers.length).toBeGreaterThan(0);
    await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
    await loginThroughMock(page, DEMO_USER, '/my-rewards');

    const open = page.getByRole('button', { name: 'Mis códigos' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Mis códigos' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(vouchers.length);
    for (const [index, voucher] of vouchers.entries()) {
      await expect(items.nth(index)).toContainText(voucher.code);
      await expect(items.nth(index)).toContainText(`Válido hasta el ${spanishDay(voucher.end_datetime)}`);
      await expect(items.nth(index).locator('img')).toHaveAttribute('alt', /.+/);
      // Its QR code, to be scanned at the counter.
      await expect(items.nth(index).getByRole('img', { name: `Código QR del código ${voucher.code}` })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'codes popup');

    const first = items.first();
    const status = first.getByRole('status');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-22T13:00:00Z'));
    await first.getByRole('button', { name: `Copiar el código ${vouchers[0]!.code}` }).click();
    await expect(status).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vouchers[0]!.code);
    await page.clock.runFor(1900);
    await expect(status).toHaveText('Código copiado');
    await page.clock.runFor(200);
    await expect(status).toHaveText('');

    // Escape closes the popup and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test('a customer with no codes is told how to earn more', async ({ page }) => {
  expect(fixtureOf(NEW_USER.email).vouchers).toEqual([]);
  await loginThroughMock(page, NEW_USER);
  // The acceptance popups this customer still owes are the account journey's subject: record them here directly.
  await page.evaluate(() => {
    const api = window.__mockApi!;
    const authorization = `Bearer ${(JSON.parse(localStorage.getItem('session')!) as { token: string }).token}`;
    api.acceptPrivacyPolicy(authorization, false);
    api.acceptLoyaltyChanges(authorization, false);
  });
  await visit(page, '/my-rewards');
  await expect(
    starsSection(page).getByText(`Tienes ${fixtureOf(NEW_USER.email).lifetime_points % 9} estrellas de 9`),
  ).toBeVisible();
  await expect(rewardCards(page).filter({ hasText: 'Conseguida' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mis códigos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mis códigos' });
  await expect(
    dialog.getByText('Lo sentimos, no tienes más códigos. Haz un pedido y empieza a acumular más estrellas.'),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expectNoAxeViolations(page, 'codes popup without codes');
});

test('a guest sees the banner that leads to the login, and can unfold the terms with the keyboard', async ({
  page,
}) => {
  await visit(page, '/my-rewards');
  await expect(starsSection(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'válido durante 3 meses' })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page, '/my-rewards guest');

  const termsLink = page.getByRole('link', { name: 'Lee las condiciones legales completas de My Rewards' });
  await expect(termsLink).toBeHidden();
  await page.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(termsLink).toBeVisible();
  await expect(termsLink).toHaveAttribute('href', '/condiciones-recompensas');
  await expectNoAxeViolations(page, '/my-rewards terms open');

  const banner = page.getByRole('link', { name: /Inicia sesión para ver tus estrellas y tus códigos/ });
  await expect(banner.getByRole('img')).toHaveAttribute('alt', /^Estrellas de My Rewards/);
  await banner.click();
  await expect(page).toHaveURL('/login');
});

test.describe('when the delivery site fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('the stars say once that they could not be loaded, and the rest of the page stays', async ({ page }) => {
    await loginThroughMock(page);
    await page.evaluate(() => window.__mockApi!.failRequests('/api/v1/loyalty'));
    await untilLoaded(page);
    // Reached from the footer, so the outage (kept in memory only) stays in force.
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Rewards', exact: true }).click();
    await expect(page).toHaveURL('/my-rewards');
    await expect(starsSection(page).getByRole('alert')).toHaveText(/No hemos podido cargar tus estrellas\./);
    await expect(page.getByTestId('notification-error')).toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expectNoAxeViolations(page, '/my-rewards with the stars failing');

    await page.evaluate(() => window.__mockApi!.restoreRequests());
    await starsSection(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect(starsSection(page).getByText(/^Tienes \d+ estrellas? de 9$/)).toBeVisible();
  });
});

test('speaks English and Catalan, with the closing date in their words', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginThroughMock(page, DEMO_USER, '/my-rewards');
  await expect(page.getByRole('heading', { name: 'Your stars' })).toBeVisible();
  await expect(page.getByText(/The last day to redeem your codes is April 10, 2023\./)).toBeVisible();
  await expect(page.getByText(/^You have \d+ stars? out of 9$/)).toBeVisible();

  await page.getByRole('link', { name: /Català/ }).click();
  await expect(page.getByRole('heading', { name: 'Les teves estrelles' })).toBeVisible();
  await expect(page.getByText(/L’últim dia per bescanviar els teus codis és el 10 d’abril de 2023\./)).toBeVisible();
});
