import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../../src/mocks/node';
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incidencia con un pedido' }, slow),
    ).toBeInTheDocument();
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

describe('/private-contact-form with orders that bring only their id', { timeout: 30_000 }, () => {
  it('names each order by its number when its date is missing or cannot be read', async () => {
    const session = await login('demo@pollocrujiente.example', 'Demo1234');
    api.server.use(
      http.get(`${TEST_API.deliveryBaseUrl}/api/v1/users/${session.id}/orders`, () =>
        HttpResponse.json({
          results: [
            { id: 71 },
            { id: 72, created_at: 'ayer', total: 12.5 },
            { id: 73, created_at: '2024-03-02T20:15:00Z', total: 18.9 },
          ],
        }),
      ),
    );
    await renderApp('/private-contact-form');
    const order = await screen.findByLabelText(/^Pedido/, {}, slow);
    const options = within(order)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Pedido n.º 71');
    expect(options).toContain('Pedido n.º 72');
    expect(options.some((text) => text?.startsWith('Pedido n.º 73 · '))).toBe(true);
  });
});
