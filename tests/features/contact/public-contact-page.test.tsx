import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();

describe('/public-contact-form', { timeout: 30_000 }, () => {
  it('shows a spinner while the request runs, then thanks and offers the way home', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.server.use(
      http.post(`${TEST_API.deliveryBaseUrl}/api/:provider/v1/incidents`, async ({ params }) => {
        await answered;
        return params.provider === TEST_API.deliveryProvider
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ Message: 'Unknown provider' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/public-contact-form');
    await screen.findByLabelText(/^Nombre/, {}, { timeout: 10_000 });
    // Pasted rather than typed key by key: the form, not the keyboard, is under test here.
    for (const [label, text] of [
      [/^Nombre/, 'Marta'],
      [/^Apellidos/, 'Ruiz'],
      [/^Correo electrónico/, 'marta@example.com'],
      [/^Teléfono/, '655210987'],
      [/^Comentarios/, '¿Abrís en festivos?'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.selectOptions(screen.getByLabelText(/^Motivo de la consulta/), 'ENQUIRIES');
    await user.click(screen.getByRole('checkbox', { name: /cláusula de privacidad/ }));
    await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
    const submit = screen.getByRole('button', { name: 'Enviar' });
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveTextContent('Enviar (Enviando…)'));
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeNull();

    answer();
    const thanks = await screen.findByRole('dialog', { name: '¡Gracias por escribirnos!' });
    expect(submit).not.toHaveTextContent('Enviando');
    await user.click(within(thanks).getByRole('button', { name: 'Ir a la página principal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('starts with the reason the address chooses', async () => {
    // Not the file's first drawing of the page: it suspends while React draws it, which only an awaited act allows.
    await act(() => renderApp('/public-contact-form?reason=OTHER'));
    const reason = await screen.findByLabelText<HTMLSelectElement>(/^Motivo de la consulta/, {}, { timeout: 10_000 });
    expect(reason.value).toBe('OTHER');
    expect(within(reason).getByRole<HTMLOptionElement>('option', { name: 'Otro motivo' }).selected).toBe(true);
  });

  it('ignores a reason the form does not offer', async () => {
    await act(() => renderApp('/public-contact-form?reason=toString'));
    const reason = await screen.findByLabelText<HTMLSelectElement>(/^Motivo de la consulta/, {}, { timeout: 10_000 });
    expect(within(reason).queryByRole<HTMLOptionElement>('option', { name: 'Otro motivo' })?.selected).toBe(false);
    expect(within(reason).queryByRole<HTMLOptionElement>('option', { name: 'Incidencia' })?.selected).toBe(false);
  });
});
