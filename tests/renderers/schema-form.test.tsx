import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useDocumentQuery } from '../../src/app/document-source';
import { DocumentSourceProvider } from '../../src/renderers/document-view/document-source';
import ca from '../../content/messages/ca.json';
import en from '../../content/messages/en.json';
import es from '../../content/messages/es.json';
import { getNotification } from '../../src/lib/notifications';
import { loadForm } from '../../src/renderers/schema-form/forms';
import { SchemaForm, type SchemaFormProps } from '../../src/renderers/schema-form/schema-form';

const catalogues = { es, en, ca } as const;

async function renderForm(props: Partial<SchemaFormProps<'register'>> & { locale?: keyof typeof catalogues } = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const { locale = 'es', ...rest } = props;
  // The form's schema and validator load before it shows (React's `use`).
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale={locale} defaultLocale="es" messages={catalogues[locale]}>
          <MemoryRouter>
            <DocumentSourceProvider value={useDocumentQuery}>
              <SchemaForm form="register" submitLabel="Crear cuenta" {...rest} onSubmit={onSubmit} />
            </DocumentSourceProvider>
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
  });
  return { onSubmit, user: userEvent.setup() };
}

async function fillRegistration(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    firstName: 'Lucía',
    lastName: 'García Pérez',
    phone: '612345678',
    email: 'lucia@example.com',
    password: 'Pollo123',
    repeat: 'Pollo123',
    ...overrides,
  };
  await user.type(await screen.findByLabelText(/^Nombre/), values.firstName);
  await user.type(screen.getByLabelText(/^Apellidos/), values.lastName);
  await user.type(screen.getByLabelText(/^Teléfono/), values.phone);
  await user.type(screen.getByLabelText(/^Correo electrónico/), values.email);
  await user.type(screen.getByLabelText(/^Contraseña/), values.password);
  await user.type(screen.getByLabelText(/^Repite la contraseña/), values.repeat);
  await user.click(screen.getByRole('checkbox', { name: /cláusula de privacidad/ }));
  await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
}

describe('SchemaForm', () => {
  it('draws a form loaded beforehand in the same pass, so a pre-rendered form is taken over with its page', async () => {
    const draw = (form: 'login' | 'forgot-password') =>
      renderToString(
        <IntlProvider locale="es" defaultLocale="es" messages={es}>
          <MemoryRouter>
            <SchemaForm form={form} submitLabel="Enviar" onSubmit={async () => undefined} />
          </MemoryRouter>
        </IntlProvider>,
      );
    // Not loaded: the spinner, and the fields in a later pass.
    expect(draw('login')).not.toContain('type="email"');
    // Loaded, never drawn before: drawn at once.
    await loadForm('forgot-password');
    expect(draw('forgot-password')).toContain('type="email"');
  });

  it('marks required fields with an asterisk and uses the right input types', async () => {
    await renderForm();
    const phone = await screen.findByLabelText(/^Teléfono/);
    expect(screen.getByText('Los campos marcados con * son obligatorios.')).toBeInTheDocument();
    // A text field with the phone's keyboard: `tel-national`, the national digits only, is a text field's token.
    expect(phone).toHaveAttribute('type', 'text');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByText('Nombre').closest('label')).toHaveTextContent('Nombre * (obligatorio)');
    // The news box is optional: no asterisk.
    expect(screen.getByRole('checkbox', { name: /comunicaciones comerciales/ }).closest('div')).not.toHaveTextContent(
      '*',
    );
  });

  it('gives an input all the autofill tokens of its ui:autocomplete, as they are written', async () => {
    await renderForm({
      uiOverrides: {
        phone: { 'ui:autocomplete': 'section-pedido shipping mobile tel-national' },
        password: { 'ui:autocomplete': 'new-password webauthn' },
      },
    });
    expect(await screen.findByLabelText(/^Teléfono/)).toHaveAttribute(
      'autocomplete',
      'section-pedido shipping mobile tel-national',
    );
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('autocomplete', 'new-password webauthn');
  });

  it('keeps the submit button disabled until every required field and box is set', async () => {
    const { user, onSubmit } = await renderForm();
    const submit = await screen.findByRole('button', { name: 'Crear cuenta' });
    expect(submit).toBeDisabled();
    await fillRegistration(user);
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Completa los campos obligatorios para continuar.');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the data when everything is valid', async () => {
    const { user, onSubmit } = await renderForm();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Lucía',
        email: 'lucia@example.com',
        password: 'Pollo123',
        politicas: true,
        condiciones: true,
        news: false,
      }),
    );
  });

  it.each([
    ['too short', 'Po1'],
    ['without a capital letter', 'pollo123'],
    ['without a number', 'PolloCrujiente'],
  ])('turns the password hint red and makes no call for a password %s', async (_, password) => {
    const { user, onSubmit } = await renderForm();
    await fillRegistration(user, { password, repeat: password });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const input = screen.getByLabelText(/^Contraseña/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveFocus();
    const hint = screen.getByText(/Mínimo 6 caracteres/);
    expect(hint.className).toMatch(/hintInvalid/);
    expect(input).toHaveAccessibleDescription(hint.textContent!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['es', 'Las contraseñas no coinciden', /^Repite la contraseña/],
    ['en', "Passwords don't match", /^Repeat the password/],
    ['ca', 'Les contrasenyes no coincideixen', /^Repeteix la contrasenya/],
  ] as const)('says in %s when the passwords do not match, next to the field', async (locale, text, label) => {
    const { user, onSubmit } = await renderForm({ locale, submitLabel: 'OK' });
    const field = (await screen.findAllByRole('textbox'))[0]!;
    await user.type(field, 'Lucía');
    const inputs = screen.getAllByRole('textbox');
    await user.type(inputs[1]!, 'García');
    await user.type(inputs[2]!, '612345678');
    await user.type(inputs[3]!, 'lucia@example.com');
    const passwords = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(passwords[0]!, 'Pollo123');
    await user.type(passwords[1]!, 'Pollo124');
    for (const box of screen.getAllByRole('checkbox').slice(0, 2)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const repeat = await screen.findByLabelText(label);
    await waitFor(() => expect(repeat).toHaveAccessibleDescription(expect.stringContaining(text)));
    expect(screen.getByText(text)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a malformed email in words', async () => {
    const { user, onSubmit } = await renderForm();
    await fillRegistration(user, { email: 'lucia@' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const email = screen.getByLabelText(/^Correo electrónico/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Escribe un correo electrónico válido/));
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error notification when the call fails, and keeps what was typed', async () => {
    const failure = Object.assign(new Error('El email ya está registrado'), { hasServerMessage: true });
    const { user } = await renderForm({ onSubmit: vi.fn(async () => Promise.reject(failure)) });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(getNotification()).toMatchObject({ kind: 'error', text: 'El email ya está registrado' }),
    );
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Lucía');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('Pollo123');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderForm();
    const password = await screen.findByLabelText(/^Contraseña/);
    const toggle = screen.getAllByRole('button', { name: 'Mostrar contraseña' })[0]!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('opens the privacy clause from a button beside its box’s label, without ticking the box', async () => {
    const { user } = await renderForm();
    const box = await screen.findByRole('checkbox', { name: /cláusula de privacidad/ });
    const open = screen.getByRole('button', { name: 'Leer cláusula de privacidad' });
    // Nothing the label holds can be pressed: a tap on its words ticks the box, and only that.
    expect(open.closest('label')).toBeNull();
    expect((box as HTMLInputElement).labels?.[0]?.querySelector('button, a, input')).toBeNull();
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByRole('heading', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});
