import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '../../../src/session/auth';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here, and the form's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe('/private-contact-form when the orders cannot be loaded', { timeout: 30_000 }, () => {
  it('says what failed and why, keeps the page, and shows the form with the orders on retry', async () => {
    const user = userEvent.setup();
    const session = await login('demo@pollocrujiente.example', 'Demo1234');
    api.store.failRequests(`/api/v1/users/${session.id}/orders`, { mode: 'network' });
    await renderApp('/private-contact-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incidencia con un pedido' }, slow)).toBeInTheDocument();
    const alert = await within(screen.getByRole('main')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('No hemos podido cargar tus pedidos.');
    expect(alert).toHaveTextContent('No hemos podido conectar. Revisa tu conexión a internet e inténtalo de nuevo.');
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();

    api.store.restoreRequests();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const order = await screen.findByLabelText(/^Pedido/, {}, slow);
    expect(within(order).getAllByRole('option')).toHaveLength(6);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
