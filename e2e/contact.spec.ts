import type { Page } from '@playwright/test';
import { DEMO_USER, expect, expectNoAxeViolations, loginThroughMock, test, visit } from './support';

const JOB_SITE = 'https://empleo.pollocrujiente.example';
const SERVICE_DOWN = 'The service is not available right now. Please try again later.';

/** The demo customer as the profile holds them (content/fixtures/users.json). */
const DEMO_PROFILE = { firstName: 'Lucía', lastName: 'Martín García', email: DEMO_USER.email, phone: '612345678' };

/** A login as after the login form: the main API's session and the delivery site's, which lists the orders. */
async function loginWithDeliverySession(page: Page) {
  await loginThroughMock(page);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { id: number; token: string };
    window.__mockApi!.openDeliverySession(session.token, session.id);
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => ({
    contactRequests: window.__mockApi!.contactRequests,
    orderIncidents: window.__mockApi!.orderIncidents,
  }));

async function fillContact(page: Page, values: { firstName: string; lastName: string; email: string; phone: string }) {
  await page.getByLabel(/^Nombre/).fill(values.firstName);
  await page.getByLabel(/^Apellidos/).fill(values.lastName);
  await page.getByLabel(/^Correo electrónico/).fill(values.email);
  await page.getByLabel(/^Teléfono/).fill(values.phone);
}

async function acceptBoxes(page: Page) {
  await page.getByRole('checkbox', { name: /cláusula de privacidad/ }).check();
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
}

test.describe('contact hub', () => {
  test('a guest sees work with us, customer service and the data-protection text, and no order incidents', async ({
    page,
  }) => {
    await visit(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
    await expect(page.getByRole('heading', { name: 'Únete a nuestro equipo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Atención al cliente' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Incidencia con un pedido' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Comunicar una incidencia' })).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Restaurante', exact: true })).toHaveAttribute(
      'href',
      '/restaurant-contact',
    );
    const office = page.getByRole('link', { name: /^Oficina/ });
    await expect(office).toHaveAttribute('href', `${JOB_SITE}/oficinas`);
    await expect(office).toHaveAttribute('target', '_blank');
    await expect(office).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/public-contact-form');

    const privacy = page.getByRole('region', { name: 'Protección de datos' });
    await expect(
      privacy.getByRole('img', { name: 'Código QR con la dirección de la política de privacidad' }),
    ).toBeVisible();
    await expect(privacy.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    );
    for (const name of [/^Ir al canal de denuncias/, /^Reclamar ante la AEPD/]) {
      const link = privacy.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expectNoAxeViolations(page, 'contact hub (guest)');

    // The more-information popup opens from the keyboard, and Escape gives focus back to its button.
    const more = page.getByRole('button', { name: 'Más información: Atención al cliente' });
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Atención al cliente' });
    await expect(dialog).toContainText('de lunes a domingo, de 12:00 a 24:00');
    await expectNoAxeViolations(page, 'customer service information');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  });

  test('a logged-in customer also sees the order-incident section and its popup', async ({ page }) => {
    await loginThroughMock(page, DEMO_USER, '/contact');
    await expect(page.getByRole('heading', { name: 'Incidencia con un pedido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comunicar una incidencia' })).toHaveAttribute(
      'href',
      '/private-contact-form',
    );
    await expectNoAxeViolations(page, 'contact hub (customer)');
    await page.getByRole('button', { name: 'Más información: Incidencia con un pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Incidencia con un pedido' });
    await expect(dialog).toContainText('24 horas siguientes a la compra');
    await expectNoAxeViolations(page, 'order incident information');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: 'Comunicar una incidencia' }).click();
    await expect(page).toHaveURL('/private-contact-form');
  });
});

test.describe('customer service form', () => {
  test('sends exactly the fields of a contact request, thanks, and leads home', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atención al cliente');
    const submit = page.getByRole('button', { name: 'Enviar' });
    await expect(submit).toBeDisabled();
    await expect(page.locator('label[for="public-contact_first_name"]')).toHaveText('Nombre * (obligatorio)');
    await expectNoAxeViolations(page, 'public contact form');

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/incidents'))
        sent.push(request.postDataJSON());
    });
    await fillContact(page, { firstName: ' Marta ', lastName: 'Ruiz', email: 'marta@example.com', phone: '655210987' });
    const reason = page.getByLabel(/^Motivo de la consulta/);
    await expect(reason.getByRole('option')).toHaveText([
      'Elige una opción',
      'Atención en el restaurante',
      'Incidencia',
      'Calidad de la comida',
      'Promociones',
      'Información nutricional y alérgenos',
      'Consultas generales',
      'Restaurantes',
      'Otro motivo',
    ]);
    await reason.selectOption({ label: 'Calidad de la comida' });
    await page.getByLabel(/^Comentarios/).fill('Las alitas llegaron frías.');
    await page.getByRole('checkbox', { name: /comunicaciones comerciales/ }).check();
    await page.getByRole('checkbox', { name: /cláusula de privacidad/ }).check();
    // Everything but the general terms: still disabled, nothing sent.
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();

    const thanks = page.getByRole('dialog', { name: '¡Gracias por escribirnos!' });
    await expect(thanks).toContainText('marta@example.com');
    await expectNoAxeViolations(page, 'contact thanks popup');
    const expected = {
      first_name: 'Marta',
      last_name: 'Ruiz',
      email: 'marta@example.com',
      phone: '655210987',
      source: 'Web',
      comments: 'Las alitas llegaron frías.',
      reason: 'FOOD_QUALITY',
      accepted_news: true,
    };
    expect(sent).toEqual([expected]);
    const { contactRequests } = await recorded(page);
    expect(contactRequests).toHaveLength(1);
    const { received_at: _received, ...received } = contactRequests[0]!;
    expect(received).toEqual(expected);

    await thanks.getByRole('button', { name: 'Ir a la página principal' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the data-protection information and the privacy policy open over the form without losing it', async ({
    page,
  }) => {
    await visit(page, '/public-contact-form');
    const info = page.getByRole('region', { name: 'Información básica sobre protección de datos' });
    for (const term of [
      'Responsable',
      'Finalidad',
      'Legitimación',
      'Destinatarios',
      'Derechos',
      'Información adicional',
    ]) {
      await expect(info.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    await expect(info.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await page.getByLabel(/^Nombre/).fill('Marta');
    await info.getByRole('button', { name: 'política de privacidad' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de privacidad' });
    await expect(policy.getByRole('heading', { name: 'Responsable del tratamiento' })).toBeVisible();
    await expectNoAxeViolations(page, 'privacy policy over the contact form');
    await policy.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Marta');
  });

  test.describe('when the delivery site fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('the error shows, the failed form is logged, and everything typed stays', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'cookie_analytics', value: 'true', url: baseURL! }]);
      await visit(page, '/public-contact-form');
      await page.evaluate(() => window.__mockApi!.failRequests('/api/pollocrujiente/v1/incidents'));
      await fillContact(page, { firstName: 'Marta', lastName: 'Ruiz', email: 'marta@example.com', phone: '655210987' });
      await page.getByLabel(/^Motivo de la consulta/).selectOption('PROMOTIONS');
      await page.getByLabel(/^Comentarios/).fill('¿Hay cupones este mes?');
      await acceptBoxes(page);
      const submit = page.getByRole('button', { name: 'Enviar' });
      await submit.click();

      await expect(page.getByTestId('notification-error')).toContainText(SERVICE_DOWN);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(submit).toBeEnabled();
      await expect(page.getByLabel(/^Nombre/)).toHaveValue('Marta');
      await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue('marta@example.com');
      await expect(page.getByLabel(/^Motivo de la consulta/)).toHaveValue('PROMOTIONS');
      await expect(page.getByLabel(/^Comentarios/)).toHaveValue('¿Hay cupones este mes?');
      await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).toBeChecked();
      expect((await recorded(page)).contactRequests).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer?.filter((event) => event.event === 'form_failed'))).toEqual([
        { event: 'form_failed', form_name: 'public-contact', error_code: '500' },
      ]);
      await expectNoAxeViolations(page, 'public contact form after a failure');

      // Once the site answers again the same data goes through.
      await page.evaluate(() => window.__mockApi!.restoreRequests());
      await submit.click();
      await expect(page.getByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeVisible();
      expect((await recorded(page)).contactRequests).toHaveLength(1);
    });
  });

  test('a logged-in customer finds their data already filled in', async ({ page }) => {
    await loginThroughMock(page, DEMO_USER, '/public-contact-form');
    await expect(page.getByLabel(/^Nombre/)).toHaveValue(DEMO_PROFILE.firstName);
    await expect(page.getByLabel(/^Apellidos/)).toHaveValue(DEMO_PROFILE.lastName);
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue(DEMO_PROFILE.email);
    await expect(page.getByLabel(/^Teléfono/)).toHaveValue(DEMO_PROFILE.phone);
    // Consent is never given on the customer's behalf.
    await expect(page.getByRole('checkbox', { name: /comunicaciones comerciales/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /cláusula de privacidad/ })).not.toBeChecked();
  });
});

test.describe('order-incident form', () => {
  test('is not there for guests', async ({ page }) => {
    await visit(page, '/private-contact-form');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, ¡página no encontrada!');
    await expect(page.getByLabel(/^Pedido/)).toHaveCount(0);
  });

  test('lists the customer’s orders, prefills their data and sends the chosen order_id', async ({ page }) => {
    await loginWithDeliverySession(page);
    const orders = await page.evaluate((email) => window.__mockApi!.findUserByEmail(email)!.orders, DEMO_USER.email);
    const newestFirst = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((order) => order.id);
    expect(newestFirst.length).toBeGreaterThan(1);

    const listed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/orders')) listed.push(request.url());
    });
    await visit(page, '/private-contact-form');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Incidencia con un pedido');
    const order = page.getByLabel(/^Pedido/);
    const options = order.getByRole('option');
    await expect(options).toHaveCount(newestFirst.length + 1);
    const labels = await options.allTextContents();
    expect(labels.slice(1).map((label) => Number(label.match(/n\.º (\d+)/)?.[1]))).toEqual(newestFirst);
    expect(new URL(listed[0]!).searchParams.get('page')).toBe('1');

    await expect(page.getByLabel(/^Nombre/)).toHaveValue(DEMO_PROFILE.firstName);
    await expect(page.getByLabel(/^Teléfono/)).toHaveValue(DEMO_PROFILE.phone);
    const reason = page.getByLabel(/^Motivo de la incidencia/);
    await expect(reason.getByRole('option')).toHaveText([
      'Elige una opción',
      'Tiempo de entrega',
      'Calidad de los productos',
      'Pedido incompleto o equivocado',
      'Otro motivo',
    ]);
    await expectNoAxeViolations(page, 'order incident form');

    const chosen = newestFirst[2]!;
    await order.selectOption(String(chosen));
    await reason.selectOption({ label: 'Pedido incompleto o equivocado' });
    await page.getByLabel(/^Comentarios/).fill('Faltaba la salsa barbacoa.');
    const submit = page.getByRole('button', { name: 'Enviar' });
    await expect(submit).toBeDisabled();
    await acceptBoxes(page);
    await submit.click();

    await expect(page.getByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeVisible();
    await expectNoAxeViolations(page, 'order incident thanks popup');
    const { orderIncidents, contactRequests } = await recorded(page);
    expect(contactRequests).toEqual([]);
    expect(orderIncidents).toHaveLength(1);
    const { received_at: _received, user_id: _user, ...received } = orderIncidents[0]!;
    expect(received).toEqual({
      first_name: DEMO_PROFILE.firstName,
      last_name: DEMO_PROFILE.lastName,
      email: DEMO_PROFILE.email,
      phone: DEMO_PROFILE.phone,
      source: 'Web',
      comments: 'Faltaba la salsa barbacoa.',
      reason: 'UNACCURATE_ORDER',
      order_id: chosen,
      accepted_news: false,
    });
    await page.getByRole('button', { name: 'Ir a la página principal' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('work with us', () => {
  test('Next waits for a province, restaurants follow the province, and the job site opens in a new tab', async ({
    page,
    context,
  }) => {
    await context.route(`${JOB_SITE}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><title>Empleo</title><h1>Ofertas de empleo</h1></html>',
      }),
    );
    await visit(page, '/contact');
    const restaurants = await page.evaluate(() =>
      window.__mockApi!.restaurants('es').map((r) => ({ id: r.id, name: r.name, province: r.province.name })),
    );
    await page.getByRole('link', { name: 'Restaurante', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trabaja con nosotros');

    const province = page.getByLabel(/^Provincia/);
    const restaurant = page.getByLabel(/^Restaurante/);
    await expect(page.locator('label[for="work-with-us-province"]')).toHaveText('Provincia * (obligatorio)');
    await expect(province).toHaveAttribute('required', '');
    await expect(restaurant).toBeDisabled();
    const next = page.getByRole('link', { name: /^Siguiente/ });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expectNoAxeViolations(page, 'work with us');

    // Only provinces with restaurants, sorted by name.
    const withRestaurants = [...new Set(restaurants.map((r) => r.province))].sort((a, b) => a.localeCompare(b, 'es'));
    await expect(province.getByRole('option')).toHaveText(['Elige una provincia', ...withRestaurants]);

    await province.selectOption({ label: 'Barcelona' });
    const barcelona = restaurants
      .filter((r) => r.province === 'Barcelona')
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    await expect(restaurant).toBeEnabled();
    await expect(restaurant.getByRole('option')).toHaveText(['Cualquier restaurante', ...barcelona.map((r) => r.name)]);
    await expect(next).not.toHaveAttribute('aria-disabled');
    const provinceId = await province.inputValue();
    await expect(next).toHaveAttribute('href', `${JOB_SITE}/restaurantes?province=${provinceId}`);
    await expect(next).toHaveAttribute('target', '_blank');
    await expect(next).toHaveAttribute('rel', /noopener/);

    await restaurant.selectOption({ label: barcelona[0]!.name });
    await expect(next).toHaveAttribute(
      'href',
      `${JOB_SITE}/restaurantes?province=${provinceId}&restaurant=${barcelona[0]!.id}`,
    );
    await expectNoAxeViolations(page, 'work with us with a province');

    const popupOpened = page.waitForEvent('popup');
    await next.click();
    const jobs = await popupOpened;
    await expect(jobs.getByRole('heading', { name: 'Ofertas de empleo' })).toBeVisible();
    expect(jobs.url()).toBe(`${JOB_SITE}/restaurantes?province=${provinceId}&restaurant=${barcelona[0]!.id}`);
    // noopener: the job site gets no handle on this page.
    expect(await jobs.evaluate(() => window.opener)).toBeNull();
    await jobs.close();

    // Another province drops the restaurant chosen in the first one.
    await province.selectOption({ label: 'Valencia' });
    await expect(restaurant).toHaveValue('');
    const valencia = restaurants
      .filter((r) => r.province === 'Valencia')
      .map((r) => r.name)
      .sort((a, b) => a.localeCompare(b, 'es'));
    await expect(restaurant.getByRole('option')).toHaveText(['Cualquier restaurante', ...valencia]);
    await province.selectOption('');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});
