import type { Page } from '@playwright/test';
import { DEMO_USER, expect, expectNoAxeViolations, loginThroughMock, NEW_USER, reload, test, visit } from './support';

const DELIVERY = 'https://delivery.example.com';

/** The delivery site is another site: answer its pages with a stub, so the hand-off can be seen. */
async function stubDeliverySite(page: Page) {
  await page.route(`${DELIVERY}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><title>Pedidos</title><h1>Web de pedidos</h1></html>',
    }),
  );
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
}

test.describe('login', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('wrong data shows the inline message and keeps what was typed', async ({ page }) => {
    await visit(page, '/login');
    const submit = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
    await expect(submit).toBeDisabled();
    await fillLogin(page, DEMO_USER.email, 'Incorrecta1');
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'El correo electrónico y/o la contraseña no son correctos.',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO_USER.email);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, 'login with an error');
  });

  test('a customer who has accepted everything goes on to the delivery site', async ({ page }) => {
    await stubDeliverySite(page);
    await visit(page, '/login');
    await expectNoAxeViolations(page, 'login');
    await fillLogin(page, DEMO_USER.email, DEMO_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(`${DELIVERY}/`);
    await expect(page.getByRole('heading', { name: 'Web de pedidos' })).toBeVisible();
  });

  test('a customer who owes the privacy and loyalty acceptances is asked first, then handed off', async ({ page }) => {
    await stubDeliverySite(page);
    await visit(page, '/login');
    await fillLogin(page, NEW_USER.email, NEW_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

    const privacy = page.getByRole('dialog', { name: `Hola, ${NEW_USER.firstName}` });
    await expect(privacy).toBeVisible();
    const accept = privacy.getByRole('button', { name: 'Aceptar' });
    await expect(accept).toBeDisabled();
    await expectNoAxeViolations(page, 'privacy popup');
    // Escape does not dismiss a required choice.
    await page.keyboard.press('Escape');
    await expect(privacy).toBeVisible();
    await privacy.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await privacy.getByRole('checkbox', { name: /comunicaciones comerciales/ }).check();
    await accept.click();

    const loyalty = page.getByRole('dialog', { name: 'My Rewards cambia' });
    await expect(loyalty).toBeVisible();
    await expect(loyalty).toContainText('10/04/2023');
    await expectNoAxeViolations(page, 'loyalty changes popup');
    await loyalty.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await expect(page).toHaveURL(`${DELIVERY}/`);

    // The choices were recorded: no popup on the next visit.
    await visit(page, '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const profile = await page.evaluate(({ email, password }) => {
      const api = window.__mockApi!;
      return api.getUser(`Bearer ${api.login(email, password).token}`);
    }, NEW_USER);
    expect(profile).toMatchObject({ privacyPolicyAccepted: true, loyaltyChangesAccepted: true, news: true });
  });
});

test('registration shows the confirmation with the email, resends it, and the new account can log in', async ({
  page,
}) => {
  await stubDeliverySite(page);
  const email = `lucia.${Date.now()}@example.com`;
  await visit(page, '/register');
  await expectNoAxeViolations(page, 'register');
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await page.getByLabel(/^Nombre/).fill('Lucía');
  await page.getByLabel(/^Apellidos/).fill('Martín Ruiz');
  await page.getByLabel(/^Teléfono/).fill('612345678');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill('Pollo123');
  await page.getByLabel(/^Repite la contraseña/).fill('Pollo123');
  await page.getByRole('checkbox', { name: /cláusula de privacidad/ }).check();
  await expect(submit).toBeDisabled();

  // The general conditions open over the form from the box's label.
  await page.getByRole('button', { name: 'condiciones generales' }).click();
  const conditions = page.getByRole('dialog');
  await expect(conditions.getByRole('heading', { level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'general conditions dialog');
  await conditions.getByRole('button', { name: 'Entendido' }).click();
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();

  await submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('notification-success')).toContainText('Registro exitoso');
  await expectNoAxeViolations(page, 'registration confirmation');
  await page.getByRole('button', { name: 'Reenviar el correo' }).click();
  await expect(page.getByTestId('notification-success')).toContainText('Correo reenviado con éxito');

  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/login');
  await fillLogin(page, email, 'Pollo123');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(`${DELIVERY}/`);
});

test('a weak password turns the hint red and sends nothing', async ({ page }) => {
  let registrations = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/register')) registrations += 1;
  });
  await visit(page, '/register');
  await page.getByLabel(/^Nombre/).fill('Lucía');
  await page.getByLabel(/^Apellidos/).fill('Martín');
  await page.getByLabel(/^Teléfono/).fill('612345678');
  await page.getByLabel(/^Correo electrónico/).fill('lucia@example.com');
  await page.getByLabel(/^Contraseña/).fill('pollo');
  await page.getByLabel(/^Repite la contraseña/).fill('pollo');
  await page.getByRole('checkbox', { name: /cláusula de privacidad/ }).check();
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const password = page.getByLabel(/^Contraseña/);
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const hint = page.getByText(/Mínimo 6 caracteres/);
  await expect(hint).toHaveCSS('color', 'rgb(164, 22, 26)');
  await expectNoAxeViolations(page, 'register with a weak password');
  expect(registrations).toBe(0);
});

test('forgot password confirms with the email, resends, and cancel goes back to login', async ({ page }) => {
  await visit(page, '/forgot-password');
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.getByLabel(/^Correo electrónico/).fill(DEMO_USER.email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te hemos enviado un correo');
  await expect(page.getByText(DEMO_USER.email)).toBeVisible();
  await expect(page.getByTestId('notification-success')).toContainText('Correo enviado con éxito');
  await page.getByRole('button', { name: 'Reenviar el correo' }).click();
  await expect(page.getByTestId('notification-success')).toContainText('Correo enviado con éxito');
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL('/login');
});

test('a profile edit is saved and still there after a reload', async ({ page }) => {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  const phone = page.getByLabel(/^Teléfono/);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue(DEMO_USER.firstName);
  await expectNoAxeViolations(page, 'personal data');
  await phone.fill('698765432');
  await page.getByLabel(/^Nombre/).fill('Lucía María');
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByTestId('notification-success')).toContainText('Usuario actualizado con éxito');
  // The greeting follows the new name.
  await expect(page.getByRole('button', { name: /Hola, Lucía María/ })).toBeVisible();
  await reload(page);
  await expect(page.getByLabel(/^Teléfono/)).toHaveValue('698765432');
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía María');
});

for (const [stored, text, label, submit] of [
  ['es', 'Las contraseñas no coinciden', /^Repite la contraseña/, 'Cambiar la contraseña'],
  ['en', "Passwords don't match", /^Repeat the password/, 'Change password'],
  ['cat', 'Les contrasenyes no coincideixen', /^Repeteix la contrasenya/, 'Canvia la contrasenya'],
] as const) {
  test(`change password says in ${stored} when the two passwords differ`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('language', value), stored);
    await loginThroughMock(page, DEMO_USER, '/change-password');
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill('Pollo123');
    await passwords.nth(1).fill('Pollo321');
    await page.getByRole('button', { name: submit, exact: true }).click();
    const repeat = page.getByLabel(label);
    await expect(repeat).toBeFocused();
    await expect(page.getByText(text)).toBeVisible();
    await expect(repeat).toHaveAccessibleDescription(new RegExp(text));
    await expectNoAxeViolations(page, `change password mismatch (${stored})`);
  });
}

test('a changed password is the one that logs in', async ({ page }) => {
  await stubDeliverySite(page);
  await loginThroughMock(page, DEMO_USER, '/change-password');
  await page.locator('input[type="password"]').nth(0).fill('Nueva1234');
  await page.locator('input[type="password"]').nth(1).fill('Nueva1234');
  await page.getByRole('button', { name: 'Cambiar la contraseña', exact: true }).click();
  await expect(page.getByTestId('notification-success')).toContainText('¡Contraseña cambiada con éxito!');
  await expect(page).toHaveURL('/personal-data');
  const logsIn = (password: string) =>
    page.evaluate((value) => {
      try {
        return Boolean(window.__mockApi!.login('demo@pollocrujiente.example', value));
      } catch {
        return false;
      }
    }, password);
  expect(await logsIn('Nueva1234')).toBe(true);
  expect(await logsIn(DEMO_USER.password)).toBe(false);
});

test('deleting the account asks first, then removes it, ends the session and goes home', async ({ page }) => {
  await loginThroughMock(page, DEMO_USER, '/personal-data');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar la cuenta' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'delete account dialog');
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeFocused();

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await confirm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('notification-success')).toContainText('Usuario eliminado con éxito');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  const stillThere = await page.evaluate(({ email, password }) => {
    try {
      return Boolean(window.__mockApi!.login(email, password));
    } catch {
      return false;
    }
  }, DEMO_USER);
  expect(stillThere).toBe(false);
});

test('log out asks for confirmation, then ends the session and goes home', async ({ page }) => {
  await loginThroughMock(page);
  await page.getByRole('button', { name: /Hola, Lucía/ }).click();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/logout');
  await expectNoAxeViolations(page, 'logout');
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});
