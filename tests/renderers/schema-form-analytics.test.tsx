import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import es from '../../content/messages/es.json';
import { mainApi } from '../../src/api/clients';
import { send } from '../../src/api/errors';
import { acceptAll, rejectAll } from '../../src/lib/consent';
import { getNotification } from '../../src/lib/notifications';
import { TEST_API } from '../../src/mocks/node';
import { SchemaForm } from '../../src/renderers/schema-form/schema-form';
import { setupMockApi } from '../support/api';

const api = setupMockApi();

const EMAIL = 'lucia.garcia@example.com';
const MESSAGE = `The email address ${EMAIL} is already registered.`;

/** The registration form, sending what it holds to the mock API through the site's client. */
async function renderRegistration() {
  const register = async (data: Record<string, unknown>) => {
    const {
      firstName = '',
      lastName = '',
      phone = '',
      email = '',
      password = '',
    } = data as Partial<Record<string, string>>;
    await send(
      mainApi().POST('/api/v1/auth/register', { body: { firstName, lastName, phone, email, password, news: false } }),
    );
  };
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="es" defaultLocale="es" messages={es}>
          <MemoryRouter>
            <SchemaForm form="register" submitLabel="Crear cuenta" onSubmit={register} />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nombre/), 'Lucía');
  await user.type(screen.getByLabelText(/^Apellidos/), 'García Pérez');
  await user.type(screen.getByLabelText(/^Teléfono/), '612345678');
  await user.type(screen.getByLabelText(/^Correo electrónico/), EMAIL);
  await user.type(screen.getByLabelText(/^Contraseña/), 'Pollo123');
  await user.type(screen.getByLabelText(/^Repite la contraseña/), 'Pollo123');
  await user.click(screen.getByRole('checkbox', { name: /cláusula de privacidad/ }));
  await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

/** Every word of three letters or more in a text, to look for any piece of it elsewhere. */
const pieces = (text: string) => text.split(/[^\p{L}\p{N}@.]+/u).filter((word) => word.length >= 3);

describe('the failed-form analytics event', () => {
  afterEach(() => {
    rejectAll();
    delete window.dataLayer;
  });

  it('carries the status as its reason, and nothing of the API message, which can hold the email typed', async () => {
    acceptAll();
    api.server.use(
      http.post(`${TEST_API.mainBaseUrl}/api/v1/auth/register`, () =>
        HttpResponse.json({ Message: MESSAGE }, { status: 400 }),
      ),
    );
    await renderRegistration();
    // The customer still reads the API's message.
    await waitFor(() => expect(getNotification()).toMatchObject({ kind: 'error', text: MESSAGE }));

    const events = (window.dataLayer ?? []).filter((event) => event.event === 'form_failed');
    expect(events).toEqual([{ event: 'form_failed', form_name: 'register', error_code: '400' }]);
    const sent = JSON.stringify(events);
    expect(pieces(MESSAGE).filter((piece) => sent.includes(piece))).toEqual([]);
    expect(sent).not.toContain('example.com');
  });

  it('says "network" when the API cannot be reached', async () => {
    acceptAll();
    api.server.use(http.post(`${TEST_API.mainBaseUrl}/api/v1/auth/register`, () => HttpResponse.error()));
    await renderRegistration();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'form_failed', form_name: 'register', error_code: 'network' }),
    );
  });
});
